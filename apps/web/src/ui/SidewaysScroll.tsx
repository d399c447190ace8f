import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when the screen is narrower than `minWidth`, by keyboard too: the
 * scrolling region takes focus itself, as a table may hold nothing focusable, and is named for
 * screen readers (docs/accessibility.md, Keyboard).
 */
export function SidewaysScroll({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`${label}, scrolls sideways`}
    >
      {children}
    </Table.ScrollContainer>
  );
}
