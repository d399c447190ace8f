/**
 * Journey: what a visitor does on the portal is counted first-party and shown to staff
 * (docs/staff.md, analytics): a page view, an expanded card closed with how long it was
 * open, a search that found nothing, a document downloaded; staff read them on the Analytics
 * page, over the range they pick. A visitor who declined analytics cookies is not counted.
 */
import { expect, test, type Page } from './support/test.ts';
import { SEARCH_MESSAGES } from '@trustfront/core';
import { cardOf, fetchView, openDialog, openPortal, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';

/**
 * The names of the events the page reports (`trackEvent`'s `trustfront:event`), as it reports
 * them, read with `trackedNames`.
 */
async function recordTrackedEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const names: string[] = [];
    Object.assign(window, { trackedNames: names });
    window.addEventListener('trustfront:event', (event) => {
      const { detail } = event as CustomEvent<{ name: string }>;
      names.push(detail.name);
    });
  });
}

function trackedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { trackedNames: string[] }).trackedNames);
}

/** The names of the events the page sends to its server, as it sends them. */
function sentEvents(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/portal/acme/events')) return;
    const body = request.postDataJSON() as { events: { name: string }[] };
    names.push(...body.events.map((e) => e.name));
  });
  return names;
}

test('a visit is counted and staff read it on the Analytics page', async ({
  page,
  browser,
  request,
}) => {
  const view = await fetchView(request);
  const card = cardOf(view, 'SecurityGrades');
  // A term no one else searches, three times so that it ranks among the top ten.
  const term = `zq-analytics-${Date.now().toString(36)}`;

  test.slow();
  const sent = sentEvents(page);
  await recordTrackedEvents(page);
  await openPortal(page, PORTAL_PATH);
  await page
    .getByTestId('card-SecurityGrades')
    .getByRole('button', { name: `Expand ${card.title}` })
    .click();
  await expect(openDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
  for (let i = 0; i < 3; i += 1) {
    await page.getByTestId('search-box').click();
    const input = page.getByTestId('search-dialog').getByPlaceholder('Search items');
    await input.fill(term);
    await expect(
      page.getByTestId('search-dialog').getByText(SEARCH_MESSAGES.noResults),
    ).toBeVisible();
    // The search is reported once typing has stopped for a moment: closing the dialog before
    // would drop it.
    await expect
      .poll(async () => (await trackedNames(page)).filter((n) => n === 'TrustCenterSearchQuery'))
      .toHaveLength(i + 1);
    await page.keyboard.press('Escape');
  }
  // Events leave in batches a few seconds apart.
  await expect
    .poll(() => sent, { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        'TrustCenterPageView',
        'TrustCenterCardClosed',
        'TrustCenterSearchQuery',
      ]),
    );

  const staff = await browser.newContext({ storageState: staffState('admin') });
  const app = await staff.newPage();
  await app.goto('/app');
  await app.getByRole('link', { name: 'Analytics' }).click();
  await expect(app.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(app.getByTestId('total-Page views')).not.toContainText(/^Page views0$/);
  await expect(app.getByTestId('no-result-searches')).toContainText(term);
  await expect(app.getByTestId('top-search-terms')).toContainText(term);
  await expect(app.getByTestId('top-cards')).toContainText(card.title);
  await expect(app.getByTestId('views-by-product').locator('svg').first()).toBeVisible();
  const week = app.waitForResponse((r) => r.url().includes('/api/app/analytics?range=7d'));
  await app
    .locator('label')
    .filter({ hasText: /^7 days$/ })
    .click();
  expect((await week).status()).toBe(200);
  await expect(app.getByTestId('no-result-searches')).toContainText(term);
  await staff.close();
});

test('a visitor who declined analytics cookies sends nothing', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'trustfront:consent:acme',
      JSON.stringify({
        strictly_necessary: true,
        analytics: false,
        marketing_and_advertising: false,
        social_media_advertising: false,
        performance_and_functionality: false,
      }),
    );
  });
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/events')) posted.push(r.url());
  });
  await page.clock.install();
  // The reporter loads once the portal is idle, counts the view and sends it within 3 s.
  const reporter = page.waitForResponse((r) => /\/report-events[^/]*\.js$/.test(r.url()));
  await openPortal(page, PORTAL_PATH);
  const reporterUrl = (await reporter).url();
  // Importing the reporter again resolves once the page's own import of it has run its course.
  await page.evaluate((url) => import(url).then(() => true), reporterUrl);
  // Past the time a batch waits, then away from the page (which sends what is left).
  await page.clock.fastForward(5000);
  await page.goto('about:blank');
  expect(posted).toEqual([]);
});
