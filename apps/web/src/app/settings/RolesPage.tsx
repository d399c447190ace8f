/** /app/settings/roles: the staff roles, each a named set of scopes; create, edit, delete. */
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { SCOPE_LABELS, STAFF_SCOPES, type ListFields, type TStaffRole } from '@trustfront/core';
import { useState } from 'react';
import { useStaffRoleMutations, useStaffRoles } from '../../api/staff-users.ts';
import { StaffTable } from '../ui/StaffTable.tsx';
import { useStaffList } from '../ui/use-staff-list.ts';
import { RowActions } from '../ui/RowActions.tsx';
import { RoleDialog } from './RoleDialog.tsx';

type Editing = { kind: 'create' } | { kind: 'edit' | 'delete'; role: TStaffRole } | null;

const labelsOf = (scopes: readonly string[]) =>
  STAFF_SCOPES.filter((s) => scopes.includes(s)).map((s) => SCOPE_LABELS[s]);

const EMPTY: TStaffRole[] = [];
const FIELDS: ListFields<TStaffRole> = {
  searchText: (r) => [r.name, ...labelsOf(r.scopes)],
  sortValues: {
    name: (r) => r.name,
    scopes: (r) => r.scopes.length,
    members: (r) => r.memberCount,
  },
};

export default function RolesPage() {
  const roles = useStaffRoles();
  const { create, update, remove } = useStaffRoleMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => {
    setEditing(null);
    for (const m of [create, update, remove]) m.reset();
  };
  const list = useStaffList(roles.data ?? EMPTY, FIELDS);
  const editedRole = editing?.kind === 'edit' ? editing.role : null;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Roles</Title>
        <Button onClick={() => setEditing({ kind: 'create' })}>New role</Button>
      </Group>
      <Text c="dimmed">
        A role is a set of scopes: what its staff members may do in the Trust Center and which
        sections of this app they may open.
      </Text>
      <StaffTable
        columns={[
          { label: 'Name', sortKey: 'name' },
          { label: 'Scopes', sortKey: 'scopes' },
          { label: 'Members', sortKey: 'members' },
          null,
        ]}
        loading={roles.isPending}
        error={roles.error}
        empty={roles.data?.length === 0}
        emptyMessage="No roles yet. Create a role with the scopes a group of staff needs, then give it to them under Staff."
        searchLabel="roles"
        {...list.table}
      >
        {list.rows.map((role) => (
          <Table.Tr key={role.id} data-testid="role-row">
            <Table.Td fw={500}>{role.name}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {labelsOf(role.scopes).map((label) => (
                  <Badge key={label} variant="light" tt="none">
                    {label}
                  </Badge>
                ))}
                {role.scopes.length === 0 ? <Text c="dimmed">None</Text> : null}
              </Group>
            </Table.Td>
            <Table.Td>{role.memberCount}</Table.Td>
            <Table.Td>
              <RowActions
                actions={[
                  { label: 'Edit', onClick: () => setEditing({ kind: 'edit', role }) },
                  {
                    label: 'Delete',
                    danger: true,
                    onClick: () => setEditing({ kind: 'delete', role }),
                  },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>

      {/* Mounted afresh each time it opens, so that it starts from the role (or blank). */}
      {editing?.kind === 'create' || editing?.kind === 'edit' ? (
        <RoleDialog
          role={editedRole}
          pending={create.isPending || update.isPending}
          error={(create.error ?? update.error)?.message ?? null}
          onClose={close}
          onSubmit={(values) =>
            editedRole
              ? update.mutate({ id: editedRole.id, ...values }, { onSuccess: close })
              : create.mutate(values, { onSuccess: close })
          }
        />
      ) : null}
      <Modal
        opened={editing?.kind === 'delete'}
        onClose={close}
        title={editing?.kind === 'delete' ? `Delete ${editing.role.name}?` : ''}
      >
        <Stack>
          <Text>The role and its scopes are deleted.</Text>
          {remove.error ? (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                editing?.kind === 'delete' && remove.mutate(editing.role.id, { onSuccess: close })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
