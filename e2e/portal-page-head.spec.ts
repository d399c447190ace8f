/**
 * Journey: a visitor follows a link naming the product by id (`?productId=`), as the private app
 * shares it; the page head names that product from the first byte, and keeps naming it once the
 * portal runs. The page's first load is compressed and carries the portal view it was rendered
 * from, asking for none; a dialog loaded later still opens on a page left open across a release.
 */
import { expect, test, type Page } from './support/test.ts';
import {
  fetchView,
  openDialog,
  openPortal,
  ORG_NAME,
  ORG_SLUG,
  PORTAL_PATH,
  PORTAL_TITLE,
} from './support/portal.ts';
import { BASE_URL } from './support/server.ts';

const canonicalOf = (page: Page) => page.locator('head link[rel="canonical"]').getAttribute('href');
const metaOf = (page: Page, property: string) =>
  page.locator(`head meta[property="${property}"]`).getAttribute('content');

test('?productId= names the product in the title and canonical link, served and shown', async ({
  page,
  request,
}) => {
  const mobile = await fetchView(request, { product: 'acme-mobile' });
  const productId = mobile.product.productId;
  const title = `${ORG_NAME} ${PORTAL_TITLE} - Acme Mobile`;
  const canonical = `${BASE_URL}${PORTAL_PATH}?product=acme-mobile`;

  // As served, before any script runs (what link previews and crawlers read).
  const served = await (await request.get(`${PORTAL_PATH}?productId=${productId}`)).text();
  expect(served).toContain(`<title>${title}</title>`);
  expect(served).toContain(`<link rel="canonical" href="${canonical}">`);

  await page.goto(`${PORTAL_PATH}?productId=${productId}`);
  await expect(page.getByTestId('card-Reports')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue('Acme Mobile');
  await expect(page).toHaveTitle(title);
  expect(await canonicalOf(page)).toBe(canonical);
  expect(await metaOf(page, 'og:url')).toBe(canonical);
  expect(await metaOf(page, 'og:image')).toBe(
    `${BASE_URL}/api/share/${mobile.org.id}/social-image.png?product=acme-mobile`,
  );
});

test('the first load is compressed and carries the portal view, asking for none', async ({
  page,
}) => {
  const viewRequests: string[] = [];
  const answers = new Map<string, { encoding?: string; length: number }>();
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith(`/api/portal/${ORG_SLUG}/view`)) {
      viewRequests.push(req.url());
    }
  });
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.startsWith('/assets/') || pathname.endsWith('/view') || pathname === '/') {
      const headers = res.headers();
      answers.set(pathname, {
        encoding: headers['content-encoding'],
        length: Number(headers['content-length'] ?? Number.NaN),
      });
    }
  });

  await page.goto('/');
  await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
  await expect(page.getByTestId('card-updates')).toBeVisible();

  // The server rendered the page from the view's answer and sent it along: the web app
  // hydrates from it, so nothing preloads or asks for the view.
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  await expect(page.locator('head link[rel="preload"][as="fetch"]')).toHaveCount(0);
  expect(viewRequests).toEqual([]);
  expect(answers.get('/')?.encoding).toBe('br');
  const assets = [...answers].filter(([path]) => /\.(?:js|css)$/.test(path));
  expect(assets.length).toBeGreaterThan(1);
  for (const [path, { encoding, length }] of assets) {
    // Files under 1 KB are built without compressed copies and sent as they are.
    if (encoding !== 'br') expect(length, path).toBeLessThan(1024);
  }
});

test('a dialog whose code a newer release no longer serves reloads the page, then opens', async ({
  page,
}) => {
  await openPortal(page);
  let refused = 0;
  // The first request answers as a server of a newer build would: that file no longer exists.
  await page.route('**/assets/KnowledgeBaseDialog-*.js', (route) =>
    refused++ === 0 ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  );
  const viewMore = page
    .getByTestId('card-KnowledgeBase')
    .getByRole('button', { name: 'View more' });
  const reloaded = page.waitForEvent('load');
  await viewMore.click();
  await reloaded;
  expect(refused).toBe(1);

  await expect(viewMore).toBeVisible();
  await viewMore.click();
  await expect(openDialog(page).getByRole('heading', { name: 'Knowledge Base' })).toBeVisible();
});
