/**
 * /app/settings/webhooks: where events are posted (docs/integrations.md, Webhooks): endpoints
 * added with their events, the secret shown once, a test event, secret rotation, disabling,
 * deleting, and each endpoint's delivery log.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  WEBHOOK_EVENT_LABELS,
  type TWebhookEndpoint,
  type WebhookEventType,
} from '@trustfront/core';
import { useState } from 'react';
import {
  useWebhookDeliveries,
  useWebhookEndpoints,
  useWebhookMutations,
} from '../../api/webhooks.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { AddWebhookDialog, WebhookSecretDialog } from './WebhookDialogs.tsx';
import { SidewaysScroll } from '../../ui/SidewaysScroll.tsx';

const at = (iso: string) => new Date(iso).toLocaleString();
const eventLabel = (type: string) =>
  WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? (type === 'webhook.test' ? 'Test event' : type);

const DELIVERY_STATES = {
  delivered: { color: 'green', label: 'Delivered' },
  pending: { color: 'yellow', label: 'Retrying' },
  dead: { color: 'red', label: 'Dead-lettered' },
} as const;

/** The endpoint's last attempts: when, which event, the answer, how long, where it stands. */
function DeliveryLog({ endpointId }: { endpointId: string }) {
  const attempts = useWebhookDeliveries(endpointId);
  if (attempts.isPending) return <Loader size="sm" />;
  if (attempts.error) return <Alert color="red">{attempts.error.message}</Alert>;
  if (attempts.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing sent yet. Send a test event to check that your receiver answers.
      </Text>
    );
  }
  return (
    <SidewaysScroll minWidth={640} label="Delivery log">
      <Table striped aria-label="Delivery log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Attempt</Table.Th>
            <Table.Th>Response</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.data.map((a) => {
            const state = DELIVERY_STATES[a.delivery];
            return (
              <Table.Tr key={`${a.eventId}-${a.attempt}`} data-testid="webhook-attempt">
                <Table.Td>{at(a.at)}</Table.Td>
                <Table.Td>
                  {eventLabel(a.eventType)}
                  <Text size="xs" c="dimmed" ff="monospace">
                    <span data-literal>{a.eventId}</span>
                  </Text>
                </Table.Td>
                <Table.Td>{a.attempt}</Table.Td>
                <Table.Td>
                  {a.statusCode !== null ? (
                    <Badge
                      variant="light"
                      color={a.statusCode >= 200 && a.statusCode < 300 ? 'green' : 'red'}
                    >
                      {a.statusCode}
                    </Badge>
                  ) : (
                    <Text size="sm" c="red">
                      {a.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{a.durationMs} ms</Table.Td>
                <Table.Td>
                  <Badge color={state.color} variant="light">
                    {state.label}
                  </Badge>
                  {a.nextAttemptAt ? (
                    <Text size="xs" c="dimmed">
                      next {at(a.nextAttemptAt)}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </SidewaysScroll>
  );
}

function EndpointCard({
  endpoint,
  onRotate,
  onDelete,
}: {
  endpoint: TWebhookEndpoint;
  onRotate: () => void;
  onDelete: () => void;
}) {
  const { test, update } = useWebhookMutations();
  const [sent, setSent] = useState(false);
  return (
    <Card withBorder padding="md" data-testid="webhook-endpoint">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            <span data-literal>{endpoint.url}</span>
          </Text>
          <Badge color={endpoint.active ? 'green' : 'gray'}>
            {endpoint.active ? 'Active' : 'Disabled'}
          </Badge>
        </Group>
        {endpoint.description ? <Text size="sm">{endpoint.description}</Text> : null}
        <Group gap={4}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="light" size="sm" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Secret <span data-literal>{endpoint.secretPrefix}…</span>
          {endpoint.previousSecretUntil
            ? ` · the previous secret also signs until ${at(endpoint.previousSecretUntil)}`
            : ''}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={test.isPending}
            onClick={() => test.mutate(endpoint.id, { onSuccess: () => setSent(true) })}
          >
            Send test event
          </Button>
          <Button size="xs" variant="default" onClick={onRotate}>
            Rotate secret
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={update.isPending}
            onClick={() => update.mutate({ id: endpoint.id, body: { active: !endpoint.active } })}
          >
            {endpoint.active ? 'Disable' : 'Enable'}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDelete}>
            Delete
          </Button>
        </Group>
        {sent ? (
          <Text size="sm" c="dimmed" role="status">
            Test event queued: it shows in the log once sent.
          </Text>
        ) : null}
        {test.error ? <Alert color="red">{test.error.message}</Alert> : null}
        {update.error ? <Alert color="red">{update.error.message}</Alert> : null}
        <Title order={4} size="h6">
          Delivery log
        </Title>
        <DeliveryLog endpointId={endpoint.id} />
      </Stack>
    </Card>
  );
}

export default function WebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const { create, rotate, remove } = useWebhookMutations();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<{ secret: string; rotated: boolean } | null>(null);
  const [rotating, setRotating] = useState<TWebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const closeAdd = () => {
    setAdding(false);
    create.reset();
  };
  const closeRotate = () => {
    setRotating(null);
    rotate.reset();
  };
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Webhooks</Title>
        <Button onClick={() => setAdding(true)}>Add endpoint</Button>
      </Group>
      <Text c="dimmed">
        Events are posted as JSON to your endpoints, signed with each endpoint&apos;s secret in the{' '}
        <code>Trustfront-Signature</code> header. Failed deliveries are retried for 24 hours.
      </Text>
      {endpoints.isPending ? <Loader /> : null}
      {endpoints.error ? <Alert color="red">{endpoints.error.message}</Alert> : null}
      {endpoints.data?.length === 0 ? (
        <Text c="dimmed">
          No webhook endpoints yet. Add one to have access requests, NDA acceptances, trust updates
          and document changes posted to your own tools.
        </Text>
      ) : null}
      {endpoints.data?.map((endpoint) => (
        <EndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          onRotate={() => setRotating(endpoint)}
          onDelete={() => setDeleting(endpoint)}
        />
      ))}

      {adding ? (
        <AddWebhookDialog
          pending={create.isPending}
          error={create.error?.message ?? null}
          onClose={closeAdd}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (created) => {
                closeAdd();
                setShown({ secret: created.secret, rotated: false });
              },
            })
          }
        />
      ) : null}
      <WebhookSecretDialog
        secret={shown?.secret ?? null}
        rotated={shown?.rotated ?? false}
        onClose={() => setShown(null)}
      />
      <ConfirmDialog
        opened={rotating !== null}
        title="Rotate the signing secret?"
        body="A new secret is made and shown once. The current one keeps signing beside it for 24 hours."
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        error={rotate.error?.message ?? null}
        onClose={closeRotate}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (rotated) => {
              closeRotate();
              setShown({ secret: rotated.secret, rotated: true });
            },
          })
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this webhook endpoint?"
        body="Nothing more is sent to it, and its delivery log is removed. This cannot be undone."
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={closeDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
      />
    </Stack>
  );
}
