/**
 * Journey: staff create a permission profile in the private app, choose its restricted items,
 * and preview the portal as that profile: the preview banner shows and exactly its items reach
 * the preview (its hidden report unlocked, other restricted reports locked, other hidden ones
 * absent). The profile is renamed, then deleted, leaving the seed as it was.
 */
import { expect, test } from './support/test.ts';
import { fetchView, openDialog } from './support/portal.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

const PROFILE = 'Pentest readers';
/** Restricted and hidden in the seed: the profile includes it. */
const INCLUDED = 'Penetration Test Summary';

test('a new profile previews exactly its items, then is renamed and deleted', async ({ page }) => {
  await page.goto('/app/accounts/profiles');
  await expect(page.getByRole('heading', { name: 'Permission profiles' })).toBeVisible();
  await page.getByRole('button', { name: 'New profile' }).click();
  await page.getByLabel('Profile name').fill(PROFILE);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const row = page.getByTestId('profile-row').filter({ hasText: PROFILE });
  await expect(row).toContainText('None');

  await row.getByRole('button', { name: 'Items' }).click();
  const items = page.getByRole('dialog', { name: `Items of ${PROFILE}` });
  await items.getByRole('checkbox', { name: INCLUDED, exact: true }).check();
  await items.getByRole('button', { name: 'Save items' }).click();
  await expect(items).toHaveCount(0);
  await expect(row).toContainText(INCLUDED);

  // The preview link names the profile; the page shows the banner and exactly its items.
  const href = await row.getByRole('link', { name: 'Preview' }).getAttribute('href');
  if (!href) throw new Error('No preview link');
  const permissionProfileId = new URL(href, 'http://x').searchParams.get('permissionProfileId');
  if (!permissionProfileId) throw new Error('No profile id in the preview link');
  const view = await fetchView(page.request, { permissionProfileId });
  expect(view.mode).toBe('preview');
  const restricted = view.cards
    .flatMap((c) => c.items)
    .filter((i) => i.access !== 'public')
    .map((i) => [i.title, i.access, i.isUnlocked]);
  expect(restricted.filter(([, , unlocked]) => unlocked)).toEqual([
    [INCLUDED, 'restricted_hidden', true],
  ]);
  expect(restricted.filter(([, access]) => access === 'restricted_hidden')).toHaveLength(1);

  await page.goto(href);
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Expand Reports' }).click();
  const drawer = openDialog(page);
  await expect(drawer.getByRole('link', { name: INCLUDED, exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.goto('/app/accounts/profiles');
  await row.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Profile name').fill(`${PROFILE} (old)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const renamed = page.getByTestId('profile-row').filter({ hasText: `${PROFILE} (old)` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('profile-row').filter({ hasText: PROFILE })).toHaveCount(0);
});
