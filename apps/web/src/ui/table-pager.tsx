/**
 * The pieces a server-paginated table shares: the 'from–to of total' line with its pagination,
 * and rows opened by Enter or Space as by a click.
 */
import { Group, Pagination, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { paginationControlProps } from './pagination-labels.ts';

/** 'from–to of total', the line above a paged table. */
const pageOf = (from: number, to: number, total: number) => `${from}–${to} of ${total}`;

export function TablePager(props: {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onChange: (page: number) => void;
  /** The line's and the arrows' words in another language than English. */
  labels?: {
    range: (from: number, to: number, total: number) => string;
    controlProps: (control: Parameters<typeof paginationControlProps>[0]) => {
      'aria-label': string;
    };
  };
}) {
  const { page, pageSize, total, labels } = props;
  const first = (page - 1) * pageSize;
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {(labels?.range ?? pageOf)(first + 1, first + props.shown, total)}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={props.onChange}
        size="sm"
        getControlProps={labels?.controlProps ?? paginationControlProps}
      />
    </Group>
  );
}

/** A row's key handler: Enter or Space does what a click does. */
export const onActivateKey = (handler: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    handler();
  }
};
