/**
 * When two questions are nearly the same, and when two answers disagree (docs/questionnaires.md,
 * It learns): a learned answer updates the entry asking nearly the same instead of adding a twin,
 * and two entries answering one question differently are a knowledge-base conflict.
 */

/** Words too common to tell two questions apart. */
const STOP_WORDS = new Set(
  (
    'a an and any are as at be by can do does for from has have how if in is it its of on or ' +
    'our the their there this to was we what when where which who will with you your'
  ).split(' '),
);

/** The question's words: lower case, without punctuation and common words, plurals as singular. */
export function questionTokens(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  return new Set(words);
}

function overlapOf(ta: ReadonlySet<string>, tb: ReadonlySet<string>): number {
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return (2 * shared) / (ta.size + tb.size);
}

/** The share of words two texts have in common (Dice coefficient), 0 … 1. */
export const tokenOverlap = (a: string, b: string): number =>
  overlapOf(questionTokens(a), questionTokens(b));

/** From this overlap on, two questions ask the same. */
export const NEAR_DUPLICATE_OVERLAP = 0.8;

export const isNearDuplicate = (a: string, b: string): boolean =>
  tokenOverlap(a, b) >= NEAR_DUPLICATE_OVERLAP;

/** The entry asking nearly the same as `question`, the closest first; null when none does. */
export function nearestEntry<T extends { question: string }>(
  question: string,
  entries: readonly T[],
): T | null {
  let best: { entry: T; score: number } | null = null;
  for (const entry of entries) {
    const score = tokenOverlap(question, entry.question);
    if (score >= NEAR_DUPLICATE_OVERLAP && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}

/** 'yes' or 'no' when the answer starts with one, else null. */
function polarity(answer: string): 'yes' | 'no' | null {
  const first = /^\s*(yes|no)\b/i.exec(answer)?.[1]?.toLowerCase();
  return first === 'yes' || first === 'no' ? first : null;
}

/**
 * Whether two answers say different things: opposite Yes and No, or (without both) texts with
 * less than half their words in common.
 */
export function answersDiffer(a: string, b: string): boolean {
  const pa = polarity(a);
  const pb = polarity(b);
  if (pa && pb) return pa !== pb;
  return tokenOverlap(a, b) < 0.5;
}

export interface ConflictEntry {
  id: string;
  question: string;
  answer: string;
}

/** Pairs of entries asking nearly the same question and answering it differently. */
export function findConflicts<T extends ConflictEntry>(entries: readonly T[]): [T, T][] {
  const tokens = entries.map((e) => questionTokens(e.question));
  const pairs: [T, T][] = [];
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) {
      const a = entries[i];
      const b = entries[j];
      const ta = tokens[i];
      const tb = tokens[j];
      if (!a || !b || !ta || !tb) continue;
      if (overlapOf(ta, tb) >= NEAR_DUPLICATE_OVERLAP && answersDiffer(a.answer, b.answer)) {
        pairs.push([a, b]);
      }
    }
  }
  return pairs;
}
