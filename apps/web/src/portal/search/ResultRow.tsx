import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { TSearchResultItem } from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';
import { useSubtitle } from './use-subtitle.ts';
import { Highlighted } from './highlight.tsx';

/** One result: heading, source line and snippet; the first one overall is the top match. */
export function ResultRow({
  result,
  active,
  isTopMatch,
  onSelect,
  onHover,
}: {
  result: TSearchResultItem;
  active: boolean;
  isTopMatch: boolean;
  onSelect: () => void;
  onHover: () => void;
}) {
  const t = useT();
  const subtitle = useSubtitle();
  const snippet = result.original.content[0]?.value ?? '';
  return (
    <UnstyledButton
      role="option"
      aria-selected={active}
      data-testid="search-result"
      onClick={onSelect}
      onMouseEnter={onHover}
      w="100%"
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: active ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text fw={600} size="sm" lineClamp={1}>
          {result.title}
        </Text>
        {isTopMatch ? (
          <Badge size="xs" variant="filled">
            {t('searchDialog.topMatch')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {subtitle(result)}
      </Text>
      {snippet ? (
        <Text size="xs" lineClamp={2}>
          <Highlighted text={snippet} />
        </Text>
      ) : null}
    </UnstyledButton>
  );
}
