/** /app/settings/api-tokens: staff's API tokens (docs/api.md): create, see once, revoke. */
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ListFields, TApiToken } from '@trustfront/core';
import { useState } from 'react';
import { useApiTokenMutations, useApiTokens } from '../../api/api-tokens.ts';
import { useStaffSession } from '../../api/session.ts';
import { StaffTable } from '../ui/StaffTable.tsx';
import { useStaffList } from '../ui/use-staff-list.ts';
import { CreateApiTokenDialog, NewTokenDialog, RevokeApiTokenDialog } from './ApiTokenDialogs.tsx';

const when = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleDateString() : <Text c="dimmed">{none}</Text>;

function TokenState({ token }: { token: TApiToken }) {
  if (token.revokedAt) return <Badge color="gray">Revoked</Badge>;
  if (token.expiresAt && new Date(token.expiresAt) <= new Date()) {
    return <Badge color="orange">Expired</Badge>;
  }
  return <Badge color="green">Active</Badge>;
}

const EMPTY: TApiToken[] = [];
const time = (iso: string | null) => (iso ? Date.parse(iso) : null);
const FIELDS: ListFields<TApiToken> = {
  searchText: (t) => [t.name, t.prefix, t.createdBy, ...t.scopes],
  sortValues: {
    name: (t) => t.name,
    created: (t) => time(t.createdAt),
    expires: (t) => time(t.expiresAt),
    lastUsed: (t) => time(t.lastUsedAt),
  },
};

export default function ApiTokensPage() {
  const tokens = useApiTokens();
  const list = useStaffList(tokens.data ?? EMPTY, FIELDS);
  const { data: me } = useStaffSession();
  const { create, revoke } = useApiTokenMutations();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<TApiToken | null>(null);
  const closeCreate = () => {
    setCreating(false);
    create.reset();
  };
  const closeRevoke = () => {
    setRevoking(null);
    revoke.reset();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>API tokens</Title>
        <Button onClick={() => setCreating(true)} disabled={!me}>
          Create token
        </Button>
      </Group>
      <Text c="dimmed">
        A token calls the API as you, with the scopes you give it: send it as{' '}
        <code>Authorization: Bearer tf_…</code>. It is shown once, when it is created.
      </Text>
      <StaffTable
        columns={[
          { label: 'Name', sortKey: 'name' },
          'Scopes',
          { label: 'Created', sortKey: 'created' },
          { label: 'Expires', sortKey: 'expires' },
          { label: 'Last used', sortKey: 'lastUsed' },
          'State',
          null,
        ]}
        loading={tokens.isPending}
        error={tokens.error}
        empty={tokens.data?.length === 0}
        emptyMessage="No API tokens yet. Create one to call the API from a script or another tool, with only the scopes it needs."
        searchLabel="API tokens"
        {...list.table}
      >
        {list.rows.map((token) => (
          <Table.Tr key={token.id} data-testid="api-token-row">
            <Table.Td fw={500}>
              {token.name}
              <Text size="xs" c="dimmed" ff="monospace">
                <span data-literal>{token.prefix}…</span> · {token.createdBy}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {token.scopes.map((scope) => (
                  <Badge key={scope} variant="light" size="sm" tt="none">
                    {scope}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{when(token.createdAt, '')}</Table.Td>
            <Table.Td>{when(token.expiresAt, 'Never')}</Table.Td>
            <Table.Td>{when(token.lastUsedAt, 'Never')}</Table.Td>
            <Table.Td>
              <TokenState token={token} />
            </Table.Td>
            <Table.Td>
              {token.revokedAt ? null : (
                <Button size="xs" color="red" variant="light" onClick={() => setRevoking(token)}>
                  Revoke
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>

      {creating && me ? (
        <CreateApiTokenDialog
          scopes={me.scopes}
          pending={create.isPending}
          error={create.error?.message ?? null}
          onClose={closeCreate}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (created) => {
                closeCreate();
                setShown(created.token);
              },
            })
          }
        />
      ) : null}
      <NewTokenDialog token={shown} onClose={() => setShown(null)} />
      <RevokeApiTokenDialog
        token={revoking}
        pending={revoke.isPending}
        error={revoke.error?.message ?? null}
        onClose={closeRevoke}
        onConfirm={(token) => revoke.mutate(token.id, { onSuccess: closeRevoke })}
      />
    </Stack>
  );
}
