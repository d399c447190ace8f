import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App, AppDeps } from '../../app.ts';
import { assets } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** GET /api/share/{orgId}/assets/{assetId}?v={revision}: logos, banners, icons (public). */
export function assetRoutes(app: App, { db, storage }: AppDeps) {
  app.get(
    '/api/share/:orgId/assets/:assetId',
    {
      schema: {
        tags: ['share'],
        params: z.object({ orgId: z.uuid(), assetId: z.uuid() }),
        querystring: z.object({ v: z.coerce.number().int().optional() }),
      },
    },
    async (req, reply) => {
      const [asset] = await db
        .select()
        .from(assets)
        .where(and(eq(assets.id, req.params.assetId), eq(assets.orgId, req.params.orgId)));
      if (!asset) throw notFound('Asset not found', 'asset_not_found');
      reply
        .header('content-type', asset.contentType)
        .header(
          'cache-control',
          req.query.v === asset.revision
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        )
        .header('x-content-type-options', 'nosniff');
      // SVGs are served with a sandboxing policy so that any script in them cannot run.
      if (asset.contentType === 'image/svg+xml') {
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      }
      return reply.send(storage.read(asset.storageKey));
    },
  );
}
