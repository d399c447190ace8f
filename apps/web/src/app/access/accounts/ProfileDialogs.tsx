import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { ZProfileCreate, type TPermissionProfile, type TRestrictedItem } from '@trustfront/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../ui/FormDialog.tsx';

type NameForm = z.infer<typeof ZProfileCreate>;

/** Held through the rule of every restricted item that is not hidden. */
const isByRule = (item: TRestrictedItem) => item.access === 'restricted';

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

/**
 * Chooses which restricted items a profile includes: every restricted item that is not hidden,
 * as items change (the rule), and any chosen one by one.
 */
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
  onSubmit: (choice: { itemIds: string[]; allRestricted: boolean }) => void;
}) {
  const [chosen, setChosen] = useState<string[]>(profile.itemIds);
  const [allRestricted, setAllRestricted] = useState(profile.allRestricted);
  const byRule = new Set(allRestricted ? items.filter(isByRule).map((i) => i.id) : []);
  return (
    <Modal opened onClose={onClose} title={`Items of ${profile.name}`} size="lg">
      <Stack>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Switch
          label="Every restricted item that is not hidden"
          description="Items restricted later are included at once; hidden ones only when chosen."
          checked={allRestricted}
          onChange={(e) => setAllRestricted(e.currentTarget.checked)}
        />
        {items.length === 0 ? (
          <Text c="dimmed">No restricted items yet: restrict an item to offer it here.</Text>
        ) : (
          <Checkbox.Group
            value={[...new Set([...chosen, ...byRule])]}
            onChange={setChosen}
            label="Restricted items"
          >
            <Stack gap="xs" mt="xs">
              {items.map((item) => (
                <Checkbox
                  key={item.id}
                  value={item.id}
                  disabled={byRule.has(item.id)}
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
          <Button
            loading={pending}
            onClick={() =>
              onSubmit({ itemIds: chosen.filter((id) => !byRule.has(id)), allRestricted })
            }
          >
            Save items
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
