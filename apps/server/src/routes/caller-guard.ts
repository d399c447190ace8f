/**
 * Who may call a route, declared once on the route (`config: { caller: … }`) and checked by one
 * `onRequest` hook, before the body is read or anything is validated: an anonymous request to a
 * guarded route answers 401 and a staff member without the route's scope 403, whatever it sends.
 * Portal routes (`/api/portal/{orgSlug}/…`) have their caller resolved by the same hook, which
 * refuses an unknown organisation, and an unpublished one to all but its staff.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import {
  API_ERRORS,
  API_TOKEN_MESSAGES,
  AppError,
  MESSAGES,
  refusalOf,
  type StaffScope,
  tokenMayUse,
} from '@trustfront/core';
import type { AppDeps } from '../app-types.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { addLogFields, log } from '../lib/log-context.ts';
import { SESSION_COOKIE, sessionToken } from '../lib/session.ts';
import { readSession } from '../services/access/sessions.ts';
import { findMemberCaller, type MemberCaller } from '../services/access/member-caller.ts';
import { resolvePortalCaller } from '../services/portal/portal-caller.ts';
import { viewerParams, type ViewerRequest } from '../services/access/resolve-viewer.ts';
import { findStaffCaller, type StaffCaller } from '../services/staff/staff-caller.ts';
import { findTokenCaller } from '../services/staff/api-tokens.ts';
import { callerOf, type MembersOnly } from '../portal-request/caller.ts';

/**
 * - `staff`: a signed-in staff member holding the scope (`'any'`: any staff member; a list: any
 *   one of its scopes), or a staff API token (`Authorization: Bearer tf_…`) holding it
 *   (docs/api.md);
 * - `member`: a signed-in account member, of whichever organisation;
 * - `portalMember`: on a portal route, a member of that portal's organisation; others are
 *   refused with the route's own code and message, 401 without a session and 403 with one
 *   (staff, a member of another organisation);
 * - `bearer`: a bearer credential in `Authorization`, which the handler then verifies.
 */
export type CallerRule =
  | { staff: StaffScope | 'any' | readonly StaffScope[] }
  | { member: true }
  | { portalMember: MembersOnly }
  | { bearer: true };

declare module 'fastify' {
  interface FastifyRequest {
    staffCaller: StaffCaller | null;
    memberCaller: MemberCaller | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (absent: anyone). */
    caller?: CallerRule;
    /** A portal route: its caller is resolved from `orgSlug`, the session and the query. */
    portal?: boolean;
    /** The portal route resolves its caller itself (a bulk-download link names its own). */
    ownCaller?: boolean;
    /**
     * A link mailed to a subscriber (unsubscribe, weekly digest off): it needs only the
     * organisation, found by its slug, and works whether or not the portal is published, so
     * that nobody is kept on a list while a trust center is unpublished (docs/updates.md).
     */
    mailedLink?: boolean;
  }
}

const BEARER = /^Bearer \S+$/;

/** The OpenAPI security schemes the rules name: a staff session, a member session, a token. */
export const SECURITY_SCHEMES = {
  staffSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
  memberSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
  bearer: { type: 'http', scheme: 'bearer' },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A staff API token (tf_…), limited to its scopes (docs/api.md)',
  },
} as const;

/** The OpenAPI security requirement of a rule. */
function securityOf(rule: CallerRule): Record<string, string[]>[] {
  if ('bearer' in rule) return [{ bearer: [] }];
  return 'staff' in rule ? [{ staffSession: [] }, { apiToken: [] }] : [{ memberSession: [] }];
}

/** Marks a guarded route's security in the OpenAPI document (an `onRoute` hook). */
export function describeSecurity(route: RouteOptions): void {
  const rule = route.config?.caller;
  if (!rule || !route.schema) return;
  route.schema = { ...route.schema, security: securityOf(rule) };
}

/** The portal caller of a request to `/api/portal/{orgSlug}/…`, asking as `params` say. */
async function resolvePortalOf(
  deps: Pick<AppDeps, 'db' | 'revisions'>,
  req: FastifyRequest,
  params: Omit<ViewerRequest, 'sessionToken'>,
) {
  const { orgSlug } = req.params as { orgSlug?: unknown };
  if (typeof orgSlug !== 'string') throw new Error(`No orgSlug on ${req.routeOptions.url}`);
  return resolvePortalCaller(deps, orgSlug, { ...params, sessionToken: sessionToken(req) });
}

async function resolvePortal(deps: Pick<AppDeps, 'db' | 'revisions'>, req: FastifyRequest) {
  req.portalCaller = await resolvePortalOf(deps, req, viewerParams(req.query));
  return req.portalCaller;
}

/** The bearer credential of `Authorization`, if any. */
const bearerOf = (req: FastifyRequest): string | null =>
  BEARER.test(req.headers.authorization ?? '')
    ? (req.headers.authorization ?? '').slice('Bearer '.length)
    : null;

/**
 * The staff member calling: by the API token when a bearer credential is sent (the session
 * cookie is then not read), else by the session.
 */
async function findStaff(deps: Pick<AppDeps, 'db'>, req: FastifyRequest) {
  const token = bearerOf(req);
  if (token === null) return findStaffCaller(deps.db, sessionToken(req));
  const staff = await findTokenCaller(deps.db, token);
  if (!staff) {
    addLogFields({ caller: 'token' });
    log().debug('refused: not a live API token');
    throw unauthorized(API_TOKEN_MESSAGES.invalid);
  }
  addLogFields({ apiTokenId: staff.apiTokenId });
  return staff;
}

async function checkRule(deps: Pick<AppDeps, 'db'>, req: FastifyRequest, rule: CallerRule) {
  if ('staff' in rule) {
    const staff = await findStaff(deps, req);
    if (!staff) {
      addLogFields({ caller: 'anonymous' });
      log().debug({ scope: rule.staff }, 'refused: no staff session');
      throw unauthorized();
    }
    addLogFields({ org: staff.orgSlug, orgId: staff.orgId, caller: 'staff', userId: staff.userId });
    if (!tokenMayUse(staff.scopes, rule.staff)) {
      log().debug({ scope: rule.staff }, 'refused: the role lacks the scope');
      throw forbidden(MESSAGES.noAccessBody);
    }
    req.staffCaller = staff;
  } else if ('member' in rule) {
    const member = await findMemberCaller(deps.db, sessionToken(req));
    if (!member) throw unauthorized();
    req.memberCaller = member;
  } else if ('bearer' in rule) {
    if (!BEARER.test(req.headers.authorization ?? '')) {
      throw refusalOf(API_ERRORS.bearerToken, 401);
    }
    addLogFields({ caller: 'token' });
  } else {
    const { viewer } = callerOf(req);
    if (viewer.mode === 'account' && viewer.member) return;
    const signedIn = (await readSession(deps.db, sessionToken(req))) !== null;
    throw new AppError(rule.portalMember.code, rule.portalMember.message, signedIn ? 403 : 401);
  }
}

/** The `onRequest` hook that resolves and checks every route's caller. */
export function guardCaller(deps: Pick<AppDeps, 'db' | 'revisions'>) {
  return async (req: FastifyRequest) => {
    const config = req.routeOptions.config;
    if (config.mailedLink) return;
    if (config.portal && !config.ownCaller) await resolvePortal(deps, req);
    // A route naming its own caller still opens an organisation: an unknown or unpublished one
    // is refused here, as on every portal route.
    if (config.portal && config.ownCaller) await resolvePortalOf(deps, req, {});
    if (config.caller) await checkRule(deps, req, config.caller);
  };
}

/** The staff member the guard admitted for this request. */
export function staffOf(req: FastifyRequest): StaffCaller {
  if (!req.staffCaller) throw new Error(`No staff guard on ${req.routeOptions.url}`);
  return req.staffCaller;
}

/** The account member the guard admitted for this request. */
export function memberOf(req: FastifyRequest): MemberCaller {
  if (!req.memberCaller) throw new Error(`No member guard on ${req.routeOptions.url}`);
  return req.memberCaller;
}
