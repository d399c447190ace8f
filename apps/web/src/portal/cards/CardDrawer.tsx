import { Drawer, Group, Stack, useMatches } from '@mantine/core';
import { LIMITS } from '@trustfront/core';
import type { ReactNode } from 'react';
import { renderH3Title } from '../../ui/render-h3-title.tsx';
import { useT } from '../i18n/use-t.tsx';

interface CardDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The drawer's title: its own heading, which names the dialog. */
  title: string;
  /** Before the title (a card's icon). */
  icon?: ReactNode;
  /** Under the title, outside the heading (a card's display text, an item's card). */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Drawers opened from another drawer (the expanded item) sit above it. */
  zIndex?: number;
  /** Off while a drawer above this one should take the Escape key. */
  closeOnEscape?: boolean;
  testId?: string;
}

/**
 * The right-hand drawer of an expanded card or item (docs/editing.md, Card actions): 100vw on small
 * screens, 80vw on medium, 50vw on large, at most 800 px.
 */
export function CardDrawer({
  opened,
  onClose,
  title,
  icon,
  subtitle,
  children,
  zIndex,
  closeOnEscape = true,
  testId,
}: CardDrawerProps) {
  const t = useT();
  const size = useMatches({ base: '100vw', sm: '80vw', lg: '50vw' });
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      zIndex={zIndex}
      closeOnEscape={closeOnEscape}
      padding="lg"
      styles={{ content: { maxWidth: LIMITS.drawerMaxWidthPx } }}
      data-testid={testId}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header>
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            {icon}
            <Stack gap={4} miw={0}>
              <Drawer.Title renderRoot={renderH3Title}>{title}</Drawer.Title>
              {subtitle}
            </Stack>
          </Group>
          <Drawer.CloseButton aria-label={t('cards.close')} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
