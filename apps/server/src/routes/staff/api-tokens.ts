import { z } from 'zod';
import { ZApiToken, ZApiTokenCreate, ZApiTokenCreated, ZApiTokenList } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { createApiToken, listApiTokens, revokeApiToken } from '../../services/staff/api-tokens.ts';
import { staffOf, staffOnly } from './guard.ts';

const URL = '/api/app/settings/api-tokens';

/**
 * Staff API tokens (scope app:settings; docs/api.md): list, create (the token is answered once)
 * and revoke. A token made here acts for its creator on every staff route its scopes allow.
 */
export function apiTokenRoutes(app: App, { db }: AppDeps) {
  const guarded = staffOnly('app:settings');
  const tags = ['app'];
  app.get(
    URL,
    { config: guarded, schema: { tags, response: { 200: ZApiTokenList } } },
    async (req) => ({ tokens: await listApiTokens(db, staffOf(req).orgId) }),
  );
  app.post(
    URL,
    {
      config: guarded,
      schema: { tags, body: ZApiTokenCreate, response: { 200: ZApiTokenCreated } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return createApiToken(db, staffOf(req), req.body);
    },
  );
  app.post(
    `${URL}/:id/revoke`,
    {
      config: guarded,
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: ZApiToken } },
    },
    async (req) => revokeApiToken(db, staffOf(req), req.params.id),
  );
}
