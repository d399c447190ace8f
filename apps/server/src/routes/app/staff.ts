/**
 * The guard of every private-app API route (`/api/app/…`): a signed-in staff member (401
 * otherwise) holding the section's scope (403 'No access' otherwise), resolved once per request.
 * Routes act on the staff member's own organisation only: `staffOf(req).orgId`.
 */
import type { FastifyRequest } from 'fastify';
import { MESSAGES, type StaffScope } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { addLogFields, log } from '../../lib/log-context.ts';
import { sessionToken } from '../../lib/session.ts';
import { findStaffCaller, type StaffCaller } from '../../services/staff-caller.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staffCaller: StaffCaller | null;
  }
}

/** A preHandler that admits staff holding `scope`. */
export function requireStaff({ db }: Pick<AppDeps, 'db'>, scope: StaffScope) {
  return async (req: FastifyRequest) => {
    const staff = await findStaffCaller(db, sessionToken(req));
    if (!staff) {
      addLogFields({ caller: 'anonymous' });
      log().debug({ scope }, 'refused: no staff session');
      throw unauthorized();
    }
    addLogFields({ org: staff.orgSlug, orgId: staff.orgId, caller: 'staff', userId: staff.userId });
    if (!staff.scopes.has(scope)) {
      log().debug({ scope }, 'refused: the role lacks the scope');
      throw forbidden(MESSAGES.noAccessBody);
    }
    req.staffCaller = staff;
  };
}

/** The staff member the guard admitted for this request. */
export function staffOf(req: FastifyRequest): StaffCaller {
  if (!req.staffCaller) throw new Error(`No staff guard on ${req.routeOptions.url}`);
  return req.staffCaller;
}
