/**
 * The Documents card's list (docs/documents.md, Documents): which documents, in which order, in
 * which tab.
 */
import type { CardKind, TCardView, TDocument, TItemView, TPortalView } from '@trustfront/core';

/** A document with the item it belongs to. */
export interface PortalDocument extends TDocument {
  itemUid: string;
  itemTitle: string;
  /** The kind of the card the item is on: an access request asked from it says so. */
  cardKind: CardKind;
  /** The item's access is not public. */
  isPrivate: boolean;
}

export type DocumentTab = 'all' | 'public' | 'private';

/** The documents of one item, each with the item it belongs to. */
export function documentsOfItem(item: TItemView, cardKind: CardKind): PortalDocument[] {
  return item.documents.map((doc) => ({
    ...doc,
    itemUid: item.itemUid,
    itemTitle: item.title,
    cardKind,
    isPrivate: item.access !== 'public',
  }));
}

/**
 * Documents of every item of every card of the view, each file once (the first item linking
 * it wins), in card and item order.
 */
export function collectDocuments(view: TPortalView): PortalDocument[] {
  const seen = new Set<string>();
  const documents: PortalDocument[] = [];
  for (const card of view.cards) {
    for (const item of card.items) {
      for (const doc of documentsOfItem(item, card.kind)) {
        if (seen.has(doc.fileId)) continue;
        seen.add(doc.fileId);
        documents.push(doc);
      }
    }
  }
  return documents;
}

/** Tabs show only when both public and private documents exist; otherwise All is used. */
export function hasTabs(documents: readonly PortalDocument[]): boolean {
  return documents.some((d) => d.isPrivate) && documents.some((d) => !d.isPrivate);
}

export function inTab(documents: readonly PortalDocument[], tab: DocumentTab): PortalDocument[] {
  if (tab === 'all') return [...documents];
  return documents.filter((d) => d.isPrivate === (tab === 'private'));
}

/**
 * Splits documents into the featured ones (items listed in the Documents card's
 * featuredDocuments, in that order) and the others, in their own order.
 */
export function splitFeatured(
  documents: readonly PortalDocument[],
  card: Pick<TCardView, 'featuredDocuments'>,
): { featured: PortalDocument[]; others: PortalDocument[] } {
  const rank = new Map(card.featuredDocuments.map((uid, i) => [uid, i]));
  const featured = documents
    .filter((d) => rank.has(d.itemUid))
    .sort((a, b) => (rank.get(a.itemUid) ?? 0) - (rank.get(b.itemUid) ?? 0));
  return { featured, others: documents.filter((d) => !rank.has(d.itemUid)) };
}

export interface CollapsedDocuments {
  featured: PortalDocument[];
  others: PortalDocument[];
  /** Documents left out of the collapsed view; the card offers 'View all documents' when any. */
  hiddenCount: number;
}

/**
 * The collapsed view: the featured documents when there are any, otherwise the first ones, at
 * most `limit` either way (docs/documents.md, Documents: 12, or 9 on small screens).
 */
export function collapseDocuments(
  split: { featured: PortalDocument[]; others: PortalDocument[] },
  limit: number,
): CollapsedDocuments {
  const total = split.featured.length + split.others.length;
  const shown =
    split.featured.length > 0
      ? { featured: split.featured.slice(0, limit), others: [] }
      : { featured: [], others: split.others.slice(0, limit) };
  return { ...shown, hiddenCount: total - shown.featured.length - shown.others.length };
}
