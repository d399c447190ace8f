import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconSpeakerphone } from '../../ui/icons/icons.ts';
import { recentUpdateTopic, topicSearch, type TTopic } from '@trustfront/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';
import { useLayoutMediaQuery } from '../../ui/use-layout-media-query.ts';

/**
 * Shown when a trust update was created in the last 24 hours (docs/updates.md, On the portal):
 * links to that topic with `tcuUid`, keeping the product and preview parameters.
 */
export function NotificationBar({ topics }: { topics: readonly TTopic[] }) {
  const t = useT();
  const { view, basePath } = usePortal();
  const location = useLocation();
  const isSmall = useLayoutMediaQuery('(max-width: 48em)');
  // The 24-hour window is judged once per page view, so the bar does not flicker on re-render.
  const [now] = useState(() => new Date());
  const topic = recentUpdateTopic(topics, now);
  if (!topic) return null;
  const label = isSmall
    ? t('shell.recentUpdates')
    : topic.subject.trim() || t('shell.latestUpdates', { org: view.org.name });
  return (
    <Box bg="indigo.7" py={8} px="md" data-testid="notification-bar">
      <Group gap="xs" justify="center" wrap="nowrap">
        <IconSpeakerphone size={18} color="white" aria-hidden />
        <Anchor
          component={Link}
          to={{ pathname: basePath || '/', search: topicSearch(location.search, topic.id) }}
          c="white"
          fw={500}
          size="sm"
          underline="always"
        >
          <Text span inherit lineClamp={1}>
            {label}
          </Text>
        </Anchor>
      </Group>
    </Box>
  );
}
