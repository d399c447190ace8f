import { Drawer, useMatches } from '@mantine/core';
import { LIMITS } from '@trustfront/core';
import type { ReactNode } from 'react';
import { CARD_TEXTS } from './texts.ts';

interface CardDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Drawers opened from another drawer (the expanded item) sit above it. */
  zIndex?: number;
  /** Off while a drawer above this one should take the Escape key. */
  closeOnEscape?: boolean;
  testId?: string;
}

/**
 * The right-hand drawer of an expanded card or item (spec 3 §2.4): 100vw on small screens, 80vw
 * on medium, 50vw on large, at most 800 px.
 */
export function CardDrawer({
  opened,
  onClose,
  title,
  children,
  zIndex,
  closeOnEscape = true,
  testId,
}: CardDrawerProps) {
  const size = useMatches({ base: '100vw', sm: '80vw', lg: '50vw' });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      zIndex={zIndex}
      closeOnEscape={closeOnEscape}
      closeButtonProps={{ 'aria-label': CARD_TEXTS.close }}
      padding="lg"
      styles={{
        content: { maxWidth: LIMITS.drawerMaxWidthPx },
        title: { flex: 1, minWidth: 0 },
      }}
      data-testid={testId}
    >
      {children}
    </Drawer>
  );
}
