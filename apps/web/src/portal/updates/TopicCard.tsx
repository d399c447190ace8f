import { ActionIcon, Badge, Box, Card, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconLink, IconPin } from '../../ui/icons/icons.ts';
import {
  LIMITS,
  topicSearch,
  topicShareUrl,
  type TTopic,
  type TopicCategory,
} from '@trustfront/core';
import { useLocation, useNavigate } from 'react-router';
import { useClipboardStatus } from '../../ui/use-clipboard-status.ts';
import { usePortal } from '../portal-context.tsx';
import { NewMark } from '../members/new-since-marks.tsx';
import { useFormat, useT } from '../i18n/use-t.tsx';

/** Each category's colour; its label is `updates.categories.{category}`. */
const CATEGORY_COLORS: Record<TopicCategory, string> = {
  compliance: 'blue',
  vulnerabilities: 'orange',
  incidents: 'red',
  subprocessors: 'grape',
  general: 'gray',
};

/**
 * The copy-link button of a topic: 'Copy link to item', then 'Link copied'; when the clipboard
 * is unavailable the address bar is pointed at the topic and the tooltip says to copy it there.
 */
function CopyTopicLink({ topicId }: { topicId: string }) {
  const t = useT();
  const { basePath } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const showInAddressBar = () =>
    navigate(
      { pathname: basePath || '/', search: topicSearch(location.search, topicId) },
      { replace: true, preventScrollReset: true },
    );
  const { status, copy } = useClipboardStatus(LIMITS.shareCopiedMs, showInAddressBar);
  const handleCopy = () => {
    const productSlug = new URLSearchParams(location.search).get('product');
    copy(topicShareUrl({ origin: window.location.origin, basePath, productSlug, topicId }));
  };
  const label =
    status === 'copied'
      ? t('updates.linkCopied')
      : status === 'failed'
        ? t('updates.copyFromAddressBar')
        : t('updates.copyLink');
  return (
    <Tooltip label={label} withArrow opened={status === 'idle' ? undefined : true}>
      <ActionIcon
        variant="subtle"
        color={status === 'copied' ? 'teal' : 'gray'}
        aria-label={t('updates.copyLink')}
        onClick={handleCopy}
        data-testid="topic-copy-link"
      >
        {status === 'copied' ? <IconCheck size={18} /> : <IconLink size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** One trust update topic with its updates, newest first (docs/updates.md, On the portal). */
export function TopicCard({ topic, isHighlighted }: { topic: TTopic; isHighlighted: boolean }) {
  const t = useT();
  const format = useFormat();
  const count = topic.updates.length;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="topic"
      data-topic-id={topic.id}
      data-highlighted={isHighlighted ? 'true' : undefined}
      style={
        isHighlighted
          ? {
              outline: '2px solid var(--mantine-primary-color-filled)',
              outlineOffset: 2,
              transition: 'outline-color 200ms',
            }
          : undefined
      }
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            {topic.isPinned ? <IconPin size={16} aria-label={t('updates.pinned')} /> : null}
            <Text fw={600}>{topic.subject}</Text>
            <Badge variant="light" color={CATEGORY_COLORS[topic.category]} radius="xl" size="sm">
              {t(`updates.categories.${topic.category}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {count === 0
              ? t('updates.noUpdatesPublished')
              : t('updates.updatesPublished', { count })}
          </Text>
        </Stack>
        <CopyTopicLink topicId={topic.id} />
      </Group>
      {count > 0 ? (
        <Stack gap="sm" mt="sm">
          {topic.updates.map((update, index) => (
            <Box key={update.id} data-testid="update">
              {index > 0 ? <Divider mb="sm" /> : null}
              <Group gap="xs" mb={4}>
                <Text size="sm" fw={500}>
                  <time dateTime={update.createdAt}>{format.date(update.createdAt)}</time>
                </Text>
                <Badge
                  variant="outline"
                  color={update.spAudience === 'public' ? 'teal' : 'violet'}
                  radius="xl"
                  size="xs"
                >
                  {update.spAudience === 'public' ? t('updates.public') : t('updates.private')}
                </Badge>
                <NewMark id={update.id} />
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {update.message}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}
