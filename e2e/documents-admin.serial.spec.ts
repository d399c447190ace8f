/**
 * Journey: staff manage the trust center's documents (docs/documents.md, Documents;
 * docs/editing.md, Messages): the private app's documents page opens its upload modal at
 * /app/documents?uploadModal=true, refuses an empty upload with the documented messages, shows the
 * upload's progress and lists the new document; a bulk type change says 'Types have been updated
 * for N document(s)' and persists across a reload. In the portal's main mode the Documents card has
 * a row per card kind with its count and View / Edit, and asks before unsaved edits are dropped.
 * Every document it adds, it deletes.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import {
  ADMIN_MESSAGES as M,
  DOCUMENT_ADMIN_TEXTS as T,
  type TEditedItem,
  type TTrustCenterDocuments,
  type TUploadedFile,
} from '@trustfront/core';
import { fetchView, PORTAL_PATH } from './support/portal.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

const stamp = Date.now();
const uploadedName = `restore-test-${stamp}.pdf`;
const portalName = `vendor-review-${stamp}.pdf`;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 32)]);

const documents = async (staff: APIRequestContext) =>
  (await (await staff.get('/api/documents/trust-center')).json()) as TTrustCenterDocuments;

test.afterAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  for (const d of (await documents(staff)).documents) {
    if (d.originalName !== uploadedName && d.originalName !== portalName) continue;
    const removed = await staff.delete(
      `/api/trust-center/products/${d.productId}/items/${d.itemUid}`,
    );
    expect(removed.status()).toBe(204);
  }
  await staff.dispose();
});

test('the upload modal opens from its link, shows progress, and types change in bulk', async ({
  page,
}) => {
  test.slow();
  await page.goto('/app/documents?uploadModal=true');
  const modal = page.getByRole('dialog', { name: T.upload });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: M.save }).click();
  await expect(modal.getByText(M.fileRequired)).toBeVisible();
  await expect(modal.getByText(M.fieldRequired)).toBeVisible();

  await modal.locator('input[type="file"]').setInputFiles({
    name: uploadedName,
    mimeType: 'application/pdf',
    buffer: pdf(1024 * 1024),
  });
  // The title offered is the file's name made readable.
  await expect(modal.getByRole('textbox', { name: T.itemTitle })).toHaveValue(
    `Restore Test ${stamp}`,
  );
  await modal.getByRole('combobox', { name: T.card }).click();
  await page
    .getByRole('option', { name: /Policies$/ })
    .first()
    .click();

  // A slow uplink, so that the progress is seen moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await modal.getByRole('button', { name: M.save }).click();
  await expect(modal.getByTestId('upload-progress')).toContainText(/Uploading\.\.\. \d+%/);
  await expect(page.getByText(T.uploaded(uploadedName))).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/app\/documents$/);

  const row = page.getByTestId('document-row').filter({ hasText: uploadedName });
  await expect(row).toContainText('Policies');
  await row.getByRole('checkbox').check();
  await page.getByRole('combobox', { name: T.newType }).click();
  await page.getByRole('option', { name: 'Contract', exact: true }).click();
  // A failed save says so and keeps the selection for another try.
  await page.route('**/api/trust-center/documents/types', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }),
  );
  await page.getByRole('button', { name: T.changeType }).click();
  await expect(page.getByText(T.typesFailed)).toBeVisible();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await page.unroute('**/api/trust-center/documents/types');
  await page.getByRole('button', { name: T.changeType }).click();
  await expect(page.getByText(T.typesUpdated(1))).toBeVisible();
  await expect(row.getByTestId('document-type')).toHaveText('Contract');
  await page.reload();
  await expect(
    page.getByTestId('document-row').filter({ hasText: uploadedName }).getByTestId('document-type'),
  ).toHaveText('Contract');
});

test('the Documents card in main mode lists kinds with counts and asks before dropping edits', async ({
  page,
  playwright,
}) => {
  // A document of its own on the product's Policies card.
  const staff = await staffRequest(playwright);
  const view = await fetchView(staff, { mode: 'main' });
  const productPath = `/api/trust-center/products/${view.product.productId}`;
  const file = (await (
    await staff.post('/api/trust-center/files', {
      multipart: {
        file: { name: portalName, mimeType: 'application/pdf', buffer: pdf(2000) },
      },
    })
  ).json()) as TUploadedFile;
  const item = (await (
    await staff.post(`${productPath}/cards/Policies/custom-items`, {
      data: { title: `Vendor review ${stamp}` },
    })
  ).json()) as TEditedItem;
  await staff.put(`${productPath}/items/${item.itemUid}`, { data: { linkFiles: [file.fileId] } });
  const policies = (await documents(staff)).documents.filter(
    (d) => d.kind === 'Policies' && d.productId === view.product.productId,
  );
  await staff.dispose();

  await page.goto(`${PORTAL_PATH}?edit`);
  const editing = page.getByTestId('documents-editing');
  // The editing controls are lazy chunks, loaded after the portal shows.
  await expect(editing).toBeVisible({ timeout: 30_000 });
  const policiesRow = editing.getByTestId('documents-kind-row').filter({ hasText: 'Policies' });
  await expect(policiesRow).toContainText(T.documentsOf(policies.length));
  await expect(editing.getByRole('link', { name: T.upload })).toHaveAttribute(
    'href',
    '/app/documents?uploadModal=true',
  );
  await expect(editing.getByRole('link', { name: T.upload })).toHaveAttribute('target', '_blank');

  await policiesRow.getByRole('button', { name: T.edit }).click();
  const panel = editing.getByTestId('documents-kind-panel');
  const row = panel.getByTestId('document-row').filter({ hasText: portalName });
  await row.getByRole('checkbox').check();
  // Unsaved: switching kind asks first; keeping the edits keeps the selection.
  const other = editing.getByTestId('documents-kind-row').first();
  await other.getByRole('button', { name: T.view }).click();
  const confirm = page.getByRole('dialog', { name: M.discardTitle });
  await confirm.getByRole('button', { name: M.keepEditing }).click();
  await expect(row.getByRole('checkbox')).toBeChecked();

  await panel.getByRole('combobox', { name: T.newType }).click();
  await page.getByRole('option', { name: 'Questionnaire', exact: true }).click();
  await panel.getByRole('button', { name: T.changeType }).click();
  await expect(page.getByText(T.typesUpdated(1))).toBeVisible();
  await expect(row.getByTestId('document-type')).toHaveText('Questionnaire');

  await row.getByRole('checkbox').check();
  await policiesRow.getByRole('button', { name: T.view }).click();
  await page
    .getByRole('dialog', { name: M.discardTitle })
    .getByRole('button', { name: M.discard })
    .click();
  await expect(panel).toContainText(`${portalName} · Vendor review ${stamp} · Questionnaire`);
  await expect(panel.getByRole('checkbox')).toHaveCount(0);

  await page.reload();
  await page
    .getByTestId('documents-editing')
    .getByTestId('documents-kind-row')
    .filter({ hasText: 'Policies' })
    .getByRole('button', { name: T.view })
    .click();
  await expect(page.getByTestId('documents-kind-panel')).toContainText(
    `${portalName} · Vendor review ${stamp} · Questionnaire`,
  );
});

test("each card's menu offers the actions its kind allows", async ({ page, playwright }) => {
  const staff = await staffRequest(playwright);
  const view = await fetchView(staff, { mode: 'main' });
  await staff.dispose();
  const titleOf = (kind: string) => view.cards.find((c) => c.kind === kind)?.title ?? kind;
  await page.goto(`${PORTAL_PATH}?edit`);
  const menuOf = async (kind: string) => {
    await page
      .getByTestId(`card-${kind}`)
      .getByRole('button', { name: `Edit ${titleOf(kind)} card` })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const entries = await menu.getByRole('menuitem').allTextContents();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    return entries;
  };
  // Documents: placeholder, re-order and hide; no display text, no icon (docs/editing.md, Card
  // kinds).
  const documentsMenu = await menuOf('Documents');
  expect(documentsMenu).toEqual(
    expect.arrayContaining([M.setPlaceholder, M.reorderItems(titleOf('Documents')), M.hideCard]),
  );
  expect(documentsMenu).not.toContain(M.editDisplayText);
  expect(documentsMenu).not.toContain(M.changeIcon);
  // A generic card offers every action, its icon included.
  const policiesMenu = await menuOf('Policies');
  expect(policiesMenu).toEqual(
    expect.arrayContaining([M.editDisplayText, M.setPlaceholder, M.changeIcon, M.hideCard]),
  );
});
