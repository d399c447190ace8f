/**
 * The visitor's side of access in the browser: the access modal's forms, and signing in by the
 * link a mail carries.
 */
import { expect, type Page } from '@playwright/test';
import { linksIn, waitForMail } from './mailbox.ts';
import { ORG_NAME, PORTAL_PATH, PORTAL_TITLE } from './portal.ts';

export const MODAL_TITLE = `Get access to ${ORG_NAME}'s ${PORTAL_TITLE}`;

/** A company domain of its own for one test, so that its account is its own. */
export const uniqueDomain = (base = 'example') =>
  `co-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.${base}`;

/** The access modal, once open. */
export function accessModal(page: Page) {
  return page.getByRole('dialog', { name: MODAL_TITLE });
}

/**
 * Gives the page's browser context a client address of its own, sent as `X-Forwarded-For` (the
 * journeys' server trusts its loopback proxy, TRUST_PROXY in playwright.config.ts). The server
 * limits access requests and logins per client address (20 per 15 minutes); without this every
 * journey of a run, and CI's retries, would count against 127.0.0.1's one limit.
 */
export async function ownClientAddress(page: Page) {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` });
}

/** Opens the portal with the access modal on a tab. */
export async function openAccessModal(page: Page, tab: 'request' | 'login', query = '') {
  await ownClientAddress(page);
  const flag = tab === 'request' ? 'requestAccess=true' : 'loginRequest=true';
  await page.goto(`${PORTAL_PATH}?${flag}${query ? `&${query}` : ''}`);
  return waitForAccessModal(page);
}

/** Waits for the portal, then for the access modal's own chunk, as a URL opened it. */
export async function waitForAccessModal(page: Page) {
  await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(accessModal(page)).toBeVisible({ timeout: 20_000 });
  return accessModal(page);
}

/** Fills the request tab (the e-mail only when given) and submits it. */
export async function submitRequest(
  page: Page,
  person: { email?: string; firstName?: string; lastName?: string; company?: string },
) {
  await ownClientAddress(page);
  const modal = accessModal(page);
  if (person.email !== undefined) await modal.getByLabel('Email').fill(person.email);
  await modal.getByLabel('First name').fill(person.firstName ?? 'Ana');
  await modal.getByLabel('Last name').fill(person.lastName ?? 'Lee');
  const company = modal.getByLabel('Company name');
  if (person.company !== undefined) await company.fill(person.company);
  else if ((await company.inputValue()) === '') await company.fill('Globex');
  await modal.getByLabel(/I agree to the terms/).check();
  await modal.getByRole('button', { name: 'Submit Request' }).click();
}

/**
 * Follows a mailed sign-in link: it opens the portal's page naming the address it signs in as,
 * which signs in only once 'Continue' is pressed.
 */
export async function followSignInLink(page: Page, link: string, email: string) {
  await page.goto(link);
  const dialog = page.getByTestId('sign-in-link');
  await expect(dialog.getByTestId('sign-in-link-email')).toHaveText(email, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/accountId=/);
}

/** Waits for the mail to `email` whose subject matches, and follows its sign-in link. */
export async function signInFromMail(page: Page, email: string, subject: RegExp) {
  const mail = await waitForMail(email, subject);
  const link = linksIn(mail).find((l) => l.includes('/auth/magic-link'));
  if (!link) throw new Error(`No sign-in link in the mail to ${email}`);
  await followSignInLink(page, link, email);
}
