/**
 * Cookie consent and scripts (docs/portal.md, Page chrome): staff configure the organisation's
 * scripts and a Cookiebot banner (an unsupported type is refused at save); on the portal, the
 * categories the visitor consents to decide which scripts the browser actually requests, and the
 * cookie declaration loads Cookiebot's declaration. The seed's empty settings are put back
 * afterwards.
 */
import { expect, test, type Page } from './support/test.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';
import { PORTAL_PATH } from './support/portal.ts';

const PROVIDERS =
  /^https:\/\/(js\.hs-scripts\.com|www\.googletagmanager\.com|www\.google-analytics\.com|widget\.intercom\.io|consent\.cookiebot\.com)\//;

test.afterAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  const res = await staff.put('/api/app/settings/scripts', { data: {} });
  expect(res.status()).toBe(200);
  await staff.dispose();
});

/** Answers every provider script with an empty one, and records what was asked. */
async function recordProviders(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(PROVIDERS, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requested;
}

test.describe('as staff', () => {
  test.use({ storageState: staffState('admin') });

  test('staff save scripts and a banner; an unsupported type is refused', async ({ page }) => {
    await page.goto('/app/settings/scripts');
    // Banner types by their providers' names, never their stored keys.
    const bannerType = page.getByRole('combobox', { name: 'Banner type' });
    await expect(bannerType).toHaveValue('Cookiebot');
    await bannerType.click();
    for (const name of ['HubSpot', 'Cookiebot', 'Dropbox', 'PayPal', 'OneTrust']) {
      await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('option', { name: 'onetrust', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByLabel('Google tag (gtag) id').fill('G-E2ETEST');
    await page.getByLabel('HubSpot portal id').fill('4242');
    await page.getByLabel('Intercom app id').fill('e2eapp');
    await page.getByLabel('Show the cookie banner').check();
    await page.getByLabel('Offer the cookie declaration (Cookiebot)').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Cookiebot needs its cbid' }),
    ).toBeVisible();
    await page.getByLabel('Cookiebot id (cbid)').fill('e2e-cbid');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Scripts settings saved')).toBeVisible();

    const refused = await page.request.put('/api/app/settings/scripts', {
      data: { cookie_banner: { show: true, type: 'tarteaucitron' } },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('Unsupported cookie banner type: tarteaucitron');
    await page.reload();
    await expect(page.getByLabel('Cookiebot id (cbid)')).toHaveValue('e2e-cbid');
  });
});

test('the categories consented to decide which scripts load', async ({ page }) => {
  const requested = await recordProviders(page);
  const asked = (host: string) => requested.filter((url) => url.includes(host));
  await page.goto(PORTAL_PATH);
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  expect(requested).toEqual([]);

  // Analytics only: the Google tag loads, HubSpot (marketing) and Intercom (functionality) not.
  await banner.getByRole('button', { name: 'Customize' }).click();
  await banner.getByLabel('Analytics').check();
  await banner.getByRole('button', { name: 'Save preferences' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => asked('googletagmanager.com/gtag/js?id=G-E2ETEST').length).toBe(1);
  expect(asked('hs-scripts.com')).toEqual([]);
  expect(asked('intercom.io')).toEqual([]);

  // The choice is kept in the browser: after a reload, no banner, the same scripts.
  requested.length = 0;
  await page.reload();
  await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await expect.poll(() => asked('gtag/js').length).toBe(1);
  expect(asked('hs-scripts.com')).toEqual([]);

  // Everything accepted: HubSpot and Intercom load too.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => asked('js.hs-scripts.com/4242.js').length).toBe(1);
  await expect.poll(() => asked('widget.intercom.io/widget/e2eapp').length).toBe(1);

  // The cookie declaration modal loads Cookiebot's declaration.
  await page.getByRole('button', { name: 'Cookie declaration' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie declaration' })).toBeVisible();
  await expect.poll(() => asked('consent.cookiebot.com/e2e-cbid/cd.js').length).toBe(1);
});

test('rejecting everything loads none of the scripts', async ({ page }) => {
  const requested = await recordProviders(page);
  await page.goto(PORTAL_PATH);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await page.reload();
  await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  expect(requested).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the cookie links sit in the footer, over nothing; the declaration says where it comes from when Cookiebot cannot load', async ({
    page,
  }) => {
    // Every provider answers but Cookiebot, unreachable (the route added last is asked first).
    await page.route(PROVIDERS, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    );
    await page.route(/^https:\/\/consent\.cookiebot\.com\//, (route) => route.abort());
    await page.goto(PORTAL_PATH);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
    const links = page.getByTestId('cookie-links');
    await expect(links).toBeVisible();
    // In the footer's flow: inside its box, not fixed over the page.
    const footer = page.locator('footer');
    expect(await links.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    const inner = await links.boundingBox();
    const outer = await footer.boundingBox();
    if (!inner || !outer) throw new Error('No box for the footer or its cookie links');
    expect(inner.y).toBeGreaterThanOrEqual(outer.y);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
    // Scrolled to the bottom, what lies under the links is the links themselves.
    const settings = links.getByRole('button', { name: 'Cookie settings' });
    await settings.scrollIntoViewIfNeeded();
    expect(
      await settings.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && el.contains(top);
      }),
    ).toBe(true);

    await links.getByRole('button', { name: 'Cookie declaration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie declaration' });
    await expect(dialog).toContainText('This declaration is provided by Cookiebot');
    await expect(dialog.getByTestId('cookie-declaration-failed')).toContainText(
      'could not be loaded from Cookiebot',
    );
  });
});
