/**
 * The list table of a private-app page: the query's error and loading state, a search box and a
 * CSV export above it, column heads that sort it, the rows, one row saying what to do when there
 * is nothing to list (or that nothing matches the search), and the pages below. Scrolls sideways
 * on small screens instead of squeezing its columns. `useStaffList` gives the search, sort and
 * paging of a list the server sends whole; a list the server pages passes `paging` alone.
 */
import { Alert, Group, Loader, Table, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '../../ui/icons/icons.ts';
import type { ListSort } from '@trustfront/core';
import { isValidElement, type ReactNode } from 'react';
import { EmptyTableRow } from '../../ui/EmptyTableRow.tsx';
import { TablePager } from '../../ui/table-pager.tsx';
import { CsvExportButton, type CsvExport } from './CsvExportButton.tsx';
import { SidewaysScroll } from '../../ui/SidewaysScroll.tsx';

/** A column head that sorts the list by `sortKey` when clicked. */
export interface StaffColumn {
  label: string;
  sortKey: string;
}

/** The search, sort and paging of a table (from `useStaffList`, or paging alone). */
export interface StaffTableListProps {
  search?: { value: string; onChange: (value: string) => void };
  /** The list holds rows but none matches the search. */
  noMatch?: boolean;
  sort?: { current: ListSort | null; onSort: (key: string) => void };
  paging?: {
    page: number;
    pages: number;
    onChange: (page: number) => void;
    /** Rows on this page, rows in all pages, rows a page holds: the 'from–to of total' line. */
    shown: number;
    total: number;
    pageSize: number;
  };
}

export interface StaffTableProps extends StaffTableListProps {
  /** Column heads, in order; `null` for a column without one (e.g. row actions). */
  columns: readonly (ReactNode | StaffColumn | null)[];
  loading: boolean;
  error: Error | null;
  /** The list loaded and holds nothing. */
  empty: boolean;
  /** What an empty list means and what to do to fill it. */
  emptyMessage: string;
  /** What the search box looks through, e.g. 'accounts'. */
  searchLabel?: string;
  /** Rows open something when clicked: shade the row under the pointer. */
  highlightOnHover?: boolean;
  /** A CSV of the list (every page, as searched and sorted) for staff to hand on. */
  csv?: CsvExport;
  /** The narrowest the table is laid out, scrolled sideways below it (640 px by default). */
  minWidth?: number;
  children: ReactNode;
}

const isSortable = (column: ReactNode | StaffColumn | null): column is StaffColumn =>
  typeof column === 'object' && column !== null && !isValidElement(column) && 'sortKey' in column;

function SortHead({ column, sort }: { column: StaffColumn; sort: StaffTableListProps['sort'] }) {
  const direction = sort?.current?.key === column.sortKey ? sort.current.direction : undefined;
  const Icon =
    direction === 'ascending'
      ? IconArrowUp
      : direction === 'descending'
        ? IconArrowDown
        : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() => sort?.onSort(column.sortKey)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {column.label}
        <Icon size={14} aria-hidden stroke={direction ? 2.5 : 1.5} />
      </UnstyledButton>
    </Table.Th>
  );
}

export function StaffTable({
  columns,
  loading,
  error,
  empty,
  emptyMessage,
  searchLabel,
  search,
  noMatch,
  sort,
  paging,
  csv,
  highlightOnHover,
  minWidth = 640,
  children,
}: StaffTableProps) {
  const hasToolbar = search !== undefined || csv !== undefined;
  return (
    <>
      {error ? <Alert color="red">{error.message}</Alert> : null}
      {hasToolbar ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          {search ? (
            <TextInput
              type="search"
              aria-label={`Search ${searchLabel ?? 'the list'}`}
              placeholder={`Search ${searchLabel ?? 'the list'}`}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search.value}
              onChange={(event) => search.onChange(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
          ) : (
            <span />
          )}
          {csv ? <CsvExportButton {...csv} /> : null}
        </Group>
      ) : null}
      {loading ? <Loader /> : null}
      <SidewaysScroll minWidth={minWidth} label={searchLabel ? `List of ${searchLabel}` : 'List'}>
        <Table striped highlightOnHover={highlightOnHover}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, i) =>
                sort && isSortable(column) ? (
                  <SortHead key={i} column={column} sort={sort} />
                ) : (
                  <Table.Th key={i}>{isSortable(column) ? column.label : column}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {empty ? <EmptyTableRow colSpan={columns.length} message={emptyMessage} /> : null}
            {!empty && noMatch ? (
              <EmptyTableRow
                colSpan={columns.length}
                message={`Nothing matches “${search?.value.trim() ?? ''}”. Try fewer words, or clear the search.`}
              />
            ) : null}
            {children}
          </Table.Tbody>
        </Table>
      </SidewaysScroll>
      {paging && paging.pages > 1 ? (
        <TablePager
          page={paging.page}
          pageSize={paging.pageSize}
          total={paging.total}
          shown={paging.shown}
          onChange={paging.onChange}
        />
      ) : null}
    </>
  );
}
