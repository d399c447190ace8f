/**
 * The demo portal as the API answers it, so journeys take titles, ids and slugs from the seed
 * rather than repeating them; plus small readers shared by the portal journeys.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_MESSAGES,
  type TCardView,
  type TComplianceUpdateResponse,
  type TItemView,
  type TPortalView,
} from '@trustfront/core';

/** The demo organisation (apps/server/src/db/seed/organization.ts). */
export const ORG_SLUG = 'acme';
export const ORG_NAME = 'Acme Corp';
export const PORTAL_TITLE = 'Trust Center';
/** The portal by path on the main host. */
export const PORTAL_PATH = `/trust/${ORG_SLUG}`;

const api = `/api/portal/${ORG_SLUG}`;

/** GET {base}/view (optionally `?product=`) as the given request context's caller. */
export async function fetchView(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<TPortalView> {
  const response = await request.get(`${api}/view`, { params: query });
  expect(response.status(), `GET ${api}/view`).toBe(200);
  return (await response.json()) as TPortalView;
}

/** GET {base}/compliance-update for one product, as a public visitor. */
export async function fetchTopics(request: APIRequestContext, productSlug: string) {
  const response = await request.get(`${api}/compliance-update`, {
    params: { productSlugs: productSlug },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as TComplianceUpdateResponse).topics;
}

/** The card of a kind in a view (fails the test when absent). */
export function cardOf(view: TPortalView, kind: TCardView['kind']): TCardView {
  const card = view.cards.find((c) => c.kind === kind);
  if (!card) throw new Error(`The view has no ${kind} card`);
  return card;
}

/** The item with a title, and its card, anywhere in a view (fails the test when absent). */
export function itemOf(view: TPortalView, title: string): { card: TCardView; item: TItemView } {
  for (const card of view.cards) {
    const item = card.items.find((i) => i.title === title);
    if (item) return { card, item };
  }
  throw new Error(`The view has no item titled ${title}`);
}

/** 'MMMM d, yyyy' in UTC, the portal's date format for trust updates (docs/portal.md, Limits). */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/**
 * Opens a portal page and waits until its cards are on screen and the page answers to clicks:
 * the server sends the cards before the scripts hydrate them (docs/portal.md, Server rendering).
 */
export async function openPortal(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
}

/** The open drawer or modal (Mantine renders both as role dialog). */
export function openDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** The URL's query as an object, for comparing parameters regardless of their order. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

/** Opens a card's drawer in main mode and turns on its edit mode; answers the drawer. */
export async function openCardEditor(page: Page, title: string): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: title });
  const edit = drawer.getByRole('button', { name: ADMIN_MESSAGES.edit });
  // A click that lands while the page is still settling (hydration, scrolling) is made again.
  await expect(async () => {
    if (!(await drawer.isVisible())) {
      await page.getByRole('button', { name: `Expand ${title}` }).click({ timeout: 5_000 });
    }
    await expect(edit).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await edit.click();
  return drawer;
}

/**
 * Chooses `entry` in the menu of the card titled `title` (main mode's "Edit {card} card"
 * button). A menu opened while the page is still settling (hydration, a refetch) may close under
 * the click: it is opened again until the entry takes the click.
 */
export async function chooseCardMenuEntry(page: Page, title: string, entry: string) {
  const item = page.getByRole('menuitem', { name: entry });
  await expect(async () => {
    if (!(await item.isVisible())) {
      await page.getByRole('button', { name: `Edit ${title} card` }).click({ timeout: 5_000 });
    }
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Serves the portal's pages without the answers they were rendered from, as a server without the
 * rendering build sends its shell (docs/portal.md, Server rendering): the web app then renders
 * alone and asks for the view, which a journey may answer with a route of its own.
 */
export async function renderPortalInBrowser(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      // The body is sent again as text: its encoding and length are the new ones.
      delete headers['content-encoding'];
      delete headers['content-length'];
      delete headers['etag'];
      const html = (await response.text()).replace(
        /<script type="application\/json" id="portal-data">[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

/** The address of the demo product's banner image, as the page asks for it. */
export function bannerPathOf(view: TPortalView): string {
  const banner = view.product.banner;
  if (!banner) throw new Error('The demo product has no banner');
  return `/api/share/${view.org.id}/assets/${banner.assetId}`;
}
