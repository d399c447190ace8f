/**
 * Journey: who may edit the portal (docs/portal.md, Closed portal;
 * docs/access.md, Who may do what). Staff enter main mode with `?edit` only when their role holds
 * statuspage:edit, and only public visitors are invited to log in or request access (a login-only
 * portal's page: portal-login-only.serial.spec.ts).
 */
import { expect, test } from './support/test.ts';
import type { TPortalView } from '@trustfront/core';
import { ORG_SLUG, PORTAL_PATH } from './support/portal.ts';
import { seedAccess } from './support/seed-ids.ts';
import { staffState } from './support/staff.ts';

const hiddenCards = '[data-testid^="card-"][data-hidden]';

test.describe('signed in as the admin', () => {
  test.use({ storageState: staffState('admin') });

  test('staff who may edit enter main mode with ?edit and see hidden cards', async ({ page }) => {
    // The page asks who is signed in, then the view in main mode; each step is checked on its
    // own, so that a failure names the step.
    const me = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
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
      await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Request access' })).toBeVisible();
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
