/** Names a role and chooses its scopes, each shown by what it lets a member do. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  SCOPE_LABELS,
  STAFF_SCOPES,
  ZStaffRoleCreate,
  isPortalScope,
  type StaffScope,
  type TStaffRole,
  type TStaffRoleCreate,
} from '@trustfront/core';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../ui/FormDialog.tsx';

const GROUPS: { label: string; scopes: StaffScope[] }[] = [
  { label: 'Trust Center', scopes: STAFF_SCOPES.filter(isPortalScope) },
  { label: 'Sections of this app', scopes: STAFF_SCOPES.filter((s) => !isPortalScope(s)) },
];

export function RoleDialog({
  role,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  /** The role being edited; null for a new one. */
  role: TStaffRole | null;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (values: TStaffRoleCreate) => void;
}) {
  const form = useForm<TStaffRoleCreate>({
    resolver: zodResolver(ZStaffRoleCreate),
    values: {
      name: role?.name ?? '',
      scopes: STAFF_SCOPES.filter((scope) => role?.scopes.includes(scope)),
    },
  });
  const handleSubmit = form.handleSubmit((values) => onSubmit(values));
  return (
    <FormDialog
      title={role ? `Edit ${role.name}` : 'New role'}
      size="lg"
      error={error}
      pending={pending}
      submitLabel="Save role"
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <TextInput
        label="Role name"
        data-autofocus
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <Controller
        control={form.control}
        name="scopes"
        render={({ field }) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {GROUPS.map((group) => (
              <Checkbox.Group
                key={group.label}
                label={group.label}
                value={field.value.filter((s) => group.scopes.some((g) => g === s))}
                onChange={(chosen) =>
                  field.onChange([
                    ...field.value.filter((s) => !group.scopes.some((g) => g === s)),
                    ...chosen,
                  ])
                }
              >
                <Stack gap="xs" mt="xs">
                  {group.scopes.map((scope) => (
                    <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
                  ))}
                </Stack>
              </Checkbox.Group>
            ))}
          </SimpleGrid>
        )}
      />
    </FormDialog>
  );
}
