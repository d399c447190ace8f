/**
 * The seeded staff members, their shared signed-in sessions, and the sign-in form for the
 * journeys about signing in itself.
 */
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_STATE_DIR } from './server.ts';

/** The demo organisation's admin, created by the seed. */
export const ADMIN_EMAIL = 'admin@acme.example';
/** A demo staff member with a narrower role; the seed gives it the admin's password. */
export const AUDITOR_EMAIL = 'auditor@acme.example';
/** Given to the server as SEED_ADMIN_PASSWORD (see playwright.config.ts). */
export const ADMIN_PASSWORD = 'e2e-admin-password';

/** The staff members the setup project signs in once a run. */
export const STAFF = {
  admin: ADMIN_EMAIL,
  auditor: AUDITOR_EMAIL,
} as const;
export type StaffRole = keyof typeof STAFF;

/**
 * The storage state (session cookie) of a staff member signed in by the setup project
 * (staff.setup.ts). A journey that starts signed in uses it, `test.use({ storageState:
 * staffState('admin') })`, instead of signing in through the form; it must never sign out, which
 * would end the session for every journey sharing it.
 */
export function staffState(role: StaffRole): string {
  return join(E2E_STATE_DIR, `${role}.json`);
}

/**
 * Sign-ins (`POST /api/auth/login`, whatever their outcome) the whole run may make: half the
 * server's 20 per 15 minutes per address, so that CI's one retry of each still fits. The staff
 * teardown fails the run when it is exceeded.
 */
export const SIGN_IN_BUDGET = 10;

/** The fields and button of the staff sign-in form at /app. */
export function signInForm(page: Page) {
  return {
    email: page.getByLabel('Email'),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  };
}

/**
 * Opens /app and signs in through the form. For the sign-in journeys only: every sign-in counts
 * against the server's limit; other journeys start from `staffState`.
 */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto('/app');
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
