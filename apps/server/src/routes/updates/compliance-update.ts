import { z } from 'zod';
import { ZComplianceUpdateResponse } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { sendCachedAnswer } from '../../answers/cached-answer.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { readerLanguage } from '../../portal-request/locale.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';
import { topicsAnswer } from '../../answers/portal-answers.ts';

const toArray = (v: string | string[] | undefined) => (v === undefined ? [] : [v].flat());

/** GET {base}/compliance-update: topics with updates, optionally per product, kept per revision. */
export function complianceUpdateRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/portal/:orgSlug/compliance-update',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery.extend({
          productSlugs: z.union([z.string().max(200), z.array(z.string().max(200))]).optional(),
          productIds: z.union([z.uuid(), z.array(z.uuid())]).optional(),
        }),
        response: { 200: ZComplianceUpdateResponse },
      },
    },
    async (req, reply) => {
      const products = {
        productSlugs: toArray(req.query.productSlugs),
        productIds: toArray(req.query.productIds),
      };
      const caller = callerOf(req);
      const language = readerLanguage(req, caller.customization);
      return sendCachedAnswer(req, reply, topicsAnswer(db, caller, products, language));
    },
  );
}
