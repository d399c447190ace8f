import { Accordion, Badge, Button, Group, Stack } from '@mantine/core';
import {
  SEARCH_LIMITS,
  type ResultGroup,
  type SearchResultType,
  type TSearchResultItem,
} from '@trustfront/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.tsx';
import { ResultRow } from './ResultRow.tsx';

/**
 * Results grouped by type, each group an accordion with its count showing three entries and
 * '...N more' (docs/search.md, Search). `renderInline` puts the details under the active row (small
 * screens).
 */
export function ResultGroups({
  groups,
  expanded,
  collapsed,
  active,
  topMatch,
  onExpand,
  onToggle,
  onSelect,
  onHover,
  renderInline,
}: {
  groups: ResultGroup<TSearchResultItem>[];
  expanded: ReadonlySet<SearchResultType>;
  collapsed: ReadonlySet<SearchResultType>;
  active: TSearchResultItem | null;
  topMatch: TSearchResultItem | null;
  onExpand: (type: SearchResultType) => void;
  onToggle: (open: SearchResultType[]) => void;
  onSelect: (result: TSearchResultItem) => void;
  onHover: (result: TSearchResultItem) => void;
  renderInline: ((result: TSearchResultItem) => ReactNode) | null;
}) {
  const t = useT();
  return (
    <Accordion
      multiple
      variant="separated"
      value={groups.map((g) => g.type).filter((t) => !collapsed.has(t))}
      onChange={(open) => onToggle(open as SearchResultType[])}
    >
      {groups.map((group) => {
        const shown = expanded.has(group.type)
          ? group.items
          : group.items.slice(0, SEARCH_LIMITS.groupPreview);
        const more = group.items.length - shown.length;
        const label = t(`searchDialog.groups.${group.type}`);
        // The details open under the active row (small screens): the rows after it follow them.
        const at = renderInline && active ? shown.indexOf(active) : -1;
        const inline = at >= 0 ? shown[at] : undefined;
        const head = at >= 0 ? shown.slice(0, at + 1) : shown;
        const tail = at >= 0 ? shown.slice(at + 1) : [];
        const row = (result: TSearchResultItem) => (
          <ResultRow
            key={`${result.type}:${result.id}`}
            result={result}
            active={active === result}
            isTopMatch={topMatch === result}
            onSelect={() => onSelect(result)}
            onHover={() => onHover(result)}
          />
        );
        return (
          <Accordion.Item key={group.type} value={group.type} data-testid="search-group">
            <Accordion.Control>
              <Group gap="xs">
                {label}
                <Badge size="sm" variant="light" data-testid="search-group-count">
                  {group.items.length}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap={2}>
                {/* A listbox holds options only: the inline details and the 'more' button sit
                    between and after its parts. */}
                <Stack gap={2} role="listbox" aria-label={label}>
                  {head.map(row)}
                </Stack>
                {inline ? renderInline?.(inline) : null}
                {tail.length > 0 ? (
                  <Stack gap={2} role="listbox" aria-label={label}>
                    {tail.map(row)}
                  </Stack>
                ) : null}
                {more > 0 ? (
                  <Button
                    variant="subtle"
                    size="xs"
                    w="fit-content"
                    onClick={() => onExpand(group.type)}
                  >
                    {t('searchDialog.more', { count: more })}
                  </Button>
                ) : null}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
