/**
 * Journey: when a save or a download fails, staff and visitors are told so in the documented
 * words (docs/portal.md, Editing; docs/documents.md, Bulk download), and nothing on the page
 * pretends it worked. Each failure is the server's answer replaced in the browser by a 500 (or,
 * for a partial bulk download, by the server's own answer naming one document it could not
 * pack): the request never reaches the server, so nothing is saved and the journeys run beside
 * any other.
 */
import { expect, test, type Page } from './support/test.ts';
import {
  ADMIN_MESSAGES as M,
  isCardOrderMovable,
  MESSAGES,
  type TBulkDownloadResponse,
  type TPortalView,
} from '@trustfront/core';
import {
  cardOf,
  chooseCardMenuEntry,
  fetchView,
  openCardEditor,
  openPortal,
  ORG_NAME,
  PORTAL_PATH,
  PORTAL_TITLE,
} from './support/portal.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

/** Answers the next matching request with a server error, and counts the requests it failed. */
async function failNext(page: Page, method: string, path: RegExp) {
  const failed: string[] = [];
  await page.route(path, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    failed.push(route.request().url());
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'internal', message: 'Something went wrong' }),
    });
  });
  return failed;
}

const PRODUCT = /\/api\/trust-center\/products\/[^/]+$/;

test.describe('staff in main mode', () => {
  test.use({ storageState: staffState('admin') });

  let view: TPortalView;
  test.beforeAll(async ({ playwright }) => {
    const staff = await staffRequest(playwright);
    view = await fetchView(staff, { mode: 'main' });
    await staff.dispose();
  });

  const openCardMenu = async (page: Page, title: string, entry: string) => {
    await chooseCardMenuEntry(page, title, entry);
    return page.getByRole('dialog', { name: entry });
  };

  test.beforeEach(async ({ page }) => {
    await openPortal(page, `${PORTAL_PATH}?edit`);
  });

  test("the section order: 'Failed to update section order'", async ({ page }) => {
    const failed = await failNext(page, 'PATCH', PRODUCT);
    await page.getByRole('button', { name: M.reorderSections }).click();
    const dialog = page.getByRole('dialog', { name: M.reorderSections });
    await expect(dialog.getByTestId('sortable-row').first()).toBeVisible();
    const last = (await dialog.getByTestId('sortable-row').allInnerTexts()).at(-1)?.trim() ?? '';
    await dialog.getByRole('button', { name: `Move ${last}` }).click();
    await page.getByRole('menuitem', { name: M.moveToTop }).click();
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(page.getByText(M.sectionOrderFailed)).toBeVisible();
    expect(failed).toHaveLength(1);
    await expect(page.getByText(M.sectionOrderUpdated)).toHaveCount(0);
  });

  test("the card order: 'Failed to update cards order for {product} product'", async ({ page }) => {
    const failed = await failNext(page, 'PATCH', /\/cards$/);
    const first = view.cards.find((c) => isCardOrderMovable(c.kind));
    if (!first) throw new Error('No card to move');
    await page.getByRole('button', { name: M.reorderCards }).click();
    const dialog = page.getByRole('dialog', { name: M.reorderCards });
    await dialog.getByRole('button', { name: `Move ${first.title}` }).click();
    await page.getByRole('menuitem', { name: M.moveToBottom }).click();
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(page.getByText(M.cardOrderFailed(view.product.productSlug))).toBeVisible();
    expect(failed).toHaveLength(1);
  });

  test("an item order: 'Failed to update {card} card item's order'", async ({ page }) => {
    const failed = await failNext(page, 'PATCH', /\/cards\/Reports\/items$/);
    const reports = cardOf(view, 'Reports');
    const dialog = await openCardMenu(page, reports.title, M.reorderItems(reports.title));
    const first = reports.items[0];
    if (!first) throw new Error('Reports has no item');
    await dialog.getByRole('button', { name: `Move ${first.title}` }).click();
    await page.getByRole('menuitem', { name: M.moveToBottom }).click();
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(page.getByText(M.itemOrderFailed(reports.title))).toBeVisible();
    expect(failed).toHaveLength(1);
  });

  test("a card icon: 'Failed to change card icon'", async ({ page }) => {
    const failed = await failNext(page, 'DELETE', /\/cards\/Policies\/icon$/);
    const policies = cardOf(view, 'Policies');
    await openCardMenu(page, policies.title, M.changeIcon);
    const dialog = page.getByRole('dialog', { name: M.changeIconTitle(policies.title) });
    // Back to the default icon: a reset fails as a save does.
    await dialog.getByLabel(M.useDefaultIcon).check();
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(page.getByText(M.iconFailed)).toBeVisible();
    expect(failed).toHaveLength(1);
  });

  test("a card's save: 'Save error' on the form, the saved data read again", async ({ page }) => {
    const policies = cardOf(view, 'Policies');
    const item = policies.items[0];
    if (!item) throw new Error('Policies has no item');
    const failed = await failNext(page, 'PUT', new RegExp(`/items/${item.itemUid}$`));
    const drawer = await openCardEditor(page, policies.title);
    const row = drawer.locator(`[data-item-uid="${item.itemUid}"]`);
    await row.getByLabel('Title').fill(`${item.title} (draft)`);
    const reread = page.waitForResponse(
      (r) => r.url().includes('/view') && r.request().method() === 'GET',
    );
    await drawer.getByRole('button', { name: M.save }).click();
    const alert = drawer.getByRole('alert');
    await expect(alert).toContainText(M.saveError);
    await expect(alert).toContainText(M.saveFailed);
    expect(failed).toHaveLength(1);
    await reread;
    // The editor stays open with what staff typed; nothing was saved.
    await expect(row.getByLabel('Title')).toHaveValue(`${item.title} (draft)`);
  });

  test('deleting a custom item: the Delete Error dialog names it', async ({ page }) => {
    const card = view.cards.find((c) => c.items.some((i) => i.isCustom));
    const custom = card?.items.find((i) => i.isCustom);
    if (!card || !custom) throw new Error('The seed has no custom item');
    const failed = await failNext(page, 'DELETE', new RegExp(`/items/${custom.itemUid}$`));
    const drawer = await openCardEditor(page, card.title);
    const row = drawer.locator(`[data-item-uid="${custom.itemUid}"]`);
    await row.getByRole('button', { name: 'Delete item' }).click();
    await page
      .getByRole('dialog', { name: 'Delete item' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const error = page.getByRole('dialog', { name: M.deleteError });
    await expect(error.getByText(M.deleteFailed(custom.title))).toBeVisible();
    expect(failed).toHaveLength(1);
  });
});

test.describe('a portal that cannot load', () => {
  test.use({ storageState: staffState('admin') });

  test("the server's message under the page's header, and 'Try again' loads it", async ({
    page,
  }) => {
    // Main mode's view is asked by the browser: its answer is the database's failure.
    const failed: string[] = [];
    const VIEW = /\/api\/portal\/[^/]+\/view(\/[^/?]+)?(\?|$)/;
    await page.route(VIEW, async (route) => {
      failed.push(route.request().url());
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'database_unavailable', message: MESSAGES.databaseUnavailable },
        }),
      });
    });
    await page.goto(`${PORTAL_PATH}?edit`);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: MESSAGES.errorTitle })).toBeVisible();
    await expect(alert.getByText(MESSAGES.databaseUnavailable)).toBeVisible();
    await expect(page.getByText(MESSAGES.unknownError)).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('heading', { name: `${ORG_NAME} ${PORTAL_TITLE}` }),
    ).toBeVisible();
    // The database answers again: 'Try again' brings the portal.
    await page.unroute(VIEW);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
    expect(failed.length).toBeGreaterThan(0);
  });
});

test.describe('a visitor downloading documents', () => {
  const bulkDialog = (page: Page) => page.getByRole('dialog', { name: /Bulk download|Error/ });

  const chooseTwo = async (page: Page) => {
    await openPortal(page, PORTAL_PATH);
    await page.getByTestId('card-Documents').getByRole('button', { name: 'Bulk download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk download' });
    const boxes = dialog.getByRole('checkbox');
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await dialog.getByRole('button', { name: 'Download (2)' }).click();
  };

  test("a failed archive: 'Error downloading' with Retry and Cancel", async ({ page }) => {
    const failed = await failNext(page, 'POST', /\/bulk-download(\?|$)/);
    await chooseTwo(page);
    const error = page.getByRole('dialog', { name: MESSAGES.errorDownloading });
    await expect(
      error.getByText('The documents could not be prepared. Please try again.'),
    ).toBeVisible();
    // Retry asks again, and fails again.
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => failed.length).toBe(2);
    await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Cancel goes back to the choice, which is kept.
    await error.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk download' });
    await expect(dialog.getByRole('button', { name: 'Download (2)' })).toBeEnabled();
    await expect(bulkDialog(page)).toHaveCount(1);
  });

  test("a partial archive: 'Failed to download N documents' names what is missing", async ({
    page,
  }) => {
    let missing = '';
    await page.route(/\/bulk-download(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as TBulkDownloadResponse;
      const request = route.request().postDataJSON() as { files: { fileId: string }[] };
      missing = request.files[0]?.fileId ?? '';
      await route.fulfill({
        response,
        json: { ...body, successCount: body.successCount - 1, failedFileIds: [missing] },
      });
    });
    const documents = (await fetchView(page.request)).cards.flatMap((c) =>
      c.items.flatMap((i) => i.documents),
    );
    const downloaded = page.waitForEvent('download');
    await chooseTwo(page);
    await downloaded;
    const dialog = page.getByRole('dialog', { name: 'Bulk download' });
    const alert = dialog.getByRole('alert').filter({ hasText: MESSAGES.failedToDownloadN(1) });
    await expect(alert).toBeVisible();
    const name = documents.find((d) => d.fileId === missing)?.originalName ?? MESSAGES.untitled;
    await expect(alert.getByRole('listitem')).toHaveText([name]);
    await expect(dialog.getByText('Your download of 1 document')).toBeVisible();
  });

  test('one document that fails to download says so', async ({ page }) => {
    const failed = await failNext(page, 'GET', /\/files\/[^/]+\/check(\?|$)/);
    await openPortal(page, PORTAL_PATH);
    const card = page.getByTestId('card-Documents');
    await card
      .getByRole('button', { name: /^Download / })
      .first()
      .click();
    await expect(page.getByText(MESSAGES.documentDownloadFailed)).toBeVisible();
    expect(failed).toHaveLength(1);
  });
});
