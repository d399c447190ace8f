import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDate, type TStaffAccount } from '@trustfront/core';
import { accessInventoryUrl } from '../../../api/access-inventory.ts';
import { useAccountMutations, useAccounts } from '../../../api/staff-access.ts';
import { useStaffSession } from '../../../api/session.ts';
import { EmptyTableRow } from '../../../ui/EmptyTableRow.tsx';

function statusOf(account: TStaffAccount): { label: string; color: string } {
  if (account.hasAccess) return { label: 'Approved', color: 'green' };
  if (account.reviewStatus === 'Approved') return { label: 'Expired', color: 'gray' };
  return account.reviewStatus === 'Declined'
    ? { label: 'Revoked', color: 'red' }
    : { label: 'Pending', color: 'yellow' };
}

/**
 * /app/accounts: reviewing companies with their members, profile and access dates; the access
 * inventory of every account to download as CSV or JSON.
 */
export default function AccountsPage() {
  const accounts = useAccounts();
  const { data: user } = useStaffSession();
  const { update, revoke } = useAccountMutations();
  const profiles = (accounts.data?.profiles ?? []).map((p) => ({ value: p.id, label: p.name }));
  const failure = update.error ?? revoke.error;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Accounts</Title>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default">Export access inventory</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Accounts, members, profiles, grants and NDA acceptances</Menu.Label>
            <Menu.Item component="a" href={accessInventoryUrl('csv')} download>
              CSV (spreadsheet)
            </Menu.Item>
            <Menu.Item component="a" href={accessInventoryUrl('json')} download>
              JSON
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {failure ? <Alert color="red">{failure.message}</Alert> : null}
      {accounts.isError ? <Alert color="red">{accounts.error.message}</Alert> : null}
      {accounts.isPending ? <Loader /> : null}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Members</Table.Th>
            <Table.Th>Review status</Table.Th>
            <Table.Th>Permission profile</Table.Th>
            <Table.Th>Access until</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.data?.accounts.length === 0 ? (
            <EmptyTableRow colSpan={6} message="No accounts yet" />
          ) : null}
          {accounts.data?.accounts.map((account) => {
            const status = statusOf(account);
            return (
              <Table.Tr key={account.id} data-testid="account-row">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {account.companyName}
                  </Text>
                  {account.domain ? (
                    <Text size="xs" c="dimmed">
                      {account.domain}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {account.members.map((m) => (
                    <Text size="xs" key={m.id}>
                      {m.firstName} {m.lastName} · {m.email}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Permission profile of ${account.companyName}`}
                    size="xs"
                    clearable
                    data={profiles}
                    value={account.permissionProfileId}
                    onChange={(value) =>
                      update.mutate({ id: account.id, body: { permissionProfileId: value } })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  {account.accessExpiresAt ? formatDate(account.accessExpiresAt) : 'Until revoked'}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {user ? (
                      <Anchor
                        size="sm"
                        href={`/trust/${user.orgSlug}?accountId=${account.id}`}
                        target="_blank"
                      >
                        Preview as
                      </Anchor>
                    ) : null}
                    {account.hasAccess ? (
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="light"
                        loading={revoke.isPending && revoke.variables === account.id}
                        onClick={() => revoke.mutate(account.id)}
                      >
                        Revoke access
                      </Button>
                    ) : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
