/**
 * Journey: staff customise the portal (/app/settings/portal): title, brand colour and logo show
 * on the portal after a reload; turning the 'Built on' link off hides it; a support page URL
 * makes the Help card's 'Contact support' open it; a bad input says why and loses nothing saved.
 * A staff member without app:settings meets 'No access' and a 403. The seed's settings and logo
 * are put back afterwards.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import {
  MESSAGES,
  PORTAL_SETTINGS_MESSAGES as M,
  assetUrl,
  type TPortalSettingsAnswer,
} from '@trustfront/core';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

const URL = '/api/app/settings/portal';
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0b7285"/></svg>';

interface Original {
  answer: TPortalSettingsAnswer;
  logo: { buffer: Buffer; mimeType: string } | null;
}
let original: Original | null = null;

async function readSettings(staff: APIRequestContext): Promise<TPortalSettingsAnswer> {
  const res = await staff.get(URL);
  expect(res.status()).toBe(200);
  return (await res.json()) as TPortalSettingsAnswer;
}

test.beforeAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  const answer = await readSettings(staff);
  let logo: Original['logo'] = null;
  if (answer.images.logo) {
    const res = await staff.get(assetUrl(answer.orgId, answer.images.logo));
    logo = { buffer: await res.body(), mimeType: res.headers()['content-type'] ?? 'image/svg+xml' };
  }
  original = { answer, logo };
  await staff.dispose();
});

test.afterAll(async ({ playwright }) => {
  if (!original) return;
  const staff = await staffRequest(playwright);
  const res = await staff.put(URL, { data: original.answer.settings });
  expect(res.status(), await res.text()).toBe(200);
  const logo = original.logo
    ? await staff.put(`${URL}/images/logo`, {
        multipart: { file: { name: 'logo', ...original.logo } },
      })
    : await staff.delete(`${URL}/images/logo`);
  expect(logo.ok(), await logo.text()).toBe(true);
  await staff.dispose();
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: staffState('admin') });

  test('portal settings are validated, saved and shown on the portal', async ({ page }) => {
    await page.goto('/app/settings/portal');
    await expect(page.getByRole('heading', { name: 'Portal', exact: true })).toBeVisible();
    const title = page.getByLabel('Portal title');
    await expect(title).toHaveValue('Trust Center');

    // Bad inputs: each says why, and nothing is saved.
    await title.fill(' ');
    await page.getByLabel('Brand colour').fill('teal');
    await page.getByLabel('Support page URL').fill('help desk');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(M.titleRequired)).toBeVisible();
    await expect(page.getByText(M.brandColorInvalid)).toBeVisible();
    await expect(page.getByText(M.urlInvalid)).toBeVisible();
    await page.getByLabel('Domain').fill('not a domain');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText(M.domainInvalid)).toBeVisible();
    const notImage = page.getByTestId('portal-image-Logo').locator('input[type=file]');
    await notImage.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText(M.imageWrongType)).toBeVisible();
    await page.reload();
    await expect(title).toHaveValue('Trust Center');
    await expect(page.getByLabel('Support page URL')).toHaveValue('https://acme.example/support');

    // Good inputs: saved, and kept after a reload.
    await title.fill('Acme Security Portal');
    // A colour too light for the white page is warned of, and a dark enough one is not.
    await page.getByLabel('Brand colour').fill('#74C0FC');
    await expect(page.getByTestId('brand-color-contrast')).toContainText(
      'Its contrast with the white page is 1.',
    );
    await page.getByLabel('Brand colour').fill('#0B7285');
    await expect(page.getByTestId('brand-color-contrast')).toHaveCount(0);
    await page.getByLabel('Support page URL').fill('https://acme.example/help-desk');
    await page.getByLabel(`Show the '${MESSAGES.builtOn}' link`).uncheck();
    await page.getByRole('checkbox', { name: 'Job title', exact: true }).check();
    await page.getByLabel('Job title: label').fill('Your role at the company');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Portal settings saved')).toBeVisible();
    await page
      .getByTestId('portal-image-Logo')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(LOGO_SVG),
      });
    await expect(page.getByText('Image saved')).toBeVisible();
    await page.reload();
    await expect(title).toHaveValue('Acme Security Portal');
    await expect(page.getByLabel('Brand colour')).toHaveValue('#0b7285');
    await expect(page.getByLabel(`Show the '${MESSAGES.builtOn}' link`)).not.toBeChecked();
    const logoSrc = await page.getByAltText('Logo preview').getAttribute('src');

    // The portal shows them.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Security Portal');
    await expect(page.getByTestId('org-logo')).toHaveAttribute('src', logoSrc ?? '');
    await expect(page.getByTestId('built-on')).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue(
            '--mantine-primary-color-filled',
          ),
        ),
      )
      .toBe('#0b7285');
    const help = page.getByTestId('card-help');
    await help.scrollIntoViewIfNeeded();
    const support = help.getByRole('link', { name: MESSAGES.contactSupport });
    await expect(support).toHaveAttribute('href', 'https://acme.example/help-desk');
    await page
      .context()
      .route('https://acme.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Help desk</h1>' }),
      );
    const opened = page.waitForEvent('popup');
    await support.click();
    const popup = await opened;
    await expect(popup.getByRole('heading', { name: 'Help desk' })).toBeVisible();
    expect(popup.url()).toBe('https://acme.example/help-desk');
    await popup.close();

    // The access request form asks for the field under its label.
    await page.goto('/?requestAccess=true');
    await expect(page.getByLabel('Your role at the company')).toBeVisible();
  });
});

test.describe('signed in as the auditor', () => {
  test.use({ storageState: staffState('auditor') });

  test('a staff member without app:settings has no portal settings', async ({
    page,
    playwright,
  }) => {
    await page.goto('/app/settings/portal');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Portal', exact: true })).toHaveCount(0);
    const auditor = await staffRequest(playwright, 'auditor');
    expect((await auditor.get(URL)).status()).toBe(403);
    expect((await auditor.put(URL, { data: original?.answer.settings ?? {} })).status()).toBe(403);
    await auditor.dispose();
  });
});
