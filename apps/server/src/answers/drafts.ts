/**
 * Questionnaire drafts (docs/search.md, Drafts): each question answered by the answer engine
 * from the sources of one scope (staff's or a member's), with a short answer where the question
 * asks for one, an explanation from the best passages, up to three cited sources and a confidence
 * with its reason; a question nothing supports is left to a person, never invented.
 */
import {
  DRAFT_REASONS,
  closedAnswer,
  confidenceOf,
  coverageOf,
  questionConcepts,
  questionForm,
  verdictOf,
  type Confidence,
} from '@trustfront/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { answerInScope } from '../services/search/answer-question.ts';
import { scopeVocabulary } from '../services/search/scope-vocabulary.ts';
import type { PassageVectors } from '../services/search/vectors/vector-search.ts';
import { draftSourceOf, type DraftSourceRef } from './draft-sources.ts';
import type { DraftScope } from './draft-scope.ts';

export { memberDraftScope, staffDraftScope, type DraftScope } from './draft-scope.ts';
export type { DraftSourceRef } from './draft-sources.ts';

export interface DraftInput {
  key: string;
  text: string;
  answerOptions: string[] | null;
}

export interface EngineDraft {
  answer: string | null;
  explanation: string | null;
  confidence: Confidence | null;
  reason: string;
  sources: DraftSourceRef[];
}

export type DraftDeps = { db: Db; config: Pick<Config, 'llm'>; vectors: PassageVectors };

const MAX_SOURCES = 3;

const needsPerson = (): EngineDraft => ({
  answer: null,
  explanation: null,
  confidence: null,
  reason: DRAFT_REASONS.needsPerson,
  sources: [],
});

/** The explanation's first sentence without its citation marker. */
const firstSentence = (explanation: string) =>
  (explanation.split(/(?<=\])\s+/)[0] ?? explanation).replace(/\s*\[\d+\]\s*$/, '').trim();

async function draftOne(deps: DraftDeps, scope: DraftScope, q: DraftInput): Promise<EngineDraft> {
  const { answer, cited } = await answerInScope(deps, scope.search, q.text);
  if (!answer || cited.length === 0) return needsPerson();
  const sources = cited.slice(0, MAX_SOURCES);
  const vocabulary = await scopeVocabulary(deps.db, scope.search);
  const concepts = questionConcepts(q.text, vocabulary);
  const coverage = Math.max(
    ...sources.map((h) => coverageOf(concepts, { title: h.title, text: h.passage }, vocabulary)),
  );
  const lead = firstSentence(answer);
  const form = q.answerOptions?.length ? 'yes_no' : questionForm(q.text);
  const short = form === 'yes_no' ? closedAnswer(verdictOf(lead), q.answerOptions) : lead;
  const { confidence, reason } = confidenceOf({ coverage, sources: sources.length });
  return {
    answer: short ?? lead,
    explanation: answer,
    confidence,
    reason,
    sources: sources.map((hit) => draftSourceOf(scope, hit)),
  };
}

/**
 * Drafts for a batch of questions, by key; `onProgress` hears how many are done after each.
 */
export async function draftAnswers(
  deps: DraftDeps,
  scope: DraftScope,
  questions: DraftInput[],
  onProgress?: (done: number) => void,
): Promise<Map<string, EngineDraft>> {
  const drafts = new Map<string, EngineDraft>();
  for (const q of questions) {
    drafts.set(q.key, await draftOne(deps, scope, q));
    onProgress?.(drafts.size);
  }
  return drafts;
}
