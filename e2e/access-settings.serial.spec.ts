/**
 * Journey: staff set how the organisation hands out access (/app/settings/access): NDA provider
 * and text, access duration, watermarking, legal links. A refused value says why; saved values
 * come back after a reload. The seed's settings are put back afterwards.
 */
import { expect, test } from './support/test.ts';
import { ACCESS_SETTINGS_MESSAGES, type TAccessSettings } from '@trustfront/core';
import { readAccessSettings, saveAccessSettings } from './support/access-staff.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

let original: TAccessSettings | null = null;

test.beforeAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  original = await readAccessSettings(staff);
  await staff.dispose();
});

test.afterAll(async ({ playwright }) => {
  if (!original) return;
  const staff = await staffRequest(playwright);
  await saveAccessSettings(staff, original);
  await staff.dispose();
});

test('access settings are validated, saved and shown again after a reload', async ({ page }) => {
  await page.goto('/app/settings/access');
  await expect(page.getByRole('heading', { name: 'Access settings' })).toBeVisible();

  await page.getByText('Clickwrap', { exact: true }).click();
  await page.getByLabel('NDA text').fill('');
  await page.getByLabel('Terms of Service URL').fill('terms.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ACCESS_SETTINGS_MESSAGES.ndaTextRequired)).toBeVisible();
  await expect(page.getByText(ACCESS_SETTINGS_MESSAGES.urlInvalid)).toBeVisible();

  await page.getByLabel('NDA text').fill('Reviewers keep our documents confidential.');
  await page.getByLabel('Terms of Service URL').fill('https://acme.example/terms');
  await page.getByLabel('Access duration (days)').fill('30');
  await page.getByLabel(/Watermark restricted PDFs/).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ACCESS_SETTINGS_MESSAGES.saved)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('NDA text')).toHaveValue(
    'Reviewers keep our documents confidential.',
  );
  await expect(page.getByLabel('Terms of Service URL')).toHaveValue('https://acme.example/terms');
  await expect(page.getByLabel('Access duration (days)')).toHaveValue('30');
  await expect(page.getByLabel(/Watermark restricted PDFs/)).toBeChecked();
  await expect(page.getByLabel('Privacy policy URL')).toHaveValue('');

  // Access until revoked: saved as no duration, and kept with everything else.
  await page.getByLabel('Access lasts until revoked').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ACCESS_SETTINGS_MESSAGES.saved).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Access lasts until revoked')).toBeChecked();
  await expect(page.getByLabel('Access duration (days)')).toHaveCount(0);
  await expect(page.getByLabel('NDA text')).toHaveValue(
    'Reviewers keep our documents confidential.',
  );
});
