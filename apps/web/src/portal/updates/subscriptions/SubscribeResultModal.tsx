/**
 * The result of a subscription confirmation link (docs/updates.md, Subscriptions): Confirmed,
 * Blocked or TokenInvalid, the last with 'Try again', which opens the Subscribe popover.
 * Closing removes `subscribeStatus`; an unknown value shows nothing.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { SUBSCRIBE_STATUSES, type SubscribeStatus } from '@trustfront/core';
import { useT } from '../../i18n/use-t.tsx';
import { usePortal } from '../../portal-context.tsx';

const isStatus = (value: string | null): value is SubscribeStatus =>
  (SUBSCRIBE_STATUSES as readonly (string | null)[]).includes(value);

export function SubscribeResultModal(props: {
  opened: boolean;
  status: string | null;
  onClose: () => void;
  onTryAgain: () => void;
}) {
  const t = useT();
  const { view } = usePortal();
  const status = isStatus(props.status) ? props.status : null;
  const org = view.org.name;
  const portal = view.customization.portalTitle;
  const body = {
    Confirmed: t('updates.confirmedBody', { org, portal }),
    Blocked: t('updates.blocked', { org, portal }),
    TokenInvalid: t('updates.tokenInvalid'),
  };
  return (
    <Modal
      opened={props.opened && status !== null}
      onClose={props.onClose}
      centered
      closeButtonProps={{ 'aria-label': t('updates.close') }}
      title={status === 'Confirmed' ? t('updates.confirmedTitle') : t('updates.failedTitle')}
    >
      <Text size="sm">{status ? body[status] : null}</Text>
      {status === 'TokenInvalid' ? (
        <Group justify="flex-end" mt="md">
          <Button onClick={props.onTryAgain}>{t('updates.tryAgain')}</Button>
        </Group>
      ) : null}
    </Modal>
  );
}
