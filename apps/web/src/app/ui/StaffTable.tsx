/**
 * The list table of a private-app page: the query's error and loading state, the column heads,
 * the rows, and one row saying so when there is nothing to list. Scrolls sideways on small
 * screens instead of squeezing its columns.
 */
import { Alert, Loader, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyTableRow } from '../../ui/EmptyTableRow.tsx';

export interface StaffTableProps {
  /** Column heads, in order; `null` for a column without one (e.g. row actions). */
  columns: readonly (ReactNode | null)[];
  loading: boolean;
  error: Error | null;
  /** The list loaded and holds nothing. */
  empty: boolean;
  emptyMessage: string;
  children: ReactNode;
}

export function StaffTable({
  columns,
  loading,
  error,
  empty,
  emptyMessage,
  children,
}: StaffTableProps) {
  return (
    <>
      {error ? <Alert color="red">{error.message}</Alert> : null}
      {loading ? <Loader /> : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, i) => (
                <Table.Th key={i}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {empty ? <EmptyTableRow colSpan={columns.length} message={emptyMessage} /> : null}
            {children}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
