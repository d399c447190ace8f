import { z } from 'zod';
import { ZPortalViewAnswer } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { matchesEtag, preferredEncoding } from '../../lib/http.ts';
import { presentClosedPortalView, presentPortalView } from '../../presenters/portal-view.ts';
import { loadPortal } from '../../services/load-portal.ts';
import { cachedRendering, viewEtag } from '../../services/portal-view-cache.ts';
import { callerOf } from './caller.ts';
import { ZOrgParams, ZViewerQuery } from './params.ts';

const ZViewQuery = ZViewerQuery.extend({ product: z.string().max(200).optional() });

/**
 * GET {base}/view and {base}/view/{productId}: the portal page for the caller's mode, with a
 * strong ETag and 304 on revalidation. The answer varies by session: shared caches must not keep it.
 */
export function viewRoutes(app: App, { db }: AppDeps) {
  const schema = {
    tags: ['portal'],
    querystring: ZViewQuery,
    response: { 200: ZPortalViewAnswer, 304: z.undefined().describe('Not modified') },
  };
  const params = ZOrgParams.extend({ productId: z.uuid().optional() });

  for (const url of ['/api/portal/:orgSlug/view', '/api/portal/:orgSlug/view/:productId']) {
    app.get(url, { schema: { ...schema, params } }, async (req, reply) => {
      const caller = callerOf(req);
      const selection = { productId: req.params.productId, productSlug: req.query.product };
      const etag = viewEtag(caller.revision, caller.org.id, selection, caller.viewer);
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie, accept-encoding');
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
      const view = await cachedRendering(etag, async () => {
        const data = await loadPortal(db, caller, selection);
        return data.product
          ? presentPortalView(caller.viewer, data)
          : presentClosedPortalView(caller.viewer, data);
      });
      // The kept bytes go out as they are: no serialising or compressing per request.
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      const body = await view.body(encoding);
      // Fastify sends a Buffer as it is, without the serialiser; the 200 schema above still
      // documents the JSON it holds, which the reply type follows.
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(body as never);
    });
  }
}
