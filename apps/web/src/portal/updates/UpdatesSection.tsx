import { Alert, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LIMITS, SUBSCRIBE_SOURCES } from '@trustfront/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTopics } from '../../api/topics.ts';
import { portalTopicsParams } from '../../api/portal-seed.ts';
import { usePortal } from '../portal-context.tsx';
import type { SectionProps } from '../sections/section-props.ts';
import { SubscribeButton } from './SubscribeButton.tsx';
import { TopicCard } from './TopicCard.tsx';
import { useScrollToTopic } from './use-scroll-to-topic.ts';
import { useErrorText } from '../i18n/errors.ts';
import { usePaginationLabels } from '../i18n/use-pagination-labels.ts';
import { useT } from '../i18n/use-t.tsx';

/**
 * The trust updates card (docs/updates.md, On the portal): topics paginated by five, a Subscribe
 * button outside main mode, and the topic named by `tcuUid` shown on its page, scrolled to and
 * highlighted.
 */
export function UpdatesSection({ view }: SectionProps) {
  const t = useT();
  const errorText = useErrorText();
  const pagination = usePaginationLabels();
  const { orgSlug, accountId, permissionProfileId } = usePortal();
  const [search] = useSearchParams();
  const query = useTopics(portalTopicsParams(view, { orgSlug, accountId, permissionProfileId }));
  const topics = query.data?.topics ?? [];
  const highlightedId = search.get('tcuUid');
  const highlightedIndex = highlightedId ? topics.findIndex((t) => t.id === highlightedId) : -1;
  const pageSize = LIMITS.updatesPageSize;
  const pageCount = Math.max(1, Math.ceil(topics.length / pageSize));

  // The page a visitor picked holds until another topic is linked; a linked topic opens its page.
  const [picked, setPicked] = useState<{ forTopic: string | null; page: number }>({
    forTopic: null,
    page: 1,
  });
  const linkedPage = highlightedIndex >= 0 ? Math.floor(highlightedIndex / pageSize) + 1 : 1;
  const page = Math.min(picked.forTopic === highlightedId ? picked.page : linkedPage, pageCount);
  const visible = topics.slice((page - 1) * pageSize, page * pageSize);

  useScrollToTopic(highlightedIndex >= 0 ? highlightedId : null, query.isSuccess);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="card-updates">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t('updates.title')}
        </Title>
        {view.mode !== 'main' ? <SubscribeButton source={SUBSCRIBE_SOURCES.updatesCard} /> : null}
      </Group>
      {query.isPending ? (
        <Stack gap="sm" aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={72} radius="md" />
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : topics.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('updates.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {visible.map((topic) => (
            <TopicCard key={topic.id} topic={topic} isHighlighted={topic.id === highlightedId} />
          ))}
          {pageCount > 1 ? (
            <Group justify="center" mt="xs">
              <Pagination
                total={pageCount}
                value={page}
                onChange={(next) => setPicked({ forTopic: highlightedId, page: next })}
                size="sm"
                getControlProps={pagination.controlProps}
                aria-label={t('updates.pages')}
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
