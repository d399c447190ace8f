import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  ACCESS_ENDING_DAYS,
  formatDate,
  isAccessEnding,
  type ListFields,
  type TStaffAccount,
} from '@trustfront/core';
import { useMemo, useState } from 'react';
import { accessInventoryUrl } from '../../../api/access-inventory.ts';
import { useAccountMutations, useAccounts } from '../../../api/staff-access.ts';
import { useStaffSession } from '../../../api/session.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';
import { useStaffList } from '../../ui/use-staff-list.ts';
import { RenewAccessButton, RenewAccessDialog } from './RenewAccess.tsx';
import { AccountObjectionsDialog } from '../../subprocessor-changes/AccountObjectionsDialog.tsx';

const EMPTY: TStaffAccount[] = [];
const CSV_HEADER = [
  'Account',
  'Domain',
  'Status',
  'Permission profile',
  'Access granted',
  'Access until',
  'Members',
];
const memberLine = (m: TStaffAccount['members'][number]) =>
  `${m.firstName} ${m.lastName} <${m.email}>`;

function statusOf(account: TStaffAccount): { label: string; color: string } {
  if (account.hasAccess) return { label: 'Approved', color: 'green' };
  if (account.reviewStatus === 'Approved') return { label: 'Expired', color: 'gray' };
  return account.reviewStatus === 'Declined'
    ? { label: 'Revoked', color: 'red' }
    : { label: 'Pending', color: 'yellow' };
}

/** The accounts whose access ends within the reminder window, soonest first. */
function endingSoon(accounts: readonly TStaffAccount[], now: Date): TStaffAccount[] {
  return accounts
    .filter((a) =>
      isAccessEnding(
        {
          reviewStatus: a.reviewStatus,
          accessExpiresAt: a.accessExpiresAt ? new Date(a.accessExpiresAt) : null,
        },
        now,
      ),
    )
    .sort((a, b) => Date.parse(a.accessExpiresAt ?? '') - Date.parse(b.accessExpiresAt ?? ''));
}

/**
 * /app/accounts: reviewing companies with their members, profile and access dates, those whose
 * access ends within 14 days first (docs/access.md, Access reminders); the access inventory of
 * every account to download as CSV or JSON.
 */
export default function AccountsPage() {
  const accounts = useAccounts();
  const { data: user } = useStaffSession();
  const { update, revoke } = useAccountMutations();
  const [renewing, setRenewing] = useState<TStaffAccount | null>(null);
  const [objectionsOf, setObjectionsOf] = useState<TStaffAccount | null>(null);
  const profiles = (accounts.data?.profiles ?? []).map((p) => ({ value: p.id, label: p.name }));
  const failure = update.error ?? revoke.error;
  const profileNames = accounts.data?.profiles;
  const fields = useMemo((): ListFields<TStaffAccount> => {
    const profileOf = (a: TStaffAccount) =>
      profileNames?.find((p) => p.id === a.permissionProfileId)?.name ?? null;
    return {
      searchText: (a) => [
        a.companyName,
        a.domain,
        statusOf(a).label,
        profileOf(a),
        ...a.members.map(memberLine),
      ],
      sortValues: {
        account: (a) => a.companyName,
        members: (a) => a.members.length,
        status: (a) => statusOf(a).label,
        profile: profileOf,
        until: (a) => (a.accessExpiresAt ? Date.parse(a.accessExpiresAt) : null),
      },
    };
  }, [profileNames]);
  const list = useStaffList(accounts.data?.accounts ?? EMPTY, fields);
  const ending = useMemo(
    () => endingSoon(accounts.data?.accounts ?? EMPTY, new Date()),
    [accounts.data],
  );
  const csvRows = () =>
    list
      .matching()
      .map((a) => [
        a.companyName,
        a.domain,
        statusOf(a).label,
        fields.sortValues.profile?.(a) ?? null,
        a.accessGrantedAt,
        a.accessExpiresAt,
        a.members.map(memberLine).join('; '),
      ]);
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
      {ending.length > 0 ? (
        <Alert
          color="orange"
          title={`Access ending within ${ACCESS_ENDING_DAYS} days`}
          data-testid="access-ending"
        >
          <Text size="sm">Their members are mailed 14 and 2 days before; extend it below.</Text>
          {ending.map((a) => (
            <Text key={a.id} size="sm">
              <span data-literal>{a.companyName}</span> —{' '}
              {a.accessExpiresAt ? formatDate(a.accessExpiresAt) : ''}
            </Text>
          ))}
        </Alert>
      ) : null}
      <StaffTable
        columns={[
          { label: 'Account', sortKey: 'account' },
          { label: 'Members', sortKey: 'members' },
          { label: 'Review status', sortKey: 'status' },
          { label: 'Permission profile', sortKey: 'profile' },
          { label: 'Access until', sortKey: 'until' },
          'Actions',
        ]}
        loading={accounts.isPending}
        error={accounts.error}
        empty={accounts.data?.accounts.length === 0}
        emptyMessage="No accounts yet. An account opens when you approve a company's access request, or when a visitor from an allowed domain asks for access."
        searchLabel="accounts"
        csv={{ fileName: 'accounts', header: CSV_HEADER, rows: csvRows }}
        {...list.table}
      >
        {list.rows.map((account) => {
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
                  <RenewAccessButton account={account} onOpen={() => setRenewing(account)} />
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setObjectionsOf(account)}
                  >
                    Objections
                  </Button>
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
      </StaffTable>
      <AccountObjectionsDialog account={objectionsOf} onClose={() => setObjectionsOf(null)} />
      <RenewAccessDialog
        account={renewing}
        durationDays={accounts.data?.accessDurationDays ?? null}
        onClose={() => setRenewing(null)}
      />
    </Stack>
  );
}
