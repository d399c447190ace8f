/**
 * Journey: a visitor opens the Changes page from the portal's footer (docs/portal.md, History),
 * reads what the trust center published grouped by day, and filters it to the subprocessors
 * with their effective dates, on a phone (390 px) and a desktop (1440 px). The page is its own
 * chunk: the portal's first visit does not load it. Staff read the same list in the private
 * app, with who made each change. It reads the seed only.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import { ZTrustHistory, fieldValue, formatDate, type TTrustHistory } from '@trustfront/core';
import { openPortal, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';

async function fetchHistory(request: APIRequestContext, query = ''): Promise<TTrustHistory> {
  const res = await request.get(`${PORTAL_PATH}/history.json${query}`);
  expect(res.status()).toBe(200);
  return ZTrustHistory.parse(await res.json());
}

for (const width of [390, 1440]) {
  test(`the Changes page lists what was published, by day and by kind, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The server records the published feed once it starts: wait for its first recording.
    await expect
      .poll(async () => (await fetchHistory(request)).changes.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const loaded: string[] = [];
    page.on('request', (req) => loaded.push(req.url()));

    await openPortal(page, PORTAL_PATH);
    expect(loaded.filter((url) => url.includes('ChangesPage'))).toEqual([]);
    const link = page.getByTestId('changes-link');
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${PORTAL_PATH}/changes$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Changes');

    // Grouped by day, newest first, each entry as history.json tells it.
    const history = await fetchHistory(request);
    const days = page.getByTestId('changes-day');
    await expect(days.first()).toBeVisible();
    const newest = history.changes[0];
    if (!newest) throw new Error('No change recorded');
    await expect(days.first().getByRole('heading', { level: 2 })).toHaveText(
      formatDate(newest.recordedAt.slice(0, 10)),
    );
    await expect(page.getByTestId('change-entry').first()).toContainText(newest.subject.title);

    // Filtered to the subprocessors, with the day each took effect.
    const subprocessors = await fetchHistory(request, '?kind=subprocessor');
    expect(subprocessors.changes.length).toBeGreaterThan(0);
    await page.getByTestId('changes-kind').click();
    await page.getByRole('option', { name: 'Subprocessor', exact: true }).click();
    await expect(page).toHaveURL(/\?kind=subprocessor$/);
    const entries = page.getByTestId('change-entry');
    await expect(entries.first()).toBeVisible();
    await expect(
      page.locator('[data-testid="change-entry"]:not([data-kind="subprocessor"])'),
    ).toHaveCount(0);
    expect(await entries.count()).toBeGreaterThanOrEqual(subprocessors.changes.length);
    for (const change of subprocessors.changes.slice(0, 5)) {
      const entry = entries.filter({ hasText: change.subject.title }).first();
      await expect(entry).toBeVisible();
      await expect(entry.getByTestId('change-effective')).toHaveText(
        `Effective ${formatDate(change.effectiveOn)}`,
      );
    }

    // Nothing runs off the screen's side.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Back to the trust center.
    await page.getByRole('link', { name: /Back to the trust center/ }).click();
    await expect(page).toHaveURL(new RegExp(`${PORTAL_PATH}$`));
  });
}

test("the Changes page names a trust update's category in words", async ({ page, request }) => {
  const updates = await fetchHistory(request, '?kind=update');
  const published = updates.changes.find((c) => c.fields.some((f) => f.field === 'category'));
  const category = published?.fields.find((f) => f.field === 'category')?.new;
  if (!published || typeof category !== 'string') throw new Error('No trust update recorded');
  await page.goto(`${PORTAL_PATH}/changes?kind=update`);
  const entry = page.getByTestId('change-entry').filter({ hasText: published.subject.title });
  await expect(entry.first()).toContainText(`Category: ${fieldValue(category, 'category')}`);
  await expect(entry.first()).not.toContainText(`Category: ${category}`);
});

test.describe('staff', () => {
  test.use({ storageState: staffState('admin') });

  test('staff read the same changes in the private app, with who made them', async ({
    page,
    request,
  }) => {
    await expect
      .poll(async () => (await fetchHistory(request)).changes.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.goto('/app');
    await page.getByRole('link', { name: 'Published changes' }).click();
    await expect(page).toHaveURL(/\/app\/settings\/history$/);
    await expect(page.getByRole('heading', { name: 'Published changes' })).toBeVisible();
    const rows = page.getByTestId('history-row');
    await expect(rows.first()).toBeVisible();
    const newest = (await fetchHistory(request)).changes[0];
    if (!newest) throw new Error('No change recorded');
    await expect(
      page.getByTestId('history-row').filter({ hasText: newest.subject.title }).first(),
    ).toBeVisible();
  });
});
