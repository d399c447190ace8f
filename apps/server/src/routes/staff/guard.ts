/**
 * The guard of every private-app API route (`/api/app/…`): a signed-in staff member (401
 * otherwise) holding the section's scope (403 'No access' otherwise), checked by the caller
 * guard before the request's body or query is read. Routes act on the staff member's own
 * organisation only: `staffOf(req).orgId`.
 */
import type { StaffScope } from '@trustfront/core';
import type { CallerRule } from '../caller-guard.ts';

export { staffOf } from '../caller-guard.ts';

/**
 * The route configuration that admits staff holding `scope` (`'any'`: every staff member; a list:
 * any one of its scopes).
 */
export const staffOnly = (
  scope: StaffScope | 'any' | readonly StaffScope[],
): { caller: CallerRule } => ({
  caller: { staff: scope },
});
