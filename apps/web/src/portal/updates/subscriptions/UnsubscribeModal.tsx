/**
 * Unsubscribing from an update mail's link (docs/updates.md, Subscriptions): the confirm modal
 * opens when `unsubscribeToken` decodes to a subject (the e-mail, shown); confirming sends the
 * token. Success: the snack and the parameter cleared. Failure: the 'Unsubscribe failed' modal and
 * the StatusPageUnsubscribeFailed event with the e-mail.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { UNSUBSCRIBE_FAILED_EVENT, unverifiedTokenSubject } from '@trustfront/core';
import { useState } from 'react';
import { useUnsubscribe } from '../../../api/subscriptions.ts';
import { trackEvent } from '../../../ui/track-event.ts';
import { useT } from '../../i18n/use-t.tsx';
import { usePortal } from '../../portal-context.tsx';

export function UnsubscribeModal(props: {
  opened: boolean;
  token: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const { orgSlug } = usePortal();
  const unsubscribe = useUnsubscribe(orgSlug);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const email = props.token ? unverifiedTokenSubject(props.token) : null;
  const handleClose = () => {
    setFailedFor(null);
    props.onClose();
  };
  const handleConfirm = async () => {
    if (!props.token || !email) return;
    try {
      await unsubscribe.mutateAsync(props.token);
      notifications.show({ color: 'green', message: t('updates.unsubscribed') });
      handleClose();
    } catch {
      trackEvent(UNSUBSCRIBE_FAILED_EVENT, { email });
      setFailedFor(props.token);
    }
  };
  const hasFailed = failedFor !== null && failedFor === props.token;
  return (
    <Modal
      opened={props.opened && email !== null}
      onClose={handleClose}
      centered
      closeButtonProps={{ 'aria-label': t('updates.close') }}
      title={hasFailed ? t('updates.unsubscribeFailedTitle') : t('updates.unsubscribeTitle')}
    >
      {hasFailed ? (
        <Text size="sm">{t('updates.unsubscribeFailedBody')}</Text>
      ) : (
        <>
          <Text size="sm">{t('updates.unsubscribePrompt', { email: email ?? '' })}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={handleClose}>
              {t('updates.cancel')}
            </Button>
            <Button color="red" loading={unsubscribe.isPending} onClick={handleConfirm}>
              {t('updates.unsubscribeConfirm')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
