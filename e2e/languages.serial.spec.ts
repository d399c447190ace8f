/**
 * The portal in the reader's language (docs/languages.md): staff offer German and write Acme
 * Cloud's overview in it; a German reader gets the German interface and overview from
 * `Accept-Language` alone, with hreflang alternates in the page head; the header's menu switches
 * to French and back to English. The seed's languages and German overview are put back after.
 */
import { expect, test } from './support/test.ts';
import type { TLanguageSettings, TTranslationsAnswer } from '@trustfront/core';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';
import { PORTAL_PATH } from './support/portal.ts';

const OVERVIEW_DE = 'Willkommen im Trust Center von Acme: So schützen wir Ihre Daten.';

let seeded: { settings: TLanguageSettings; overview: TTranslationsAnswer['texts'][number] };

test.beforeAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  const settings = (await (
    await staff.get('/api/app/settings/languages')
  ).json()) as TLanguageSettings;
  const texts = (await (
    await staff.get('/api/app/translations?language=de')
  ).json()) as TTranslationsAnswer;
  const overview = texts.texts.find((x) => x.field === 'overview' && x.label.includes('Overview'));
  if (!overview) throw new Error('The seed has no overview text');
  seeded = { settings, overview };
  // Start from English only: staff enable German in the journey.
  const reset = await staff.put('/api/app/settings/languages', {
    data: { offered: ['en'], defaultLanguage: 'en' },
  });
  expect(reset.status()).toBe(200);
  await staff.dispose();
});

test.afterAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  await staff.put('/api/app/settings/languages', { data: seeded.settings });
  const { entity, entityId, field, translation } = seeded.overview;
  await staff.put('/api/app/translations', {
    data: { entity, entityId, language: 'de', texts: { [field]: translation } },
  });
  await staff.dispose();
});

test.describe('staff', () => {
  test.use({ storageState: staffState('admin') });

  test('offer German and write the overview in it', async ({ page }) => {
    await page.goto('/app/settings/languages');
    await expect(page.getByText('Offer another language to translate')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Deutsch' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Language settings saved')).toBeVisible();

    // A page of twenty texts at a time: the search finds the overview among them.
    await page.getByLabel('Search texts').fill(seeded.overview.original.slice(0, 40));
    const row = page.getByTestId(`translation-${seeded.overview.entityId}-overview`);
    await row.getByRole('textbox').fill(OVERVIEW_DE);
    await row.getByRole('button', { name: 'Save translation' }).click();
    await expect(page.getByText('Translation saved')).toBeVisible();
  });
});

test.describe('a German reader', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('gets the German interface and content from Accept-Language alone', async ({ page }) => {
    await page.goto(PORTAL_PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(OVERVIEW_DE)).toBeVisible();
    await expect(page.getByTestId('verify-link')).toHaveText('Dokument prüfen');
    await expect(page.getByTestId('search-box')).toHaveAttribute('placeholder', /durchsuchen$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      /\/trust\/acme\/de$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  });

  test('switches to French and English with the header menu', async ({ page, playwright }) => {
    const staff = await staffRequest(playwright);
    await staff.put('/api/app/settings/languages', {
      data: { offered: ['en', 'de', 'fr'], defaultLanguage: 'en' },
    });
    await staff.dispose();

    await page.goto(PORTAL_PATH);
    await expect(page.getByText(OVERVIEW_DE)).toBeVisible();
    // The menu answers once the server-rendered page is hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-fr').click();
    await expect(page).toHaveURL(/\/trust\/acme\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('verify-link')).toHaveText('Vérifier un document');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    // No French overview: the default language's text.
    await expect(page.getByText(OVERVIEW_DE)).toHaveCount(0);
    await expect(page.getByText(/^Acme Corp builds Acme Cloud/)).toBeVisible();

    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await expect(page).toHaveURL(/\/trust\/acme$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('verify-link')).toHaveText('Verify a document');
    // The choice is kept: English although the browser asks for German.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
