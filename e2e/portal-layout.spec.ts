/**
 * Journey: a visitor reads the portal on a phone and on a desktop (docs/portal.md, Page chrome;
 * docs/documents.md, Documents; docs/editing.md, Company entries): buttons stay whole and inside
 * their card or drawer, nothing reaches past the window sideways, the subprocessors read without
 * sideways scrolling, an enabled section without its card leaves no extra gap, a banner image
 * that does not load leaves nothing behind, and the floating share widget never covers the
 * content.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { MESSAGES } from '@trustfront/core';
import {
  bannerPathOf,
  cardOf,
  fetchView,
  itemOf,
  openDialog,
  openPortal,
} from './support/portal.ts';

const LOGIN_FOR_PRIVATE = 'Log in for private documents';
const BULK_DOWNLOAD = 'Bulk download';

/** The gap between the page's sections (Mantine's xl spacing). */
const SECTION_GAP_PX = 32;

/** Waits until the sections that load on their own (updates, knowledge base) are on screen. */
async function openWholePortal(page: Page, path = '/') {
  await openPortal(page, path);
  await expect(page.getByTestId('card-updates').getByTestId('topic').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * The button lies inside the container and nothing in it is cut: no element of the button (its
 * label included) is narrower than its content.
 */
async function expectWholeInside(button: Locator, container: Locator) {
  const name = (await button.textContent())?.trim();
  const box = await button.boundingBox();
  const outer = await container.boundingBox();
  if (!box || !outer) throw new Error(`'${name}' or its container is not on screen`);
  expect(box.x, `'${name}' starts inside`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.x + box.width, `'${name}' ends inside`).toBeLessThanOrEqual(
    outer.x + outer.width + 0.5,
  );
  const cut = await button.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('*'))]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0)
      .map((e) => `${e.className}: ${e.scrollWidth} > ${e.clientWidth}`),
  );
  expect(cut, `'${name}' is not cut`).toEqual([]);
}

/**
 * What reaches past the window sideways: controls outside it, and boxes that scroll sideways
 * (content a visitor on a phone would have to find by swiping).
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push('the page scrolls sideways');
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
      const what = `${element.tagName} '${(element.textContent ?? '').trim().slice(0, 40)}'`;
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${what} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`);
      }
      const isControl = element.matches('button, a[href], input, textarea, select');
      if (isControl && (box.left < -0.5 || box.right > width + 0.5)) {
        found.push(`${what} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return found;
  });
}

/** The field's placeholder is shown whole: it fits the field's width, or wraps within its height. */
function placeholderFits(field: Locator) {
  return field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => {
    const style = getComputedStyle(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    const probe = document.createElement('div');
    probe.textContent = element.placeholder;
    Object.assign(probe.style, {
      position: 'absolute',
      visibility: 'hidden',
      boxSizing: 'content-box',
      width: `${element.clientWidth - px(style.paddingLeft) - px(style.paddingRight)}px`,
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      letterSpacing: style.letterSpacing,
      lineHeight: style.lineHeight,
      whiteSpace: element.tagName === 'TEXTAREA' ? 'pre-wrap' : 'pre',
    });
    document.body.append(probe);
    const height = element.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
    const fits = probe.scrollWidth <= probe.clientWidth + 1 && probe.scrollHeight <= height + 1;
    probe.remove();
    return fits;
  });
}

for (const width of [390, 320]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the Documents card keeps every button whole and inside the card', async ({ page }) => {
      await openPortal(page);
      const card = page.getByTestId('card-Documents');
      await card.scrollIntoViewIfNeeded();
      await expectWholeInside(card.getByRole('button', { name: LOGIN_FOR_PRIVATE }), card);
      await expectWholeInside(card.getByRole('button', { name: BULK_DOWNLOAD }), card);
      const getAccess = card.getByRole('button', { name: MESSAGES.getAccess });
      expect(await getAccess.count()).toBeGreaterThan(0);
      for (const button of await getAccess.all()) await expectWholeInside(button, card);
      // The buttons leave the card's title readable: none of them covers it.
      const title = await card.getByRole('heading', { level: 3 }).boundingBox();
      for (const name of [LOGIN_FOR_PRIVATE, BULK_DOWNLOAD]) {
        const box = await card.getByRole('button', { name }).boundingBox();
        if (!title || !box) throw new Error('The title or a button is not on screen');
        const overlaps =
          box.x < title.x + title.width &&
          title.x < box.x + box.width &&
          box.y < title.y + title.height &&
          title.y < box.y + box.height;
        expect(overlaps, `'${name}' covers the title`).toBe(false);
      }
    });

    test("an item drawer keeps its documents' buttons whole", async ({ page, request }) => {
      const { item } = itemOf(await fetchView(request), 'SOC 2 Type II Report');
      await page.goto(`/?itemUid=${item.itemUid}`);
      const drawer = openDialog(page);
      await expect(drawer.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      const getAccess = drawer.getByRole('button', { name: MESSAGES.getAccess });
      await expect(getAccess.first()).toBeVisible();
      for (const button of await getAccess.all()) await expectWholeInside(button, drawer);
    });

    test('nothing on the page reaches past the window sideways', async ({ page }) => {
      await openWholePortal(page);
      expect(await sidewaysOverflow(page)).toEqual([]);
    });

    test('the subprocessors read without sideways scrolling, and search whole', async ({
      page,
      request,
    }) => {
      const items = cardOf(await fetchView(request), 'Subprocessors').items;
      const stripe = items.find((i) => i.details.company?.name === 'Stripe');
      if (!stripe?.details.purpose) throw new Error('The seed has no Stripe subprocessor');
      await openPortal(page);
      const card = page.getByTestId('card-Subprocessors');
      const search = card.getByPlaceholder(MESSAGES.subprocessorSearch);
      await search.scrollIntoViewIfNeeded();
      expect(await placeholderFits(search), 'the placeholder is shown whole').toBe(true);
      await expectWholeInside(search, card);

      // Every subprocessor's information is on the card, inside the window.
      const purpose = card.getByText(stripe.details.purpose, { exact: true });
      await purpose.scrollIntoViewIfNeeded();
      await expect(purpose).toBeInViewport({ ratio: 1 });
      await expect(card.getByText(items[0]?.details.company?.name ?? '').first()).toBeVisible();

      await search.fill('stripe');
      await expect(card.getByText(stripe.details.purpose, { exact: true })).toBeVisible();
      for (const other of items.filter((i) => i !== stripe)) {
        await expect(
          card.getByText(other.details.company?.name ?? '', { exact: true }),
        ).toHaveCount(0);
      }
      expect(await sidewaysOverflow(page)).toEqual([]);
    });
  });
}

test('an enabled section without its card leaves no extra gap', async ({ page, request }) => {
  const mobile = await fetchView(request, { product: 'acme-mobile' });
  // Acme Mobile has the Trusted By section enabled but no Trusted By card.
  expect(mobile.sections.find((s) => s.id === 'trusted_by')?.enabled).toBe(true);
  expect(mobile.cards.some((c) => c.kind === 'TrustedBy')).toBe(false);

  await openWholePortal(page, '/?product=acme-mobile');
  const gaps = await page.evaluate(() => {
    const column = document.querySelector('section[data-section]')?.parentElement;
    // The floating share widget is fixed, out of the column's flow.
    const shown = Array.from(column?.children ?? [])
      .filter((element) => getComputedStyle(element).position !== 'fixed')
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0);
    return shown.slice(1).map((box, i) => Math.round(box.top - (shown[i]?.bottom ?? 0)));
  });
  expect(gaps.length).toBeGreaterThan(4);
  expect(gaps).toEqual(gaps.map(() => SECTION_GAP_PX));
});

test('a banner image that fails to load is hidden on a direct page load', async ({
  page,
  request,
}) => {
  const view = await fetchView(request);
  const bannerPath = bannerPathOf(view);
  await page.route(
    (url) => url.pathname === bannerPath,
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  // The server's page holds the image: it fails before the page's scripts run.
  await openPortal(page, '/');
  await expect(page.getByTestId('product-banner')).toHaveCount(0);
  await expect(page.getByRole('img', { name: new RegExp(view.product.productName) })).toHaveCount(
    0,
  );
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1200, height: 800 } });

  test('the floating share widget leaves the content clear, from 1200 px up', async ({ page }) => {
    await openWholePortal(page);
    for (const width of [1200, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const widget = page.getByTestId('share-widget');
      await expect(widget).toHaveAttribute('data-layout', 'floating');
      const bar = await widget.boundingBox();
      if (!bar) throw new Error('The share widget is not on screen');
      // Everything in the header, the page's column and the footer: not the column's own box
      // (its padding is the gutter), nor the widget itself.
      const lefts = await page.evaluate(() => {
        const column = document.querySelector('section[data-section]')?.parentElement;
        return [
          ...Array.from(document.querySelectorAll('header *, footer *')),
          ...Array.from(column?.querySelectorAll('*') ?? []),
        ]
          .filter((element) => !element.matches('.mantine-Container-root'))
          .filter((element) => !element.closest('[data-testid="share-widget"]'))
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.height > 0)
          .map((box) => box.left);
      });
      expect(lefts.length).toBeGreaterThan(100);
      expect(Math.min(...lefts), `at ${width} px`).toBeGreaterThanOrEqual(bar.x + bar.width);
      expect(await sidewaysOverflow(page)).toEqual([]);
    }
  });
});
