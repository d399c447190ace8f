import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { matchesEtag } from '../../lib/http.ts';
import { sessionToken } from '../../lib/session.ts';
import { socialImage } from '../../services/portal/social-image.ts';

/**
 * GET /api/share/{orgId}/social-image.png?product=: the portal's 1200x630 social preview,
 * rendered once per content revision, with a strong ETag and 304 on revalidation.
 */
export function socialImageRoutes(app: App, { db, storage }: AppDeps) {
  app.get(
    '/api/share/:orgId/social-image.png',
    {
      schema: {
        tags: ['share'],
        params: z.object({ orgId: z.uuid() }),
        querystring: z.object({ product: z.string().max(200).optional() }),
      },
    },
    async (req, reply) => {
      const image = await socialImage(
        db,
        storage,
        req.params.orgId,
        req.query.product,
        sessionToken(req),
      );
      reply
        .header('etag', image.etag)
        // An unpublished trust center's image is for its staff: never kept by a shared cache.
        .header('cache-control', image.isPublic ? 'public, max-age=3600' : 'private, no-store')
        // Made to be shown by other sites (link previews), unlike the rest of the API.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(req.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.header('content-type', 'image/png').send(image.png);
    },
  );
}
