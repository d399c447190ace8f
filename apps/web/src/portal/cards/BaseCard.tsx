import { ActionIcon, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsMaximize } from '../../ui/icons/icons.ts';
import { PORTAL_EVENT_NAMES, type TCardView } from '@trustfront/core';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { trackEvent } from '../../ui/track-event.ts';
import { CardEditControls, CardEditor } from '../editing/lazy-controls.tsx';
import { useItemLinks } from '../items/use-item-links.ts';
import { usePortal } from '../portal-context.tsx';
import { CardIcon } from './card-icons.tsx';
import { CardDrawer } from './CardDrawer.tsx';
import { useT } from '../i18n/use-t.tsx';

/** Clicks on these inside a card do their own thing instead of expanding the card. */
const INTERACTIVE = 'a, button, input, textarea, select, label, [role="button"], [data-no-expand]';

function CardDisplayText({ card }: { card: TCardView }) {
  if (!card.displayText) return null;
  return (
    <Text size="sm" c="dimmed" lineClamp={2}>
      {card.displayText}
    </Text>
  );
}

/** A card's icon, its title (the card's h3) and display text, at the head of the card. */
export function CardTitle({ card }: { card: TCardView }) {
  const { view } = usePortal();
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <CardIcon card={card} orgId={view.org.id} />
      <Box miw={0}>
        <Title order={3} size="h4" lineClamp={2}>
          {card.title}
        </Title>
        <CardDisplayText card={card} />
      </Box>
    </Group>
  );
}

/** 'View more' under a card's summary, opening its full list. */
export function ViewMoreButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Group mt="sm">
      <Button variant="subtle" size="compact-sm" px={0} onClick={onClick}>
        {t('knowledgeBase.viewMore')}
      </Button>
    </Group>
  );
}

interface BaseCardProps {
  card: TCardView;
  /** The card's summary on the page. */
  children: ReactNode;
  /** The drawer's content; the summary when absent. */
  expanded?: ReactNode;
  /**
   * Clicking anywhere on the card expands it (all cards but Subprocessors, docs/portal.md, Cards).
   */
  expandOnClick?: boolean;
  /** Shows 'View more' under the summary, opening the drawer. */
  viewMore?: boolean;
  /** Shown in the header before the expand control. */
  headerAside?: ReactNode;
}

/**
 * The base card (docs/portal.md, Cards): header with icon, title, display text and expand control;
 * clicking the card expands it into the right-hand drawer.
 */
export function BaseCard({
  card,
  children,
  expanded,
  expandOnClick = true,
  viewMore = false,
  headerAside,
}: BaseCardProps) {
  const t = useT();
  const { view } = usePortal();
  const [opened, disclosure] = useDisclosure(false);
  // Closing an expanded card is tracked with how long it was open (docs/staff.md, Analytics).
  const openedAt = useRef(0);
  const open = () => {
    openedAt.current = performance.now();
    disclosure.open();
  };
  const close = () => {
    trackEvent(PORTAL_EVENT_NAMES.cardClosed, {
      productId: view.product.productId,
      cardKind: card.kind,
      openMs: Math.round(performance.now() - openedAt.current),
    });
    disclosure.close();
  };
  // An item opened from this drawer sits above it and takes the Escape key.
  const { isItemOpen } = useItemLinks();

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!expandOnClick) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    // Selecting text in a card is not a request to expand it.
    if (window.getSelection()?.toString()) return;
    open();
  };

  return (
    <>
      <Card
        withBorder
        radius="md"
        padding="lg"
        h="100%"
        data-testid={`card-${card.kind}`}
        onClick={handleClick}
        data-hidden={card.hidden || undefined}
        style={{
          cursor: expandOnClick ? 'pointer' : undefined,
          // Staff in main mode also see hidden cards; they stay recognisable as hidden by a dashed
          // border on gray, not by fading, which would take their text below readable contrast.
          ...(card.hidden
            ? {
                borderStyle: 'dashed',
                borderColor: 'var(--mantine-color-gray-5)',
                background: 'var(--mantine-color-gray-0)',
              }
            : {}),
        }}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <CardTitle card={card} />
          <Group gap="xs" wrap="nowrap">
            {headerAside}
            {view.mode === 'main' ? <CardEditControls card={card} /> : null}
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={open}
              aria-label={t('cards.expandCard', { title: card.title })}
            >
              <IconArrowsMaximize size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Stack gap="sm" mt="md" style={{ flex: 1 }}>
          {children}
        </Stack>
        {viewMore ? <ViewMoreButton onClick={open} /> : null}
      </Card>
      <CardDrawer
        opened={opened}
        onClose={close}
        closeOnEscape={!isItemOpen}
        title={card.title}
        icon={<CardIcon card={card} orgId={view.org.id} />}
        subtitle={<CardDisplayText card={card} />}
        testId={`card-drawer-${card.kind}`}
      >
        <Stack gap="md">
          {view.mode === 'main' ? (
            <CardEditor card={card}>{expanded ?? children}</CardEditor>
          ) : (
            (expanded ?? children)
          )}
        </Stack>
      </CardDrawer>
    </>
  );
}

export { EmptyCardText } from './EmptyCardText.tsx';
