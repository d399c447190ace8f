import multipart from '@fastify/multipart';
import { ZVerifyAnswer } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { PRIVATE_NO_STORE } from '../../lib/http.ts';
import { perSessionKey } from '../../lib/session.ts';
import { verifyDigest } from '../../services/documents/verify.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';
import { oneFile, verifiedDigestOf } from './document-versions.ts';

/**
 * As the portal's other public forms: 30 verifications in 15 minutes, counted per session for a
 * signed-in caller and per address otherwise.
 */
const VERIFY_LIMIT = {
  rateLimit: { max: 30, timeWindow: '15 minutes', keyGenerator: perSessionKey },
};

/**
 * POST {base}/verify (docs/documents.md, Verify a document): a file as multipart form data, or
 * `{ sha256 }` as JSON; answers which document and version it is, as far as the caller may see.
 */
export function verifyRoutes(app: App, deps: AppDeps) {
  void app.register(async (scope) => {
    await scope.register(multipart, oneFile);
    scope.post(
      '/api/portal/:orgSlug/verify',
      {
        schema: {
          tags: ['portal'],
          params: ZOrgParams,
          querystring: ZViewerQuery,
          response: { 200: ZVerifyAnswer },
        },
        config: VERIFY_LIMIT,
      },
      async (req, reply) => {
        const sha256 = await verifiedDigestOf(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return verifyDigest(deps, { portal: callerOf(req) }, sha256);
      },
    );
  });
}
