/** A dialog asking to confirm a destructive action, showing the server's refusal when there is one. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  confirmColor = 'red',
  pending,
  error,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** The confirm button's colour: red for a destructive action. */
  confirmColor?: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{body}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={confirmColor} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
