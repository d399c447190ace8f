/**
 * Journey: a reader on a slow phone taps the server-rendered portal before its script has run
 * (docs/portal.md, Server rendering). The page's scripts are held back; a tap on a control that
 * needs them is kept and answered once they run.
 */
import { expect, testBeforeScripts as test, type Page, type Route } from './support/test.ts';
import { SUBSCRIPTION_MESSAGES } from '@trustfront/core';
import { uniqueAddress, waitForMail } from './support/mailbox.ts';
import { ORG_NAME, PORTAL_PATH, queryOf } from './support/portal.ts';
import { CONFIRM_SUBJECT } from './support/subscriptions.ts';

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

    for (const [control, asked, tab] of [
      ['Request access', 'requestAccess', 'Request Access'],
      ['Log in', 'loginRequest', 'Login Request'],
    ] as const) {
      test(`${control} tapped before the script opens its form`, async ({ page }) => {
        const scripts = await openHeld(page);
        // A link: the tap opens the page that opens the access modal on its tab.
        await page
          .getByTestId('security-review-banner')
          .getByRole('link', { name: control })
          .click();
        await expect.poll(() => queryOf(page.url())).toEqual({ [asked]: 'true' });
        await scripts.release();
        const modal = page.getByRole('dialog');
        await expect(modal.getByRole('tab', { name: tab })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      });
    }

    test('Subscribe without the script subscribes on the page the server answers', async ({
      page,
    }) => {
      // The script never comes.
      await openHeld(page);
      await page.getByTestId('card-updates').getByRole('link', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL(/\/subscribe\?source=/);
      await expect(page.getByRole('heading', { name: 'Subscribe to updates' })).toBeVisible();
      // A bad address is refused in the dialog's words, and nothing is lost.
      const email = page.getByRole('textbox', { name: 'Email' });
      await email.fill('not-an-address');
      await email.evaluate((input) => input.removeAttribute('type'));
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText(SUBSCRIPTION_MESSAGES.invalidEmail)).toBeVisible();
      const address = uniqueAddress(`early-${width}`);
      await page.getByRole('textbox', { name: 'Email' }).fill(address);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByTestId('answer-subscribed')).toHaveText(
        SUBSCRIPTION_MESSAGES.checkInbox,
      );
      await waitForMail(address, CONFIRM_SUBJECT);
      await page.getByRole('link', { name: `Back to ${ORG_NAME}` }).click();
      await expect(page).toHaveURL(new RegExp(`${PORTAL_PATH}$`));
    });

    test('a search typed before the script lists its results on the search page', async ({
      page,
    }) => {
      await openHeld(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill('SOC');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=SOC$/);
      await expect(page.getByTestId('answer-search-result').first()).toBeVisible();
      await expect(page.getByTestId('answer-search-result').first()).toContainText('SOC');
      // The page needs no script: it carries none of the web app's.
      await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
      // Nothing found says so.
      const box = page.getByRole('searchbox', { name: 'Search' });
      await box.fill('zzqxvw');
      await box.press('Enter');
      await expect(page.getByText('No results found')).toBeVisible();
    });
  });
}
