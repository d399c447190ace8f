/** /app/subscribers: everyone subscribed to the trust updates, with block, unblock and remove. */
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TSubscriber } from '@trustfront/core';
import {
  useSubscriberAction,
  useSubscribers,
  type SubscriberAction,
} from '../../../api/subscribers.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';

const STATUS_COLORS: Record<TSubscriber['status'], string> = {
  confirmed: 'green',
  pending: 'gray',
  blocked: 'red',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export default function SubscribersPage() {
  const subscribers = useSubscribers();
  const action = useSubscriberAction();
  const rows = subscribers.data?.subscribers ?? [];
  const confirmed = rows.filter((s) => s.status === 'confirmed').length;
  const act = (id: string, kind: SubscriberAction) => action.mutate({ id, action: kind });
  return (
    <Stack>
      <Title order={2}>Subscribers</Title>
      <Text c="dimmed">
        {confirmed} confirmed of {rows.length}. Blocked addresses receive no updates and cannot
        subscribe again.
      </Text>
      {action.isError ? <Alert color="red">{action.error.message}</Alert> : null}
      <StaffTable
        columns={['Email', 'Status', 'Source', 'Subscribed', 'Confirmed', 'Actions']}
        loading={subscribers.isPending}
        error={subscribers.error}
        empty={subscribers.isSuccess && rows.length === 0}
        emptyMessage="No subscribers yet"
      >
        {rows.map((s) => (
          <Table.Tr key={s.id} data-testid="subscriber-row">
            <Table.Td>{s.email}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLORS[s.status]} variant="light">
                {s.status}
              </Badge>
            </Table.Td>
            <Table.Td>{s.source ?? '—'}</Table.Td>
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
