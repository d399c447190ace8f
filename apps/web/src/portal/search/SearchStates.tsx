import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.tsx';

const Key = ({ children }: { children: ReactNode }) => (
  <kbd style={{ fontFamily: 'inherit', fontSize: 11 }}>{children}</kbd>
);

/** 'Start searching above'. */
export function EmptyState() {
  const t = useT();
  return (
    <Text c="dimmed" ta="center" py="xl">
      {t('searchDialog.empty')}
    </Text>
  );
}

/** 'No results found' with the hint to try another term. */
export function NoResults() {
  const t = useT();
  return (
    <Stack gap={4} align="center" py="xl">
      <Text fw={600}>{t('searchDialog.noResults')}</Text>
      <Text c="dimmed" size="sm">
        {t('searchDialog.noResultsHint')}
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
  const t = useT();
  return (
    <Group justify="space-between" gap="xs" fz="xs" c="dimmed" data-testid="search-footer">
      <Text size="xs">{t('searchDialog.results', { count })}</Text>
      <Group gap="md">
        <Text size="xs">
          <Key>↵</Key> {t('searchDialog.keySelect')}
        </Text>
        <Text size="xs">
          <Key>↑</Key> <Key>↓</Key> {t('searchDialog.keyNavigate')}
        </Text>
        <Text size="xs">
          <Key>esc</Key> {t('searchDialog.keyClose')}
        </Text>
      </Group>
    </Group>
  );
}
