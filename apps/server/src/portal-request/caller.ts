/**
 * The portal caller, resolved once per request for every `/api/portal/{orgSlug}/…` route by the
 * caller guard (routes/caller-guard.ts): the organisation (404 'Company not found'), its
 * customisation, the content revision and who is calling, decided from the session with the
 * query's caller parameters.
 */
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@trustfront/core';
import type { PortalCaller } from '../services/portal/portal-caller.ts';

declare module 'fastify' {
  interface FastifyRequest {
    portalCaller: PortalCaller | null;
  }
}

/** What a portal member route answers a caller who is not one of the portal's members. */
export interface MembersOnly {
  code: ErrorCode;
  message: string;
}

/** The portal caller the guard resolved for this request. */
export function callerOf(req: FastifyRequest): PortalCaller {
  if (!req.portalCaller) throw new Error(`No portal caller resolved for ${req.routeOptions.url}`);
  return req.portalCaller;
}

/**
 * The route configuration of a portal route for the portal's signed-in members: others get
 * `code` and `message`, with 401 without a session and 403 with one.
 */
export const membersOnly = (
  code: ErrorCode,
  message: string,
): { caller: { portalMember: MembersOnly } } => ({
  caller: { portalMember: { code, message } },
});
