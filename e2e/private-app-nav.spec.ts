/**
 * Journey: the private app's navigation (docs/staff.md, Sections): Home, then the sections in
 * four labelled groups; on a phone it opens behind the burger and closes once a section is
 * chosen. Home's Today counts what needs the staff, each count a link to its page.
 */
import { expect, test } from './support/test.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

const GROUPS = {
  Visitors: 'Access requests',
  Content: 'Documents',
  Insights: 'Audit log',
  Settings: 'API tokens',
};

test('at 1440 px the sections are grouped beside the page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/app');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  for (const [group, entry] of Object.entries(GROUPS)) {
    await expect(
      nav.getByRole('group', { name: group }).getByRole('link', { name: entry }),
    ).toBeVisible();
  }
  await nav
    .getByRole('group', { name: 'Insights' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL(/\/app\/settings\/audit-log$/);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('data-active', 'true');
});

test('at 390 px the sections open behind the burger and close on a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Documents' })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Navigation' }).click();
  const content = nav.getByRole('group', { name: 'Content' });
  await expect(content.getByRole('link', { name: 'Documents' })).toBeInViewport();
  await content.getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/app\/documents$/);
  await expect(nav.getByRole('link', { name: 'Documents' })).not.toBeInViewport();
});

test("Home's Today counts the demo's pending requests and leads to them", async ({ page }) => {
  await page.goto('/app');
  const pending = page.getByTestId('today-pendingRequests');
  await expect(pending).toHaveText(/^[1-9]\d* access requests? waits?$/);
  await expect(page.getByTestId('today-weekViews')).toContainText('in the last 7 days');
  await pending.click();
  await expect(page).toHaveURL(/\/app\/access-requests$/);
});
