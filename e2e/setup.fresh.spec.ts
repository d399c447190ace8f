/**
 * First-run setup (docs/setup.md) on a fresh instance of its own (support/fresh-server.ts): the
 * home page leads to the setup page, a wrong token is refused by the token field, the right one
 * creates the organisation and signs its admin in to the private app, and the organisation's
 * portal exists. The instance has no SMTP server (no SMTP_URL): Home says mails are kept, not
 * sent, names the setting that fixes it and leads to the Outbox, which says it too
 * (docs/staff.md, Mail delivery). At a phone's width and a desktop's.
 */
import { expect, test } from './support/test.ts';
import { MAIL_DELIVERY_MESSAGES, SETUP_MESSAGES } from '@trustfront/core';
import { freshServerPort, startFreshServer, type FreshServer } from './support/fresh-server.ts';
import { fillSetupForm, type NewOrganisation } from './support/setup-form.ts';

const ORG: NewOrganisation = {
  name: 'Gamma Labs',
  slug: 'gamma-labs',
  brandColor: '#0b7a75',
  admin: { name: 'Ada Admin', email: 'ada@gamma.example', password: 'a long enough password' },
};

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

VIEWPORTS.forEach((viewport, index) => {
  test.describe(`at ${viewport.width}px`, () => {
    let server: FreshServer | undefined;
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      server = await startFreshServer(freshServerPort(index));
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('a fresh instance is set up from the browser', async ({ browser }) => {
      test.setTimeout(90_000);
      if (!server) throw new Error('The fresh server did not start');
      const context = await browser.newContext({ viewport, baseURL: server.url });
      const page = await context.newPage();

      await page.goto('/');
      await expect(page).toHaveURL(/\/app$/);
      await expect(page.getByRole('heading', { name: 'Set up your Trust Center' })).toBeVisible();

      await fillSetupForm(page, 'not-the-token-of-this-server', ORG);
      await page.getByRole('button', { name: 'Create organisation' }).click();
      await expect(page.getByText(SETUP_MESSAGES.tokenWrong)).toBeVisible();

      await page.getByLabel('Setup token').fill(server.setupToken);
      await page.getByRole('button', { name: 'Create organisation' }).click();
      // Creating the organisation hashes the password and writes the first portal: a while on a
      // busy machine, with its own embedded database.
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('banner').getByText(ORG.name)).toBeVisible();

      // Set up: the setup page leads to the private app, where the admin is signed in.
      await page.goto('/app/setup');
      await expect(page).toHaveURL(/\/app$/);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

      // Without SMTP_URL, Home says mails stay in the Outbox until SMTP_URL is set, and leads
      // there; the Outbox says it too.
      const homeBanner = page.getByTestId('mail-delivery-banner');
      await expect(homeBanner).toContainText('Mails are kept, not sent');
      await expect(homeBanner).toContainText(MAIL_DELIVERY_MESSAGES.notConfigured);
      await homeBanner.getByRole('link', { name: 'Open the Outbox' }).click();
      await expect(page).toHaveURL(/\/app\/outbox$/);
      await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
      const outboxBanner = page.getByTestId('mail-delivery-banner');
      await expect(outboxBanner).toContainText(MAIL_DELIVERY_MESSAGES.notConfigured);
      await expect(outboxBanner).toContainText('SMTP_URL');
      await expect(outboxBanner.getByRole('link', { name: 'Open the Outbox' })).toHaveCount(0);

      const portal = await page.goto(`/trust/${ORG.slug}`);
      expect(portal?.status()).toBe(200);
      await expect(page.getByRole('img', { name: `${ORG.name} logo` }).first()).toBeVisible();
      await context.close();
    });
  });
});
