/**
 * An Ask AI answer signed under the feed's keys (docs/search.md, Signed answers): the question,
 * the answer and the sources it cites with their digests, as a JWS and as the text the portal's
 * 'Copy signed answer' copies.
 */
import { signedAnswerText } from '@trustfront/core';
import type { AppDeps } from '../app-types.ts';
import type { SearchHit } from '../services/search/search-query.ts';
import { DRAFT_SOURCE_TYPE_OF } from './draft-scope.ts';
import { signAnswers, withDigests } from '../services/portal/signed-answers.ts';

export async function signedAskAnswer(
  deps: Pick<AppDeps, 'db' | 'config'>,
  orgId: string,
  question: string,
  answer: string,
  cited: readonly SearchHit[],
): Promise<{ jws: string; text: string }> {
  const refs = cited.map((hit) => ({
    type: DRAFT_SOURCE_TYPE_OF[hit.type],
    id: hit.id,
    title: hit.title,
  }));
  const sources = await withDigests(deps.db, orgId, refs);
  const { payload, jws } = await signAnswers({ db: deps.db, secret: deps.config.secret }, orgId, {
    kind: 'answer',
    file: null,
    answers: [{ question: question.trim(), ref: null, answer, comment: null, cells: [], sources }],
  });
  return { jws, text: signedAnswerText(payload, jws) };
}
