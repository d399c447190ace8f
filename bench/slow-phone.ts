/**
 * The portal's home on a slow phone (docs/portal.md, Server rendering): Debian's chromium through
 * playwright-core, the CPU four times slower, 1.6 Mbit/s down, 150 ms round trips, a cold cache,
 * the median of three visits. Four figures: when the first card's text is on screen, the largest
 * contentful paint, the bytes that arrive before the first screen is readable (the HTML and the
 * stylesheets it waits for), and the bytes of the whole first visit.
 */
import { chromium, type Browser } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  median,
  recordNetwork,
  throttle,
  THROTTLING,
} from './first-visit.ts';
import { startServer } from './lib/server.ts';

export const FIRST_CARD_TEXT_BUDGET_MS = 1200;
export const LARGEST_PAINT_BUDGET_MS = 1200;
/** When every control answers: `<html data-interactive>` (docs/portal.md, Server rendering). */
export const INTERACTIVE_BUDGET_MS = 2000;
export const BEFORE_READABLE_BUDGET_KB = 60;
export const WHOLE_VISIT_GOAL_KB = 150;

export interface SlowPhoneVisit {
  /** When the first card's text was first on screen, ms after navigation start. */
  firstCardTextMs: number;
  largestContentfulPaintMs: number;
  /** When the page was marked interactive (hydrated), ms after navigation start. */
  interactiveMs: number;
  /** The page and the stylesheets that had arrived when the first card's text showed. */
  bytesBeforeReadable: number;
  /** Every response of the visit, until the network stays quiet. */
  wholeVisitBytes: number;
}

export interface SlowPhoneFigures extends SlowPhoneVisit {
  visits: SlowPhoneVisit[];
}

const VISIT_TIMEOUT_MS = 90_000;

/**
 * Watches, from the first script of the page on, for the first frame in which a card's text is
 * on screen, and keeps the largest contentful paint. Plain script text: a function passed from
 * here would carry the names the TypeScript loader adds to it, which the page does not have.
 */
const WATCH_PAGE = `(() => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-interactive')) return;
    window.__interactive = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
  const check = (time) => {
    const card = document.querySelector('[data-testid^="card-"]');
    const text = card ? card.textContent.trim() : '';
    const box = card ? card.getBoundingClientRect() : null;
    if (card && text && box && box.top < innerHeight && card.checkVisibility()) {
      window.__firstCardText = time;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function visit(browser: Browser, url: string): Promise<SlowPhoneVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_PAGE });
    const cdp = await context.newCDPSession(page);
    const network = await recordNetwork(cdp);
    await throttle(cdp);
    const deadline = Date.now() + VISIT_TIMEOUT_MS;
    await page.goto(url, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS });
    const shown = await page.waitForFunction(
      () => (window as unknown as { __firstCardText?: number }).__firstCardText,
      undefined,
      { timeout: VISIT_TIMEOUT_MS },
    );
    const firstCardTextMs = Number(await shown.jsonValue());
    // The visit ends once the page is hydrated and the network then stays quiet: what loads
    // after hydration (chunks of the parts rendered after mount) is part of the first visit.
    await page.waitForSelector('html[data-interactive]', {
      state: 'attached',
      timeout: Math.max(1, deadline - Date.now()),
    });
    const resources = await network.quiet(deadline);
    const { lcp, interactive, beforeReadable } = await page.evaluate((readableAt) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      // The stylesheets the first paint waited for, and any other that had arrived by then
      // (a frame's time is when it began, so a blocking one may end a moment after it).
      const styles = (
        performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
          renderBlockingStatus?: string;
        })[]
      )
        .filter((r) => r.initiatorType === 'link' && /\.css(\?|$)/.test(r.name))
        .filter((r) => r.renderBlockingStatus === 'blocking' || r.responseEnd <= readableAt);
      return {
        lcp: (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN,
        interactive: (window as unknown as { __interactive?: number }).__interactive ?? Number.NaN,
        beforeReadable: nav.transferSize + styles.reduce((sum, r) => sum + r.transferSize, 0),
      };
    }, firstCardTextMs);
    return {
      firstCardTextMs,
      largestContentfulPaintMs: lcp,
      interactiveMs: interactive,
      bytesBeforeReadable: beforeReadable,
      wholeVisitBytes: resources.reduce((sum, r) => sum + r.wireBytes, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * Starts the built server (fresh data, demo seed), warms it with one unthrottled visit, then
 * measures `visits` cold, throttled visits of `/` (the sole organisation's portal).
 */
export async function measureSlowPhone(visits = 3): Promise<SlowPhoneFigures> {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const url = `${server.baseUrl}/`;
    const warm = await browser.newPage();
    await warm.goto(url, { waitUntil: 'load' });
    await warm.close();
    const measured: SlowPhoneVisit[] = [];
    for (let i = 0; i < visits; i += 1) measured.push(await visit(browser, url));
    const of = (key: keyof SlowPhoneVisit) => median(measured.map((v) => v[key]));
    return {
      firstCardTextMs: of('firstCardTextMs'),
      largestContentfulPaintMs: of('largestContentfulPaintMs'),
      interactiveMs: of('interactiveMs'),
      bytesBeforeReadable: of('bytesBeforeReadable'),
      wholeVisitBytes: of('wholeVisitBytes'),
      visits: measured,
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}

export const SLOW_PHONE = `${THROTTLING.cpuSlowdown}× CPU, 1.6 Mbit/s, ${THROTTLING.latencyMs} ms RTT, cold cache`;
