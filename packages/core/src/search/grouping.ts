/**
 * Results grouped by type for the dialog (docs/search.md, Search): groups in the order of their
 * best result.
 */
import { SEARCH_LIMITS, SEARCH_TYPE_LABELS, type SearchResultType } from './constants.ts';

export interface ResultGroup<T> {
  type: SearchResultType;
  label: string;
  items: T[];
}

export function groupResults<T extends { type: SearchResultType }>(
  results: readonly T[],
): ResultGroup<T>[] {
  const groups = new Map<SearchResultType, ResultGroup<T>>();
  for (const result of results) {
    let group = groups.get(result.type);
    if (!group) {
      group = { type: result.type, label: SEARCH_TYPE_LABELS[result.type], items: [] };
      groups.set(result.type, group);
    }
    group.items.push(result);
  }
  return [...groups.values()];
}

/**
 * The entries the dialog shows, in order, for arrow keys: each group's first three, or all of
 * it once '...N more' was pressed; collapsed groups show none.
 */
export function visibleResults<T extends { type: SearchResultType }>(
  groups: readonly ResultGroup<T>[],
  expanded: ReadonlySet<SearchResultType>,
  collapsed: ReadonlySet<SearchResultType>,
): T[] {
  return groups.flatMap((g) =>
    collapsed.has(g.type)
      ? []
      : expanded.has(g.type)
        ? g.items
        : g.items.slice(0, SEARCH_LIMITS.groupPreview),
  );
}
