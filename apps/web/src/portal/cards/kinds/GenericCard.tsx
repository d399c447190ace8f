import { LIMITS, type TCardView } from '@trustfront/core';
import type { ReactNode } from 'react';
import { BaseCard, EmptyCardText } from '../BaseCard.tsx';
import { ItemList } from '../ItemList.tsx';

/**
 * A card of items: the first three, then 'View more' (docs/editing.md, Card actions); the drawer
 * lists every item with its explanation. `extra` (integration statistics) comes before the items in
 * both.
 */
export function GenericCard({ card, extra }: { card: TCardView; extra?: ReactNode }) {
  const shown = card.items.slice(0, LIMITS.genericCardItems);
  const isEmpty = card.items.length === 0 && !extra;
  return (
    <BaseCard
      card={card}
      viewMore={card.items.length > shown.length}
      expanded={
        <>
          {extra}
          {isEmpty ? (
            <EmptyCardText card={card} />
          ) : (
            <ItemList items={card.items} withExplanation />
          )}
        </>
      }
    >
      {extra}
      {isEmpty ? <EmptyCardText card={card} /> : <ItemList items={shown} />}
    </BaseCard>
  );
}
