/**
 * Signs each seeded staff member in once a run, through the API, and keeps the session as a
 * storage state for the journeys that start signed in (see `staffState`).
 */
import { expect, test as setup } from '@playwright/test';
import { ADMIN_PASSWORD, STAFF, staffState, type StaffRole } from './staff.ts';

for (const role of Object.keys(STAFF) as StaffRole[]) {
  setup(`sign in the ${role}`, async ({ request }) => {
    const response = await request.post('/api/auth/login', {
      data: { email: STAFF[role], password: ADMIN_PASSWORD },
    });
    expect(response.status(), `${STAFF[role]} signs in`).toBe(200);
    await request.storageState({ path: staffState(role) });
  });
}
