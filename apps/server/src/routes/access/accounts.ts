import { z } from 'zod';
import {
  accessInventoryCsv,
  ZAccessInventoryQuery,
  ZAccountList,
  ZAccountUpdate,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { documentHeaders } from '../../lib/http.ts';
import { loadAccessInventory } from '../../services/access/access-inventory.ts';
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
 * app:accounts): list, change the profile or expiry, revoke at once; and the access inventory,
 * as JSON or CSV, to download (docs/access.md, Access inventory).
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
  app.get(
    '/api/app/accounts/inventory',
    {
      config: guarded,
      schema: {
        tags,
        description:
          'Who has access: accounts, members, permission profiles with their items, grants and NDA acceptances, as JSON (ZAccessInventory) or CSV, to download (docs/access.md)',
        querystring: ZAccessInventoryQuery,
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const inventory = await loadAccessInventory(db, staff.orgId);
      const { format } = req.query;
      documentHeaders(reply, {
        contentType:
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        fileName: `access-inventory-${staff.orgSlug}-${inventory.generatedAt.slice(0, 10)}.${format}`,
        disposition: 'attachment',
      });
      return reply.send(
        format === 'csv' ? accessInventoryCsv(inventory) : JSON.stringify(inventory),
      );
    },
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
