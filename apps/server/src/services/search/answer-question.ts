/**
 * Ask AI (docs/search.md, Ask AI): the best passages that reach the caller, answered by the
 * language model when one is configured, else by the extractive answerer; the sources are the
 * passages cited. A question the content does not answer is kept for staff as a knowledge-base gap.
 */
import { eq } from 'drizzle-orm';
import {
  AppError,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  engineAnswer,
  engineText,
  mayGetAnswer,
  searchAvailabilityOf,
  type AnswerPassage,
  type EngineAnswer,
  SERVER_ERRORS,
  refusalOf,
} from '@trustfront/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { productConfigs } from '../../db/schema/index.ts';
import type { PortalCaller } from '../portal/portal-caller.ts';
import { LlmUnavailableError, llmAnswer } from './llm-answer.ts';
import { searchHits, type SearchHit } from './search-query.ts';
import { callerSearchScope, type SearchScope } from './search-scope.ts';
import { scopePassages } from './scope-passages.ts';
import { recordUnanswered } from './unanswered.ts';
import type { PassageVectors } from './vectors/vector-search.ts';

/** Hits of each type the answerer considers before keeping the best passages overall. */
const PER_TYPE = 4;

/** An answer with the hits it cites (the route presents them as sources). */
export interface AnswerWithHits {
  answer: string;
  cited: SearchHit[];
}

export async function answerQuestion(
  deps: { db: Db; config: Pick<Config, 'llm'>; vectors: PassageVectors },
  caller: PortalCaller,
  input: { term: string; productId: string | undefined },
): Promise<AnswerWithHits> {
  const { db } = deps;
  const { org, viewer } = caller;
  const scope = await callerSearchScope(db, caller, input.productId);
  const [productConfig] = scope
    ? await db.select().from(productConfigs).where(eq(productConfigs.productId, scope.product.id))
    : [];
  const availability = searchAvailabilityOf({
    mode: viewer.mode,
    plan: org.plan,
    enableAiOnTrustCenter: org.features.enableAiOnTrustCenter ?? false,
    genAiEnabled: productConfig?.genAiEnabled ?? false,
    aiDatastoreSetup: productConfig?.isAiDatastoreSetup ?? false,
  });
  if (!scope || !mayGetAnswer(availability.aiAccessLevel, availability.aiOnTrustCenter)) {
    throw refusalOf(SERVER_ERRORS.aiNotAvailable, 403);
  }
  const answered = await answerInScope(deps, scope, input.term);
  if (!answered.answer) {
    await recordUnanswered(db, org.id, input.term);
    return { answer: SEARCH_MESSAGES.notAnswered, cited: [] };
  }
  return { answer: answered.answer, cited: answered.cited };
}

/** The engine's answer to a question in a scope, its cited sources as hits (a sentence each). */
export async function engineAnswerInScope(
  db: Db,
  scope: SearchScope,
  term: string,
): Promise<{ found: EngineAnswer; hits: SearchHit[]; passages: AnswerPassage[] } | null> {
  const { index, sources } = await scopePassages(db, scope);
  const found = engineAnswer(index, term);
  if (!found) return null;
  const hits: SearchHit[] = [];
  const passages: AnswerPassage[] = [];
  found.sources.forEach((s, i) => {
    const source = sources[s];
    const passage = index.passages[found.passages[i] ?? -1];
    if (!source || !passage) return;
    const sentence = found.sentences.find((x) => x.source === s)?.text ?? passage.text;
    hits.push({ ...source, score: found.coverage, snippet: sentence, passage: passage.text });
    passages.push({ title: source.title, text: passage.text });
  });
  return { found, hits, passages };
}

/** The model's answer from passages, its citations mapped back to the hits they name. */
async function modelAnswer(
  llm: NonNullable<Config['llm']>,
  term: string,
  hits: readonly SearchHit[],
): Promise<{ answer: string | null; cited: SearchHit[] }> {
  let answered;
  try {
    answered = await llmAnswer(
      llm,
      term,
      hits.map((h) => ({ title: h.title, text: h.passage })),
    );
  } catch (error) {
    if (error instanceof LlmUnavailableError) {
      throw new AppError('answer_failed', SEARCH_MESSAGES.answerFailed, 502);
    }
    throw error;
  }
  if (!answered?.answer) return { answer: null, cited: [] };
  const cited = answered.cited.flatMap((i) => {
    const hit = hits[i];
    return hit ? [hit] : [];
  });
  return { answer: answered.answer, cited };
}

/**
 * The answer to a question from the passages of a caller's scope (the only candidates), with
 * the hits it cites; a null answer when none of them answers it. The engine chooses the sources;
 * a configured model only phrases the answer from them. With embeddings on and a model, a question
 * the engine finds no words for is given to the model with the nearest passages of the scope.
 */
export async function answerInScope(
  deps: { db: Db; config: Pick<Config, 'llm'>; vectors: PassageVectors },
  scope: SearchScope,
  term: string,
): Promise<{ answer: string | null; cited: SearchHit[] }> {
  const { db, config, vectors } = deps;
  const engine = await engineAnswerInScope(db, scope, term);
  if (engine && !config.llm) return { answer: engineText(engine.found), cited: engine.hits };
  if (engine && config.llm) return modelAnswer(config.llm, term, engine.hits);
  if (!config.llm || !vectors.enabled()) return { answer: null, cited: [] };
  const hits = await searchHits(db, scope, term, { perType: PER_TYPE, passages: true }, vectors);
  const nearest = hits.slice(0, SEARCH_LIMITS.answerPassages);
  return nearest.length ? modelAnswer(config.llm, term, nearest) : { answer: null, cited: [] };
}
