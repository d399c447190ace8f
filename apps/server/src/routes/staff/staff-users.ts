import { z } from 'zod';
import {
  ZStaffMember,
  ZStaffMemberCreate,
  ZStaffMemberList,
  ZStaffMemberUpdate,
  ZStaffRole,
  ZStaffRoleCreate,
  ZStaffRoleList,
  ZStaffRoleUpdate,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  addStaffMember,
  changeStaffRole,
  listStaffMembers,
  removeStaffMember,
  resendPasswordLink,
} from '../../services/staff/members.ts';
import {
  createStaffRole,
  deleteStaffRole,
  listStaffRoles,
  updateStaffRole,
} from '../../services/staff/roles.ts';
import { staffOf, staffOnly } from './guard.ts';

const ZIdParams = z.object({ id: z.uuid() });

/**
 * Staff members and roles, under the settings (scope app:settings):
 * /api/app/settings/staff (list, add, change role, remove, send a set-password link) and
 * /api/app/settings/roles (list, create, rename or change scopes, delete).
 */
export function staffUserRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  // Checked before the body is validated: without app:settings nothing about the input is told.
  const guarded = staffOnly('app:settings');
  const tags = ['app'];
  const members = '/api/app/settings/staff';
  const roles = '/api/app/settings/roles';

  app.get(
    members,
    { config: guarded, schema: { tags, response: { 200: ZStaffMemberList } } },
    async (req) => ({ members: await listStaffMembers(db, staffOf(req).orgId) }),
  );
  app.post(
    members,
    {
      config: guarded,
      schema: { tags, body: ZStaffMemberCreate, response: { 200: ZStaffMember } },
    },
    async (req) => addStaffMember(deps, staffOf(req), req.body),
  );
  app.patch(
    `${members}/:id`,
    {
      config: guarded,
      schema: {
        tags,
        params: ZIdParams,
        body: ZStaffMemberUpdate,
        response: { 200: ZStaffMember },
      },
    },
    async (req) => changeStaffRole(db, staffOf(req), req.params.id, req.body),
  );
  app.delete(
    `${members}/:id`,
    { config: guarded, schema: { tags, params: ZIdParams } },
    async (req, reply) => {
      await removeStaffMember(db, staffOf(req), req.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    `${members}/:id/password-link`,
    {
      schema: { tags, params: ZIdParams },
      // A member's inbox is not flooded by repeated links.
      config: { ...guarded, rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (req, reply) => {
      await resendPasswordLink(deps, staffOf(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    roles,
    { config: guarded, schema: { tags, response: { 200: ZStaffRoleList } } },
    async (req) => ({ roles: await listStaffRoles(db, staffOf(req).orgId) }),
  );
  app.post(
    roles,
    { config: guarded, schema: { tags, body: ZStaffRoleCreate, response: { 200: ZStaffRole } } },
    async (req) => createStaffRole(db, staffOf(req), req.body),
  );
  app.patch(
    `${roles}/:id`,
    {
      config: guarded,
      schema: { tags, params: ZIdParams, body: ZStaffRoleUpdate, response: { 200: ZStaffRole } },
    },
    async (req) => updateStaffRole(db, staffOf(req), req.params.id, req.body),
  );
  app.delete(
    `${roles}/:id`,
    { config: guarded, schema: { tags, params: ZIdParams } },
    async (req, reply) => {
      await deleteStaffRole(db, staffOf(req), req.params.id);
      return reply.code(204).send();
    },
  );
}
