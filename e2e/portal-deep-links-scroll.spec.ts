/**
 * Journey: a visitor follows a link to a trust update topic (`?tcuUid=`, docs/portal.md, Query
 * parameters and Limits): the page scrolls the topic to 200 px from the top and it stays there once
 * the product banner, which arrives late, has loaded.
 */
import { expect, test, type Locator } from './support/test.ts';
import { LIMITS } from '@trustfront/core';
import { bannerPathOf, fetchTopics, fetchView } from './support/portal.ts';

/** How far from the offset the topic may land (sub-pixel layout, rounding). */
const TOLERANCE_PX = 10;

/** The topic's distance from the top of the window, once two readings in a row agree. */
async function settledTop(topic: Locator): Promise<number> {
  const read = () => topic.evaluate((element) => element.getBoundingClientRect().top);
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await read();
        const isStill = Math.abs(top - previous) < 0.5;
        previous = top;
        return isStill;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return read();
}

for (const width of [1200, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });

    test('?tcuUid lands the topic 200 px from the top after the banner has loaded', async ({
      page,
      request,
    }) => {
      const view = await fetchView(request);
      const bannerPath = bannerPathOf(view);
      const [topic] = await fetchTopics(request, view.product.productSlug);
      if (!topic) throw new Error('The demo product has no topic');

      // The banner is held back until the page has begun to scroll to the topic, so that it
      // arrives while the page moves, as it does on a slow connection.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === bannerPath,
        async (route) => {
          await released;
          await route.continue();
        },
      );

      // The page, rendered by the server, holds the banner: its load waits for it, so the
      // journey goes on once the document is read.
      await page.goto(`/?tcuUid=${topic.id}`, { waitUntil: 'domcontentloaded' });
      const card = page.locator(`[data-testid="topic"][data-topic-id="${topic.id}"]`);
      await expect(card).toHaveAttribute('data-highlighted', 'true');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      release();

      const image = page.getByTestId('product-banner');
      await expect
        .poll(() =>
          image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
        )
        .toBeGreaterThan(0);
      const top = await settledTop(card);
      const offset = LIMITS.highlightScrollOffsetPx;
      expect(top, 'the topic lands at the offset').toBeGreaterThanOrEqual(offset - TOLERANCE_PX);
      expect(top, 'the topic lands at the offset').toBeLessThanOrEqual(offset + TOLERANCE_PX);
    });
  });
}
