/**
 * The answer engine (docs/search.md, How an answer is chosen), shared by Ask AI and questionnaire
 * drafts: the caller's passages ranked by BM25 over the question's concepts, the candidates
 * ordered by how much of the main question one passage covers, and an answer only when the best
 * covers at least `ANSWER_BAR`; then up to three sources, each with its best sentence. Pure.
 */
import { sentencesOf } from '../search/extractive-answer.ts';
import type { Concept } from '../search/question-terms.ts';
import {
  bm25Scores,
  indexPassages,
  passageCoverage,
  titleMatch,
  weightOf,
  type EnginePassage,
  type PassageIndex,
} from './passage-index.ts';
import { mainQuestion, topicConcepts } from './question-parts.ts';

/**
 * The share of the main question's weighted concepts one passage must hold to answer it;
 * calibrated on the tuning part of the evaluation (docs/search.md, Figures).
 */
export const ANSWER_BAR = 0.64;
/** Passages looked at after ranking; sources cited at most. */
const CANDIDATES = 40;
export const MAX_SOURCES = 3;
/** The main question's most telling concepts that decide whether a passage answers it. */
const MAIN_CONCEPTS = 5;
/** How much a title naming what is asked counts when ordering the candidates. */
const TITLE_SHARE = 0.2;
/** How much the ranking's score counts beside coverage when ordering the candidates. */
const RANK_SHARE = 0.2;

export interface EngineSentence {
  text: string;
  /** The source it comes from (an `EnginePassage.source`). */
  source: number;
}

export interface EngineAnswer {
  /** The sources cited, best first. */
  sources: number[];
  /** The passage each source is cited for, in the same order. */
  passages: number[];
  /** The best sentence of each source cited, in the same order. */
  sentences: EngineSentence[];
  /** The best passage's coverage of the main question (0–1). */
  coverage: number;
}

interface Candidate {
  passage: number;
  coverage: number;
  score: number;
}

/** The sentence of a passage that holds most of the concepts (its title helping each one). */
function bestSentence(passage: EnginePassage, concepts: readonly Concept[]): string | null {
  const sentences = sentencesOf(passage.text);
  if (sentences.length <= 1) return sentences[0] ?? (passage.text.trim() || null);
  const one = indexPassages(sentences.map((text) => ({ source: 0, title: passage.title, text })));
  let best = 0;
  let bestCoverage = -1;
  sentences.forEach((_, i) => {
    const c = passageCoverage(one, i, concepts);
    if (c > bestCoverage) [best, bestCoverage] = [i, c];
  });
  return sentences[best] ?? null;
}

/** The candidates for a question, best first, with their coverage of its main question. */
export function rankCandidates(index: PassageIndex, question: string): Candidate[] {
  const concepts = topicConcepts(question, index.vocabulary, index.phrasingWords);
  const main = topicConcepts(mainQuestion(question), index.vocabulary, index.phrasingWords)
    .map((c) => ({ c, w: weightOf(c, index.vocabulary) }))
    .sort((a, b) => b.w - a.w)
    .slice(0, MAIN_CONCEPTS)
    .map(({ c }) => c);
  // The question's stems, its concepts' namings included ('MFA' holds 'multi-factor').
  const asked = new Set(concepts.flatMap((c) => c.alternatives.flat()));
  const ranked = [...bm25Scores(index, concepts)]
    .filter(([i]) => (index.passages[i]?.text.trim().length ?? 0) > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, CANDIDATES);
  const top = ranked[0]?.[1] ?? 1;
  return ranked
    .map(([passage, bm25]) => {
      const coverage = passageCoverage(index, passage, main);
      const prior = index.passages[passage]?.prior ?? 1;
      const named = TITLE_SHARE * titleMatch(index, passage, asked);
      return { passage, coverage, score: coverage * prior + (RANK_SHARE * bm25) / top + named };
    })
    .sort((a, b) => b.score - a.score || a.passage - b.passage);
}

/** The answer to a question from the index's passages, or null when none clears the bar. */
export function engineAnswer(
  index: PassageIndex,
  question: string,
  bar: number = ANSWER_BAR,
): EngineAnswer | null {
  const candidates = rankCandidates(index, question);
  const best = candidates[0];
  if (!best || best.coverage < bar) return null;
  const concepts = topicConcepts(question, index.vocabulary, index.phrasingWords);
  const answer: EngineAnswer = {
    sources: [],
    passages: [],
    sentences: [],
    coverage: best.coverage,
  };
  for (const c of candidates) {
    if (answer.sources.length >= MAX_SOURCES) break;
    const passage = index.passages[c.passage];
    if (!passage || c.coverage < bar || answer.sources.includes(passage.source)) continue;
    const text = bestSentence(passage, concepts);
    if (!text) continue;
    answer.sources.push(passage.source);
    answer.passages.push(c.passage);
    if (!answer.sentences.some((s) => s.text === text)) {
      answer.sentences.push({ text, source: passage.source });
    }
  }
  return answer.sources.length ? answer : null;
}

/** The extractive answer's text: each sentence followed by its source's marker ([1] to [3]). */
export function engineText(answer: EngineAnswer): string {
  return answer.sentences
    .map(({ text, source }) => {
      const sentence = /[.!?]$/.test(text) ? text : `${text}.`;
      return `${sentence} [${answer.sources.indexOf(source) + 1}]`;
    })
    .join(' ');
}
