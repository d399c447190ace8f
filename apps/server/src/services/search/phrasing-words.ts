/**
 * English words whose commonest use is as a verb, an adverb or a preposition ('happens',
 * 'looked', 'installed', 'outside'), from the part-of-speech lexicon of `wink-lexicon` (each
 * word's tags, its commonest first). The answer engine reads a question's word the content never
 * names as phrasing when it is one of them (docs/search.md, How an answer is chosen). Read once,
 * at the first scope indexed; only the lexicon's word list is loaded, not the package's WordNet
 * files.
 */
import { createRequire } from 'node:module';

/** Tags of verbs (VB, VBD, VBZ…), adverbs (RB…), prepositions (IN), particles (RP) and modals. */
const PHRASING_TAG = /^(?:VB|RB|IN$|RP$|MD$)/;

let words: ReadonlySet<string> | null = null;

/** The lexicon's words, lower-cased, whose first (commonest) tag is a phrasing one. */
export function phrasingWordsOf(lexicon: Readonly<Record<string, readonly string[]>>): Set<string> {
  const found = new Set<string>();
  for (const [word, tags] of Object.entries(lexicon)) {
    if (PHRASING_TAG.test(tags[0] ?? '')) found.add(word.toLowerCase());
  }
  return found;
}

/** The English words the answer engine reads as phrasing when the content never names them. */
export function englishPhrasingWords(): ReadonlySet<string> {
  if (!words) {
    const require = createRequire(import.meta.url);
    words = phrasingWordsOf(require('wink-lexicon/src/lexicon.js') as Record<string, string[]>);
  }
  return words;
}
