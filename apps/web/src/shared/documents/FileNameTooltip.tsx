/**
 * A listed file name over 60 characters shows whole in a tooltip (docs/documents.md, Bridge
 * letters); shorter names show as they are.
 */
import { Tooltip } from '@mantine/core';
import { fileNameTooltip } from '@trustfront/core';
import type { ReactElement } from 'react';

export function FileNameTooltip({ name, children }: { name: string; children: ReactElement }) {
  const label = fileNameTooltip(name);
  if (!label) return children;
  return (
    <Tooltip label={label} multiline maw={400} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Tooltip>
  );
}
