/**
 * The expired dialog of a signed-in member whose access ended (docs/access.md, Expired access),
 * or ends within 14 days (docs/access.md, Access reminders):
 * they ask for more time ('extend access') and learn the outcome: request sent, already has access,
 * already requested, or an error.
 */
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { ACCESS_REMINDER_MESSAGES, type TLanguage, type TMemberInfo } from '@trustfront/core';
import { useState } from 'react';
import { useLanguage, useT } from '../i18n/use-t.tsx';
import { useExtendAccess } from '../../api/portal-access.ts';

export interface ExpiredModalProps {
  opened: boolean;
  orgSlug: string;
  orgName: string;
  member: TMemberInfo | null;
  /** Access has not ended but ends on this day (formatted): the reminder's wording. */
  endingOn?: string | null;
}

/** Access ending soon, here rather than in the locales: the portal's first visit carries none. */
const ENDING: Record<TLanguage, { title: string; body: (day: string) => string }> = {
  en: { title: ACCESS_REMINDER_MESSAGES.endingTitle, body: ACCESS_REMINDER_MESSAGES.endingBody },
  de: {
    title: 'Zugang endet bald',
    body: (day) =>
      `Ihr Zugang zu diesem Trust Center endet am ${day}. Bitten Sie um mehr Zeit, um ihn zu behalten.`,
  },
  fr: {
    title: 'Accès bientôt terminé',
    body: (day) =>
      `Votre accès à ce Trust Center se termine le ${day}. Demandez plus de temps pour le garder.`,
  },
};

export default function ExpiredModal({
  opened,
  orgSlug,
  orgName,
  member,
  endingOn = null,
}: ExpiredModalProps) {
  const t = useT();
  const ending = ENDING[useLanguage()];
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
      title={endingOn ? ending.title : t('access.expiredTitle')}
    >
      <Stack gap="md" data-testid="access-expired">
        {outcome === 'success' ? (
          <>
            <Title order={3}>{t('access.requestSentTitle')}</Title>
            <Text>{t('access.requestSentBody', { org: orgName, email: member?.email ?? '' })}</Text>
          </>
        ) : (
          <Text>{endingOn ? ending.body(endingOn) : t('access.expiredSignedInBody')}</Text>
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
