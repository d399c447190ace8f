import { z } from 'zod';
import { ZAccountList, ZAccountUpdate } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  listAccounts,
  revokeAccount,
  updateAccount,
} from '../../services/access/staff-accounts.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZIdParams = z.object({ id: z.uuid() });
const ZDone = z.object({ ok: z.literal(true) });

/**
 * Accounts with their ids, members, review status, profile and access dates (scope
 * app:accounts): list, change the profile or expiry, revoke at once.
 */
export function accountRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const guarded = staffOnly('app:accounts');
  const tags = ['app'];

  app.get(
    '/api/app/accounts',
    { config: guarded, schema: { tags, response: { 200: ZAccountList } } },
    async (req) => listAccounts(db, staffOf(req).orgId),
  );
  app.patch(
    '/api/app/accounts/:id',
    {
      config: guarded,
      schema: { tags, params: ZIdParams, body: ZAccountUpdate, response: { 200: ZDone } },
    },
    async (req) => {
      await updateAccount(db, staffOf(req).orgId, req.params.id, req.body);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/app/accounts/:id/revoke',
    { config: guarded, schema: { tags, params: ZIdParams, response: { 200: ZDone } } },
    async (req) => {
      await revokeAccount(db, staffOf(req).orgId, req.params.id);
      return { ok: true as const };
    },
  );
}
