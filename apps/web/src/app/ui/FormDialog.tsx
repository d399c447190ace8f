/**
 * A dialog holding one form of the private app: the save's error above the fields, Cancel and
 * the submit button below them. The fields are the caller's.
 */
import { Alert, Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

export function FormDialog({
  opened = true,
  title,
  size,
  error,
  pending,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: {
  opened?: boolean;
  title: string;
  size?: ModalProps['size'];
  error: string | null;
  pending: boolean;
  submitLabel: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
