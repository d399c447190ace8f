import { Mark } from '@mantine/core';
import type { ReactNode } from 'react';

/** A snippet whose matches the server wrapped in « » (local snippets have none). */
export function Highlighted({ text }: { text: string }): ReactNode {
  const parts = text.split(/«|»/);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <Mark key={i} color="yellow">
        {part}
      </Mark>
    ) : (
      part
    ),
  );
}

/** The snippet's plain text. */
export const plainSnippet = (text: string): string => text.replace(/[«»]/g, '');
