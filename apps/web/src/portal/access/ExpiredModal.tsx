/**
 * The expired dialog of a signed-in member whose access ended (docs/access.md, Expired access):
 * they ask for more time ('extend access') and learn the outcome: request sent, already has access,
 * already requested, or an error.
 */
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { ACCESS_MESSAGES as M, type TMemberInfo } from '@trustfront/core';
import { useState } from 'react';
import { useExtendAccess } from '../../api/portal-access.ts';

export interface ExpiredModalProps {
  opened: boolean;
  orgSlug: string;
  orgName: string;
  member: TMemberInfo | null;
}

export default function ExpiredModal({ opened, orgSlug, orgName, member }: ExpiredModalProps) {
  const [closed, setClosed] = useState(false);
  const extend = useExtendAccess(orgSlug);
  const outcome = extend.data?.status;
  const message = extend.isError
    ? M.extendError
    : outcome === 'already-has-access'
      ? M.extendAlreadyHasAccess
      : outcome === 'already-requested'
        ? M.extendAlreadyRequested
        : null;
  return (
    <Modal opened={opened && !closed} onClose={() => setClosed(true)} title={M.expiredTitle}>
      <Stack gap="md" data-testid="access-expired">
        {outcome === 'success' ? (
          <>
            <Title order={3}>{M.requestSentTitle}</Title>
            <Text>{M.requestSentBody(orgName, member?.email ?? '')}</Text>
          </>
        ) : (
          <Text>{M.expiredSignedInBody}</Text>
        )}
        {message ? <Alert color={extend.isError ? 'red' : 'blue'}>{message}</Alert> : null}
        <Group justify="flex-end">
          {outcome === undefined && member ? (
            <Button loading={extend.isPending} onClick={() => extend.mutate(member.accountId)}>
              {M.requestExtension}
            </Button>
          ) : (
            <Button onClick={() => setClosed(true)}>{M.ok}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
