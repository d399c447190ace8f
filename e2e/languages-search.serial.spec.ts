/**
 * The portal's search, knowledge base, Changes page and notices in the reader's language
 * (docs/languages.md, Interface): a German reader searches, opens the knowledge base and the
 * Changes page in German, and reads the no-JavaScript notices in German; a French reader is told
 * in French what the server refused (too many subscriptions of one address). The organisation's
 * languages are put back after.
 */
import { expect, test, type Page } from './support/test.ts';
import { uniqueAddress } from './support/mailbox.ts';
import { ORG_NAME, ORG_SLUG, PORTAL_PATH } from './support/portal.ts';
import { BASE_URL } from './support/server.ts';
import { offerEveryLanguage } from './support/languages.ts';

offerEveryLanguage();

const dialog = (page: Page) => page.getByTestId('search-dialog');

test.describe('a German reader', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('searches in German', async ({ page }) => {
    await page.goto(PORTAL_PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByTestId('search-box').click();
    await expect(dialog(page).getByText('Geben Sie oben einen Suchbegriff ein')).toBeVisible();
    const input = dialog(page).getByPlaceholder('Einträge durchsuchen');
    await input.fill('SOC');
    const groups = dialog(page).getByTestId('search-group');
    await expect(groups.first()).toContainText('Einträge');
    await expect(dialog(page).getByTestId('search-result').first()).toContainText('Bester Treffer');
    const footer = dialog(page).getByTestId('search-footer');
    await expect(footer).toContainText(/\d+ Ergebnisse?/);
    await expect(footer).toContainText('zum Navigieren');
    await expect(dialog(page).getByTestId('search-details')).toBeVisible();

    await input.fill('zzqxvw');
    await expect(dialog(page).getByText('Keine Ergebnisse gefunden')).toBeVisible();
    await expect(
      dialog(page).getByText('Versuchen Sie es mit einem anderen Suchbegriff.'),
    ).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Leeren' }).click();
    await expect(input).toHaveValue('');
    await dialog(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('opens the knowledge base in German', async ({ page }) => {
    await page.goto(PORTAL_PATH);
    const section = page.getByTestId('card-KnowledgeBase');
    await expect(section.getByRole('heading', { name: 'Wissensdatenbank' })).toBeVisible();
    await section.getByRole('button', { name: 'Mehr anzeigen' }).click();
    const full = page.getByRole('dialog', { name: 'Wissensdatenbank' });
    await expect(full.getByTestId('kb-table').getByRole('columnheader')).toHaveText(['Frage']);
    await expect(full.getByText(/^\d+–\d+ von \d+$/)).toBeVisible();
    await full.getByTestId('kb-table').locator('tbody tr').first().click();
    await expect(full.getByTestId('kb-details')).toContainText('Antwort');
    await full.getByPlaceholder('Fragen durchsuchen').fill('zzqxvw');
    await expect(full.getByText('Keine Ergebnisse entsprechen diesen Kriterien')).toBeVisible();
  });

  test('reads the Changes page in German', async ({ page }) => {
    await page.goto(`${PORTAL_PATH}/changes`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Änderungen · ${ORG_NAME}`);
    await expect(page.getByRole('link', { name: /Zurück zum Trust Center/ })).toBeVisible();
    await expect(page.getByText('Für Maschinen:')).toBeVisible();
    await expect(page.getByTestId('change-entry').first()).toContainText(
      /Hinzugefügt|Entfernt|Geändert|Ersetzt|Veröffentlicht/,
    );
    await expect(page.getByTestId('changes-kind')).toHaveValue('Alle Änderungen');
    await expect(page.getByText('Art', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Änderungen · ${ORG_NAME}`));
  });

  test('reads the trust updates in German', async ({ page }) => {
    await page.goto(PORTAL_PATH);
    const updates = page.getByTestId('card-updates');
    await expect(
      updates.getByRole('heading', { name: 'Neuigkeiten des Trust Centers' }),
    ).toBeVisible();
    const topic = updates.getByTestId('topic').first();
    await expect(topic).toContainText(/\d+ Neuigkeit(en)? veröffentlicht/);
    await expect(topic.getByTestId('update').first()).toContainText(/Öffentlich|Vertraulich/);
    await expect(topic.getByRole('button', { name: 'Link zum Eintrag kopieren' })).toBeVisible();
  });

  test('without JavaScript, reads what needs it and searches and subscribes in German', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      javaScriptEnabled: false,
      locale: 'de-DE',
      extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto(PORTAL_PATH);
    const notices = page.getByTestId('noscript-notice');
    await expect(notices.filter({ hasText: 'Zugang anfordern und Anmelden' })).toBeVisible();
    // Search and subscribing open the pages the server answers, in German.
    await page.getByRole('searchbox').fill('SOC');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('answer-search-result').first()).toBeVisible();
    await page.getByRole('link', { name: `Zurück zu ${ORG_NAME}` }).click();
    await page.getByTestId('card-updates').getByTestId('subscribe-button').click();
    await expect(page.getByRole('heading', { name: 'Neuigkeiten abonnieren' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-Mail' })).toBeVisible();
    await context.close();
  });
});

test.describe('a French reader', () => {
  test.use({ locale: 'fr-FR', extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' } });

  test('is told in French what the form and the server refuse', async ({ page, request }) => {
    // Three subscriptions of one address an hour: the fourth is refused.
    const email = uniqueAddress('abonne');
    for (let i = 0; i < 3; i++) {
      const sent = await request.post(`/api/portal/${ORG_SLUG}/subscribe`, { data: { email } });
      expect(sent.status()).toBe(200);
    }
    await page.goto(PORTAL_PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByTestId('card-updates').getByTestId('subscribe-button').click();
    const popover = page.getByRole('dialog', { name: "S'abonner aux actualités" });
    const address = popover.getByRole('textbox', { name: 'E-mail' });
    await address.fill('pas-une-adresse');
    await popover.getByRole('button', { name: "S'abonner" }).click();
    await expect(popover.getByText("Cette adresse e-mail n'est pas valide")).toBeVisible();

    await address.fill(email);
    const refused = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `/api/portal/${ORG_SLUG}/subscribe` && r.status() === 429,
    );
    await popover.getByRole('button', { name: "S'abonner" }).click();
    await refused;
    await expect(page.getByText('Trop de tentatives. Veuillez réessayer plus tard.')).toBeVisible();
  });
});
