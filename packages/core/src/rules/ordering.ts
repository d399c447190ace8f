import { SECTION_CARD_KINDS, type CardKind, type EnabledState } from '../constants/cards.ts';

const ENABLED_RANK: Record<EnabledState, number> = {
  enabled: 0,
  work_in_progress: 1,
  not_enabled: 2,
};

/** Card kinds sorted first among cards (docs/portal.md, Cards). */
const CARD_PRIORITY: readonly CardKind[] = ['Reports'];

/** Cards in their stored order, with priority kinds (Reports) first. */
export function sortCards<T extends { kind: CardKind }>(cards: readonly T[]): T[] {
  const rank = (kind: CardKind) => {
    const i = CARD_PRIORITY.indexOf(kind);
    return i === -1 ? CARD_PRIORITY.length : i;
  };
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => rank(a.card.kind) - rank(b.card.kind) || a.index - b.index)
    .map(({ card }) => card);
}

/** Kinds with a section of their own: the section order places them, not the card order. */
const SECTION_KINDS: readonly CardKind[] = Object.values(SECTION_CARD_KINDS);

/**
 * Whether a card's place in the card order changes the page (docs/editing.md, Ordering): true for
 * the cards of the cards grid, false for a kind with a section of its own and for a kind always
 * put first (Reports).
 */
export const isCardOrderMovable = (kind: CardKind): boolean =>
  !SECTION_KINDS.includes(kind) && !CARD_PRIORITY.includes(kind);

/**
 * The product's whole card order with the movable cards in `moved`'s order: each movable card
 * takes the next place a movable card held, the others keep theirs. A movable kind missing from
 * `moved` keeps its relative order after those given.
 */
export function withMovedCards(all: readonly CardKind[], moved: readonly CardKind[]): CardKind[] {
  const movable = all.filter(isCardOrderMovable);
  const queue = [
    ...new Set([
      ...moved.filter((kind) => movable.includes(kind)),
      ...movable.filter((kind) => !moved.includes(kind)),
    ]),
  ];
  return all.map((kind) => (isCardOrderMovable(kind) ? (queue.shift() ?? kind) : kind));
}

/** The fields of an item the in-card priorities read. */
export interface PrioritizedItem {
  enabledState: EnabledState;
  title: string;
  details: { grade?: { provider: string } | undefined };
}

/**
 * Items a card puts first whatever their stored order (docs/portal.md, Items; docs/editing.md,
 * Limits).
 */
const ITEM_PRIORITY: Partial<Record<CardKind, (item: PrioritizedItem) => boolean>> = {
  SecurityGrades: (item) => item.details.grade?.provider === 'securityscorecard',
  Legal: (item) => /subprocessor/i.test(item.title),
};

/**
 * A card's items in display order: enabled first, then in progress, then not enabled; within a
 * state the card's priority items first (the scorecard provider among grades, subprocessors
 * within Legal), then the stored order.
 */
export function sortCardItems<T extends PrioritizedItem>(kind: CardKind, items: readonly T[]): T[] {
  const isPriority = ITEM_PRIORITY[kind] ?? (() => false);
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        ENABLED_RANK[a.item.enabledState] - ENABLED_RANK[b.item.enabledState] ||
        Number(isPriority(b.item)) - Number(isPriority(a.item)) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

/** A move of a re-order menu (docs/editing.md, Ordering). */
export type ListMove = 'top' | 'up' | 'down' | 'bottom';

/**
 * The list with the entry at `index` moved, never beyond the list's bounds (docs/editing.md,
 * Ordering).
 */
export function moveInList<T>(list: readonly T[], index: number, move: ListMove): T[] {
  const next = [...list];
  if (index < 0 || index >= list.length) return next;
  const target = {
    top: 0,
    up: Math.max(0, index - 1),
    down: Math.min(list.length - 1, index + 1),
    bottom: list.length - 1,
  }[move];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry as T);
  return next;
}
