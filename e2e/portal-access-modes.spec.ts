/**
 * Journey: who may edit and what a login-only portal shows (docs/portal.md, Closed portal;
 * docs/access.md, Who may do what). Staff enter main mode with `?edit` only when their role holds
 * statuspage:edit; a login-only portal tells a public visitor why it shows nothing and offers to
 * log in or request access, and only public visitors are invited to log in or request access.
 */
import { expect, test } from '@playwright/test';
import { MESSAGES, type TClosedPortalView, type TPortalView } from '@trustfront/core';
import { ORG_NAME, ORG_SLUG, PORTAL_PATH, PORTAL_TITLE } from './support/portal.ts';
import { seedAccess } from './support/seed-ids.ts';
import { staffState } from './support/staff.ts';

const hiddenCards = '[data-testid^="card-"][data-hidden]';

test.describe('signed in as the admin', () => {
  test.use({ storageState: staffState('admin') });

  test('staff who may edit enter main mode with ?edit and see hidden cards', async ({ page }) => {
    // The page asks who is signed in, then the view in main mode; each step is checked on its
    // own, so that a failure names the step.
    const me = page.waitForResponse((r) => r.url().endsWith('/api/auth/me'));
    const mainView = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/portal/${ORG_SLUG}/view`) &&
        new URL(r.url()).searchParams.get('mode') === 'main',
    );
    const views: (string | null)[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/api/portal/${ORG_SLUG}/view`)) {
        views.push(new URL(r.url()).searchParams.get('mode'));
      }
    });
    await page.goto(`${PORTAL_PATH}?edit`);
    expect((await me).status()).toBe(200);
    const view = await mainView;
    expect(view.status()).toBe(200);
    const body = (await view.json()) as TPortalView;
    expect(body.cards.some((card) => card.hidden)).toBe(true);
    await expect(page.locator(hiddenCards).first()).toBeVisible();
    // The view is asked for once, in main mode: not first in the public one.
    expect(views).toEqual(['main']);
  });

  test("staff in main mode or preview are not asked to 'Log in' or 'Request access'", async ({
    page,
    browser,
    playwright,
  }) => {
    await page.goto(`${PORTAL_PATH}?edit`);
    await expect(page.locator(hiddenCards).first()).toBeVisible();
    await expect(page.getByTestId('security-review-banner')).toHaveCount(0);
    const { permissionProfileId } = await seedAccess(playwright);
    await page.goto(`${PORTAL_PATH}?permissionProfileId=${permissionProfileId}`);
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await expect(page.getByTestId('security-review-banner')).toHaveCount(0);
    // A public visitor, in a browser of their own, is.
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(PORTAL_PATH);
      const banner = visitorPage.getByTestId('security-review-banner');
      await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Request access' })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});

test.describe('signed in as the auditor', () => {
  test.use({ storageState: staffState('auditor') });

  test('staff without statuspage:edit stay in the public portal with ?edit', async ({ page }) => {
    const main = await page.request.get(`/api/portal/${ORG_SLUG}/view`, {
      params: { mode: 'main' },
    });
    expect(main.status()).toBe(403);
    const viewRequest = page.waitForRequest((r) =>
      r.url().includes(`/api/portal/${ORG_SLUG}/view`),
    );
    await page.goto(`${PORTAL_PATH}?edit`);
    expect(new URL((await viewRequest).url()).searchParams.get('mode')).toBeNull();
    await expect(page.getByRole('button', { name: 'Expand Reports' })).toBeVisible();
    await expect(page.locator(hiddenCards)).toHaveCount(0);
  });
});

test('a login-only portal tells a public visitor why and offers to log in', async ({ page }) => {
  // The server's answer for a login-only portal (proved by the API suite), built from the
  // demo's own organisation and customisation as the server would send it.
  await page.route(`**/api/portal/${ORG_SLUG}/view**`, async (route) => {
    const open = (await (await route.fetch()).json()) as TPortalView;
    const closed: TClosedPortalView = {
      org: open.org,
      mode: 'public',
      customization: { ...open.customization, publicAccessLevel: 'LoginRequired' },
      closed: 'login_required',
    };
    await route.fulfill({ json: closed });
  });
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
