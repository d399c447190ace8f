import type { CardKind, EnabledState } from '../constants/cards.ts';

const ENABLED_RANK: Record<EnabledState, number> = {
  enabled: 0,
  work_in_progress: 1,
  not_enabled: 2,
};

/** Items sort with enabled first, then in progress, then not enabled; ties keep their order. */
export function sortItemsByState<T extends { enabledState: EnabledState }>(
  items: readonly T[],
): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        ENABLED_RANK[a.item.enabledState] - ENABLED_RANK[b.item.enabledState] || a.index - b.index,
    )
    .map(({ item }) => item);
}

/** Card kinds sorted first among cards (spec 2 §4 "Sort priority"). */
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

/** Security grades sort with the scorecard provider first (spec 3 §9). */
export function sortGrades<T extends { provider: string }>(grades: readonly T[]): T[] {
  return [...grades].sort(
    (a, b) =>
      Number(b.provider === 'securityscorecard') - Number(a.provider === 'securityscorecard'),
  );
}
