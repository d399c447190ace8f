/**
 * Journey: the private app's home shows the setup checklist, complete for the demo (7 of 7, each
 * step done); the admin unpublishes the trust center there, a visitor then meets only 'This trust
 * center is not published yet' while the admin still sees the portal (its Share offering no link
 * yet), and publishing opens it
 * again. On a phone and on a desktop. The demo is published again afterwards.
 */
import { expect, test, type Browser, type Page } from './support/test.ts';
import { MESSAGES, PUBLICATION_MESSAGES, SETUP_STEPS } from '@trustfront/core';
import { ORG_NAME, PORTAL_PATH } from './support/portal.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

test.afterAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  const res = await staff.put('/api/app/publication', { data: { published: true } });
  expect(res.status(), await res.text()).toBe(200);
  await staff.dispose();
});

const progress = (page: Page) => page.getByTestId('setup-progress');

/** What a visitor without any session sees of the portal. */
async function visitorPage(browser: Browser, viewport: { width: number; height: number }) {
  // Without the staff session the test's options would otherwise give the new context.
  const context = await browser.newContext({
    viewport,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, storageState: staffState('admin') });

    test('the demo has every setup step done', async ({ page }) => {
      await page.goto('/app');
      await expect(progress(page)).toHaveText('7 of 7');
      await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toBeVisible();
      for (const step of SETUP_STEPS) {
        await expect(page.locator(`[data-step="${step}"]`)).toHaveAttribute('data-done', 'true');
      }
      await expect(page.getByRole('link', { name: 'Documents' }).last()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    });

    test('unpublishing hides the portal from visitors until it is published again', async ({
      page,
      browser,
    }) => {
      await page.goto('/app');
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(progress(page)).toHaveText('6 of 7');
      await expect(page.locator('[data-step="publish"]')).toHaveAttribute('data-done', 'false');
      await expect(page.getByText(PUBLICATION_MESSAGES.unpublished)).toBeVisible();

      const visitor = await visitorPage(browser, viewport);
      await visitor.page.goto(PORTAL_PATH);
      await expect(visitor.page.getByText(PUBLICATION_MESSAGES.notPublished)).toBeVisible();
      await expect(visitor.page.getByText(ORG_NAME)).toHaveCount(0);
      await expect(visitor.page).toHaveTitle(PUBLICATION_MESSAGES.notPublished);

      // The organisation's staff still see their portal.
      const staffPortal = await page.context().newPage();
      await staffPortal.goto(PORTAL_PATH);
      await expect(staffPortal.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(staffPortal.getByText(PUBLICATION_MESSAGES.notPublished)).toHaveCount(0);
      // No public portal to share yet: Share says so and offers no link.
      await expect(staffPortal.locator('html')).toHaveAttribute('data-interactive', '');
      await staffPortal.getByTestId('share-widget').getByRole('button', { name: 'Share' }).click();
      const share = staffPortal.getByTestId('share-menu');
      await expect(share.getByText(MESSAGES.shareDisabled)).toBeVisible();
      await expect(share.getByRole('textbox', { name: 'Link to share' })).toHaveCount(0);
      await expect(share.getByRole('link')).toHaveCount(0);
      await staffPortal.close();

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      // Publishing asks first.
      await page
        .getByRole('dialog', { name: 'Publish your trust center?' })
        .getByRole('button', { name: 'Publish' })
        .click();
      await expect(progress(page)).toHaveText('7 of 7');
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

      await visitor.page.reload();
      await expect(visitor.page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(visitor.page.getByText(PUBLICATION_MESSAGES.notPublished)).toHaveCount(0);
      await visitor.close();
    });
  });
}
