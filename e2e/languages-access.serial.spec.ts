/**
 * The access and member dialogs in the reader's language (docs/languages.md, Interface): a German
 * reader asks for access in German and is told in German that their e-mail is invalid; a French
 * member is welcomed in French and meets the questionnaire dialogs and their errors in French.
 * The organisation's languages are put back after.
 */
import { expect, test } from './support/test.ts';
import { ownClientAddress } from './support/access.ts';
import { signInNewMember } from './support/member.ts';
import { PORTAL_PATH } from './support/portal.ts';
import { offerEveryLanguage } from './support/languages.ts';

test.slow();

offerEveryLanguage();

test.describe('a German reader', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('asks for access in German and reads its errors in German', async ({ page }) => {
    await ownClientAddress(page);
    await page.goto(`${PORTAL_PATH}?requestAccess=true`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const modal = page.getByRole('dialog', { name: 'Zugang zum Trust Center von Acme Corp' });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByText('Bitte geben Sie zunächst Ihre E-Mail-Adresse ein')).toBeVisible();
    await expect(modal.getByRole('tab', { name: 'Zugang anfragen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await modal.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('keine-adresse');
    await modal.getByLabel('Vorname', { exact: true }).fill('Anna');
    await modal.getByLabel('Nachname', { exact: true }).fill('Schmidt');
    await modal.getByLabel('Unternehmen', { exact: true }).fill('Globex');
    await modal.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(modal.getByText('Diese E-Mail-Adresse ist ungültig')).toBeVisible();
    await expect(modal.getByText('Bitte stimmen Sie den Bedingungen zu')).toBeVisible();
    await expect(modal.getByText('This email is invalid')).toHaveCount(0);

    // The login tab asks for an address in German too.
    await modal.getByRole('tab', { name: 'Anmelden' }).click();
    await modal.getByRole('button', { name: 'Weiter' }).click();
    await expect(modal.getByText('Bitte geben Sie eine E-Mail-Adresse ein.')).toBeVisible();
  });
});

test('a French member is welcomed and sends questionnaires in French', async ({ page }) => {
  const member = await signInNewMember(page, 'Camille');
  await page.goto(
    `${PORTAL_PATH}/fr?${new URLSearchParams({ accountId: member.accountId, welcome: 'true' })}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const welcome = page.getByTestId('welcome-modal');
  await expect(welcome.getByText('Bienvenue sur le Trust Center d’Acme Corp')).toBeVisible({
    timeout: 20_000,
  });
  await welcome.getByRole('button', { name: "C'est parti" }).click();
  await expect(welcome).toBeHidden();

  await page
    .getByTestId('member-bar')
    .getByRole('button', { name: 'Soumettre un questionnaire' })
    .click();
  const info = page.getByRole('dialog', { name: 'Les questionnaires peuvent prendre du temps' });
  await expect(info.getByRole('button', { name: 'Voir les documents' })).toBeVisible();
  await info.getByRole('button', { name: 'Continuer' }).click();
  const form = page.getByRole('dialog', { name: 'Soumettre un questionnaire' });
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByText('Choisissez un fichier à envoyer')).toBeVisible();

  await form.locator('label', { hasText: 'Fournir un lien' }).click();
  await form.getByLabel('Lien vers le questionnaire').fill('http://localhost/interne.xlsx');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    form.getByText('Les liens vers des adresses privées ne sont pas acceptés'),
  ).toBeVisible();
  await form
    .getByLabel('Lien vers le questionnaire')
    .fill(`https://share.example.com/caiq-${Date.now()}.xlsx`);
  await form.getByRole('button', { name: 'Envoyer' }).click();
  const sent = page.getByRole('dialog', { name: 'Questionnaire envoyé' });
  await expect(sent.getByText('Vous pouvez le retrouver sous « Questionnaires »')).toBeVisible();
  await sent.getByRole('button', { name: 'Terminé' }).click();

  await expect(page.getByTestId('since-last-visit')).toContainText(
    'E-mail hebdomadaire des nouveautés',
  );
});
