import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ZProfileCreate, type TPermissionProfile, type TRestrictedItem } from '@trustfront/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../ui/FormDialog.tsx';

type NameForm = z.infer<typeof ZProfileCreate>;

/** Names a new profile or renames one; the server's schema checks the name here too. */
export function ProfileNameDialog({
  title,
  initial,
  opened,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: string;
  opened: boolean;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (name: string) => void;
}) {
  const form = useForm<NameForm>({
    resolver: zodResolver(ZProfileCreate),
    values: { name: initial },
  });
  const handleSubmit = form.handleSubmit(({ name }) => onSubmit(name));
  return (
    <FormDialog
      opened={opened}
      title={title}
      error={error}
      pending={pending}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <TextInput
        label="Profile name"
        data-autofocus
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
    </FormDialog>
  );
}

/** Chooses which restricted items a profile includes. */
export function ProfileItemsDialog({
  profile,
  items,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  profile: TPermissionProfile;
  items: TRestrictedItem[];
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (itemIds: string[]) => void;
}) {
  const [chosen, setChosen] = useState<string[]>(profile.itemIds);
  return (
    <Modal opened onClose={onClose} title={`Items of ${profile.name}`} size="lg">
      <Stack>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {items.length === 0 ? (
          <Text c="dimmed">No restricted items yet: restrict an item to offer it here.</Text>
        ) : (
          <Checkbox.Group value={chosen} onChange={setChosen} label="Restricted items">
            <Stack gap="xs" mt="xs">
              {items.map((item) => (
                <Checkbox
                  key={item.id}
                  value={item.id}
                  label={item.title}
                  description={`${item.productName} · ${item.cardKind}${
                    item.access === 'restricted_hidden' ? ' · hidden' : ''
                  }`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={pending} onClick={() => onSubmit(chosen)}>
            Save items
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
