import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ListFields, TPermissionProfile } from '@trustfront/core';
import { useMemo, useState } from 'react';
import {
  usePermissionProfiles,
  useProfileMutations,
  useRestrictedItems,
} from '../../../api/permission-profiles.ts';
import { useStaffSession } from '../../../api/session.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';
import { useStaffList } from '../../ui/use-staff-list.ts';
import { ProfileItemsDialog, ProfileNameDialog } from './ProfileDialogs.tsx';
import { RowActions } from '../../ui/RowActions.tsx';

const EMPTY: TPermissionProfile[] = [];

type Editing =
  { kind: 'create' } | { kind: 'rename' | 'items' | 'delete'; profile: TPermissionProfile } | null;

/** /app/accounts/profiles: which restricted items each permission profile includes. */
export default function ProfilesPage() {
  const profiles = usePermissionProfiles();
  const items = useRestrictedItems();
  const { data: user } = useStaffSession();
  const { create, update, remove } = useProfileMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => {
    setEditing(null);
    for (const m of [create, update, remove]) m.reset();
  };
  const titleOf = new Map((items.data ?? []).map((i) => [i.id, i.title]));
  const restricted = items.data;
  const fields = useMemo((): ListFields<TPermissionProfile> => {
    const titles = new Map((restricted ?? []).map((i) => [i.id, i.title]));
    return {
      searchText: (p) => [p.name, ...p.itemIds.map((id) => titles.get(id))],
      sortValues: {
        name: (p) => p.name,
        items: (p) => p.itemIds.length,
        accounts: (p) => p.accountCount,
      },
    };
  }, [restricted]);
  const list = useStaffList(profiles.data ?? EMPTY, fields);
  const errorOf = (m: { error: Error | null }) => m.error?.message ?? null;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Permission profiles</Title>
        <Button onClick={() => setEditing({ kind: 'create' })}>New profile</Button>
      </Group>
      <Text c="dimmed">
        A profile lists the restricted items an account holding it may see. Approved accounts
        receive the default profile unless you choose another when approving. Preview shows the
        Trust Center exactly as such an account sees it.
      </Text>
      {update.isError && editing === null ? (
        <Alert color="red">{update.error.message}</Alert>
      ) : null}
      <StaffTable
        columns={[
          { label: 'Name', sortKey: 'name' },
          { label: 'Restricted items', sortKey: 'items' },
          { label: 'Accounts', sortKey: 'accounts' },
          'Actions',
        ]}
        loading={profiles.isPending}
        error={profiles.error}
        empty={profiles.data?.length === 0}
        emptyMessage="No permission profiles yet. Create one to choose which restricted items an account may see, then give it to accounts."
        searchLabel="permission profiles"
        {...list.table}
      >
        {list.rows.map((profile) => (
          <Table.Tr key={profile.id} data-testid="profile-row">
            <Table.Td fw={500}>
              {profile.name}{' '}
              {profile.isDefault ? (
                <Badge size="xs" variant="light">
                  Default for approved accounts
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>
              {profile.allRestricted ? (
                <Text size="xs" c="dimmed">
                  Every restricted item that is not hidden
                </Text>
              ) : null}
              {profile.itemIds.length === 0
                ? 'None'
                : profile.itemIds.map((id) => titleOf.get(id) ?? id).join(', ')}
            </Table.Td>
            <Table.Td>{profile.accountCount}</Table.Td>
            <Table.Td>
              <RowActions
                actions={[
                  { label: 'Items', onClick: () => setEditing({ kind: 'items', profile }) },
                  { label: 'Rename', onClick: () => setEditing({ kind: 'rename', profile }) },
                  ...(profile.isDefault
                    ? []
                    : [
                        {
                          label: 'Make default',
                          onClick: () => update.mutate({ id: profile.id, isDefault: true }),
                        },
                      ]),
                  {
                    label: 'Delete',
                    danger: true,
                    onClick: () => setEditing({ kind: 'delete', profile }),
                  },
                ]}
              >
                <Anchor
                  href={`/trust/${user?.orgSlug ?? ''}?permissionProfileId=${profile.id}`}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                >
                  Preview
                </Anchor>
              </RowActions>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>

      <ProfileNameDialog
        title={
          editing?.kind === 'rename' ? `Rename ${editing.profile.name}` : 'New permission profile'
        }
        initial={editing?.kind === 'rename' ? editing.profile.name : ''}
        opened={editing?.kind === 'create' || editing?.kind === 'rename'}
        pending={create.isPending || update.isPending}
        error={errorOf(create) ?? errorOf(update)}
        onClose={close}
        onSubmit={(name) =>
          editing?.kind === 'rename'
            ? update.mutate({ id: editing.profile.id, name }, { onSuccess: close })
            : create.mutate(name, { onSuccess: close })
        }
      />
      {editing?.kind === 'items' ? (
        <ProfileItemsDialog
          profile={editing.profile}
          items={items.data ?? []}
          pending={update.isPending}
          error={errorOf(update)}
          onClose={close}
          onSubmit={(choice) =>
            update.mutate({ id: editing.profile.id, ...choice }, { onSuccess: close })
          }
        />
      ) : null}
      <Modal
        opened={editing?.kind === 'delete'}
        onClose={close}
        title={editing?.kind === 'delete' ? `Delete ${editing.profile.name}?` : ''}
      >
        <Stack>
          <Text>Accounts holding this profile will see public items only.</Text>
          {editing?.kind === 'delete' && editing.profile.isDefault ? (
            <Text>
              Accounts approved from now on will receive no profile until you make another one the
              default.
            </Text>
          ) : null}
          {remove.isError ? <Alert color="red">{remove.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                editing?.kind === 'delete' &&
                remove.mutate(editing.profile.id, { onSuccess: close })
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
