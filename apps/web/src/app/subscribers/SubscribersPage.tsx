/** /app/subscribers: everyone subscribed to the trust updates, with block, unblock and remove. */
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { TSubscriber } from '@trustfront/core';
import {
  useSubscriberAction,
  useSubscribers,
  type SubscriberAction,
} from '../../api/subscribers.ts';
import { EmptyTableRow } from '../../ui/EmptyTableRow.tsx';

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
      {subscribers.isError ? <Alert color="red">{subscribers.error.message}</Alert> : null}
      {action.isError ? <Alert color="red">{action.error.message}</Alert> : null}
      {subscribers.isPending ? <Loader /> : null}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Subscribed</Table.Th>
            <Table.Th>Confirmed</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscribers.isSuccess && rows.length === 0 ? (
            <EmptyTableRow colSpan={6} message="No subscribers yet" />
          ) : null}
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
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => act(s.id, 'remove')}
                  >
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
