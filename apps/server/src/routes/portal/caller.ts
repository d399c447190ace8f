/**
 * The portal caller, resolved once per request for every `/api/portal/{orgSlug}/…` route by the
 * caller guard: the organisation (404 'Company not found'), its customisation, the content
 * revision and who is calling, decided from the session with the query's caller parameters.
 */
import type { RouteOptions } from 'fastify';
import type { ErrorCode } from '@trustfront/core';
import type { CallerRule } from '../caller-guard.ts';

export { callerOf } from '../caller-guard.ts';

/** An `onRoute` hook of the portal's routes: the caller guard resolves their portal caller. */
export function markPortalRoute(route: RouteOptions): void {
  route.config = { ...route.config, portal: true };
}

/**
 * The route configuration of a portal route for the portal's signed-in members: others get
 * `code` and `message`, with 401 without a session and 403 with one.
 */
export const membersOnly = (code: ErrorCode, message: string): { caller: CallerRule } => ({
  caller: { portalMember: { code, message } },
});
