/**
 * The view of a whole list a staff table shows: the rows matching a search, in the order of the
 * column chosen, one page at a time. Domain-free: each table says what text a row is searched in
 * and what value each sortable column sorts by.
 */

/**
 * Rows a page of a staff table holds when the list comes whole from the server: the 50 the
 * server's own paged lists (audit log, access log, outbox) use, so every staff table pages alike.
 */
export const STAFF_LIST_PAGE_SIZE = 50;

export type SortDirection = 'ascending' | 'descending';

/** The column a list is sorted by, and which way. */
export interface ListSort {
  key: string;
  direction: SortDirection;
}

/** What a column sorts by: text (compared as people read it), a number, or nothing (last). */
export type SortValue = string | number | null | undefined;

/** How a table's rows are searched and sorted. */
export interface ListFields<T> {
  /** The texts a row is found by: a search matches a row when every word is in one of them. */
  searchText: (row: T) => readonly (string | null | undefined)[];
  /** The value each sortable column sorts by, by the column's key. */
  sortValues: Readonly<Record<string, (row: T) => SortValue>>;
}

export interface ListViewOptions {
  query: string;
  sort: ListSort | null;
  /** 1-based; brought within the pages there are. */
  page: number;
  pageSize: number;
}

export interface ListView<T> {
  /** The rows of the page shown. */
  rows: T[];
  /** Rows in the list before the search. */
  total: number;
  /** Rows the search matches. */
  matched: number;
  /** The page shown, within 1..pages. */
  page: number;
  /** At least 1, even when nothing matches. */
  pages: number;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Lower case without accents, so that 'muller' finds 'Müller'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a search, folded; none for a blank one. */
export function searchWords(query: string): string[] {
  return folded(query)
    .split(/\s+/u)
    .filter((word) => word.length > 0);
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const isBlank = (value: SortValue) => value === null || value === undefined || value === '';

/**
 * Clicking a column head: a new column sorts ascending, the same column turns the other way.
 */
export function nextSort(current: ListSort | null, key: string): ListSort {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * Search, then sort (stable: rows that sort alike keep the list's order; blank values go last
 * either way), then cut the page. An unknown sort key leaves the list's order.
 */
export function filterSortPage<T>(
  rows: readonly T[],
  fields: ListFields<T>,
  options: ListViewOptions,
): ListView<T> {
  const words = searchWords(options.query);
  const matching =
    words.length === 0
      ? [...rows]
      : rows.filter((row) => {
          const texts = fields.searchText(row).map((text) => folded(text ?? ''));
          return words.every((word) => texts.some((text) => text.includes(word)));
        });
  const valueOf = options.sort ? fields.sortValues[options.sort.key] : undefined;
  if (options.sort && valueOf) {
    const sign = options.sort.direction === 'ascending' ? 1 : -1;
    const keyed = matching.map((row, index) => ({ row, index, value: valueOf(row) }));
    keyed.sort((a, b) => {
      const blankA = isBlank(a.value);
      const blankB = isBlank(b.value);
      if (blankA || blankB) return blankA === blankB ? a.index - b.index : blankA ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    });
    matching.splice(0, matching.length, ...keyed.map((k) => k.row));
  }
  const pageSize = Math.max(1, Math.floor(options.pageSize));
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(pages, Math.max(1, Math.floor(options.page) || 1));
  return {
    rows: matching.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    matched: matching.length,
    page,
    pages,
  };
}
