import multipart from '@fastify/multipart';
import { ADMIN_MESSAGES, LIMITS, ZAssetRef } from '@trustfront/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { resetCardIcon, saveCardIcon } from '../../services/editing/card-icon.ts';
import { staffOnly } from '../staff/guard.ts';
import { editorOf, ZCardParams } from './params.ts';

/**
 * PUT …/cards/{kind}/icon (one image as multipart form data, at most 1 MB) and DELETE …/icon
 * (back to the default icon). The multipart parser lives in this scope only.
 */
export function cardIconRoutes(app: App, deps: AppDeps) {
  const guarded = staffOnly('statuspage:edit');
  const url = '/api/trust-center/products/:productId/cards/:kind/icon';
  const tags = ['trust-center'];
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, fileSize: LIMITS.iconMaxBytes },
    });
    scope.put(
      url,
      { config: guarded, schema: { tags, params: ZCardParams, response: { 200: ZAssetRef } } },
      async (req) => {
        const { staff, caller } = await editorOf(deps, req);
        const bytes = await uploadedImage(req, {
          required: ADMIN_MESSAGES.customIconRequired,
          tooLarge: ADMIN_MESSAGES.iconTooLarge,
        });
        const { productId, kind } = req.params;
        return saveCardIcon(deps, staff, caller, productId, kind, bytes);
      },
    );
    scope.delete(
      url,
      { config: guarded, schema: { tags, params: ZCardParams } },
      async (req, reply) => {
        const { staff, caller } = await editorOf(deps, req);
        await resetCardIcon(deps, staff, caller, req.params.productId, req.params.kind);
        return reply.code(204).send();
      },
    );
  });
}
