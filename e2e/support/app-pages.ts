/**
 * The private app's pages, read from the web app's router (apps/web/src/app/routes.tsx), for the
 * journeys that visit every one of them, and the way those journeys move between them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Request } from './test.ts';

/** Every page of the signed-in private app, `/app` first. */
export function appPaths(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  const source = readFileSync(join(here, '../../apps/web/src/app/routes.tsx'), 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map(([, path]) => path ?? '');
  // Outside the signed-in layout (a mailed link, first-run setup) or no page at all; a page of one
  // record (`:id`) is visited by the journeys that make the record.
  const skipped = new Set(['set-password', 'setup', '*']);
  return [
    '/app',
    ...paths.filter((p) => !skipped.has(p) && !p.includes(':')).map((p) => `/app/${p}`),
  ];
}

/** A page's requests in flight, and when one last started or ended. */
interface Traffic {
  inFlight: Set<Request>;
  lastActivity: number;
}
const traffic = new WeakMap<Page, Traffic>();

function trafficOf(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const seen: Traffic = { inFlight: new Set(), lastActivity: Date.now() };
  const settle = (request: Request) => {
    seen.inFlight.delete(request);
    seen.lastActivity = Date.now();
  };
  page.on('request', (request) => {
    seen.inFlight.add(request);
    seen.lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  traffic.set(page, seen);
  return seen;
}

/** How long the network must stay quiet before a page counts as drawn (as Playwright's networkidle). */
const QUIET_MS = 500;

/**
 * Opens a page of the private app and waits until it has drawn its data: its own chunk loaded, no
 * request in flight for half a second and no loader left. The first page loads the app; the next
 * ones are reached inside it, as staff move between pages (the address changes and the router
 * follows, as it does for the browser's Back and Forward), so a sweep of every page loads the app
 * once.
 */
export async function openAppPage(page: Page, path: string): Promise<void> {
  const seen = trafficOf(page);
  seen.lastActivity = Date.now();
  if (new URL(page.url(), 'http://x').pathname.startsWith('/app')) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path);
  }
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect
    .poll(() => seen.inFlight.size === 0 && Date.now() - seen.lastActivity >= QUIET_MS, {
      message: `${path}: the network never went quiet`,
    })
    .toBe(true);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
}
