/**
 * Journey: a login-only portal (docs/portal.md, Closed portal). Staff set the demo's portal to
 * 'login required'; a public visitor's page, rendered by the server and then the web app, says why
 * it shows nothing and offers to log in or to request access. The settings are put back after.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import { MESSAGES, type TPortalSettingsAnswer } from '@trustfront/core';
import { ORG_NAME, PORTAL_PATH, PORTAL_TITLE } from './support/portal.ts';
import { staffRequest } from './support/staff-api.ts';

const URL = '/api/app/settings/portal';
let original: TPortalSettingsAnswer['settings'] | null = null;

async function putSettings(staff: APIRequestContext, settings: TPortalSettingsAnswer['settings']) {
  const res = await staff.put(URL, { data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  const res = await staff.get(URL);
  expect(res.status()).toBe(200);
  original = ((await res.json()) as TPortalSettingsAnswer).settings;
  await putSettings(staff, { ...original, publicAccessLevel: 'LoginRequired' });
  await staff.dispose();
});

test.afterAll(async ({ playwright }) => {
  if (!original) return;
  const staff = await staffRequest(playwright);
  await putSettings(staff, original);
  await staff.dispose();
});

test('a login-only portal tells a public visitor why and offers to log in', async ({ page }) => {
  await page.goto(PORTAL_PATH);
  const closedPage = page.getByTestId('closed-portal');
  await expect(
    closedPage.getByRole('heading', { name: MESSAGES.loginRequiredTitle(ORG_NAME, PORTAL_TITLE) }),
  ).toBeVisible();
  await expect(closedPage.getByText(MESSAGES.loginRequiredBody)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expand Reports' })).toHaveCount(0);
  await closedPage.getByRole('button', { name: MESSAGES.logIn }).click();
  await expect(page).toHaveURL(/loginRequest=true/);
  // The access modal opened on the login tab; closed again, the page offers the request.
  const modal = page.getByRole('dialog', { name: /Get access to/ });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await closedPage.getByRole('button', { name: MESSAGES.getAccess }).click();
  await expect(page).toHaveURL(/requestAccess=true/);
});
