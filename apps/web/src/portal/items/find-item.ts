import { itemDisplayTitle, type TCardView, type TItemView } from '@trustfront/core';

export interface ItemTarget {
  card: TCardView;
  item: TItemView;
}

/** What the URL names: an item uid, an item title, or a custom slug (from the path). */
export interface ItemRequest {
  itemUid: string | null;
  itemName: string | null;
  slug: string | null;
  /** The product named by `/product/{productSlug}/{slug}`. */
  productSlug: string | null;
}

const sameTitle = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/** The title the item is shown under (a risk item's label), which `?itemName=` names. */
export const displayTitleOf = ({ card, item }: ItemTarget) =>
  itemDisplayTitle(card.kind, item.title);

/**
 * The item and its card that the request names, in the order uid, slug, title. A title matches
 * the one shown on the card, or the item's stored title ('RecoveryTime') for older links.
 */
export function findItem(cards: readonly TCardView[], request: ItemRequest): ItemTarget | null {
  const all = cards.flatMap((card) => card.items.map((item) => ({ card, item })));
  if (request.itemUid) return all.find((t) => t.item.itemUid === request.itemUid) ?? null;
  if (request.slug) return all.find((t) => t.item.slug === request.slug) ?? null;
  if (request.itemName) {
    const name = request.itemName;
    return (
      all.find((t) => sameTitle(displayTitleOf(t), name)) ??
      all.find((t) => sameTitle(t.item.title, name)) ??
      null
    );
  }
  return null;
}
