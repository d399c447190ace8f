/**
 * The answer engine's index of one caller's passages (docs/search.md, How an answer is chosen):
 * every passage the caller may see, read once, its words stemmed; ranked in memory by BM25 over
 * the question's concepts (each concept scores by the best of its namings, the title's words
 * weighing more than the text's). Pure.
 */
import { holds } from '../search/extractive-answer.ts';
import { contentTerms, type Concept, type Vocabulary } from '../search/question-terms.ts';

/** One passage: a source's title and text (a long document is cut into several). */
export interface EnginePassage {
  /** The source it belongs to: passages of one source share it. */
  source: number;
  title: string;
  text: string;
  /**
   * How much the kind of source is preferred when passages cover a question alike: 1 for answers
   * written as answers (FAQs, items, controls, facts), less for a document's running text.
   */
  prior?: number;
}

interface Indexed {
  title: ReadonlySet<string>;
  terms: ReadonlySet<string>;
  counts: ReadonlyMap<string, number>;
  length: number;
}

export interface PassageIndex {
  passages: readonly EnginePassage[];
  vocabulary: Vocabulary;
  indexed: readonly Indexed[];
  /** Each stem's passages. */
  postings: ReadonlyMap<string, readonly number[]>;
  averageLength: number;
  /** The stems each question stem met, kept for the next question. */
  expanded: Map<string, string[]>;
  /**
   * English words whose commonest use is as a verb, an adverb or a preposition ('happens',
   * 'looked', 'outside'): one the content never names says how a question is put, not what about
   * (docs/search.md, How an answer is chosen).
   */
  phrasingWords: ReadonlySet<string>;
}

/** BM25's term saturation and length normalisation; a title's word counts this many times. */
const K1 = 1.2;
const B = 0.75;
const TITLE_BOOST = 2;
/** Stems of at least this many letters meet when one begins the other ('notifi', 'notific'). */
const PREFIX_MEET = 5;

export function indexPassages(
  passages: readonly EnginePassage[],
  phrasingWords: ReadonlySet<string> = new Set(),
): PassageIndex {
  const postings = new Map<string, number[]>();
  // The vocabulary is made in the same pass: each stem with the passages it occurs in.
  const terms = new Map<string, { count: number; word: string }>();
  const indexed = passages.map((p, i): Indexed => {
    const words = contentTerms(p.text);
    const title = new Set(contentTerms(p.title));
    const counts = new Map<string, number>();
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const w of title) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const w of counts.keys()) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
      const known = terms.get(w);
      if (known) known.count++;
      else terms.set(w, { count: 1, word: w });
    }
    return { title, terms: new Set(words), counts, length: words.length + title.size };
  });
  const total = indexed.reduce((sum, p) => sum + p.length, 0);
  return {
    passages,
    vocabulary: { passages: passages.length, terms },
    indexed,
    postings,
    averageLength: passages.length ? total / passages.length : 1,
    expanded: new Map(),
    phrasingWords,
  };
}

/** The index's stems a question's stem meets: itself, and those it begins or that begin it. */
function expand(index: PassageIndex, stem: string): string[] {
  const kept = index.expanded.get(stem);
  if (kept) return kept;
  const found = index.postings.has(stem) ? [stem] : [];
  index.expanded.set(stem, found);
  if (stem.length < PREFIX_MEET) return found;
  for (const known of index.postings.keys()) {
    if (known !== stem && known.length >= PREFIX_MEET) {
      if (known.startsWith(stem) || stem.startsWith(known)) found.push(known);
    }
  }
  return found;
}

/** BM25 of each passage for the concepts: per concept the best-scoring of its stems. */
export function bm25Scores(index: PassageIndex, concepts: readonly Concept[]): Map<number, number> {
  const n = index.passages.length;
  const scores = new Map<number, number>();
  for (const concept of concepts) {
    const stems = new Set(concept.alternatives.flat().flatMap((s) => expand(index, s)));
    const best = new Map<number, number>();
    for (const stem of stems) {
      const list = index.postings.get(stem) ?? [];
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const i of list) {
        const p = index.indexed[i];
        if (!p) continue;
        const tf = (p.counts.get(stem) ?? 0) + (p.title.has(stem) ? TITLE_BOOST - 1 : 0);
        const norm = tf + K1 * (1 - B + (B * p.length) / index.averageLength);
        const score = (idf * tf * (K1 + 1)) / norm;
        if (score > (best.get(i) ?? 0)) best.set(i, score);
      }
    }
    for (const [i, s] of best) scores.set(i, (scores.get(i) ?? 0) + s);
  }
  return scores;
}

/**
 * How much a concept tells passages apart (inverse document frequency of its commonest naming);
 * one the content never names weighs as much as the rarest word it does.
 */
export function weightOf(concept: Concept, vocabulary: Vocabulary): number {
  const count = Math.max(
    1,
    ...concept.alternatives.map((stems) =>
      Math.min(...stems.map((s) => vocabulary.terms.get(s)?.count ?? 0)),
    ),
  );
  return Math.log(1 + vocabulary.passages / count);
}

/**
 * What a concept missing from a passage costs beside one it holds: a word the content names
 * elsewhere may only be put otherwise in the passage; a word the content never names (after
 * spelling slips are corrected) says the content lacks the topic.
 */
const MISSING_KNOWN = 0.3;
const MISSING_UNKNOWN = 1.0;

/**
 * The weighted share of the concepts that a passage's title and text hold, the missing ones
 * weighed as `MISSING_KNOWN` and `MISSING_UNKNOWN` say.
 */
export function passageCoverage(
  index: PassageIndex,
  i: number,
  concepts: readonly Concept[],
): number {
  const p = index.indexed[i];
  if (!p) return 0;
  let missing = 0;
  let hit = 0;
  for (const c of concepts) {
    const w = weightOf(c, index.vocabulary);
    if (holds(p.terms, c) || holds(p.title, c)) hit += w;
    else missing += w * (c.known ? MISSING_KNOWN : MISSING_UNKNOWN);
  }
  return hit + missing > 0 ? hit / (hit + missing) : 0;
}

/**
 * The weighted share of a passage title's words that the question holds: a title that names
 * just what is asked ('Background checks' for 'Are new hires background checked?') marks its
 * source as the one about it.
 */
export function titleMatch(
  index: PassageIndex,
  i: number,
  questionTerms: ReadonlySet<string>,
): number {
  const p = index.indexed[i];
  if (!p || p.title.size === 0) return 0;
  let total = 0;
  let hit = 0;
  for (const t of p.title) {
    const w = Math.log(1 + index.vocabulary.passages / (index.vocabulary.terms.get(t)?.count ?? 1));
    total += w;
    if (questionTerms.has(t)) hit += w;
  }
  return total > 0 ? hit / total : 0;
}
