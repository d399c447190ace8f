/**
 * /app/updates: the trust updates of the organisation, topic by topic (hidden ones included),
 * with their updates, channels and e-mail delivery; new topics, new updates, pin, hide, delete.
 */
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { TOPIC_CATEGORY_LABELS, type TStaffTopic } from '@trustfront/core';
import { useState } from 'react';
import { useDeleteTopic, useStaffTopics, useUpdateTopic } from '../../api/trust-updates.ts';
import { DeliveryDialog, deliverySummary } from './DeliveryDialog.tsx';
import { AddUpdateDialog, NewTopicDialog } from './UpdateForms.tsx';

const CHANNEL_LABELS = { status_page: 'Trust Center', email: 'Email' } as const;

function TopicCard(props: {
  topic: TStaffTopic;
  onAddUpdate: () => void;
  onDelivery: (updateId: string) => void;
}) {
  const { topic } = props;
  const updateTopic = useUpdateTopic();
  const deleteTopic = useDeleteTopic();
  const toggle = (field: 'hidden' | 'isPinned') =>
    updateTopic.mutate({ topicId: topic.id, body: { [field]: !topic[field] } });
  return (
    <Card withBorder data-testid="staff-topic">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Text fw={600}>{topic.subject}</Text>
            <Badge variant="light">{TOPIC_CATEGORY_LABELS[topic.category]}</Badge>
            {topic.isPinned ? (
              <Badge color="yellow" variant="light">
                Pinned
              </Badge>
            ) : null}
            {topic.hidden ? <Badge color="gray">Hidden</Badge> : null}
          </Group>
          <Text size="xs" c="dimmed">
            Mailed to {topic.emailSubscriberCount} address(es)
          </Text>
        </div>
        <Group gap="xs">
          <Button size="xs" onClick={props.onAddUpdate}>
            Add update
          </Button>
          <Button size="xs" variant="default" onClick={() => toggle('isPinned')}>
            {topic.isPinned ? 'Unpin' : 'Pin'}
          </Button>
          <Button size="xs" variant="default" onClick={() => toggle('hidden')}>
            {topic.hidden ? 'Show' : 'Hide'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => deleteTopic.mutate(topic.id)}
          >
            Delete
          </Button>
        </Group>
      </Group>
      <Stack gap="xs" mt="sm">
        {topic.updates.map((u) => (
          <Card key={u.id} withBorder padding="sm" data-testid="staff-update">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {u.message}
            </Text>
            <Group gap="xs" mt="xs">
              <Text size="xs" c="dimmed">
                {new Date(u.createdAt).toLocaleString()}
              </Text>
              <Badge size="sm" variant="outline">
                {u.spAudience}
              </Badge>
              {u.channels.map((c) => (
                <Badge key={c} size="sm" variant="dot">
                  {CHANNEL_LABELS[c]}
                </Badge>
              ))}
              {u.channels.includes('email') ? (
                <Button size="compact-xs" variant="subtle" onClick={() => props.onDelivery(u.id)}>
                  {deliverySummary(u.delivery)}
                </Button>
              ) : null}
            </Group>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}

export default function UpdatesPage() {
  const topics = useStaffTopics();
  const [isCreating, setIsCreating] = useState(false);
  const [addingTo, setAddingTo] = useState<TStaffTopic | null>(null);
  const [delivery, setDelivery] = useState<{ topicId: string; updateId: string } | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Trust updates</Title>
        <Button onClick={() => setIsCreating(true)}>New trust update</Button>
      </Group>
      {topics.isError ? <Alert color="red">{topics.error.message}</Alert> : null}
      {topics.isPending ? <Loader /> : null}
      {topics.data?.topics.length === 0 ? <Text c="dimmed">No trust updates yet.</Text> : null}
      {(topics.data?.topics ?? []).map((topic) => (
        <TopicCard
          key={topic.id}
          topic={topic}
          onAddUpdate={() => setAddingTo(topic)}
          onDelivery={(updateId) => setDelivery({ topicId: topic.id, updateId })}
        />
      ))}
      <NewTopicDialog
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        products={topics.data?.products ?? []}
      />
      <AddUpdateDialog topic={addingTo} onClose={() => setAddingTo(null)} />
      <DeliveryDialog target={delivery} onClose={() => setDelivery(null)} />
    </Stack>
  );
}
