/** /app/subscribers: everyone subscribed to the trust updates, with block, unblock and remove. */
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { subscribeSourceLabel, type ListFields, type TSubscriber } from '@trustfront/core';
import {
  useSubscriberAction,
  useSubscribers,
  type SubscriberAction,
} from '../../../api/subscribers.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';
import { useStaffList } from '../../ui/use-staff-list.ts';

const EMPTY: TSubscriber[] = [];
const STATUS_COLORS: Record<TSubscriber['status'], string> = {
  confirmed: 'green',
  pending: 'gray',
  blocked: 'red',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const time = (iso: string | null) => (iso ? Date.parse(iso) : null);

const FIELDS: ListFields<TSubscriber> = {
  searchText: (s) => [s.email, s.status, subscribeSourceLabel(s.source)],
  sortValues: {
    email: (s) => s.email,
    status: (s) => s.status,
    source: (s) => subscribeSourceLabel(s.source),
    subscribed: (s) => time(s.createdAt),
    confirmed: (s) => time(s.confirmedAt),
  },
};
const CSV_HEADER = ['Email', 'Status', 'Source', 'Subscribed', 'Confirmed'];

export default function SubscribersPage() {
  const subscribers = useSubscribers();
  const action = useSubscriberAction();
  const all = subscribers.data?.subscribers ?? EMPTY;
  const list = useStaffList(all, FIELDS);
  const confirmed = all.filter((s) => s.status === 'confirmed').length;
  const act = (id: string, kind: SubscriberAction) => action.mutate({ id, action: kind });
  return (
    <Stack>
      <Title order={2}>Subscribers</Title>
      <Text c="dimmed">
        {confirmed} confirmed of {all.length}. Blocked addresses receive no updates and cannot
        subscribe again.
      </Text>
      {action.isError ? <Alert color="red">{action.error.message}</Alert> : null}
      <StaffTable
        columns={[
          { label: 'Email', sortKey: 'email' },
          { label: 'Status', sortKey: 'status' },
          { label: 'Source', sortKey: 'source' },
          { label: 'Subscribed', sortKey: 'subscribed' },
          { label: 'Confirmed', sortKey: 'confirmed' },
          'Actions',
        ]}
        loading={subscribers.isPending}
        error={subscribers.error}
        empty={subscribers.isSuccess && all.length === 0}
        emptyMessage="No subscribers yet. Visitors subscribe from the Updates section of your Trust Center; post a trust update to give them a reason."
        searchLabel="subscribers"
        csv={{
          fileName: 'subscribers',
          header: CSV_HEADER,
          rows: () =>
            list
              .matching()
              .map((s) => [
                s.email,
                s.status,
                subscribeSourceLabel(s.source),
                s.createdAt,
                s.confirmedAt,
              ]),
        }}
        {...list.table}
      >
        {list.rows.map((s) => (
          <Table.Tr key={s.id} data-testid="subscriber-row">
            <Table.Td>{s.email}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLORS[s.status]} variant="light">
                {s.status}
              </Badge>
            </Table.Td>
            <Table.Td>{subscribeSourceLabel(s.source)}</Table.Td>
            <Table.Td>{when(s.createdAt)}</Table.Td>
            <Table.Td>{when(s.confirmedAt)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => act(s.id, s.status === 'blocked' ? 'unblock' : 'block')}
                >
                  {s.status === 'blocked' ? 'Unblock' : 'Block'}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => act(s.id, 'remove')}>
                  Remove
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
    </Stack>
  );
}
