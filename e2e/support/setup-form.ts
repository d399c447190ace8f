/**
 * The first-run setup page's form (docs/setup.md), filled as a new user would: the slug is the
 * one suggested from the organisation's name.
 */
import { expect, type Page } from '@playwright/test';

export interface NewOrganisation {
  name: string;
  slug: string;
  brandColor: string;
  admin: { name: string; email: string; password: string };
}

export const logoSvg = (color: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="${color}"/></svg>`,
  );

export async function fillSetupForm(page: Page, token: string, org: NewOrganisation) {
  await page.getByLabel('Setup token').fill(token);
  await page.getByLabel('Organisation name').fill(org.name);
  await expect(page.getByLabel('Portal address')).toHaveValue(org.slug);
  await page.getByLabel('Brand colour', { exact: true }).fill(org.brandColor);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: logoSvg(org.brandColor),
  });
  await page.getByLabel('Name', { exact: true }).fill(org.admin.name);
  await page.getByLabel('Email').fill(org.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(org.admin.password);
  await page.getByLabel('Repeat the password').fill(org.admin.password);
}
