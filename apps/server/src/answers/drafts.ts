/**
 * Questionnaire drafts (docs/search.md, Drafts): each question answered by the answer engine
 * from the sources of one scope (staff's or a member's), the scope's passages read once for the
 * whole batch. A draft holds a short answer where the question asks for one and the evidence
 * decides it, an explanation from the best passages (phrased by the language model from those
 * passages only when one is configured), up to three cited sources and a confidence with its
 * reason; a question nothing supports is left to a person, never invented.
 */
import {
  DRAFT_REASONS,
  closedAnswer,
  confidenceOf,
  engineText,
  questionForm,
  verdictOf,
  type Confidence,
} from '@trustfront/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { engineAnswerInScope } from '../services/search/answer-question.ts';
import { llmAnswer } from '../services/search/llm-answer.ts';
import type { SearchHit } from '../services/search/search-query.ts';
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

/** A model slower than this for one draft is not waited for: the extractive draft stands. */
export const DRAFT_MODEL_TIMEOUT_MS = 8_000;
/** Drafts phrased by the model at once. */
const MODEL_CONCURRENCY = 4;

/** The draft of a question nothing supports: a person must answer it. */
export const needsPerson = (): EngineDraft => ({
  answer: null,
  explanation: null,
  confidence: null,
  reason: DRAFT_REASONS.needsPerson,
  sources: [],
});

/** A draft with the hits it cites (the model may phrase its explanation from them). */
interface Made {
  draft: EngineDraft;
  hits: SearchHit[];
}

async function draftOne(db: Db, scope: DraftScope, q: DraftInput): Promise<Made | null> {
  const engine = await engineAnswerInScope(db, scope.search, q.text);
  if (!engine || engine.hits.length === 0) return null;
  const { found, hits } = engine;
  const best = hits[0];
  const lead = best?.snippet ?? '';
  const closed = (q.answerOptions?.length ?? 0) > 0 || questionForm(q.text) === 'yes_no';
  const opening = best?.passage.slice(0, 12) ?? '';
  const verdict = verdictOf(/^\s*(yes|no)\b/i.test(opening) ? opening : lead);
  const short = closed ? closedAnswer(verdict, q.answerOptions) : null;
  const { confidence, reason } = confidenceOf({ coverage: found.coverage, sources: hits.length });
  return {
    hits,
    draft: {
      answer: short ?? lead.replace(/\s+/g, ' ').trim(),
      explanation: engineText(found),
      confidence,
      reason,
      sources: hits.map((hit) => draftSourceOf(scope, hit)),
    },
  };
}

/**
 * The explanation phrased by the model from the cited passages only; the draft's sources stay
 * those the engine chose, less any public one the model did not use (an internal one stays, as
 * the model read it). A model that fails, is slow or cites nothing leaves the extractive draft as
 * it is.
 */
async function phrased(
  llm: NonNullable<Config['llm']>,
  q: DraftInput,
  made: Made,
): Promise<EngineDraft> {
  const passages = made.hits.map((h) => ({ title: h.title, text: h.passage }));
  try {
    const answered = await llmAnswer(llm, q.text, passages, DRAFT_MODEL_TIMEOUT_MS);
    if (!answered?.answer) return made.draft;
    const all = made.draft.sources;
    const cited = answered.cited.flatMap((i) => all[i] ?? []);
    // The model read every passage, citing or not: one only staff may see may be in its words,
    // so its source stays listed and marked (a member is never shown an internal source).
    const unmarked = all.filter((s) => s.internal && !cited.includes(s));
    return { ...made.draft, explanation: answered.answer, sources: [...cited, ...unmarked] };
  } catch {
    return made.draft;
  }
}

/** Runs `work` over the items with at most `limit` at once, in order of the items. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Drafts for a batch of questions, by key; `onProgress` hears how many are done as they are.
 */
export async function draftAnswers(
  deps: DraftDeps,
  scope: DraftScope,
  questions: DraftInput[],
  onProgress?: (done: number) => void,
): Promise<Map<string, EngineDraft>> {
  const { db, config } = deps;
  const drafts = new Map<string, EngineDraft>();
  const toPhrase: { q: DraftInput; made: Made }[] = [];
  for (const q of questions) {
    const made = await draftOne(db, scope, q);
    drafts.set(q.key, made?.draft ?? needsPerson());
    if (made && config.llm) toPhrase.push({ q, made });
    else onProgress?.(drafts.size - toPhrase.length);
  }
  const { llm } = config;
  if (!llm) return drafts;
  let done = drafts.size - toPhrase.length;
  await eachLimited(toPhrase, MODEL_CONCURRENCY, async ({ q, made }) => {
    drafts.set(q.key, await phrased(llm, q, made));
    onProgress?.(++done);
  });
  return drafts;
}
