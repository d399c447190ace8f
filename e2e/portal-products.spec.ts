/**
 * Journey: a visitor picks a product (docs/portal.md, Page chrome): the selector lists Acme Cloud,
 * Acme Mobile and the Acme Labs link, choosing a product shows its cards and keeps only the
 * preview parameters, and the page head carries title, description, canonical and social image.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import {
  fetchView,
  openPortal,
  ORG_NAME,
  PORTAL_PATH,
  PORTAL_TITLE,
  queryOf,
} from './support/portal.ts';
import { BASE_URL } from './support/server.ts';

const PRODUCT_LINK = 'https://labs.acme.example/trust';

const productSelector = (page: Page) => page.getByRole('combobox', { name: 'Product' });

async function chooseProduct(page: Page, name: string) {
  await productSelector(page).click();
  await page.getByRole('option', { name }).click();
}

test('the product selector lists the products and the product link', async ({ page }) => {
  await openPortal(page);
  const selector = productSelector(page);
  await expect(selector).toHaveAttribute('placeholder', 'Select a product...');
  await expect(selector).toHaveValue('Acme Cloud');

  await selector.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Use this dropdown to select your product.');

  await selector.click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['Acme Cloud', 'Acme Mobile', 'Acme Labs']);
  // The product link is marked as opening elsewhere; visitors see no hidden products.
  await expect(
    page.getByRole('option', { name: 'Acme Labs' }).getByLabel('Opens in a new tab'),
  ).toBeVisible();
  await expect(page.getByTestId('product-hidden')).toHaveCount(0);

  // Choosing the link opens it in a new tab and leaves the portal as it was.
  await page
    .context()
    .route(`${PRODUCT_LINK}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Acme Labs</title>' }),
    );
  const opened = page.context().waitForEvent('page');
  await page.getByRole('option', { name: 'Acme Labs' }).click();
  const labs = await opened;
  await labs.waitForLoadState();
  expect(labs.url()).toBe(PRODUCT_LINK);
  expect(queryOf(page.url())).toEqual({});
  await expect(selector).toHaveValue('Acme Cloud');
});

test("choosing Acme Mobile sets product=acme-mobile and shows Acme Mobile's cards", async ({
  page,
  request,
}) => {
  const mobile = await fetchView(request, { product: 'acme-mobile' });
  const cloud = await fetchView(request);
  const mobileKinds = mobile.cards.map((c) => c.kind);
  const cloudOnly = cloud.cards.map((c) => c.kind).filter((k) => !mobileKinds.includes(k));
  expect(cloudOnly.length).toBeGreaterThan(0);
  const mobileReports = mobile.cards.find((c) => c.kind === 'Reports')?.items ?? [];

  await openPortal(page, PORTAL_PATH);
  await expect(page).toHaveTitle(`${ORG_NAME} ${PORTAL_TITLE}`);
  await chooseProduct(page, 'Acme Mobile');

  await expect.poll(() => queryOf(page.url())).toEqual({ product: 'acme-mobile' });
  expect(new URL(page.url()).pathname).toBe(PORTAL_PATH);
  await expect(productSelector(page)).toHaveValue('Acme Mobile');
  await expect(page).toHaveTitle(`${ORG_NAME} ${PORTAL_TITLE} - Acme Mobile`);
  await expect(page.getByTestId('card-Reports').getByTestId('card-item')).toContainText(
    mobileReports.slice(0, 3).map((item) => item.title),
  );
  for (const kind of mobileKinds) await expect(page.getByTestId(`card-${kind}`)).toBeVisible();
  for (const kind of cloudOnly) await expect(page.getByTestId(`card-${kind}`)).toHaveCount(0);

  // And back.
  await chooseProduct(page, 'Acme Cloud');
  await expect.poll(() => queryOf(page.url())).toEqual({ product: 'acme-cloud' });
  await expect(page.getByTestId('card-RiskProfile')).toBeVisible();
});

test('switching products keeps permissionProfileId and accountId and drops the rest', async ({
  page,
}) => {
  // Without a staff session these give no preview, but links must carry them all the same.
  const permissionProfileId = randomUUID();
  const accountId = randomUUID();
  await openPortal(
    page,
    `/?permissionProfileId=${permissionProfileId}&accountId=${accountId}&foo=1`,
  );
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);

  await chooseProduct(page, 'Acme Mobile');
  await expect
    .poll(() => queryOf(page.url()))
    .toEqual({ product: 'acme-mobile', permissionProfileId, accountId });
  await expect(productSelector(page)).toHaveValue('Acme Mobile');
  await expect(page.getByTestId('card-RiskProfile')).toHaveCount(0);
});

/** The head's tags a crawler reads, from the page as served. */
async function headOf(page: Page) {
  const head = page.locator('head');
  const meta = (selector: string) => head.locator(selector).getAttribute('content');
  return {
    title: await page.title(),
    description: await meta('meta[name="description"]'),
    canonical: await head.locator('link[rel="canonical"]').getAttribute('href'),
    favicon: await head.locator('link[rel="icon"]').getAttribute('href'),
    ogTitle: await meta('meta[property="og:title"]'),
    ogImage: await meta('meta[property="og:image"]'),
    ogImageType: await meta('meta[property="og:image:type"]'),
    ogImageWidth: await meta('meta[property="og:image:width"]'),
    ogImageHeight: await meta('meta[property="og:image:height"]'),
  };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('the page head carries title, description, canonical link and a 1200x630 PNG', async ({
  page,
  request,
}) => {
  const view = await fetchView(request);
  const description = view.customization.description ?? '';
  expect(description).not.toBe('');

  for (const product of [null, 'acme-mobile']) {
    const query = product ? `?product=${product}` : '';
    await page.goto(`${PORTAL_PATH}${query}`);
    await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
    const title = `${ORG_NAME} ${PORTAL_TITLE}${product ? ' - Acme Mobile' : ''}`;
    const head = await headOf(page);
    expect(head).toMatchObject({
      title,
      description,
      canonical: `${BASE_URL}${PORTAL_PATH}${query}`,
      ogTitle: title,
      ogImage: `${BASE_URL}/api/share/${view.org.id}/social-image.png${query}`,
      ogImageType: 'image/png',
      ogImageWidth: '1200',
      ogImageHeight: '630',
    });

    const image = await request.get(head.ogImage ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });

    const favicon = await request.get(head.favicon ?? '');
    expect(favicon.status()).toBe(200);
  }
});
