/**
 * Journey: a visitor shares the portal (docs/portal.md, Page chrome and Limits): copy link
 * ('Copied!'), LinkedIn and e-mail links; a floating widget on the left edge from the lg breakpoint
 * (1200 px), a card at the end of the page below it.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { openPortal, ORG_NAME, PORTAL_PATH, PORTAL_TITLE } from './support/portal.ts';
import { BASE_URL } from './support/server.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const SUBJECT = `${ORG_NAME} ${PORTAL_TITLE}`;

/** The share menu's links for a portal URL. */
async function expectShareLinks(menu: Locator, url: string) {
  await expect(menu.getByText(`Share ${SUBJECT}`)).toBeVisible();
  await expect(menu.getByRole('textbox', { name: 'Link to share' })).toHaveValue(url);
  const linkedIn = menu.getByRole('link', { name: 'LinkedIn' });
  await expect(linkedIn).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  );
  await expect(linkedIn).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodeURIComponent(SUBJECT)}&body=${encodeURIComponent(url)}`,
  );
}

async function expectCopyLink(page: Page, menu: Locator, url: string) {
  await menu.getByRole('button', { name: 'Copy link' }).click();
  await expect(menu.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // 'Copied!' lasts three seconds.
  await expect(menu.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 6_000 });
}

test.describe('at 1200 px wide', () => {
  test.use({ viewport: { width: 1200, height: 800 } });

  test('the floating widget shares the portal link', async ({ page }) => {
    // Preview and other parameters are not shared; the product is.
    await openPortal(page, `${PORTAL_PATH}?product=acme-mobile&foo=1`);
    const url = `${BASE_URL}${PORTAL_PATH}?product=acme-mobile`;
    const widget = page.getByTestId('share-widget');
    await expect(widget).toHaveAttribute('data-layout', 'floating');
    await expect(widget).toHaveCSS('position', 'fixed');
    expect((await widget.boundingBox())?.x).toBe(0);
    await expect(widget.getByRole('link', { name: 'Subscribe' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Share this Trust Center' })).toHaveCount(0);

    await widget.getByRole('button', { name: 'Share' }).click();
    const menu = page.getByTestId('share-menu');
    await expect(menu).toBeVisible();
    await expectShareLinks(menu, url);
    await expectCopyLink(page, menu, url);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a card at the end of the page shares the portal link', async ({ page }) => {
    await openPortal(page);
    // The card sits after every section: share once they are all on the page, as a visitor
    // scrolling to it would.
    await page.waitForLoadState('networkidle');
    const url = `${BASE_URL}/`;
    const widget = page.getByTestId('share-widget');
    await expect(widget).toHaveAttribute('data-layout', 'card');
    await expect(widget).not.toHaveCSS('position', 'fixed');
    await expect(widget.getByRole('heading', { name: 'Share this Trust Center' })).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Subscribe' })).toBeVisible();

    await widget.getByRole('button', { name: 'Share' }).click();
    const menu = page.getByTestId('share-menu');
    await expect(menu).toBeVisible();
    await expectShareLinks(menu, url);
    await expectCopyLink(page, menu, url);
  });
});
