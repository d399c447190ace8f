/**
 * The result of a subscription confirmation link (docs/updates.md, Subscriptions): Confirmed,
 * Blocked or TokenInvalid, the last with 'Try again', which opens the Subscribe popover.
 * Closing removes `subscribeStatus`; an unknown value shows nothing.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { SUBSCRIBE_STATUSES, SUBSCRIPTION_MESSAGES, type SubscribeStatus } from '@trustfront/core';
import { usePortal } from '../../portal-context.tsx';

const isStatus = (value: string | null): value is SubscribeStatus =>
  (SUBSCRIBE_STATUSES as readonly (string | null)[]).includes(value);

export function SubscribeResultModal(props: {
  opened: boolean;
  status: string | null;
  onClose: () => void;
  onTryAgain: () => void;
}) {
  const { view } = usePortal();
  const status = isStatus(props.status) ? props.status : null;
  const org = view.org.name;
  const portal = view.customization.portalTitle;
  const body = {
    Confirmed: SUBSCRIPTION_MESSAGES.confirmedBody(org, portal),
    Blocked: SUBSCRIPTION_MESSAGES.blocked(org, portal),
    TokenInvalid: SUBSCRIPTION_MESSAGES.tokenInvalid,
  };
  return (
    <Modal
      opened={props.opened && status !== null}
      onClose={props.onClose}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        status === 'Confirmed'
          ? SUBSCRIPTION_MESSAGES.confirmedTitle
          : SUBSCRIPTION_MESSAGES.failedTitle
      }
    >
      <Text size="sm">{status ? body[status] : null}</Text>
      {status === 'TokenInvalid' ? (
        <Group justify="flex-end" mt="md">
          <Button onClick={props.onTryAgain}>{SUBSCRIPTION_MESSAGES.tryAgain}</Button>
        </Group>
      ) : null}
    </Modal>
  );
}
