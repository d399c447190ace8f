import { Box, Group, ScrollArea } from '@mantine/core';
import type { ResultGroup, SearchResultType, TSearchResultItem } from '@trustfront/core';
import { EmptyState, NoResults, ResultsSkeleton } from './SearchStates.tsx';
import { ResultDetails } from './ResultDetails.tsx';
import { ResultGroups } from './ResultGroups.tsx';
import { SimpleResultList } from './SimpleResultList.tsx';
import type { SearchState } from './use-search.ts';

export interface ResultsNavigation {
  groups: ResultGroup<TSearchResultItem>[];
  expanded: ReadonlySet<SearchResultType>;
  collapsed: ReadonlySet<SearchResultType>;
  active: TSearchResultItem | null;
  setExpanded: (type: SearchResultType) => void;
  setOpenGroups: (open: SearchResultType[]) => void;
  setActive: (result: TSearchResultItem) => void;
}

/**
 * The search mode's body: empty, loading, nothing while a failed search's toast speaks, no results, or the results (grouped, or the simple
 * list) with the details of the active one beside them (inline on small screens).
 */
export function SearchResults({
  term,
  search,
  nav,
  simple,
  isMobile,
  onSelect,
  canOpen,
}: {
  term: string;
  search: SearchState;
  nav: ResultsNavigation;
  simple: boolean;
  isMobile: boolean;
  onSelect: (result: TSearchResultItem) => void;
  canOpen: (result: TSearchResultItem) => boolean;
}) {
  const { results, status } = search;
  if (!term.trim()) return <EmptyState />;
  if (status === 'stalled' || (status === 'loading' && results.length === 0)) {
    return <ResultsSkeleton />;
  }
  // A failed search is told by its toast alone: it did not find nothing.
  if (search.failed) return null;
  if (results.length === 0) return <NoResults />;
  const details = (result: TSearchResultItem) => (
    <Box p="sm">
      <ResultDetails result={result} onOpen={canOpen(result) ? () => onSelect(result) : null} />
    </Box>
  );
  const list = simple ? (
    <SimpleResultList
      results={results}
      active={nav.active}
      onSelect={onSelect}
      onHover={nav.setActive}
    />
  ) : (
    <ResultGroups
      groups={nav.groups}
      expanded={nav.expanded}
      collapsed={nav.collapsed}
      active={nav.active}
      topMatch={results[0] ?? null}
      onExpand={nav.setExpanded}
      onToggle={nav.setOpenGroups}
      onSelect={onSelect}
      onHover={nav.setActive}
      renderInline={isMobile ? details : null}
    />
  );
  if (isMobile) return list;
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Box style={{ flex: 7, minWidth: 0 }}>{list}</Box>
      <Box style={{ flex: 5, minWidth: 0, position: 'sticky', top: 0 }}>
        <ScrollArea.Autosize mah="60vh">
          {nav.active ? details(nav.active) : null}
        </ScrollArea.Autosize>
      </Box>
    </Group>
  );
}
