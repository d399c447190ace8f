import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** A yes-or-no question: discard unsaved edits, delete an item; or a failure to acknowledge. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirm,
  cancel,
  onConfirm,
  onClose,
  color,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel?: string | undefined;
  color?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    // Rendered where it is used, inside the drawer's focus trap: a dialog in a portal beside an
    // open drawer would not receive its clicks.
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      zIndex={400}
      withinPortal={false}
    >
      <Stack>
        <Text size="sm">{body}</Text>
        <Group justify="flex-end">
          {cancel ? (
            <Button variant="default" onClick={onClose}>
              {cancel}
            </Button>
          ) : null}
          <Button color={color} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
