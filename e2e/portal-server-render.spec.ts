/**
 * Journey: a reader without JavaScript (docs/portal.md, Server rendering) reads the portal as the
 * server renders it: every card's text, the documents with working links, the trust updates, the
 * subprocessors table and the knowledge base's first entries; where an action needs JavaScript
 * (requesting access), a notice says so; search and subscribing open pages the server answers.
 */
import { expect, test } from './support/test.ts';
import { PORTAL_PATH, cardOf, fetchTopics, fetchView } from './support/portal.ts';

test.use({ javaScriptEnabled: false });

test('the portal reads without JavaScript', async ({ page, request }) => {
  const view = await fetchView(request);
  const topics = await fetchTopics(request, view.product.productSlug);
  await page.goto(PORTAL_PATH);
  // Nothing ran: the page is the server's.
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', '');

  for (const card of view.cards) {
    const shown = page.getByTestId(`card-${card.kind}`);
    await expect(shown, `card-${card.kind}`).toBeVisible();
    await expect(shown, `card-${card.kind}`).toContainText(card.title);
  }
  const dataSecurity = cardOf(view, 'DataSecurity').items.slice(0, 3);
  await expect(page.getByTestId('card-DataSecurity').getByTestId('card-item')).toContainText(
    dataSecurity.map((item) => item.title),
  );

  // The documents list, with a link that opens a public document.
  const link = page.getByTestId('document-link').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/files\//);
  const opened = await request.get(href ?? '');
  expect(opened.status()).toBe(200);

  // Trust updates, subprocessors and the knowledge base's first entries.
  const updates = page.getByTestId('card-updates');
  expect(topics.length).toBeGreaterThan(0);
  await expect(updates).toContainText(topics[0]?.subject ?? '');
  const subprocessors = cardOf(view, 'Subprocessors').items;
  const rows = page.getByTestId('subprocessors-table').locator('tbody tr');
  await expect(rows).toHaveCount(subprocessors.length);
  await expect(rows.first()).toContainText(subprocessors[0]?.title ?? '');
  const entries = view.knowledgeBase.entries;
  expect(entries.length).toBeGreaterThan(0);
  await expect(page.getByTestId('kb-entry')).toHaveCount(entries.length);
  await expect(page.getByTestId('kb-entry').first()).toContainText(entries[0]?.question ?? '');

  // What needs JavaScript says so; search and subscribing open pages the server answers.
  const notices = page.getByTestId('noscript-notice');
  await expect(notices.filter({ hasText: 'Requesting access' })).toBeVisible();
  await expect(notices).toHaveCount(1);
  await expect(page.getByRole('search')).toHaveAttribute('action', `${PORTAL_PATH}/search`);
  await expect(
    page.getByTestId('card-updates').getByRole('link', { name: 'Subscribe' }),
  ).toHaveAttribute('href', `${PORTAL_PATH}/subscribe?source=updates_card`);
});

test('a document link opens the document, a locked one has none', async ({ page, request }) => {
  const view = await fetchView(request);
  const locked = view.cards
    .flatMap((card) => card.items)
    .flatMap((item) => item.documents)
    .filter((doc) => !doc.isUnlocked);
  await page.goto(PORTAL_PATH);
  for (const doc of locked) {
    await expect(page.locator(`a[href*="/files/${doc.fileId}"]`)).toHaveCount(0);
  }
});

test.describe('a reader whose system prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  test('reads the page in dark colours from the second page on', async ({ page }) => {
    // The first answer asks the browser for the preference (Accept-CH); the browser sends it
    // with every page after, and the server draws those dark.
    const first = await page.goto(PORTAL_PATH);
    expect(first?.headers()['accept-ch']).toBe('sec-ch-prefers-color-scheme');
    const second = await page.goto(PORTAL_PATH);
    expect(await second?.request().headerValue('sec-ch-prefers-color-scheme')).toMatch(
      /^"?dark"?$/,
    );
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // The page's background is the dark scheme's.
    const background = await page
      .locator('body')
      .evaluate((body) => getComputedStyle(body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b, background).toBeLessThan(3 * 80);
  });
});
