/**
 * Journey: a reader on a slow phone taps the server-rendered portal before its script has run
 * (docs/portal.md, Server rendering). The page's scripts are held back; a tap on a control that
 * needs them is kept and answered once they run.
 */
// Playwright's own `test`: the journeys' waits after each navigation until the page is
// interactive, which a page whose scripts are held back never is.
import { expect, test, type Page, type Route } from '@playwright/test';
import { PORTAL_PATH, queryOf } from './support/portal.ts';

/**
 * Holds back the page's scripts (the build's JavaScript) until `release` is called: the page is
 * the server's, readable and not interactive, until then.
 */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    (route) => (released ? route.fallback() : void held.push(route)),
  );
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
  };
}

/** The portal as the server sent it, its scripts held back. */
async function openHeld(page: Page, path = PORTAL_PATH) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', '');
  return scripts;
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a card's expand control tapped before the script opens the card", async ({ page }) => {
      const scripts = await openHeld(page);
      const card = page.getByTestId('card-DataSecurity');
      const title = (await card.getByRole('heading').first().textContent()) ?? '';
      await page.getByRole('button', { name: `Expand ${title}` }).click();
      // Nothing answers yet: the tap is kept, not lost.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await scripts.release();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    });

    test('the product selector tapped before the script opens, and a product is chosen', async ({
      page,
    }) => {
      const scripts = await openHeld(page);
      const selector = page.getByRole('combobox', { name: 'Product' });
      await selector.click();
      await scripts.release();
      await page.getByRole('option', { name: 'Acme Mobile' }).click();
      await expect.poll(() => queryOf(page.url())).toEqual({ product: 'acme-mobile' });
      await expect(selector).toHaveValue('Acme Mobile');
    });

    test('Request access tapped before the script opens the request form', async ({ page }) => {
      const scripts = await openHeld(page);
      const banner = page.getByTestId('security-review-banner');
      await banner.getByRole('button', { name: 'Request access' }).click();
      await scripts.release();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(queryOf(page.url())).toMatchObject({ requestAccess: 'true' });
    });
  });
}
