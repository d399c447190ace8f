/**
 * The extractive answerer: the sentences of the permitted passages that best answer a question,
 * each followed by the citation marker of its source, or nothing when they do not answer it.
 * Pure, so the server, the tests and the bench share it.
 */
import { SEARCH_LIMITS } from './constants.ts';
import {
  conceptWeight,
  contentTerms,
  questionConcepts,
  vocabularyOf,
  type Concept,
  type Vocabulary,
} from './question-terms.ts';

/**
 * The weighted share of a question's concepts a sentence must hold to answer it; calibrated on
 * the tuning questions of the benchmark (docs/search.md, Figures).
 */
export const ANSWER_COVERAGE = 0.5;

/** Sentences of a passage: split after ., ! or ? followed by a space, and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 12);
}

export interface AnswerPassage {
  /** The passage's title (a question, an item name): it counts for matching, not as a sentence. */
  title: string;
  text: string;
}

export interface ExtractiveAnswer {
  /** The answer with markers such as [1], or null when the passages do not answer. */
  answer: string | null;
  /** Indexes (into the passages given) of the sources cited, in marker order. */
  cited: number[];
}

interface Candidate {
  sentence: string;
  passage: number;
  score: number;
}

/** Stems of at least this many letters meet when one begins the other ('notifi', 'notific'). */
const PREFIX_MEET = 5;

/** Whether stems hold a stem, as it is or as the beginning of a longer one or of a shorter. */
function hasStem(terms: ReadonlySet<string>, s: string): boolean {
  if (terms.has(s)) return true;
  if (s.length < PREFIX_MEET) return false;
  for (const t of terms) {
    if (t.length >= PREFIX_MEET && (t.startsWith(s) || s.startsWith(t))) return true;
  }
  return false;
}

/** Whether a set of stems holds one of a concept's namings in full. */
export const holds = (terms: ReadonlySet<string>, concept: Concept) =>
  concept.alternatives.some((stems) => stems.every((s) => hasStem(terms, s)));

/**
 * Scores each sentence by the weighted share of the question's concepts it holds (a concept
 * named only in its passage's title counts half; a rare concept weighs more than a common one,
 * one the content never names the most), slightly preferring earlier passages, and keeps the
 * best sentences that reach `ANSWER_COVERAGE`, at most `SEARCH_LIMITS.answerSentences`, one
 * source a marker. The vocabulary is the content's the caller may see (the passages' own when
 * not given): it corrects spelling slips and weighs the concepts.
 */
export function extractiveAnswer(
  question: string,
  passages: readonly AnswerPassage[],
  vocabulary: Vocabulary = vocabularyOf(passages.map((p) => `${p.title} ${p.text}`)),
): ExtractiveAnswer {
  const concepts = questionConcepts(question, vocabulary);
  const weights = concepts.map((c) => conceptWeight(c, vocabulary));
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (concepts.length === 0 || total <= 0) return { answer: null, cited: [] };
  const candidates: Candidate[] = [];
  passages.forEach((p, passage) => {
    const titleTerms = new Set(contentTerms(p.title));
    for (const sentence of sentencesOf(p.text)) {
      const terms = new Set(contentTerms(sentence));
      let hit = 0;
      concepts.forEach((c, i) => {
        const w = weights[i] ?? 0;
        hit += holds(terms, c) ? w : holds(titleTerms, c) ? w / 2 : 0;
      });
      const coverage = hit / total;
      if (coverage >= ANSWER_COVERAGE) {
        candidates.push({ sentence, passage, score: coverage - passage * 0.01 });
      }
    }
  });
  candidates.sort((a, b) => b.score - a.score);
  const chosen: Candidate[] = [];
  for (const c of candidates) {
    if (chosen.length >= SEARCH_LIMITS.answerSentences) break;
    if (chosen.some((x) => x.sentence === c.sentence)) continue;
    chosen.push(c);
  }
  if (chosen.length === 0) return { answer: null, cited: [] };
  const cited: number[] = [];
  const parts = chosen.map((c) => {
    if (!cited.includes(c.passage)) cited.push(c.passage);
    const marker = cited.indexOf(c.passage) + 1;
    const sentence = /[.!?]$/.test(c.sentence) ? c.sentence : `${c.sentence}.`;
    return `${sentence} [${marker}]`;
  });
  return { answer: parts.join(' '), cited };
}

/**
 * A model's answer checked against the passages it was given: its citation markers [n] must name
 * passages 1..count; they are renumbered in order of first use so that they match the sources
 * returned. Null when it cites none of them (an answer that cites nothing is not grounded in the
 * published content and is not shown).
 */
export function groundedAnswer(text: string, count: number): ExtractiveAnswer | null {
  const cited: number[] = [];
  const answer = text
    .replace(/\[(\d+)\]/g, (_, n: string) => {
      const index = Number(n) - 1;
      if (index < 0 || index >= count) return '';
      if (!cited.includes(index)) cited.push(index);
      return `[${cited.indexOf(index) + 1}]`;
    })
    .replace(/[ \t]+([.,;:])/g, '$1')
    .trim();
  return cited.length ? { answer, cited } : null;
}
