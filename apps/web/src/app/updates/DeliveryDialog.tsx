/** The delivery of one update by e-mail: counts by status and each recipient's mail. */
import { Alert, Badge, Group, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import type { TDeliveryCounts } from '@trustfront/core';
import { useUpdateDelivery } from '../../api/trust-updates.ts';

/** 'N sent · N queued · …' of the statuses that have mails. */
export function deliverySummary(counts: TDeliveryCounts): string {
  const parts = (['sent', 'queued', 'failed', 'kept'] as const)
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${status}`);
  return parts.length ? parts.join(' · ') : 'No mails';
}

export function DeliveryDialog(props: {
  target: { topicId: string; updateId: string } | null;
  onClose: () => void;
}) {
  const delivery = useUpdateDelivery(props.target?.topicId ?? '', props.target?.updateId ?? null);
  return (
    <Modal opened={props.target !== null} onClose={props.onClose} title="Delivery" size="lg">
      {delivery.isPending ? <Loader /> : null}
      {delivery.isError ? <Alert color="red">{delivery.error.message}</Alert> : null}
      {delivery.data ? (
        <>
          <Text size="sm" mb="sm" data-testid="delivery-counts">
            {deliverySummary(delivery.data.counts)}
          </Text>
          <ScrollArea h={400}>
            <Table striped>
              <Table.Tbody>
                {delivery.data.recipients.map((r) => (
                  <Table.Tr key={r.to} data-testid="delivery-row">
                    <Table.Td>{r.to}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Badge variant="light">{r.status}</Badge>
                        {r.lastError ? <Text size="xs">{r.lastError}</Text> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{r.sentAt ? new Date(r.sentAt).toLocaleString() : ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      ) : null}
    </Modal>
  );
}
