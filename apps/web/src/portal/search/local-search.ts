/**
 * Local text search (docs/search.md, Result types and Sources): Fuse.js over what the page already
 * holds, the trust items of the view and the topics' updates, matching on item name, message,
 * subject and origin. It only ever sees what the server sent this caller.
 */
import Fuse from 'fuse.js';
import {
  bitapChunks,
  contentTerms,
  mayFuzzyMatch,
  prepareChunk,
  questionConcepts,
  SEARCH_THESAURUS,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  vocabularyOf,
  type Concept,
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

function entriesOf(
  view: TPortalView,
  topics: readonly TTopic[],
  updatesOrigin: string,
): LocalEntry[] {
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
      origin: updatesOrigin,
      result: {
        id: update.id,
        type: 'TrustCenterUpdates' as const,
        source: 'fuse' as const,
        title: topic.subject,
        subtitle: updatesOrigin,
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
export function buildLocalIndex(
  view: TPortalView,
  topics: readonly TTopic[],
  /** Where an update comes from, in the page's language. */
  updatesOrigin: string = SEARCH_MESSAGES.updatesOrigin,
): LocalIndex {
  return indexEntries(entriesOf(view, topics, updatesOrigin));
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

/** Each field's content words, stemmed, for matching by word. */
type Worded = Record<(typeof KEYS)[number]['name'], readonly string[]>;

/** How well a field's words hold a concept: 1 for a whole word, 0.8 for a word it begins. */
function held(words: readonly string[], concept: Concept): number {
  let best = 0;
  for (const stems of concept.alternatives) {
    let least = 1;
    for (const s of stems) {
      const exact = words.includes(s);
      if (!exact && !words.some((w) => w.startsWith(s))) {
        least = 0;
        break;
      }
      if (!exact) least = Math.min(least, 0.8);
    }
    best = Math.max(best, least);
  }
  return best;
}

/**
 * Entries that hold every concept of the term (as a word or the start of one, under any of its
 * names, its slips corrected to the page's words), best first: a concept in the name weighs most,
 * then the subject, the message and the origin. Empty when some concept is held by no entry.
 */
function byWords(
  worded: readonly (Worded & { entry: LocalEntry })[],
  concepts: readonly Concept[],
) {
  const scored: { entry: LocalEntry; score: number }[] = [];
  for (const e of worded) {
    let score = 0;
    for (const concept of concepts) {
      const best = Math.max(...KEYS.map(({ name, weight }) => held(e[name], concept) * weight));
      if (best === 0) {
        score = 0;
        break;
      }
      score += best;
    }
    if (score > 0) scored.push({ entry: e.entry, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.entry.result);
}

/**
 * An index over entries (the page's, or generated ones for the benchmark). A term is first
 * matched by words, precisely (docs/search.md, Local search); only when no entry holds all its
 * words does Fuse.js look for it letter by letter. The texts are kept lower-cased once; a search
 * skips one-character terms, and hands Fuse.js only the entries with a text it could match (one
 * pass each, `mayFuzzyMatch`), so a keystroke stays cheap with thousands of entries.
 */
export function indexEntries(entries: readonly LocalEntry[]): LocalIndex {
  const lowered: Lowered[] = entries.map((entry) => ({
    entry,
    name: entry.name.toLowerCase(),
    subject: entry.subject.toLowerCase(),
    message: entry.message.toLowerCase(),
    origin: entry.origin.toLowerCase(),
  }));
  const worded = entries.map((entry) => ({
    entry,
    name: contentTerms(entry.name),
    subject: contentTerms(entry.subject),
    message: contentTerms(entry.message),
    origin: contentTerms(entry.origin),
  }));
  const vocabulary = vocabularyOf(entries.map((e) => `${e.name} ${e.subject} ${e.message}`));
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
      const concepts = questionConcepts(pattern, vocabulary, SEARCH_THESAURUS);
      const precise = concepts.length ? byWords(worded, concepts) : [];
      if (precise.length) return precise.slice(0, 200);
      const chunks = bitapChunks(pattern).map(prepareChunk);
      const candidates = lowered.filter((e) =>
        KEYS.some(({ name }) => e[name] !== '' && mayFuzzyMatch(chunks, e[name], THRESHOLD)),
      );
      const fuse = candidates.length === lowered.length ? all : new Fuse(candidates, options);
      return fuse.search(pattern, { limit: 200 }).map((r) => r.item.entry.result);
    },
  };
}
