/**
 * The search, sort and page of a staff table whose list the server sends whole: the rows of the
 * page shown (by `filterSortPage` in core) and the controls `StaffTable` takes.
 */
import {
  filterSortPage,
  nextSort,
  STAFF_LIST_PAGE_SIZE,
  type ListFields,
  type ListSort,
} from '@trustfront/core';
import { useMemo, useState } from 'react';
import type { StaffTableListProps } from './StaffTable.tsx';

export interface StaffList<T> {
  /** The rows of the page shown. */
  rows: T[];
  /** The rows matching the search, every page (what an export writes). */
  matching: () => T[];
  /** Spread into `StaffTable`. */
  table: StaffTableListProps;
}

export function useStaffList<T>(
  rows: readonly T[],
  fields: ListFields<T>,
  options: { initialSort?: ListSort; pageSize?: number } = {},
): StaffList<T> {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ListSort | null>(options.initialSort ?? null);
  const [page, setPage] = useState(1);
  const pageSize = options.pageSize ?? STAFF_LIST_PAGE_SIZE;
  const view = useMemo(
    () => filterSortPage(rows, fields, { query, sort, page, pageSize }),
    [rows, fields, query, sort, page, pageSize],
  );
  return {
    rows: view.rows,
    matching: () =>
      filterSortPage(rows, fields, { query, sort, page: 1, pageSize: Math.max(1, rows.length) })
        .rows,
    table: {
      search: {
        value: query,
        onChange: (value) => {
          setQuery(value);
          setPage(1);
        },
      },
      noMatch: rows.length > 0 && view.matched === 0,
      sort: { current: sort, onSort: (key) => setSort(nextSort(sort, key)) },
      paging: {
        page: view.page,
        pages: view.pages,
        onChange: setPage,
        shown: view.rows.length,
        total: view.matched,
        pageSize,
      },
    },
  };
}
