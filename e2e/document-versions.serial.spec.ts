/**
 * Journey: staff keep a document's versions (docs/documents.md, Versions), on a phone and on a
 * desktop: a document of its own on the Policies card, its Versions dialog from the documents
 * page, 'Replace file' keeping v1, the portal saying 'Updated {date}' for it, and 'Restore'
 * making v1's file current again as v3. Every item it adds, it deletes.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import {
  VERSION_TEXTS as T,
  formatLetterDate,
  type TEditedItem,
  type TTrustCenterDocuments,
  type TUploadedFile,
} from '@trustfront/core';
import { fetchView, openPortal, PORTAL_PATH } from './support/portal.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

const stamp = Date.now();
const titleOf = (width: number) => `Versioned policy ${width} ${stamp}`;
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n`);

const documents = async (staff: APIRequestContext) =>
  (await (await staff.get('/api/documents/trust-center')).json()) as TTrustCenterDocuments;

test.afterAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  for (const d of (await documents(staff)).documents) {
    if (!d.itemTitle.startsWith('Versioned policy ') || !d.itemTitle.endsWith(String(stamp))) {
      continue;
    }
    const removed = await staff.delete(
      `/api/trust-center/products/${d.productId}/items/${d.itemUid}`,
    );
    expect(removed.status()).toBe(204);
  }
  await staff.dispose();
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('replaces a document’s file, shows the update, and restores the first version', async ({
      page,
      playwright,
    }) => {
      test.slow();
      const name = `policy-${width}-${stamp}.pdf`;
      const staff = await staffRequest(playwright);
      const view = await fetchView(staff, { mode: 'main' });
      const productPath = `/api/trust-center/products/${view.product.productId}`;
      const file = (await (
        await staff.post('/api/trust-center/files', {
          multipart: { file: { name, mimeType: 'application/pdf', buffer: pdf('first') } },
        })
      ).json()) as TUploadedFile;
      const item = (await (
        await staff.post(`${productPath}/cards/Policies/custom-items`, {
          data: { title: titleOf(width) },
        })
      ).json()) as TEditedItem;
      const linked = await staff.put(`${productPath}/items/${item.itemUid}`, {
        data: { linkFiles: [file.fileId] },
      });
      expect(linked.status()).toBe(200);
      await staff.dispose();

      await page.goto('/app/documents');
      const row = page.getByTestId('document-row').filter({ hasText: name });
      await row.getByRole('button', { name: `Versions of ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: T.versionsOf(name) });
      await expect(dialog.getByTestId('version-row')).toHaveCount(1);
      await expect(dialog.getByText(T.none)).toBeVisible();

      const second = `policy-${width}-${stamp}-second.pdf`;
      await dialog.locator('input[type="file"]').setInputFiles({
        name: second,
        mimeType: 'application/pdf',
        buffer: pdf('second'),
      });
      await expect(dialog.getByTestId('version-row')).toHaveCount(2);
      const current = dialog.locator('[data-testid="version-row"][data-version="2"]');
      await expect(current).toContainText(second);
      await expect(current).toContainText(T.current);
      await expect(dialog.locator('[data-version="1"]')).toContainText(name);
      const box = await dialog.getByRole('button', { name: `${T.restore} v1` }).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);

      await dialog.getByRole('button', { name: `${T.restore} v1` }).click();
      await expect(dialog.getByTestId('version-row')).toHaveCount(3);
      await expect(dialog.locator('[data-version="3"]')).toContainText(name);
      await expect(dialog.locator('[data-version="3"]')).toContainText(T.current);
      await page.keyboard.press('Escape');
      await expect(row.getByRole('button', { name: `Versions of ${name}` })).toHaveText('v3');

      // The portal says when the document was updated.
      await openPortal(page, `${PORTAL_PATH}?product=${view.product.productSlug}`);
      const portalRow = page.locator(`[data-testid="document-row"][data-file-id="${file.fileId}"]`);
      const expand = page.getByRole('button', { name: 'View all documents' });
      if (await expand.isVisible()) await expand.click();
      await expect(portalRow.getByTestId('document-updated')).toHaveText(
        ` · Updated ${formatLetterDate(new Date())}`,
      );
    });
  });
}
