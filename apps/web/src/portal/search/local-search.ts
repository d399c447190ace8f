/**
 * Local text search (docs/search.md, Result types and Sources): Fuse.js over what the page already
 * holds, the trust items of the view and the topics' updates, matching on item name, message,
 * subject and origin. It only ever sees what the server sent this caller.
 */
import Fuse from 'fuse.js';
import {
  bitapChunks,
  mayFuzzyMatch,
  prepareChunk,
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

/** Fuse.js's threshold: the share of a pattern's characters that may be wrong. */
const THRESHOLD = 0.35;

const KEYS = [
  { name: 'name', weight: 3 },
  { name: 'subject', weight: 2 },
  { name: 'message', weight: 1 },
  { name: 'origin', weight: 0.5 },
] as const;

type Lowered = Record<(typeof KEYS)[number]['name'], string> & { entry: LocalEntry };

/**
 * An index over entries (the page's, or generated ones for the benchmark). The texts are kept
 * lower-cased once; a search skips one-character terms, and hands Fuse.js only the entries with
 * a text it could match (one pass each, `mayFuzzyMatch`), so a keystroke stays cheap with
 * thousands of entries while the results are Fuse.js's own.
 */
export function indexEntries(entries: readonly LocalEntry[]): LocalIndex {
  const lowered: Lowered[] = entries.map((entry) => ({
    entry,
    name: entry.name.toLowerCase(),
    subject: entry.subject.toLowerCase(),
    message: entry.message.toLowerCase(),
    origin: entry.origin.toLowerCase(),
  }));
  const options = {
    keys: KEYS.map((k) => ({ ...k })),
    threshold: THRESHOLD,
    ignoreLocation: true,
    isCaseSensitive: true,
    minMatchCharLength: 2,
  };
  const all = new Fuse(lowered, options);
  return {
    search: (term) => {
      const pattern = term.slice(0, SEARCH_LIMITS.termMaxLength).toLowerCase();
      if (pattern.trim().length < 2) return [];
      const chunks = bitapChunks(pattern).map(prepareChunk);
      const candidates = lowered.filter((e) =>
        KEYS.some(({ name }) => e[name] !== '' && mayFuzzyMatch(chunks, e[name], THRESHOLD)),
      );
      const fuse = candidates.length === lowered.length ? all : new Fuse(candidates, options);
      return fuse.search(pattern, { limit: 200 }).map((r) => r.item.entry.result);
    },
  };
}
