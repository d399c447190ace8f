/** Journey: a visitor opens the demo trust center, by host and by path, and the API answers. */
import { expect, test, type Page } from './support/test.ts';

const ORG_NAME = 'Acme Corp';

async function expectDemoPortal(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ORG_NAME) })).toBeVisible();
  const cards = page.locator('[data-testid^="card-"]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(page.getByTestId('card-updates')).toBeVisible();
}

test('the sole organisation is served at /', async ({ page }) => {
  await page.goto('/');
  await expectDemoPortal(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(new RegExp(ORG_NAME));
});

test('the demo portal is served by path at /trust/acme', async ({ page }) => {
  await page.goto('/trust/acme');
  await expectDemoPortal(page);
  await expect(page).toHaveTitle(new RegExp(ORG_NAME));
});

test('an unknown organisation shows Company not found', async ({ page }) => {
  const response = await page.goto('/trust/unknown');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  await expect(page.locator('[data-testid^="card-"]')).toHaveCount(0);
});

test('the health check answers ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('the API is described by an OpenAPI 3 document', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as { openapi?: unknown; paths?: unknown };
  expect(String(document.openapi)).toMatch(/^3\./);
  expect(typeof document.paths).toBe('object');
  const paths = Object.keys(document.paths ?? {});
  expect(paths).toContain('/api/health');
  expect(paths.some((path) => path.startsWith('/api/portal/'))).toBe(true);
});
