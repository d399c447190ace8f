/** /app/settings/staff: who works in the private app, with which role; add, re-role, remove. */
import { Alert, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ListFields, TStaffMember } from '@trustfront/core';
import { useState } from 'react';
import { useStaffSession } from '../../api/session.ts';
import { useStaffMemberMutations, useStaffMembers, useStaffRoles } from '../../api/staff-users.ts';
import { StaffTable } from '../ui/StaffTable.tsx';
import { useStaffList } from '../ui/use-staff-list.ts';
import { AddStaffDialog, RemoveStaffDialog } from './StaffDialogs.tsx';

function LastSignIn({ member }: { member: TStaffMember }) {
  if (member.deactivated)
    return (
      <Badge color="red" variant="light">
        Deactivated
      </Badge>
    );
  if (member.lastSignInAt) return <>{new Date(member.lastSignInAt).toLocaleString()}</>;
  if (!member.hasPassword) return <Badge variant="light">Invited</Badge>;
  return <Text c="dimmed">Never</Text>;
}

const EMPTY: TStaffMember[] = [];
const FIELDS: ListFields<TStaffMember> = {
  searchText: (m) => [m.name, m.email, m.roleName],
  sortValues: {
    name: (m) => m.name,
    email: (m) => m.email,
    role: (m) => m.roleName,
    lastSignIn: (m) => (m.lastSignInAt ? Date.parse(m.lastSignInAt) : null),
  },
};

export default function StaffPage() {
  const members = useStaffMembers();
  const roles = useStaffRoles();
  const { data: me } = useStaffSession();
  const { add, changeRole, remove, sendLink } = useStaffMemberMutations();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TStaffMember | null>(null);
  const list = useStaffList(members.data ?? EMPTY, FIELDS);
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const closeAdd = () => {
    setAdding(false);
    add.reset();
  };
  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Staff</Title>
        <Button onClick={() => setAdding(true)} disabled={!roles.data}>
          Add staff member
        </Button>
      </Group>
      <Text c="dimmed">
        Staff sign in to this app. Their role decides which sections they may open; a change applies
        on their next request.
      </Text>
      {changeRole.error ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => changeRole.reset()}>
          {changeRole.error.message}
        </Alert>
      ) : null}
      <StaffTable
        columns={[
          { label: 'Name', sortKey: 'name' },
          { label: 'Email', sortKey: 'email' },
          { label: 'Role', sortKey: 'role' },
          { label: 'Last sign-in', sortKey: 'lastSignIn' },
          null,
        ]}
        loading={members.isPending}
        error={members.error}
        empty={members.data?.length === 0}
        emptyMessage="No staff members yet. Add a colleague: they get a link to set their password."
        searchLabel="staff"
        {...list.table}
      >
        {list.rows.map((member) => (
          <Table.Tr key={member.id} data-testid="staff-row">
            <Table.Td fw={500}>
              {member.name}
              {member.id === me?.id ? (
                <Text span c="dimmed" size="sm">
                  {' '}
                  (you)
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{member.email}</Table.Td>
            <Table.Td miw={180}>
              <Select
                aria-label={`Role of ${member.name}`}
                data={roleOptions}
                value={member.roleId}
                allowDeselect={false}
                disabled={changeRole.isPending}
                onChange={(roleId) => {
                  if (roleId && roleId !== member.roleId) {
                    changeRole.mutate({ id: member.id, roleId });
                  }
                }}
              />
            </Table.Td>
            <Table.Td>
              <LastSignIn member={member} />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {member.hasPassword ? null : (
                  <Button
                    size="xs"
                    variant="default"
                    loading={sendLink.isPending && sendLink.variables === member.id}
                    onClick={() =>
                      sendLink.mutate(member.id, {
                        onSuccess: () =>
                          notifications.show({
                            color: 'green',
                            message: `A new link was sent to ${member.email}`,
                          }),
                      })
                    }
                  >
                    Send new link
                  </Button>
                )}
                <Button size="xs" color="red" variant="light" onClick={() => setRemoving(member)}>
                  Remove
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
      {sendLink.error ? <Alert color="red">{sendLink.error.message}</Alert> : null}

      {adding ? (
        <AddStaffDialog
          roles={roles.data ?? []}
          pending={add.isPending}
          error={add.error?.message ?? null}
          onClose={closeAdd}
          onSubmit={(member) =>
            add.mutate(member, {
              onSuccess: (added) => {
                closeAdd();
                notifications.show({
                  color: 'green',
                  message: `${added.name} was added: a link to set their password was sent to ${added.email}`,
                });
              },
            })
          }
        />
      ) : null}
      <RemoveStaffDialog
        member={removing}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={closeRemove}
        onConfirm={(member) => remove.mutate(member.id, { onSuccess: closeRemove })}
      />
    </Stack>
  );
}
