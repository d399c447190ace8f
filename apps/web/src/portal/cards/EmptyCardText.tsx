import { Text } from '@mantine/core';
import type { TCardView } from '@trustfront/core';
import { CARD_TEXTS } from './texts.ts';

/** The card's placeholder, or a default text, when it has nothing to show. */
export function EmptyCardText({ card, fallback }: { card: TCardView; fallback?: string }) {
  return (
    <Text size="sm" c="dimmed">
      {card.placeholder ?? fallback ?? CARD_TEXTS.emptyCard}
    </Text>
  );
}
