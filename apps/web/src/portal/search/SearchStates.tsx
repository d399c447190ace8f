import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const Key = ({ children }: { children: ReactNode }) => (
  <kbd style={{ fontFamily: 'inherit', fontSize: 11 }}>{children}</kbd>
);
import { SEARCH_MESSAGES, withCount } from '@trustfront/core';

/** 'Start searching above'. */
export function EmptyState() {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {SEARCH_MESSAGES.empty}
    </Text>
  );
}

/** 'No results found' with the hint to try another term. */
export function NoResults() {
  return (
    <Stack gap={4} align="center" py="xl">
      <Text fw={600}>{SEARCH_MESSAGES.noResults}</Text>
      <Text c="dimmed" size="sm">
        {SEARCH_MESSAGES.noResultsHintSentence}
      </Text>
    </Stack>
  );
}

/** Loading: three groups of three rows. */
export function ResultsSkeleton() {
  return (
    <Stack gap="md" data-testid="search-skeleton">
      {[0, 1, 2].map((g) => (
        <Stack key={g} gap={6}>
          <Skeleton h={18} w="30%" />
          {[0, 1, 2].map((r) => (
            <Skeleton key={r} h={44} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** '{n} results' with the key hints. */
export function ResultsFooter({ count }: { count: number }) {
  return (
    <Group justify="space-between" gap="xs" fz="xs" c="dimmed" data-testid="search-footer">
      <Text size="xs">{withCount(SEARCH_MESSAGES.results, count)}</Text>
      <Group gap="md">
        <Text size="xs">
          <Key>↵</Key> {SEARCH_MESSAGES.keySelect}
        </Text>
        <Text size="xs">
          <Key>↑</Key> <Key>↓</Key> {SEARCH_MESSAGES.keyNavigate}
        </Text>
        <Text size="xs">
          <Key>esc</Key> {SEARCH_MESSAGES.keyClose}
        </Text>
      </Group>
    </Group>
  );
}
