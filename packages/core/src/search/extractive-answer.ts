/**
 * The extractive answerer: the sentences of the permitted passages that best answer a question,
 * each followed by the citation marker of its source, or nothing when they do not answer it.
 * Pure, so the server, the tests and the bench share it.
 */
import { SEARCH_LIMITS } from './constants.ts';

const STOP_WORDS = new Set(
  (
    'a an and any are as at be been by can could did do does doing for from had has have how i ' +
    'if in into is it its me my of on or our ours please should so than that the their them ' +
    'there these they this those to us was we were what when where which who whom why will ' +
    'with would you your yours about also there here tell know'
  ).split(' '),
);

const SUFFIXES = ['ations', 'ation', 'ions', 'ion', 'ings', 'ing', 'ies', 'ed', 'es', 's'];

/** A crude stem: enough for "encrypt", "encrypted" and "encryption" to meet. */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/** The content words of a text, stemmed, in order (repeats kept). */
export function contentTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}

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

/**
 * Scores each sentence by the share of the question's content words it holds (its passage's
 * title counts half), slightly preferring earlier passages, and keeps the best sentences that hold
 * at least half of them, at most `SEARCH_LIMITS.answerSentences`, one source a marker.
 */
export function extractiveAnswer(
  question: string,
  passages: readonly AnswerPassage[],
): ExtractiveAnswer {
  const asked = [...new Set(contentTerms(question))];
  if (asked.length === 0) return { answer: null, cited: [] };
  const candidates: Candidate[] = [];
  passages.forEach((p, passage) => {
    const titleTerms = new Set(contentTerms(p.title));
    for (const sentence of sentencesOf(p.text)) {
      const terms = new Set(contentTerms(sentence));
      let hit = 0;
      for (const t of asked) hit += terms.has(t) ? 1 : titleTerms.has(t) ? 0.5 : 0;
      const coverage = hit / asked.length;
      if (coverage >= 0.5) candidates.push({ sentence, passage, score: coverage - passage * 0.01 });
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
