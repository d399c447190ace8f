/**
 * Journey: a visitor verifies a document on the portal (docs/documents.md, Verify a document), on
 * a phone and on a desktop: the footer's 'Verify a document' opens the page; a public document's
 * file, chosen, is named with its version and 'This is the current version.'; its SHA-256 typed
 * answers the same; a digest nobody issued is 'Not recognised'; a malformed one is refused in
 * the form. Nothing reaches past the window sideways. It changes nothing others see.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { VERIFY_TEXTS as T, type TPortalView } from '@trustfront/core';
import { fetchView, openPortal, PORTAL_PATH, ORG_SLUG } from './support/portal.ts';

/** The first public document a visitor may download, with its item. */
function downloadable(view: TPortalView) {
  for (const card of view.cards) {
    for (const item of card.items) {
      const doc = item.documents.find((d) => d.canDownload && !d.generated);
      if (doc) return { doc, item };
    }
  }
  throw new Error('The portal offers no downloadable document');
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('verifies a published document by its file and by its SHA-256', async ({
      page,
      request,
    }) => {
      const view = await fetchView(request);
      const { doc, item } = downloadable(view);
      const file = await request.get(`/api/portal/${ORG_SLUG}/files/${doc.fileId}`, {
        params: {
          itemUid: item.itemUid,
          productId: view.product.productId,
          disposition: 'attachment',
        },
      });
      expect(file.status()).toBe(200);
      const bytes = await file.body();
      const digest = createHash('sha256').update(bytes).digest('hex');

      await openPortal(page, PORTAL_PATH);
      await page.getByTestId('verify-link').click();
      await expect(page).toHaveURL(new RegExp(`${PORTAL_PATH}/verify`));
      const verifyPage = page.getByTestId('verify-page');
      await expect(verifyPage.getByRole('heading', { name: T.title })).toBeVisible();
      // The page's own address opens it too.
      await page.reload();
      await expect(verifyPage.getByRole('heading', { name: T.title })).toBeVisible();

      await verifyPage.getByTestId('verify-drop').locator('input[type="file"]').setInputFiles({
        name: doc.originalName,
        mimeType: doc.contentType,
        buffer: bytes,
      });
      const result = verifyPage.getByTestId('verify-result');
      await expect(result).toContainText(T.genuine);
      await expect(result.getByTestId('verify-title')).toHaveText(item.title);
      await expect(result).toContainText(T.current);
      await expect(result).toContainText(digest);
      await expectNoSidewaysScroll(page);

      const field = verifyPage.getByRole('textbox', { name: T.sha256 });
      await field.fill('abc');
      await verifyPage.getByRole('button', { name: T.verify, exact: true }).click();
      await expect(verifyPage.getByText('A SHA-256 is 64 hexadecimal characters')).toBeVisible();

      await field.fill(digest.toUpperCase());
      await verifyPage.getByRole('button', { name: T.verify, exact: true }).click();
      await expect(result.getByTestId('verify-title')).toHaveText(item.title);

      const unknown = createHash('sha256').update(`never issued ${width}`).digest('hex');
      await field.fill(unknown);
      await verifyPage.getByRole('button', { name: T.verify, exact: true }).click();
      await expect(result).toContainText(T.notRecognisedTitle);
      await expect(result).toContainText(unknown);
      await expectNoSidewaysScroll(page);

      // Back to the trust center, whose sections show again.
      await verifyPage.getByRole('link', { name: T.back }).click();
      await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
    });
  });
}
