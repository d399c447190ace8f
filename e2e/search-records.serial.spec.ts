/**
 * Journey: staff add a fact in the private app (/app/knowledge-base/facts), a missing statement
 * is refused with its message, and a member's search of the portal finds the new fact at once;
 * the fact is deleted again.
 */
import { expect, test } from './support/test.ts';
import { openPortal, PORTAL_PATH } from './support/portal.ts';
import { seedAccess } from './support/seed-ids.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

test('a fact added in the private app is found by the portal search', async ({
  page,
  playwright,
}) => {
  const word = `kestrel${Date.now()}`;
  const statement = `Archived tapes are shredded by ${word} after seven years`;
  await page.goto('/app/knowledge-base/facts');
  await expect(page.getByRole('heading', { name: 'Facts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add fact' }).click();
  const form = page.getByRole('dialog', { name: 'Add fact' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await form.getByLabel('Statement').fill(statement);
  await form.getByLabel('Details').fill('Certificates of destruction are kept.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('record-row').filter({ hasText: statement });
  await expect(row).toContainText('Everyone the portal reaches');

  const { accountId } = await seedAccess(playwright);
  await openPortal(page, `${PORTAL_PATH}?accountId=${accountId}`);
  await page.keyboard.press('Control+k');
  const dialog = page.getByTestId('search-dialog');
  await dialog.getByPlaceholder('Search content').fill(word);
  await expect(dialog.getByTestId('search-result').filter({ hasText: statement })).toBeVisible();

  await page.goto('/app/knowledge-base/facts');
  await page
    .getByTestId('record-row')
    .filter({ hasText: statement })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('record-row').filter({ hasText: statement })).toHaveCount(0);
});
