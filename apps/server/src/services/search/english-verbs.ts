/**
 * English words whose commonest use is as a verb ('happens', 'looked', 'installed'), from the
 * part-of-speech lexicon of `wink-lexicon` (each word's tags, its commonest first). The answer
 * engine reads a question's word the content never names as phrasing when it is one of them
 * (docs/search.md, How an answer is chosen). Read once, at the first scope indexed; only the
 * lexicon's word list is loaded, not the package's WordNet files.
 */
import { createRequire } from 'node:module';

let verbs: ReadonlySet<string> | null = null;

/** The lexicon's words, lower-cased, whose first (commonest) tag is a verb's (VB, VBD, VBZ…). */
export function verbsOf(lexicon: Readonly<Record<string, readonly string[]>>): Set<string> {
  const found = new Set<string>();
  for (const [word, tags] of Object.entries(lexicon)) {
    if (tags[0]?.startsWith('VB')) found.add(word.toLowerCase());
  }
  return found;
}

/** The English verbs the answer engine reads as phrasing when the content never names them. */
export function englishVerbs(): ReadonlySet<string> {
  if (!verbs) {
    const lexicon = createRequire(import.meta.url)('wink-lexicon/src/lexicon.js') as Record<
      string,
      string[]
    >;
    verbs = verbsOf(lexicon);
  }
  return verbs;
}
