/**
 * The journeys' `test`: Playwright's, with a page that waits, after each navigation, until the
 * page answers to clicks. A portal page arrives rendered by the server and is visible before its
 * scripts hydrate it (docs/portal.md, Server rendering); a visitor who clicks then may see nothing
 * happen, and a journey would read that as a failure of what it clicked. A page without the web
 * app (a file, an API answer) and a page with JavaScript off are not waited for.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** Until the web app, if the page holds one, has hydrated (app-providers.tsx sets the mark). */
export async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('root') === null ||
      document.documentElement.hasAttribute('data-interactive'),
    undefined,
    { timeout: 30_000 },
  );
}

type Navigate = (...args: Parameters<Page['goto']>) => Promise<Response | null>;

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto: Navigate = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilInteractive(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilInteractive(page);
        return response;
      };
    }
    await use(page);
  },
});

/**
 * Playwright's own `test`, without the wait after each navigation: for a journey whose page is
 * meant to be used before it is interactive (its scripts held back, docs/portal.md, Taps before
 * the script), which the wait would never see end.
 */
export const testBeforeScripts = base;
