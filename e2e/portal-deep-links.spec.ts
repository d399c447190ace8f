/**
 * Journey: links to an item open its drawer (docs/portal.md, Query parameters and Items;
 * docs/editing.md, Card actions): `?itemUid=`, `?itemName=`, `/item/{slug}`,
 * `/product/{product}/{slug}`, at `/` and under `/trust/acme`; a certification tile opens its item;
 * closing clears the URL.
 */
import { expect, test, type Page } from './support/test.ts';
import { fetchView, itemOf, openDialog, PORTAL_PATH, queryOf } from './support/portal.ts';

/** The item drawer shows the item's title (and its card's title beneath). */
async function expectItemDrawer(page: Page, title: string, cardTitle?: string) {
  const drawer = openDialog(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  if (cardTitle) await expect(drawer.getByText(cardTitle, { exact: true })).toBeVisible();
}

async function closeDrawer(page: Page) {
  await openDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(openDialog(page)).toHaveCount(0);
}

/** `''` for the sole organisation at `/`, `/trust/acme` by path. */
for (const base of ['', PORTAL_PATH]) {
  const root = base || '/';
  const at = base ? 'under /trust/acme' : 'at /';

  test(`?itemUid and ?itemName open the item ${at}`, async ({ page, request }) => {
    const { card, item } = itemOf(await fetchView(request), 'ISO 27001 Certificate');

    await page.goto(`${root}?itemUid=${item.itemUid}`);
    await expectItemDrawer(page, item.title, card.title);
    await closeDrawer(page);
    expect(queryOf(page.url())).toEqual({});
    expect(new URL(page.url()).pathname).toBe(root);

    await page.goto(`${root}?itemName=${encodeURIComponent(item.title)}`);
    await expectItemDrawer(page, item.title, card.title);
    await closeDrawer(page);
    expect(queryOf(page.url())).toEqual({});
  });

  test(`/item/{slug} opens the item of the default product ${at}`, async ({ page, request }) => {
    const view = await fetchView(request);
    const { card, item } = itemOf(view, 'SOC 2 Type II Report');
    expect(item.slug).toBe('soc-2-type-ii-report');

    await page.goto(`${base}/item/${item.slug}`);
    await expectItemDrawer(page, item.title, card.title);
    // The page behind is the portal of the default product.
    await expect(page.getByTestId('card-RiskProfile')).toBeVisible();
    await closeDrawer(page);
    expect(new URL(page.url()).pathname).toBe(root);
    expect(queryOf(page.url())).toEqual({});
  });

  test(`/product/{productSlug}/{slug} opens that product's item ${at}`, async ({
    page,
    request,
  }) => {
    const mobile = await fetchView(request, { product: 'acme-mobile' });
    expect(mobile.product.productSlug).toBe('acme-mobile');
    // An item only Acme Mobile has, so the link must switch products to find it.
    const { card, item } = itemOf(mobile, 'OWASP MASVS Assessment Letter');
    expect(item.slug).toBeTruthy();
    const cloud = await fetchView(request);
    expect(() => itemOf(cloud, item.title)).toThrow();

    await page.goto(`${base}/product/acme-mobile/${item.slug}`);
    await expectItemDrawer(page, item.title, card.title);
    await closeDrawer(page);
    // Closing keeps the product the path named.
    expect(new URL(page.url()).pathname).toBe(root);
    expect(queryOf(page.url())).toEqual({ product: 'acme-mobile' });
    await expect(page.getByTestId('card-Reports')).toContainText(item.title);
  });
}

test('the drawer offers the item link in the shape of a several-product portal', async ({
  page,
  request,
}) => {
  const { item } = itemOf(await fetchView(request), 'Security Whitepaper');
  await page.goto(`${PORTAL_PATH}?itemUid=${item.itemUid}`);
  await expectItemDrawer(page, item.title);
  const copy = openDialog(page).getByRole('button', { name: 'Copy link to item' });
  await expect(copy).toHaveAttribute(
    'data-item-url',
    new URL(`${PORTAL_PATH}/product/acme-cloud/${item.slug}`, page.url()).toString(),
  );
});

test('a certification tile opens its item with source=click; closing clears it', async ({
  page,
  request,
}) => {
  const { card, item } = itemOf(await fetchView(request), 'ISO 27001');
  expect(card.kind).toBe('Certifications');

  await page.goto(PORTAL_PATH);
  const tile = page
    .getByTestId('certification-tile')
    .filter({ has: page.getByText(item.title, { exact: true }) });
  await tile.click();
  await expectItemDrawer(page, item.title, card.title);
  expect(queryOf(page.url())).toEqual({ itemUid: item.itemUid, source: 'click' });

  await closeDrawer(page);
  expect(new URL(page.url()).pathname).toBe(PORTAL_PATH);
  expect(queryOf(page.url())).toEqual({});

  // Escape closes it too, and an unknown item opens nothing.
  await tile.click();
  await expectItemDrawer(page, item.title);
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
  expect(queryOf(page.url())).toEqual({});

  await page.goto(`${PORTAL_PATH}?itemUid=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByTestId('card-Certifications')).toBeVisible();
  await expect.poll(() => queryOf(page.url())).toEqual({});
  await expect(openDialog(page)).toHaveCount(0);
});
