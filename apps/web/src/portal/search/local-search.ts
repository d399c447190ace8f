/**
 * Local text search (spec 2 §3, §4 "fuse" source): Fuse.js over what the page already holds,
 * the trust items of the view and the topics' updates, matching on item name, message, subject
 * and origin. It only ever sees what the server sent this caller.
 */
import Fuse from 'fuse.js';
import {
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  type TPortalView,
  type TSearchResultItem,
  type TTopic,
} from '@trustfront/core';

export interface LocalEntry {
  result: TSearchResultItem;
  name: string;
  message: string;
  subject: string;
  origin: string;
}

function entriesOf(view: TPortalView, topics: readonly TTopic[]): LocalEntry[] {
  const items = view.cards.flatMap((card) =>
    card.items.map((item) => {
      const explanation = item.details.explanation ?? '';
      return {
        name: item.title,
        message: explanation,
        subject: '',
        origin: card.title,
        result: {
          id: item.itemUid,
          type: 'TrustCenterContent' as const,
          source: 'fuse' as const,
          title: item.title,
          subtitle: card.title,
          icon: 'shield',
          original: {
            metadata: {
              itemUid: item.itemUid,
              cardTitle: card.title,
              explanation,
              slug: item.slug,
            },
            content: [{ value: explanation }],
          },
        },
      };
    }),
  );
  const updates = topics.flatMap((topic) =>
    topic.updates.map((update) => ({
      name: '',
      message: update.message,
      subject: topic.subject,
      origin: SEARCH_MESSAGES.updatesOrigin,
      result: {
        id: update.id,
        type: 'TrustCenterUpdates' as const,
        source: 'fuse' as const,
        title: topic.subject,
        subtitle: SEARCH_MESSAGES.updatesOrigin,
        icon: 'bell',
        original: {
          metadata: { topicId: topic.id, description: update.message },
          content: [{ value: update.message }],
        },
      },
    })),
  );
  return [...items, ...updates];
}

export interface LocalIndex {
  search(term: string): TSearchResultItem[];
}

/** An index over the page's items and updates. */
export function buildLocalIndex(view: TPortalView, topics: readonly TTopic[]): LocalIndex {
  return indexEntries(entriesOf(view, topics));
}

/** An index over entries (the page's, or generated ones for the benchmark). */
export function indexEntries(entries: readonly LocalEntry[]): LocalIndex {
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'name', weight: 3 },
      { name: 'subject', weight: 2 },
      { name: 'message', weight: 1 },
      { name: 'origin', weight: 0.5 },
    ],
    threshold: 0.35,
    ignoreLocation: true,
    minMatchCharLength: 2,
  });
  return {
    search: (term) =>
      fuse
        .search(term.slice(0, SEARCH_LIMITS.termMaxLength), { limit: 200 })
        .map((r) => r.item.result),
  };
}
