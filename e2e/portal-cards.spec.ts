/**
 * Journey: a visitor looks through the cards of the demo's Acme Cloud product (docs/editing.md,
 * Card kinds; docs/portal.md, Cards): every kind renders, generic cards expand, work in progress is
 * tagged, subprocessors are searchable, grades are coloured, and the knowledge base pages.
 */
import { expect, test, type Locator } from './support/test.ts';
import { cardOf, fetchView, openDialog, openPortal } from './support/portal.ts';
import { staffRequest } from './support/staff-api.ts';

/** Red, green and blue of a CSS colour such as 'rgb(64, 192, 87)'. */
function channels(color: string): [number, number, number] {
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!match) throw new Error(`Not an rgb colour: ${color}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('every card kind of Acme Cloud renders, and hidden cards stay off the page', async ({
  page,
  request,
  playwright,
}) => {
  const view = await fetchView(request);
  expect(view.mode).toBe('public');
  expect(view.product.productSlug).toBe('acme-cloud');
  const kinds = view.cards.map((card) => card.kind);
  expect(kinds.length).toBeGreaterThan(20);

  // Staff in main mode receive hidden cards too: those are the ones visitors must not get.
  const staff = await staffRequest(playwright);
  const mainView = await fetchView(staff, { mode: 'main' });
  await staff.dispose();
  const hiddenKinds = mainView.cards.filter((card) => card.hidden).map((card) => card.kind);
  expect(hiddenKinds.length).toBeGreaterThan(0);
  for (const kind of hiddenKinds) expect(kinds).not.toContain(kind);

  await openPortal(page);
  for (const kind of kinds) {
    const card = page.getByTestId(`card-${kind}`);
    await expect(card, `card-${kind}`).toHaveCount(1);
    await expect(card, `card-${kind}`).toBeVisible();
  }
  for (const kind of hiddenKinds) {
    await expect(page.getByTestId(`card-${kind}`), `hidden card-${kind}`).toHaveCount(0);
  }
});

test('a generic card shows three items and View more opens the drawer with all of them', async ({
  page,
  request,
}) => {
  const items = cardOf(await fetchView(request), 'DataSecurity').items;
  expect(items.length).toBeGreaterThan(3);
  const titles = items.map((item) => item.title);

  await openPortal(page);
  const card = page.getByTestId('card-DataSecurity');
  await expect(card.getByTestId('card-item')).toHaveCount(3);
  await expect(card.getByTestId('card-item')).toContainText(titles.slice(0, 3));

  await card.getByRole('button', { name: 'View more' }).click();
  const drawer = openDialog(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { level: 3, name: 'Data Security' })).toBeVisible();
  await expect(drawer.getByTestId('card-item')).toHaveCount(items.length);
  await expect(drawer.getByTestId('card-item')).toContainText(titles);

  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
});

test("work-in-progress items carry an 'In Progress' tag", async ({ page, request }) => {
  const view = await fetchView(request);
  const certifications = cardOf(view, 'Certifications').items;
  const inProgress = certifications.filter((item) => item.enabledState === 'work_in_progress');
  const enabled = certifications.filter((item) => item.enabledState === 'enabled');
  expect(inProgress.map((item) => item.title)).toContain('FedRAMP Moderate');

  await openPortal(page);
  const tiles = page.getByTestId('certification-tile');
  for (const item of inProgress) {
    const tile = tiles.filter({ has: page.getByText(item.title, { exact: true }) });
    await expect(tile.getByText('In Progress', { exact: true })).toBeVisible();
  }
  for (const item of enabled) {
    const tile = tiles.filter({ has: page.getByText(item.title, { exact: true }) });
    await expect(tile).toBeVisible();
    await expect(tile.getByText('In Progress', { exact: true })).toHaveCount(0);
  }

  // In a generic card's drawer, the work-in-progress item is tagged and the others are not.
  const dataSecurity = cardOf(view, 'DataSecurity').items;
  const wip = dataSecurity.find((item) => item.enabledState === 'work_in_progress');
  expect(wip, 'a work-in-progress Data Security item').toBeDefined();
  await page.getByTestId('card-DataSecurity').getByRole('button', { name: 'View more' }).click();
  const rows = openDialog(page).getByTestId('card-item');
  await expect(rows.filter({ hasText: wip?.title })).toContainText('In Progress');
  await expect(rows.filter({ hasText: 'In Progress' })).toHaveCount(
    dataSecurity.filter((item) => item.enabledState === 'work_in_progress').length,
  );
});

test('the Subprocessors table filters rows and says when nothing matches', async ({
  page,
  request,
}) => {
  const items = cardOf(await fetchView(request), 'Subprocessors').items;
  await openPortal(page);
  const card = page.getByTestId('card-Subprocessors');
  const table = card.getByTestId('subprocessors-table');
  const rows = table.locator('tbody tr');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Company',
    'Purpose',
    'Location',
    'Additional Details',
  ]);
  await expect(rows).toHaveCount(items.length);

  const search = card.getByPlaceholder('Search by subprocessor name or information');
  await search.fill('stripe');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Stripe');
  await expect(rows.first()).toContainText('Payment processing and billing');

  // Purpose and location are searched too.
  await search.fill('Ireland');
  await expect(rows.filter({ hasText: 'Amazon Web Services' })).toHaveCount(1);
  for (const row of await rows.all()) await expect(row).toContainText('Ireland');

  await search.fill('zzqx nonsense 4711');
  await expect(card.getByText('No results match this criteria')).toBeVisible();
  await expect(rows).toHaveCount(1);

  await search.fill('');
  await expect(rows).toHaveCount(items.length);
  await expect(card.getByText('No results match this criteria')).toHaveCount(0);
});

test('security grades show a grade coloured by its band', async ({ page }) => {
  await openPortal(page);
  const card = page.getByTestId('card-SecurityGrades');
  const entries = card.getByTestId('grade-entry');
  // The scorecard provider comes first (docs/editing.md, Limits).
  await expect(entries.first()).toContainText('SecurityScorecard');
  await expect(entries.first().locator('[data-band]')).toHaveText('A');
  await expect(entries.first().locator('[data-band]')).toHaveAttribute('data-band', 'green');

  await card.getByRole('button', { name: 'View more' }).click();
  const drawer = openDialog(page);
  const grades = drawer.getByTestId('grade-entry');
  await expect(grades).toHaveCount(10);
  for (const entry of await grades.all()) {
    const badge = entry.locator('[data-band]');
    const band = await badge.getAttribute('data-band');
    expect(['green', 'yellow', 'red']).toContain(band);
    const [r, g, b] = channels(await backgroundOf(badge));
    // A filled colour, not a grey: green leads with green, yellow with red and green over blue.
    if (band === 'green') expect(g).toBeGreaterThan(Math.max(r, b));
    if (band === 'yellow') expect(Math.min(r, g)).toBeGreaterThan(b + 100);
    if (band === 'red') expect(r).toBeGreaterThan(Math.max(g, b));
  }
  // Cyberwrite's 4 on its 1-5 scale is yellow; BitSight's 790 on 300-820 is green.
  const cyberwrite = grades.filter({ hasText: 'Cyberwrite' }).locator('[data-band]');
  await expect(cyberwrite).toHaveText('4');
  await expect(cyberwrite).toHaveAttribute('data-band', 'yellow');
  const bitsight = grades.filter({ hasText: 'BitSight' }).locator('[data-band]');
  await expect(bitsight).toHaveText('790');
  await expect(bitsight).toHaveAttribute('data-band', 'green');
});

test('the Trusted by card shows each customer with its logo', async ({ page, request }) => {
  const items = cardOf(await fetchView(request), 'TrustedBy').items;
  await openPortal(page);
  const companies = page.getByTestId('card-TrustedBy').getByTestId('trusted-by-company');
  await expect(companies).toHaveCount(items.length);
  await expect(companies).toContainText(items.map((item) => item.title));
  for (const item of items) {
    const logo = page.getByTestId('card-TrustedBy').getByRole('img', { name: item.title });
    // Logos load as they near the screen.
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('the Risk profile card shows each answer', async ({ page }) => {
  await openPortal(page);
  const rows = page.getByTestId('card-RiskProfile').getByTestId('risk-item');
  const expected: [label: string, answer: string][] = [
    ['Data access', 'Restricted'],
    ['Business impact', 'Moderate'],
    ['Critical dependence', 'No'],
    ['Recovery time objective', '24-48 hours'],
    ['Recovery point objective', '12 hours'],
    ['Hosting', 'Major cloud provider'],
    ['Third-party dependence', 'Yes'],
  ];
  await expect(rows).toHaveCount(expected.length);
  for (const [index, [label, answer]] of expected.entries()) {
    await expect(rows.nth(index).getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(rows.nth(index).getByText(answer, { exact: true })).toBeVisible();
  }
});

test('the knowledge base View more opens a paginated dialog', async ({ page, request }) => {
  const view = await fetchView(request);
  const pageTwo = await request.get('/api/portal/acme/knowledge-base', {
    params: { page: 2, pageSize: 10, productId: view.product.productId },
  });
  expect(pageTwo.status()).toBe(200);
  const { total, entries: secondPage } = (await pageTwo.json()) as {
    total: number;
    entries: { question: string }[];
  };
  expect(total).toBeGreaterThan(20);
  expect(secondPage).toHaveLength(10);
  const lastPage = Math.ceil(total / 10);

  await openPortal(page);
  const section = page.getByTestId('card-KnowledgeBase');
  await expect(section.getByTestId('kb-entry')).toHaveCount(view.knowledgeBase.entries.length);
  await section.getByRole('button', { name: 'View more' }).click();

  const dialog = openDialog(page);
  await expect(dialog.getByRole('heading', { level: 3, name: 'Knowledge Base' })).toBeVisible();
  const rows = dialog.getByTestId('kb-table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(dialog.getByText(`1–10 of ${total}`)).toBeVisible();

  await dialog.getByRole('button', { name: '2', exact: true }).click();
  await expect(dialog.getByText(`11–20 of ${total}`)).toBeVisible();
  await expect(rows).toHaveText(secondPage.map((entry) => entry.question));

  // A row opens its answer beside the table.
  await rows.first().click();
  await expect(dialog.getByTestId('kb-details')).toContainText(secondPage[0]?.question ?? '');
  await dialog.getByRole('button', { name: 'Close details' }).click();
  await expect(dialog.getByTestId('kb-details')).toHaveCount(0);

  await dialog.getByRole('button', { name: String(lastPage), exact: true }).click();
  await expect(dialog.getByText(`${(lastPage - 1) * 10 + 1}–${total} of ${total}`)).toBeVisible();
  await expect(rows).toHaveCount(total - (lastPage - 1) * 10);
});
