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
  extractiveAnswer,
  mayGetAnswer,
  questionConcepts,
  searchTermOf,
  searchAvailabilityOf,
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
import { scopeVocabulary } from './scope-vocabulary.ts';
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

/**
 * The answer to a question from the passages of a caller's scope (the only candidates), with
 * the hits it cites; a null answer when none of them answers it.
 */
export async function answerInScope(
  deps: { db: Db; config: Pick<Config, 'llm'>; vectors: PassageVectors },
  scope: SearchScope,
  term: string,
): Promise<{ answer: string | null; cited: SearchHit[] }> {
  const { db, config, vectors } = deps;
  const options = { perType: PER_TYPE, passages: true };
  const vocabulary = await scopeVocabulary(db, scope);
  // Asked as typed, and corrected with its abbreviations spelt out: the better hit of each counts.
  const rewritten = searchTermOf(term, questionConcepts(term, vocabulary));
  const found = await Promise.all(
    [term, ...(rewritten ? [rewritten] : [])].map((t) =>
      searchHits(db, scope, t, options, vectors),
    ),
  );
  const best = new Map<string, SearchHit>();
  for (const hit of found.flat()) {
    const key = `${hit.type}:${hit.id}`;
    const known = best.get(key);
    if (!known || hit.score > known.score) best.set(key, hit);
  }
  const hits = [...best.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, SEARCH_LIMITS.answerPassages);
  const passages = hits.map((h) => ({ title: h.title, text: h.passage }));
  let answered;
  try {
    // Without a passage there is nothing to answer from: the model is not asked.
    if (passages.length === 0) answered = null;
    else if (config.llm) answered = await llmAnswer(config.llm, term, passages);
    else answered = extractiveAnswer(term, passages, vocabulary);
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
