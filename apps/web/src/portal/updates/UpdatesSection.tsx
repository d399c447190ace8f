import { Card, Text, Title } from '@mantine/core';
import { useTopics } from '../../api/topics.ts';
import { usePortal } from '../portal-context.tsx';

/** The trust updates card: topics with their updates. */
export function UpdatesSection() {
  const { orgSlug, view, accountId, permissionProfileId } = usePortal();
  const topics = useTopics({
    orgSlug,
    productSlug: view.product.productSlug,
    accountId,
    permissionProfileId,
  });
  return (
    <Card withBorder radius="md" padding="lg" data-testid="card-updates">
      <Title order={3} size="h4">
        Trust Updates
      </Title>
      {topics.data?.topics.map((topic) => (
        <Text key={topic.id}>{topic.subject}</Text>
      ))}
    </Card>
  );
}
