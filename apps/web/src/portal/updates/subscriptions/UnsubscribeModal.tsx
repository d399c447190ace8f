/**
 * Unsubscribing from an update mail's link (docs/updates.md, Subscriptions): the confirm modal
 * opens when `unsubscribeToken` decodes to a subject (the e-mail, shown); confirming sends the
 * token. Success: the snack and the parameter cleared. Failure: the 'Unsubscribe failed' modal and
 * the StatusPageUnsubscribeFailed event with the e-mail.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SUBSCRIPTION_MESSAGES,
  UNSUBSCRIBE_FAILED_EVENT,
  unverifiedTokenSubject,
} from '@trustfront/core';
import { useState } from 'react';
import { useUnsubscribe } from '../../../api/subscriptions.ts';
import { trackEvent } from '../../../ui/track-event.ts';
import { usePortal } from '../../portal-context.tsx';

export function UnsubscribeModal(props: {
  opened: boolean;
  token: string | null;
  onClose: () => void;
}) {
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
      notifications.show({ color: 'green', message: SUBSCRIPTION_MESSAGES.unsubscribed });
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
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        hasFailed
          ? SUBSCRIPTION_MESSAGES.unsubscribeFailedTitle
          : SUBSCRIPTION_MESSAGES.unsubscribeTitle
      }
    >
      {hasFailed ? (
        <Text size="sm">{SUBSCRIPTION_MESSAGES.unsubscribeFailedBody}</Text>
      ) : (
        <>
          <Text size="sm">{SUBSCRIPTION_MESSAGES.unsubscribePrompt(email ?? '')}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button color="red" loading={unsubscribe.isPending} onClick={handleConfirm}>
              {SUBSCRIPTION_MESSAGES.unsubscribeConfirm}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
