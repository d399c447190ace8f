/**
 * Journey: the demo's bug-bounty and status-page figures come from its connected integrations,
 * answered here by the fakes of HackerOne and Statuspage (docs/integrations.md, Connecting and
 * Refresh). The dialog shows the read-only link, Refresh and Disconnect; a refresh brings the
 * service's figures to the dialog and the card alike; a failed refresh keeps the last figures and
 * says since when. Staff without statuspage:edit get no controls and 403. At 390 and 1440 px; the
 * fakes answer again and the figures are refreshed afterwards.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import {
  ADMIN_MESSAGES,
  formatDate,
  INTEGRATION_MESSAGES as M,
  INTEGRATION_TEXTS,
  type TIntegrationState,
  type TPortalView,
} from '@trustfront/core';
import { FAKE_PAGE, FAKE_TEAM } from '../apps/server/test/helpers/fake-services.ts';
import { cardOf, chooseCardMenuEntry, fetchView, PORTAL_PATH } from './support/portal.ts';
import { FAKE_SERVICES_URL } from './support/server.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

let staff: APIRequestContext;
let original: TPortalView;

const setFailing = async (request: APIRequestContext, key: string, failing: boolean) => {
  const res = await request.post(`${FAKE_SERVICES_URL}/control/failing`, {
    data: { key, failing },
  });
  expect(res.status()).toBe(200);
};
const refreshApi = (request: APIRequestContext, provider: string) =>
  request.post(`/api/integrations/${provider}/refresh`, {
    data: { productId: original.product.productId },
  });

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await fetchView(staff, { mode: 'main' });
});

test.afterAll(async () => {
  await setFailing(staff, 'acme', false);
  await setFailing(staff, 'status.acme.example', false);
  for (const provider of ['hackerone', 'statuspageio']) {
    const state = (await (await refreshApi(staff, provider)).json()) as TIntegrationState;
    expect(state).toMatchObject({ connected: true, error: null });
  }
  await staff.dispose();
});

async function openBugBounty(page: Page) {
  const card = cardOf(original, 'ApplicationSecurity');
  await chooseCardMenuEntry(page, card.title, ADMIN_MESSAGES.bugBountyIntegration);
  return page.getByRole('dialog', { name: INTEGRATION_TEXTS.hackerone.connectedTitle });
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the connected demo integration refreshes, and keeps its figures when it fails', async ({
      page,
    }) => {
      test.slow();
      await page.goto(`${PORTAL_PATH}?edit`);
      const dialog = await openBugBounty(page);
      const link = dialog.getByLabel(INTEGRATION_TEXTS.hackerone.label);
      await expect(link).toHaveValue('https://hackerone.com/acme');
      await expect(link).toHaveAttribute('readonly', '');
      await expect(dialog.getByRole('button', { name: M.disconnect })).toBeVisible();

      await dialog.getByRole('button', { name: M.refresh }).click();
      await expect(page.getByText(M.refreshed)).toBeVisible();
      const figures = String(FAKE_TEAM.resolved_report_count);
      await expect(dialog.getByTestId('bug-bounty-stats')).toContainText(figures);
      await page.keyboard.press('Escape');
      const cardStats = page
        .getByTestId('card-ApplicationSecurity')
        .getByTestId('bug-bounty-stats');
      await expect(cardStats).toContainText(figures);

      // The service fails: the last figures stay, and the dialog says since when.
      await setFailing(page.request, 'acme', true);
      const failed = await openBugBounty(page);
      await failed.getByRole('button', { name: M.refresh }).click();
      const state = (await (
        await staff.get('/api/integrations/hackerone', {
          params: { productId: original.product.productId },
        })
      ).json()) as TIntegrationState;
      // Refresh answers with the temporary error, which the dialog shows with since when the
      // kept figures are shown.
      await expect(page.getByText(M.temporaryError('HackerOne')).first()).toBeVisible();
      const error = failed.getByTestId('integration-error');
      await expect(error).toContainText(M.temporaryError('HackerOne'));
      await expect(failed.getByTestId('integration-stale')).toHaveText(
        M.staleFigures('HackerOne', formatDate(state.refreshedAt ?? '')),
      );
      await expect(failed.getByTestId('bug-bounty-stats')).toContainText(figures);
      await page.keyboard.press('Escape');
      await expect(cardStats).toContainText(figures);
      await setFailing(page.request, 'acme', false);

      // A visitor sees the same figures on the card.
      await page.goto(PORTAL_PATH);
      await expect(
        page.getByTestId('card-ApplicationSecurity').getByTestId('bug-bounty-stats'),
      ).toContainText(figures);
    });

    test('the status page refreshes to the page’s indicator', async ({ page }) => {
      await page.goto(`${PORTAL_PATH}?edit`);
      const card = cardOf(original, 'Infrastructure');
      await chooseCardMenuEntry(page, card.title, ADMIN_MESSAGES.statusPageIntegration);
      const dialog = page.getByRole('dialog', {
        name: INTEGRATION_TEXTS.statuspageio.connectedTitle,
      });
      await expect(dialog.getByLabel(INTEGRATION_TEXTS.statuspageio.label)).toHaveValue(
        'https://status.acme.example',
      );
      await dialog.getByRole('button', { name: M.refresh }).click();
      await expect(page.getByText(M.refreshed)).toBeVisible();
      // Statuspage failing says so in the same words as HackerOne, naming Statuspage.
      await setFailing(page.request, 'status.acme.example', true);
      try {
        await dialog.getByRole('button', { name: M.refresh }).click();
        await expect(dialog.getByTestId('integration-error')).toContainText(
          M.temporaryError('Statuspage'),
        );
        await expect(page.getByText(M.temporaryError('Statuspage')).first()).toBeVisible();
      } finally {
        await setFailing(page.request, 'status.acme.example', false);
      }
      await dialog.getByRole('button', { name: M.refresh }).click();
      await expect(dialog.getByTestId('integration-error')).toHaveCount(0);
      await page.keyboard.press('Escape');
      const indicator = page.getByTestId('card-Infrastructure').getByTestId('status-indicator');
      await expect(indicator).toContainText(FAKE_PAGE.description);
    });
  });
}

test.describe('staff without statuspage:edit', () => {
  test.use({ storageState: staffState('auditor') });

  test('get no integration controls, and 403 from the routes', async ({ page }) => {
    await page.goto(`${PORTAL_PATH}?edit`);
    await expect(page.getByTestId('card-ApplicationSecurity')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit .* card$/ })).toHaveCount(0);
    expect((await refreshApi(page.request, 'hackerone')).status()).toBe(403);
    const lookUp = await page.request.get(
      `/api/integrations/statuspageio/${encodeURIComponent('https://status.acme.example')}`,
    );
    expect(lookUp.status()).toBe(403);
  });
});
