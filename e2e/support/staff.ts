/** The seeded staff member and a sign-in helper for journeys that start signed in. */
import { expect, type Page } from '@playwright/test';

/** The demo organisation's admin, created by the seed. */
export const ADMIN_EMAIL = 'admin@acme.example';
/** A demo staff member with a narrower role; the seed gives it the admin's password. */
export const AUDITOR_EMAIL = 'auditor@acme.example';
/** Given to the server as SEED_ADMIN_PASSWORD (see playwright.config.ts). */
export const ADMIN_PASSWORD = 'e2e-admin-password';

/** The fields and button of the staff sign-in form at /app. */
export function signInForm(page: Page) {
  return {
    email: page.getByLabel('Email'),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in' }),
  };
}

/** Opens /app and signs in as the seeded admin (or the given staff member). */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto('/app');
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
