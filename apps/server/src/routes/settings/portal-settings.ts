import multipart from '@fastify/multipart';
import {
  PORTAL_SETTINGS_LIMITS,
  PORTAL_SETTINGS_MESSAGES as M,
  ZAssetRef,
  ZCustomDomainRequest,
  ZPortalImageParams,
  ZPortalImageQuery,
  ZPortalSettings,
  ZPortalSettingsAnswer,
} from '@trustfront/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { verifyCustomDomain } from '../../services/domains/check-domains.ts';
import { addCustomDomain, removeCustomDomain } from '../../services/settings/custom-domains.ts';
import { removePortalImage, savePortalImage } from '../../services/settings/portal-images.ts';
import { loadPortalSettings, savePortalSettings } from '../../services/settings/portal-settings.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const URL = '/api/app/settings/portal';
const tags = ['app'];
const response = { 200: ZPortalSettingsAnswer };

/**
 * The portal's customisation (scope app:settings): GET/PUT the settings, PUT/DELETE
 * …/images/{logo|favicon|banner} (one image as multipart form data; a banner names its product
 * by `?productId=`), POST …/domains, POST …/domains/{domain}/verify (checks its TXT record now;
 * refused with the reason when it is missing or wrong) and DELETE …/domains/{domain}. Image and
 * domain changes answer the whole settings again, so the page shows what is saved.
 */
export function portalSettingsRoutes(app: App, deps: AppDeps) {
  const guarded = staffOnly('app:settings');
  app.get(URL, { config: guarded, schema: { tags, response } }, async (req) =>
    loadPortalSettings(deps.db, staffOf(req).orgId),
  );
  app.put(
    URL,
    { config: guarded, schema: { tags, body: ZPortalSettings, response } },
    async (req) => savePortalSettings(deps.db, staffOf(req), req.body),
  );
  app.post(
    `${URL}/domains`,
    { config: guarded, schema: { tags, body: ZCustomDomainRequest, response } },
    async (req) => {
      await addCustomDomain(deps.db, staffOf(req), req.body.domain, deps.config.publicUrl);
      return loadPortalSettings(deps.db, staffOf(req).orgId);
    },
  );
  app.post(
    `${URL}/domains/:domain/verify`,
    { config: guarded, schema: { tags, params: z.object({ domain: z.string() }), response } },
    async (req) => {
      await verifyCustomDomain(deps, staffOf(req), req.params.domain.toLowerCase());
      return loadPortalSettings(deps.db, staffOf(req).orgId);
    },
  );
  app.delete(
    `${URL}/domains/:domain`,
    { config: guarded, schema: { tags, params: z.object({ domain: z.string() }), response } },
    async (req) => {
      await removeCustomDomain(deps.db, staffOf(req), req.params.domain.toLowerCase());
      return loadPortalSettings(deps.db, staffOf(req).orgId);
    },
  );
  // The multipart parser lives in the image routes' scope only.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, fileSize: PORTAL_SETTINGS_LIMITS.imageMaxBytes },
    });
    const schema = { tags, params: ZPortalImageParams, querystring: ZPortalImageQuery };
    scope.put(
      `${URL}/images/:kind`,
      { config: guarded, schema: { ...schema, response: { 200: ZAssetRef } } },
      async (req) => {
        const bytes = await uploadedImage(req, {
          required: M.imageRequired,
          tooLarge: M.imageTooLarge,
        });
        return savePortalImage(deps, staffOf(req), req.params.kind, req.query.productId, bytes);
      },
    );
    scope.delete(`${URL}/images/:kind`, { config: guarded, schema }, async (req, reply) => {
      await removePortalImage(deps, staffOf(req), req.params.kind, req.query.productId);
      return reply.code(204).send();
    });
  });
}
