/**
 * Accounts → Export access inventory: an admin downloads who has access as CSV, with a header
 * naming the columns and a row for the seeded Globex Inc member with the account's permission
 * profile (docs/access.md, Access inventory). Exporting changes nothing, so this journey runs
 * beside the others.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { ACCESS_INVENTORY_COLUMNS } from '@trustfront/core';
import { NDA_ACCOUNT_NAME, NDA_PROFILE_NAME } from './support/seed-ids.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

test('downloads the access inventory as CSV from the Accounts page', async ({ page }) => {
  await page.goto('/app/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Export access inventory' }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (spreadsheet)' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^access-inventory-acme-\d{4}-\d{2}-\d{2}\.csv$/);

  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe(ACCESS_INVENTORY_COLUMNS.join(','));
  const globex = lines.find((line) => line.includes(`,${NDA_ACCOUNT_NAME},`));
  expect(globex).toBeDefined();
  expect(globex).toContain(',jane@globex.example,Jane,Doe,');
  expect(globex).toContain(`,${NDA_PROFILE_NAME},`);
  expect(globex).toMatch(/,Approved,Approved,/);
});
