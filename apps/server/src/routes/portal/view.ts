import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZPortalView, type TPortalView } from '@trustfront/core';
import type { App, AppDeps } from '../../app.ts';
import { sessionToken } from '../../lib/session.ts';
import { presentPortalView } from '../../presenters/portal-view.ts';
import { loadPortal } from '../../services/load-portal.ts';
import { resolvePortalCaller } from '../../services/portal-caller.ts';
import { ZOrgParams, ZViewerQuery } from './params.ts';

const ZViewQuery = ZViewerQuery.extend({ product: z.string().max(200).optional() });

/** GET {base}/view and {base}/view/{productId}: the portal page for the caller's mode. */
export function viewRoutes(app: App, { db }: AppDeps) {
  const schema = { tags: ['portal'], querystring: ZViewQuery, response: { 200: ZPortalView } };
  const params = ZOrgParams.extend({ productId: z.uuid().optional() });

  for (const url of ['/api/portal/:orgSlug/view', '/api/portal/:orgSlug/view/:productId']) {
    app.get(url, { schema: { ...schema, params } }, async (req, reply) => {
      const { org, viewer } = await resolvePortalCaller(db, req.params.orgSlug, {
        ...req.query,
        sessionToken: sessionToken(req),
      });
      const data = await loadPortal(db, org, {
        productId: req.params.productId,
        productSlug: req.query.product,
        includeHidden: viewer.mode === 'main' || viewer.mode === 'preview',
      });
      return sendWithEtag(req.headers['if-none-match'], reply, presentPortalView(viewer, data));
    });
  }
}

/**
 * Answers with a strong ETag of the body and 304 when the client already holds it. The answer
 * varies by session, so shared caches must not keep it.
 */
function sendWithEtag(ifNoneMatch: string | undefined, reply: FastifyReply, view: TPortalView) {
  const etag = `"${createHash('sha1').update(JSON.stringify(view)).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
  if (ifNoneMatch === etag) return reply.code(304).send();
  return reply.code(200).send(view);
}
