/** A table row's buttons in the private app: small, in one line, the destructive one in red. */
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RowAction {
  label: string;
  onClick: () => void;
  /** Deletes or removes something: shown in red. */
  danger?: boolean;
}

/** The buttons, after `children` (a link, say) when given. */
export function RowActions({
  actions,
  children,
}: {
  actions: readonly RowAction[];
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {children}
      {actions.map(({ label, onClick, danger }) => (
        <Button
          key={label}
          size="xs"
          variant={danger ? 'light' : 'default'}
          color={danger ? 'red' : undefined}
          onClick={onClick}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
