/**
 * Journey: a planned subprocessor change takes effect (docs/editing.md, Planned subprocessor
 * changes). On a demo instance of its own, the admin signs in, sets the notice period to its
 * minimum, a day, and announces a subprocessor for the earliest day it allows; a visitor sees it
 * on the Subprocessors card as planned. The server is stopped, its day comes
 * (support/time-passing.ts) and the server starts again: its job applies the change, so the card
 * lists the subprocessor as one of its entries and the private app shows the change applied. At
 * a phone's width and a desktop's, each on a server of its own.
 */
import { expect, test, type Browser, type Page, type ViewportSize } from './support/test.ts';
import { freshServerPort, startDemoServer, type FreshInstance } from './support/fresh-server.ts';
import { PORTAL_PATH } from './support/portal.ts';
import { ADMIN_PASSWORD, signIn } from './support/staff.ts';
import { letNoticePass } from './support/time-passing.ts';

const VIEWPORTS: ViewportSize[] = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** The Subprocessors card as an anonymous visitor reads it, in a context of its own. */
async function visitorCard(browser: Browser, baseURL: string, viewport: ViewportSize) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto(PORTAL_PATH);
  const card = page.getByTestId('card-Subprocessors');
  await card.scrollIntoViewIfNeeded();
  return { card, close: () => context.close() };
}

/** Sets the notice period to one day and waits for the form to offer tomorrow's date. */
async function setOneDayNotice(page: Page): Promise<string> {
  await page.getByRole('textbox', { name: 'Notice period (days)' }).fill('1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const earliest = page.getByText(/^1 days of notice: \d{4}-\d{2}-\d{2} or later$/);
  await expect(earliest).toBeVisible();
  const day = /\d{4}-\d{2}-\d{2}/.exec((await earliest.textContent()) ?? '')?.[0];
  if (!day) throw new Error('No earliest effective date shown');
  return day;
}

VIEWPORTS.forEach((viewport, index) => {
  test.describe(`at ${viewport.width}px`, () => {
    let server: FreshInstance | undefined;
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      // Past the setup and first trust center journeys' servers.
      server = await startDemoServer(freshServerPort(4 + index), ADMIN_PASSWORD);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('a subprocessor announced at a day of notice joins the card on its day', async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      if (!server) throw new Error('The demo server did not start');
      const name = `Dayone Chat ${viewport.width}`;
      const staff = await browser.newContext({ viewport, baseURL: server.url });
      const page = await staff.newPage();
      await signIn(page);
      await page.goto('/app/subprocessor-changes');
      await expect(page.getByRole('heading', { name: 'Subprocessor changes' })).toBeVisible();

      const earliest = await setOneDayNotice(page);
      await page.getByRole('textbox', { name: /^Subprocessor/ }).fill(name);
      await page.getByRole('textbox', { name: /^Purpose/ }).fill('Customer support chat');
      await page.getByRole('textbox', { name: /^Location/ }).fill('Ireland');
      await page.getByLabel('Effective date').fill(earliest);
      await page.getByRole('button', { name: 'Announce' }).click();
      const entry = page.getByTestId('subprocessor-change').filter({ hasText: name });
      await expect(entry).toContainText(`from ${earliest}`);
      await expect(entry).toContainText('planned');

      let visitor = await visitorCard(browser, server.url, viewport);
      const planned = visitor.card.getByTestId('planned-subprocessor').filter({ hasText: name });
      await expect(planned).toContainText('Planned from');
      await expect(planned).toContainText('Customer support chat · Ireland');
      await visitor.close();

      await server.whileStopped((dataDir) => letNoticePass(dataDir, name));

      // Applied by the job the start finds due; the visitor's card lists it among its entries.
      visitor = await visitorCard(browser, server.url, viewport);
      await expect(async () => {
        await visitor.card.page().reload();
        await expect(visitor.card.getByRole('row').filter({ hasText: name })).toContainText(
          'Ireland',
          { timeout: 2_000 },
        );
      }).toPass({ timeout: 60_000 });
      await expect(
        visitor.card.getByTestId('planned-subprocessor').filter({ hasText: name }),
      ).toHaveCount(0);
      await visitor.close();

      // The staff session outlives the restart: the change is shown applied.
      await page.reload();
      await expect(entry).toContainText('applied');
      await expect(entry.getByRole('button', { name: 'Cancel change' })).toHaveCount(0);
      await staff.close();
    });
  });
});
