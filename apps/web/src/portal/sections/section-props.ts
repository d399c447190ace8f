import type { TCardView, TPortalView } from '@trustfront/core';

export interface SectionProps {
  view: TPortalView;
}

/** The card of a kind, when the caller may see it. */
export const findCard = (view: TPortalView, kind: TCardView['kind']) =>
  view.cards.find((card) => card.kind === kind);
