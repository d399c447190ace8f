/** A signed-in staff API client, for journeys that compare what staff and visitors receive. */
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { BASE_URL } from './server.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './staff.ts';

/**
 * A new request context holding the seeded admin's session cookie. Dispose of it after use.
 * Sign-ins are rate limited (20 per 15 minutes per address): call it once per test at most.
 */
export async function staffRequest(
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const response = await request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(response.status(), 'staff sign-in').toBe(200);
  return request;
}
