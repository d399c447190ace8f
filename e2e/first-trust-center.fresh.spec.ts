/**
 * Journey: a new organisation's whole first day on an empty instance of its own
 * (support/fresh-server.ts; docs/setup.md, docs/editing.md, docs/access.md). The admin sets the
 * instance up with its token (a new organisation has every feature: no plan command) and builds
 * a small trust center in the portal's main mode and the private app: an overview, a
 * certification carrying a restricted report, a public policy document, a subprocessor and a
 * clickwrap NDA; the checklist counts each step (access once the default profile, 'Approved
 * customers', holds the restricted report) and the admin publishes. A visitor then reads the
 * portal and asks for access, the admin approves them with one click, and the new member signs
 * in from the mail, accepts the NDA and downloads the restricted report; on the free plan set by
 * the operator, the admin's preview as the member finds Ask AI waiting for a paid plan. At a
 * phone's width and a desktop's, each on a server of its own.
 */
import {
  expect,
  test,
  untilInteractive,
  type Browser,
  type Locator,
  type Page,
} from './support/test.ts';
import {
  ACCESS_SETTINGS_MESSAGES,
  ADMIN_MESSAGES as M,
  CARD_DEFAULT_TITLES,
  COMPANY_MESSAGES,
  DEFAULT_PROFILE_NAME,
  DOCUMENT_ADMIN_TEXTS,
  NDA_MESSAGES,
  PUBLICATION_MESSAGES,
  SEARCH_MESSAGES,
  type CardKind,
} from '@trustfront/core';
import { followSignInLink, ownClientAddress } from './support/access.ts';
import { freshServerPort, startFreshServer, type FreshServer } from './support/fresh-server.ts';
import { linksIn, uniqueAddress, waitForMail } from './support/mailbox.ts';
import { chooseCardMenuEntry, openCardEditor } from './support/portal.ts';
import { E2E_SMTP_PORT, PLATFORM_PRIVACY_URL, PLATFORM_TERMS_URL } from './support/server.ts';
import { fillSetupForm, type NewOrganisation } from './support/setup-form.ts';

const ORG: NewOrganisation = {
  name: 'Northwind Health',
  slug: 'northwind-health',
  brandColor: '#1d4ed8',
  admin: {
    name: 'Nora Admin',
    email: 'nora@northwind.example',
    password: 'a long enough password',
  },
};
const PORTAL = `/trust/${ORG.slug}`;
const OVERVIEW = 'Northwind Health keeps patient data encrypted, audited and in the EU.';
const CERTIFICATION = 'ISO 27001';
const RESTRICTED_REPORT = 'ISO 27001 Audit Report 2026.docx';
/** Uploaded alone, its title is made readable: 'Information Security Policy'. */
const PUBLIC_POLICY = 'information_security_policy.pdf';
const PUBLIC_POLICY_TITLE = 'Information Security Policy';
const SUBPROCESSOR = 'Northwind Mail Relay';
const NDA_TEXT = 'What you read here about Northwind Health stays confidential.';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const title = (kind: CardKind) => CARD_DEFAULT_TITLES[kind];

/** Shows a card its admin filled: a new organisation's cards start hidden (docs/editing.md). */
async function showCard(page: Page, kind: CardKind) {
  await chooseCardMenuEntry(page, title(kind), M.showCard);
  await expect(page.getByText(M.cardShown).last()).toBeVisible();
}

/** Saves a card's drawer and waits for it to leave editing. */
async function saveDrawer(drawer: Locator) {
  await drawer.getByRole('button', { name: M.save }).click();
  await expect(drawer.getByTestId('card-editor')).toHaveCount(0);
}

/** The admin's part in the portal's main mode: overview, certification, subprocessor. */
async function buildPortal(page: Page) {
  await page.goto(`${PORTAL}?edit`);
  let drawer = await openCardEditor(page, title('Overview'));
  await drawer.getByLabel(M.overviewLabel).fill(OVERVIEW);
  await saveDrawer(drawer);
  await page.keyboard.press('Escape');
  await showCard(page, 'Overview');

  // A certification of the organisation's own, with its audit report for customers only.
  drawer = await openCardEditor(page, title('Certifications'));
  await drawer.getByRole('button', { name: M.addCustomItem }).click();
  const row = drawer.getByTestId('item-editor').last();
  await row.getByLabel('Title').fill(CERTIFICATION);
  await row.getByText(M.accessRestricted, { exact: true }).click();
  await row.locator('input[type="file"]').setInputFiles({
    name: RESTRICTED_REPORT,
    mimeType: DOCX_TYPE,
    buffer: Buffer.from('PK audit report of Northwind Health'),
  });
  await expect(row.getByText(M.linkedPending)).toBeVisible();
  await saveDrawer(drawer);
  await page.keyboard.press('Escape');
  await showCard(page, 'Certifications');

  drawer = await openCardEditor(page, title('Subprocessors'));
  const editor = drawer.getByTestId('subprocessors-editor');
  await editor.getByRole('button', { name: COMPANY_MESSAGES.addSubprocessor }).click();
  const dialog = page.getByRole('dialog', { name: COMPANY_MESSAGES.addSubprocessor });
  await dialog.getByRole('textbox', { name: COMPANY_MESSAGES.company }).fill(SUBPROCESSOR);
  await page.getByRole('option', { name: COMPANY_MESSAGES.justUse(SUBPROCESSOR) }).click();
  await dialog.getByLabel(COMPANY_MESSAGES.purpose).fill('Sends sign-in and update e-mails');
  await dialog.getByLabel(COMPANY_MESSAGES.location).fill('Ireland');
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(dialog).toHaveCount(0);
  // A table on a desktop, a list on a phone.
  await expect(editor).toContainText(SUBPROCESSOR);
  await expect(editor).toContainText('Ireland');
  await page.keyboard.press('Escape');
  await showCard(page, 'Subprocessors');
}

/** The admin's part in the private app: a public document and the NDA. */
async function buildPrivateApp(page: Page) {
  await page.goto('/app/documents?uploadModal=true');
  const upload = page.getByRole('dialog', { name: DOCUMENT_ADMIN_TEXTS.upload });
  await upload.locator('input[type="file"]').setInputFiles({
    name: PUBLIC_POLICY,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 information security policy'),
  });
  await upload.getByRole('combobox', { name: DOCUMENT_ADMIN_TEXTS.card }).click();
  await page.getByRole('option', { name: new RegExp(`${title('Policies')}$`) }).click();
  await upload.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(DOCUMENT_ADMIN_TEXTS.uploaded(PUBLIC_POLICY))).toBeVisible();
  await page.goto(`${PORTAL}?edit`);
  await showCard(page, 'Policies');

  await page.goto('/app/settings/access');
  await page.getByText('Clickwrap', { exact: true }).click();
  await page.getByLabel('NDA text').fill(NDA_TEXT);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ACCESS_SETTINGS_MESSAGES.saved)).toBeVisible();

  // The default profile holds the restricted certification without being told.
  await page.goto('/app/accounts/profiles');
  const profile = page.getByTestId('profile-row').filter({ hasText: DEFAULT_PROFILE_NAME });
  await expect(profile).toContainText('Default for approved accounts');
  await expect(profile).toContainText(CERTIFICATION);
}

/** A visitor's own browser: no session, an address of its own. */
async function visitorPage(browser: Browser, baseURL: string, viewport: Viewport) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await ownClientAddress(page);
  return page;
}

interface Viewport {
  width: number;
  height: number;
}

const VIEWPORTS: Viewport[] = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

VIEWPORTS.forEach((viewport, index) => {
  test.describe(`at ${viewport.width}px`, () => {
    let server: FreshServer | undefined;
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      // Past the setup journey's two servers.
      server = await startFreshServer(freshServerPort(2 + index), {
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        PLATFORM_TERMS_URL,
        PLATFORM_PRIVACY_URL,
      });
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('an empty instance becomes a published trust center a customer downloads from', async ({
      browser,
    }) => {
      test.setTimeout(420_000);
      if (!server) throw new Error('The fresh server did not start');
      const admin = await browser.newContext({ viewport, baseURL: server.url });
      const page = await admin.newPage();

      await page.goto('/app');
      await fillSetupForm(page, server.setupToken, ORG);
      await page.getByRole('button', { name: 'Create organisation' }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('setup-progress')).toHaveText('0 of 7');

      await buildPortal(page);
      await buildPrivateApp(page);

      // Before publishing, a visitor meets only the notice.
      const visitor = await visitorPage(browser, server.url, viewport);
      await visitor.goto(PORTAL);
      await expect(visitor.getByText(PUBLICATION_MESSAGES.notPublished)).toBeVisible();

      await page.goto('/app');
      // Brand and overview, certification, document, subprocessors, access and NDA; no
      // knowledge base yet, not published yet.
      await expect(page.getByTestId('setup-progress')).toHaveText('5 of 7');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      // Publishing asks first.
      await page
        .getByRole('dialog', { name: 'Publish your trust center?' })
        .getByRole('button', { name: 'Publish' })
        .click();
      await expect(page.getByTestId('setup-progress')).toHaveText('6 of 7');

      // The visitor reads the portal, then asks for access.
      await visitor.goto(PORTAL);
      await expect(visitor.getByTestId('card-Overview').getByText(OVERVIEW)).toBeVisible();
      await expect(visitor.getByTestId('card-Certifications')).toContainText(CERTIFICATION);
      await expect(visitor.getByTestId('card-Subprocessors')).toContainText(SUBPROCESSOR);
      await expect(visitor.getByTestId('card-Policies')).toContainText(PUBLIC_POLICY_TITLE);
      const email = uniqueAddress('rita', 'contoso-clinics.example');
      await visitor.goto(`${PORTAL}?requestAccess=true`);
      const modal = visitor.getByRole('dialog', { name: new RegExp(`^Get access to ${ORG.name}`) });
      await modal.getByLabel('Email').fill(email);
      await modal.getByLabel('First name').fill('Rita');
      await modal.getByLabel('Last name').fill('Reviewer');
      await modal.getByLabel('Company name').fill('Contoso Clinics');
      await modal.getByLabel(/I agree to the terms/).check();
      await modal.getByRole('button', { name: 'Submit Request' }).click();
      await expect(modal.getByTestId('access-sent')).toContainText(email);

      // The admin approves the request with one click: the account holds the default profile.
      await page.goto('/app/access-requests');
      const request = page.getByTestId('access-request-row').filter({ hasText: email });
      await request.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(request).toHaveCount(0);
      await page.goto('/app/accounts');
      const account = page.getByTestId('account-row').filter({ hasText: 'Contoso Clinics' });
      await expect(account.getByLabel('Permission profile of Contoso Clinics')).toHaveValue(
        DEFAULT_PROFILE_NAME,
      );

      // The member signs in from the mail, accepts the NDA and downloads the restricted report.
      const mail = await waitForMail(email, /is approved/);
      const link = linksIn(mail).find((l) => l.includes('/auth/magic-link'));
      if (!link) throw new Error(`No sign-in link in the mail to ${email}`);
      await followSignInLink(visitor, link, email);
      await visitor.getByTestId('welcome-modal').getByRole('button', { name: "Let's Go" }).click();
      const nda = visitor.getByRole('dialog', { name: NDA_MESSAGES.dialogTitle(ORG.name) });
      await expect(nda.getByTestId('nda-text')).toHaveText(NDA_TEXT);
      await nda.getByRole('checkbox', { name: NDA_MESSAGES.agree }).check();
      await nda.getByRole('button', { name: NDA_MESSAGES.accept }).click();
      await expect(nda).toHaveCount(0);

      await visitor.getByTestId('certification-tile').filter({ hasText: CERTIFICATION }).click();
      const item = visitor.getByRole('dialog', { name: CERTIFICATION });
      const downloading = visitor.waitForEvent('download');
      await item.getByRole('button', { name: `Download ${RESTRICTED_REPORT}` }).click();
      expect((await downloading).suggestedFilename()).toBe(RESTRICTED_REPORT);

      // On the free plan, with Ask AI on the trust center turned on by the operator, the admin
      // previews what the member sees: Ask AI waits for a paid plan.
      await server.operate(['plan', ORG.slug, 'free', 'enableAiOnTrustCenter=on']);
      await page.goto('/app/accounts');
      const opened = admin.waitForEvent('page');
      await account.getByRole('link', { name: 'Preview as' }).click();
      const preview = await opened;
      await expect(preview.locator('[data-testid^="card-"]').first()).toBeVisible();
      // A tab of its own: its keys reach the page once the server's HTML is hydrated.
      await untilInteractive(preview);
      await preview.keyboard.press('Control+k');
      const search = preview.getByTestId('search-dialog');
      const ask = search.getByTestId('search-mode').getByRole('radio', { name: 'Ask AI' });
      await expect(ask).toBeDisabled();
      await search.getByTestId('ask-ai-disabled').hover();
      await expect(preview.getByRole('tooltip')).toHaveText(SEARCH_MESSAGES.aiPaidPlanTooltip);

      await visitor.context().close();
      await admin.close();
    });
  });
});
