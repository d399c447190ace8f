import { z } from 'zod';
import {
  ZDocumentEventPage,
  ZDocumentEventQuery,
  ZPermissionProfile,
  ZPermissionProfileList,
  ZProfileCreate,
  ZProfileUpdate,
  ZRestrictedItemList,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { listDocumentEvents } from '../../services/documents/access-log.ts';
import {
  createProfile,
  deleteProfile,
  listProfiles,
  listRestrictedItems,
  updateProfile,
} from '../../services/access/permission-profiles.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZProfileParams = z.object({ id: z.uuid() });

/**
 * Permission profiles and the access log, under the accounts section (scope app:accounts):
 * /api/app/accounts/profiles (list, create, rename, items, delete), the restricted items a
 * profile may include, and /api/app/accounts/activity (members' views and downloads).
 */
export function permissionProfileRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const guarded = staffOnly('app:accounts');
  const tags = ['app'];

  app.get(
    '/api/app/accounts/profiles',
    { config: guarded, schema: { tags, response: { 200: ZPermissionProfileList } } },
    async (req) => ({ profiles: await listProfiles(db, staffOf(req).orgId) }),
  );
  app.post(
    '/api/app/accounts/profiles',
    {
      config: guarded,
      schema: { tags, body: ZProfileCreate, response: { 200: ZPermissionProfile } },
    },
    async (req) => createProfile(db, staffOf(req).orgId, req.body.name),
  );
  app.patch(
    '/api/app/accounts/profiles/:id',
    {
      config: guarded,
      schema: {
        tags,
        params: ZProfileParams,
        body: ZProfileUpdate,
        response: { 200: ZPermissionProfile },
      },
    },
    async (req) => updateProfile(db, staffOf(req).orgId, req.params.id, req.body),
  );
  app.delete(
    '/api/app/accounts/profiles/:id',
    { config: guarded, schema: { tags, params: ZProfileParams } },
    async (req, reply) => {
      await deleteProfile(db, staffOf(req).orgId, req.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/app/accounts/restricted-items',
    { config: guarded, schema: { tags, response: { 200: ZRestrictedItemList } } },
    async (req) => ({ items: await listRestrictedItems(db, staffOf(req).orgId) }),
  );
  app.get(
    '/api/app/accounts/activity',
    {
      config: guarded,
      schema: { tags, querystring: ZDocumentEventQuery, response: { 200: ZDocumentEventPage } },
    },
    async (req) => listDocumentEvents(db, staffOf(req).orgId, req.query.page),
  );
}
