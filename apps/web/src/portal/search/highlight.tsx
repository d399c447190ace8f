import type { ReactNode } from 'react';

/** A snippet whose matches the server wrapped in « » (local snippets have none). */
export function Highlighted({ text }: { text: string }): ReactNode {
  const parts = text.split(/«|»/);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} style={{ background: 'var(--mantine-color-yellow-2)', color: 'inherit' }}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
