import { z } from 'zod';
import { ZPortalViewAnswer } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { sendCachedAnswer } from '../../answers/cached-answer.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { readerLanguage } from '../../portal-request/locale.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';
import { viewAnswer } from '../../answers/portal-answers.ts';
import { tenantHostOf } from '../host-guard.ts';
import { orgScriptsRunOn } from '../../services/portal/resolve-host.ts';

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
      const selection = { productId: req.params.productId, productSlug: req.query.product };
      const caller = callerOf(req);
      const language = readerLanguage(req, caller.customization);
      const orgScripts = await orgScriptsRunOn(db, tenantHostOf(req), caller.org.id);
      return sendCachedAnswer(req, reply, viewAnswer(db, caller, selection, language, orgScripts));
    });
  }
}
