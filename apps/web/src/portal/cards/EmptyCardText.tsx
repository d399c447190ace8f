import { Stack, Text } from '@mantine/core';
import type { TCardView } from '@trustfront/core';
import { usePortal } from '../portal-context.tsx';
import { emptyCardGuide } from './texts.ts';
import { useT } from '../i18n/use-t.tsx';

/**
 * The card's placeholder, or a default text, when it has nothing to show. In main mode staff
 * also read what to add and whether visitors see the card (docs/editing.md, Empty cards).
 */
export function EmptyCardText({ card, fallback }: { card: TCardView; fallback?: string }) {
  const t = useT();
  const { view } = usePortal();
  const text = (
    <Text size="sm" c="dimmed">
      {card.placeholder ?? fallback ?? t('cards.emptyCard')}
    </Text>
  );
  if (view.mode !== 'main') return text;
  return (
    <Stack gap={4}>
      {text}
      <Text size="sm" data-empty-card-guide>
        {emptyCardGuide(card.kind, card.hidden)}
      </Text>
    </Stack>
  );
}
