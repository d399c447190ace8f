/**
 * A first visit of the demo portal's home in Debian's chromium (playwright-core, never a
 * downloaded browser), against the built server: the bytes on the wire of every response, as the
 * browser's network stack counted them (headers and encoded body), and the time to first
 * contentful paint. Each visit starts from an empty browser cache.
 */
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { startServer } from './lib/server.ts';

export const FIRST_VISIT_BUDGET_KB = 150;
export const FIRST_CONTENTFUL_PAINT_BUDGET_MS = 1000;
/** First contentful paint on a slow phone on a slow network (the throttling below). */
export const THROTTLED_PAINT_BUDGET_MS = 1500;

/**
 * A slow phone on a slow network, as Chromium emulates them: the CPU four times slower,
 * 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips.
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface WireResource {
  /** The URL's path and query. */
  path: string;
  status: number;
  /** Content-Encoding of the answer ('' when sent as is). */
  encoding: string;
  /** Bytes received for it: response headers and encoded body. */
  wireBytes: number;
}

export interface FirstVisit {
  resources: WireResource[];
  wireBytes: number;
  /** First contentful paint, ms after navigation start. */
  firstContentfulPaintMs: number;
}

export interface FirstVisitFigures extends FirstVisit {
  /** FCP of every measured visit, in order; `firstContentfulPaintMs` is their median. */
  paintsMs: number[];
  /** FCP of the warm-up visit: the server's first rendering of the view, its JIT still cold. */
  coldPaintMs: number;
}

interface PendingResource {
  path: string;
  status: number;
  encoding: string;
}

/** How long the network must stay quiet, after the first paint of content, for a visit to end. */
const QUIET_MS = 500;
const VISIT_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records every response of a page through the DevTools protocol. */
export async function recordNetwork(cdp: CDPSession) {
  const pending = new Map<string, PendingResource>();
  const done: WireResource[] = [];
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    const url = new URL(event.request.url);
    pending.set(event.requestId, { path: `${url.pathname}${url.search}`, status: 0, encoding: '' });
  });
  cdp.on('Network.responseReceived', (event) => {
    const resource = pending.get(event.requestId);
    if (!resource) return;
    resource.status = event.response.status;
    const headers = Object.entries(event.response.headers);
    resource.encoding =
      headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '';
  });
  const settle = (requestId: string, wireBytes: number) => {
    lastActivity = Date.now();
    const resource = pending.get(requestId);
    if (!resource) return;
    pending.delete(requestId);
    done.push({ ...resource, wireBytes });
  };
  cdp.on('Network.loadingFinished', (event) => settle(event.requestId, event.encodedDataLength));
  const failures: string[] = [];
  cdp.on('Network.loadingFailed', (event) => {
    const path = pending.get(event.requestId)?.path ?? event.requestId;
    if (!event.canceled) failures.push(`${path}: ${event.errorText}`);
    settle(event.requestId, 0);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  return {
    /** Resolves once no request has run for QUIET_MS; answers every response recorded. */
    async quiet(deadline: number): Promise<WireResource[]> {
      while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) {
          const running = [...pending.values()].map((p) => p.path).join(', ');
          throw new Error(`The page did not settle; still running: ${running || 'none'}`);
        }
        await sleep(50);
      }
      if (failures.length > 0) throw new Error(`Requests failed: ${failures.join(', ')}`);
      return done;
    },
  };
}

/** The slow phone on the slow network (THROTTLING), for the page the session drives. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
}

/**
 * One visit in a fresh browser context (empty cache, no cookies): until content is painted and
 * then the network stays quiet, so that the images the content shows are counted.
 */
async function visit(browser: Browser, url: string, throttled: boolean): Promise<FirstVisit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = await recordNetwork(cdp);
    if (throttled) await throttle(cdp);
    const deadline = Date.now() + VISIT_TIMEOUT_MS;
    await page.goto(url, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS });
    const paint = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      undefined,
      { timeout: VISIT_TIMEOUT_MS },
    );
    const firstContentfulPaintMs = Number(await paint.jsonValue());
    const resources = await network.quiet(deadline);
    return {
      resources,
      wireBytes: resources.reduce((sum, r) => sum + r.wireBytes, 0),
      firstContentfulPaintMs,
    };
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Starts the built server (fresh data folder, demo seed), warms it up with one visit, then
 * measures `visits` first visits of its home page `/` (the sole organisation's portal), each
 * cold (empty cache), throttled or not.
 */
export async function measureFirstVisit(opts: {
  visits: number;
  throttled?: boolean;
}): Promise<FirstVisitFigures> {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const url = `${server.baseUrl}/`;
    // The server's first rendering of the view and its JIT are not what most visitors wait for.
    const cold = await visit(browser, url, false);
    const visits: FirstVisit[] = [];
    for (let i = 0; i < opts.visits; i += 1)
      visits.push(await visit(browser, url, opts.throttled ?? false));
    const paintsMs = visits.map((v) => v.firstContentfulPaintMs);
    const last = visits[visits.length - 1];
    if (!last) throw new Error('No visit measured');
    return {
      ...last,
      firstContentfulPaintMs: median(paintsMs),
      paintsMs,
      coldPaintMs: cold.firstContentfulPaintMs,
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}
