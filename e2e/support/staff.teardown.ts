/**
 * After every journey: checks that the run kept within its sign-in budget, from the counter the
 * server answers with (one more attempt, a wrong password, that it counts too).
 */
import { expect, test as teardown } from '@playwright/test';
import { ADMIN_EMAIL, SIGN_IN_BUDGET } from './staff.ts';

teardown('the run kept within its sign-in budget', async ({ request }) => {
  const probe = await request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: 'not-the-password' },
  });
  expect(probe.status(), 'the probe is refused, not rate limited').toBe(401);
  const limit = Number(probe.headers()['x-ratelimit-limit']);
  const remaining = Number(probe.headers()['x-ratelimit-remaining']);
  expect(limit, 'the sign-in limit').toBe(20);
  const used = limit - remaining - 1;
  console.log(`Sign-ins this run: ${used} (budget ${SIGN_IN_BUDGET}, server limit ${limit}).`);
  expect(used, `sign-ins this run (limit ${limit})`).toBeLessThanOrEqual(SIGN_IN_BUDGET);
});
