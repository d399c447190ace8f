/** The staff page's dialogs: adding a member, and confirming a removal. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Text, TextInput } from '@mantine/core';
import {
  ZStaffMemberCreate,
  type TStaffMember,
  type TStaffMemberCreate,
  type TStaffRole,
} from '@trustfront/core';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';

/** Name, e-mail and role of a new member (mounted when opened); the server's schema checks them here too. */
export function AddStaffDialog({
  roles,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  roles: readonly TStaffRole[];
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (member: TStaffMemberCreate) => void;
}) {
  const form = useForm<TStaffMemberCreate>({
    resolver: zodResolver(ZStaffMemberCreate),
    values: { name: '', email: '', roleId: '' },
  });
  const handleSubmit = form.handleSubmit((values) => onSubmit(values));
  const { errors } = form.formState;
  return (
    <FormDialog
      title="Add staff member"
      error={error}
      pending={pending}
      submitLabel="Add and send link"
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <TextInput
        label="Name"
        data-autofocus
        {...form.register('name')}
        error={errors.name?.message}
      />
      <TextInput
        label="Email"
        type="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <Controller
        control={form.control}
        name="roleId"
        render={({ field }) => (
          <Select
            label="Role"
            data={roles.map((r) => ({ value: r.id, label: r.name }))}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            allowDeselect={false}
            error={errors.roleId?.message}
          />
        )}
      />
      <Text size="sm" c="dimmed">
        They receive an e-mail with a link to set their password.
      </Text>
    </FormDialog>
  );
}

/** Confirms removing a member; the guard's refusal shows here. */
export function RemoveStaffDialog({
  member,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  member: TStaffMember | null;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (member: TStaffMember) => void;
}) {
  return (
    <ConfirmDialog
      opened={member !== null}
      title={`Remove ${member?.name ?? ''}?`}
      body="They are signed out at once and can no longer sign in."
      confirmLabel="Remove"
      pending={pending}
      error={error}
      onClose={onClose}
      onConfirm={() => member && onConfirm(member)}
    />
  );
}
