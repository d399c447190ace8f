/** A signed-in staff API client, for journeys that compare what staff and visitors receive. */
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { SAME_SITE_HEADER } from '@trustfront/core';
import { BASE_URL } from './server.ts';
import { staffState, type StaffRole } from './staff.ts';

/**
 * A new request context holding a staff member's shared session (from the setup project; no
 * sign-in of its own). Dispose of it after use; never sign out with it. It sends the header the
 * web app sends, so body-less calls and uploads pass the server's cross-site check.
 */
export function staffRequest(
  playwright: PlaywrightWorkerArgs['playwright'],
  role: StaffRole = 'admin',
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: BASE_URL,
    storageState: staffState(role),
    extraHTTPHeaders: { [SAME_SITE_HEADER]: '1' },
  });
}
