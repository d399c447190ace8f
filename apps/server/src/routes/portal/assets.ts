import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { isInlineSafeType } from '@trustfront/core';
import { SANDBOX_CSP, withoutPageHeaders } from '../../lib/http.ts';
import { sessionToken } from '../../lib/session.ts';
import { findAsset } from '../../services/portal/find-asset.ts';

/** GET /api/share/{orgId}/assets/{assetId}?v={revision}: logos, banners, card icons. */
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
      const { asset, isPublic } = await findAsset(
        db,
        req.params.orgId,
        req.params.assetId,
        sessionToken(req),
      );
      reply
        .header('content-type', asset.contentType)
        .header(
          'cache-control',
          `${isPublic ? 'public' : 'private'}, ${
            req.query.v === asset.revision ? 'max-age=31536000, immutable' : 'max-age=300'
          }`,
        )
        .header('x-content-type-options', 'nosniff');
      // SVGs and other types that could run scripts are served under a sandboxing policy.
      if (!isInlineSafeType(asset.contentType))
        reply.header('content-security-policy', SANDBOX_CSP);
      withoutPageHeaders(reply);
      return reply.send(storage.read(asset.storageKey));
    },
  );
}
