/**
 * Journey: an admin connects the bug-bounty and status-page integrations in main mode against
 * the fakes of HackerOne and Statuspage (docs/integrations.md, Connecting and Bug bounty): a bad
 * link and an unknown program or page show their verbatim messages; once connected the link is
 * read-only and the live statistics show on the portal, to visitors too, across a reload. The
 * demo's own connections are taken off first and connected again afterwards.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import {
  ADMIN_MESSAGES,
  HACKERONE_HOST,
  INTEGRATION_MESSAGES as M,
  INTEGRATION_TEXTS,
  type TPortalView,
} from '@trustfront/core';
import { FAKE_PAGE, FAKE_TEAM } from '../apps/server/test/helpers/fake-services.ts';
import { chooseCardMenuEntry, fetchView, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

let staff: APIRequestContext;
let original: TPortalView;

const titleOf = (kind: string) => {
  const card = original.cards.find((c) => c.kind === kind);
  if (!card) throw new Error(`No ${kind} card`);
  return card.title;
};

/** The demo's connections (apps/server/src/db/seed/content/security-controls.ts). */
const DEMO_LINKS = {
  hackerone: `${HACKERONE_HOST}/acme`,
  statuspageio: 'https://status.acme.example',
} as const;

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await fetchView(staff, { mode: 'main' });
  const productId = original.product.productId;
  for (const provider of Object.keys(DEMO_LINKS)) {
    const response = await staff.delete(`/api/integrations/${provider}`, { params: { productId } });
    expect(response.status()).toBe(204);
  }
});

test.afterAll(async () => {
  const productId = original.product.productId;
  for (const [provider, page] of Object.entries(DEMO_LINKS)) {
    const response = await staff.post(`/api/integrations/${provider}/connect`, {
      data: { productId, page },
    });
    expect(response.status()).toBe(200);
  }
  await staff.dispose();
});

async function openIntegration(page: Page, kind: string, provider: 'hackerone' | 'statuspageio') {
  const texts = INTEGRATION_TEXTS[provider];
  const menu =
    provider === 'hackerone'
      ? ADMIN_MESSAGES.bugBountyIntegration
      : ADMIN_MESSAGES.statusPageIntegration;
  await chooseCardMenuEntry(page, titleOf(kind), menu);
  const dialog = page.getByRole('dialog', { name: texts.title });
  return { dialog, link: dialog.getByLabel(texts.label) };
}

test('HackerOne: link errors, unknown program, then live statistics on the portal', async ({
  page,
}) => {
  await page.goto(`${PORTAL_PATH}?edit`);
  const { dialog, link } = await openIntegration(page, 'ApplicationSecurity', 'hackerone');
  await link.fill(`${HACKERONE_HOST}/acme?type=team`);
  await dialog.getByRole('button', { name: M.connect }).click();
  await expect(dialog.getByText(M.hackerOneLink(HACKERONE_HOST))).toBeVisible();
  await link.fill(`${HACKERONE_HOST}/nobody`);
  await dialog.getByRole('button', { name: M.connect }).click();
  await expect(dialog.getByText(M.hackerOneNotFound)).toBeVisible();
  await link.fill(`${HACKERONE_HOST}/acme`);
  await dialog.getByRole('button', { name: M.connect }).click();
  await expect(page.getByText(M.connected)).toBeVisible();
  // Connected, the dialog no longer offers to connect in its title.
  const connected = page.getByRole('dialog', { name: INTEGRATION_TEXTS.hackerone.connectedTitle });
  await expect(connected).toBeVisible();
  await expect(page.getByRole('dialog', { name: INTEGRATION_TEXTS.hackerone.title })).toHaveCount(
    0,
  );
  const connectedLink = connected.getByLabel(INTEGRATION_TEXTS.hackerone.label);
  await expect(connectedLink).toHaveAttribute('readonly', '');
  await expect(connectedLink).toHaveValue(`${HACKERONE_HOST}/acme`);
  await expect(connected.getByRole('button', { name: M.disconnect })).toBeVisible();
  await page.keyboard.press('Escape');

  const stats = page.getByTestId('card-ApplicationSecurity').getByTestId('bug-bounty-stats');
  await expect(stats).toContainText(String(FAKE_TEAM.resolved_report_count));
  await expect(stats).toContainText('$1,200');
  await page.goto(PORTAL_PATH);
  const visitor = await fetchView(page.request);
  expect(
    visitor.cards.find((c) => c.kind === 'ApplicationSecurity')?.content.bugBounty,
  ).toMatchObject({ programStatistics: { reportsResolved: FAKE_TEAM.resolved_report_count } });
  await expect(
    page.getByTestId('card-ApplicationSecurity').getByTestId('bug-bounty-stats'),
  ).toContainText(String(FAKE_TEAM.resolved_report_count));
});

test('Statuspage: an unknown page, then the indicator on the portal', async ({ page }) => {
  await page.goto(`${PORTAL_PATH}?edit`);
  const { dialog, link } = await openIntegration(page, 'Infrastructure', 'statuspageio');
  await link.fill('https://unknown-status.example');
  await dialog.getByRole('button', { name: M.connect }).click();
  await expect(dialog.getByText(M.statusPageInvalid)).toBeVisible();
  await link.fill('https://status.acme.example');
  // Connecting asks the page first, as its own call: GET /api/integrations/statuspageio/{pageUrl}.
  const lookUp = page.waitForRequest(
    (r) =>
      r.method() === 'GET' &&
      r
        .url()
        .endsWith(
          `/api/integrations/statuspageio/${encodeURIComponent('https://status.acme.example')}`,
        ),
  );
  await dialog.getByRole('button', { name: M.connect }).click();
  expect((await (await lookUp).response())?.status()).toBe(200);
  const connected = page.getByRole('dialog', {
    name: INTEGRATION_TEXTS.statuspageio.connectedTitle,
  });
  await expect(connected.getByLabel(INTEGRATION_TEXTS.statuspageio.label)).toHaveAttribute(
    'readonly',
    '',
  );
  await page.keyboard.press('Escape');
  await page.reload();
  const indicator = page.getByTestId('card-Infrastructure').getByTestId('status-indicator');
  await expect(indicator).toContainText(FAKE_PAGE.description);
  await expect(indicator.locator('[data-indicator]')).toHaveAttribute(
    'data-indicator',
    FAKE_PAGE.indicator,
  );
});
