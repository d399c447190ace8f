import {
  PORTAL_RATE_LIMITS,
  ZAnswerRequest,
  ZAnswerResponse,
  ZSearchRequest,
  ZSearchResponse,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { presentHit } from '../../presenters/search-results.ts';
import { answerQuestion } from '../../services/search/answer-question.ts';
import { searchPortal } from '../../services/search/search-portal.ts';
import { sendCachedAnswer } from '../../answers/cached-answer.ts';
import { signedAskAnswer } from '../../answers/signed-ask-answer.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

/**
 * POST {search base}/search and POST {search base}/search/answer (docs/search.md, Ask AI): what
 * reaches the caller, and an answer composed from it with its sources. Each client may search
 * and ask only so often (`PORTAL_RATE_LIMITS`; 429 `rate_limited` beyond).
 */
export function searchRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/portal/:orgSlug/search',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        body: ZSearchRequest,
        response: { 200: ZSearchResponse },
      },
      config: { rateLimit: PORTAL_RATE_LIMITS.search },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const { term, filters } = req.body.query;
      const productId = filters.products?.[0];
      // Visitors typing the same words at one revision share one search (a burst after a notice).
      return sendCachedAnswer(req, reply, {
        // Vectors written or the endpoint failing change the answer without a content change.
        request: ['search', term, productId ?? '', deps.vectors.generation()],
        schema: ZSearchResponse,
        render: async () => {
          const hits = await app.metrics.timed('search', () =>
            searchPortal(deps, caller, { term, productId }),
          );
          return { result: { matches: hits.map(presentHit) } };
        },
      });
    },
  );

  app.post(
    '/api/portal/:orgSlug/search/answer',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        body: ZAnswerRequest,
        response: { 200: ZAnswerResponse },
      },
      config: { rateLimit: PORTAL_RATE_LIMITS.answer },
    },
    async (req) => {
      const caller = callerOf(req);
      const { term, filters } = req.body.query;
      const { answer, cited } = await app.metrics.timed('answer', () =>
        answerQuestion(deps, caller, { term, productId: filters.product }),
      );
      return {
        result: { answer, sources: cited.map(presentHit) },
        signed:
          answer === null ? null : await signedAskAnswer(deps, caller.org.id, term, answer, cited),
      };
    },
  );
}
