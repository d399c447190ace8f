/**
 * The expired dialog of a signed-in member whose access ended (docs/access.md, Expired access),
 * or ends within 14 days (docs/access.md, Access reminders):
 * they ask for more time ('extend access') and learn the outcome: request sent, already has access,
 * already requested, or an error.
 */
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { TMemberInfo } from '@trustfront/core';
import { useState } from 'react';
import { useT } from '../i18n/use-t.tsx';
import { useExtendAccess } from '../../api/portal-access.ts';

export interface ExpiredModalProps {
  opened: boolean;
  orgSlug: string;
  orgName: string;
  member: TMemberInfo | null;
  /** Access has not ended but ends on this day (formatted): the reminder's wording. */
  endingOn?: string | null;
}

export default function ExpiredModal({
  opened,
  orgSlug,
  orgName,
  member,
  endingOn = null,
}: ExpiredModalProps) {
  const t = useT();
  const [closed, setClosed] = useState(false);
  const extend = useExtendAccess(orgSlug);
  const outcome = extend.data?.status;
  const message = extend.isError
    ? t('access.extendError')
    : outcome === 'already-has-access'
      ? t('access.extendAlreadyHasAccess')
      : outcome === 'already-requested'
        ? t('access.extendAlreadyRequested')
        : null;
  return (
    <Modal
      opened={opened && !closed}
      onClose={() => setClosed(true)}
      title={endingOn ? t('access.endingTitle') : t('access.expiredTitle')}
    >
      <Stack gap="md" data-testid="access-expired">
        {outcome === 'success' ? (
          <>
            <Title order={3}>{t('access.requestSentTitle')}</Title>
            <Text>{t('access.requestSentBody', { org: orgName, email: member?.email ?? '' })}</Text>
          </>
        ) : (
          <Text>
            {endingOn
              ? t('access.endingSignedInBody', { day: endingOn })
              : t('access.expiredSignedInBody')}
          </Text>
        )}
        {message ? <Alert color={extend.isError ? 'red' : 'blue'}>{message}</Alert> : null}
        <Group justify="flex-end">
          {outcome === undefined && member ? (
            <Button loading={extend.isPending} onClick={() => extend.mutate(member.accountId)}>
              {t('access.requestExtension')}
            </Button>
          ) : (
            <Button onClick={() => setClosed(true)}>{t('access.ok')}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
