/**
 * TPRM (docs/access.md, Member features): the member's partner tools, the token for one
 * (GET /api/statuspage/share/{accountId}/external/{partnerId}/jwt/), and the partner tool's one
 * read with it (GET /api/statuspage/tprm/export, the token as a bearer credential).
 */
import { z } from 'zod';
import { ZTprmExport, ZTprmPartnerList, ZTprmToken } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { forbidden } from '../../lib/errors.ts';
import { PRIVATE_NO_STORE } from '../../lib/http.ts';
import { presentTprmExport } from '../../presenters/tprm-export.ts';
import { readTprmExport } from '../../services/members/tprm/tprm-export.ts';
import { createTprmToken, listPartners } from '../../services/members/tprm/tprm-token.ts';
import { memberOf } from '../caller-guard.ts';

const ZAccountParams = z.object({ accountId: z.uuid() });

export function tprmRoutes(app: App, { db, config }: AppDeps) {
  app.get(
    '/api/statuspage/share/:accountId/external/partners',
    {
      schema: { tags: ['member'], params: ZAccountParams, response: { 200: ZTprmPartnerList } },
      config: { caller: { member: true } },
    },
    async (req) => ({
      partners: await listPartners(db, memberOf(req), req.params.accountId),
    }),
  );

  app.get(
    '/api/statuspage/share/:accountId/external/:partnerId/jwt/',
    {
      schema: {
        tags: ['member'],
        params: ZAccountParams.extend({ partnerId: z.uuid() }),
        response: { 200: ZTprmToken },
      },
      config: { caller: { member: true }, rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (req, reply) => {
      // The documented method is GET, yet it mints a credential: never on another site's behalf.
      if (req.headers['sec-fetch-site'] === 'cross-site') throw forbidden();
      const { accountId, partnerId } = req.params;
      reply.header('cache-control', PRIVATE_NO_STORE);
      return createTprmToken(db, config.secret, memberOf(req), accountId, partnerId);
    },
  );

  app.get(
    '/api/statuspage/tprm/export',
    {
      schema: {
        tags: ['member'],
        response: { 200: ZTprmExport },
      },
      config: { caller: { bearer: true }, rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      // The caller guard admitted a bearer credential only.
      const token = (req.headers.authorization ?? '').slice('Bearer '.length);
      return presentTprmExport(await readTprmExport(db, config.secret, token));
    },
  );
}
