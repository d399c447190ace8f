/**
 * Journey: an admin edits a card's items in its drawer (docs/editing.md, Card actions, Items and
 * Validation): each validation message, a file linked (pending, Undo) and saved, then downloaded by
 * a public visitor; the dirty-form confirmation; a custom item added, given a custom URL that opens
 * it (its address copied), moved to another card and back from its expanded drawer, and deleted;
 * a risk profile question offers no move. Everything changed is put back afterwards.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import {
  ADMIN_MESSAGES as M,
  MESSAGES,
  itemDisplayTitle,
  moveDestinationsOf,
  type TItemView,
  type TPortalView,
} from '@trustfront/core';
import { fetchView, openCardEditor, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({
  storageState: staffState('admin'),
  permissions: ['clipboard-read', 'clipboard-write'],
});

let staff: APIRequestContext;
let original: TPortalView;
let item: TItemView;
const cardTitle = (kind: string) => original.cards.find((c) => c.kind === kind)?.title ?? kind;
const legalOf = (view: TPortalView) => {
  const card = view.cards.find((c) => c.kind === 'Legal');
  if (!card) throw new Error('No Legal card');
  return card;
};

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await fetchView(staff, { mode: 'main' });
  const first = legalOf(original).items.find((i) => i.access === 'public' && !i.isCustom);
  if (!first) throw new Error('Legal needs a public item');
  item = first;
});

test.afterAll(async () => {
  const now = await fetchView(staff, { mode: 'main' });
  const saved = now.cards.flatMap((c) => c.items).find((i) => i.itemUid === item.itemUid);
  const added = (saved?.documents ?? [])
    .map((d) => d.fileId)
    .filter((id) => !item.documents.some((d) => d.fileId === id));
  const base = `/api/trust-center/products/${original.product.productId}`;
  const restored = await staff.put(`${base}/items/${item.itemUid}`, {
    data: { title: item.title, details: item.details, unlinkFiles: added },
  });
  expect(restored.status()).toBe(200);
  for (const custom of now.cards.flatMap((c) => c.items).filter((i) => i.isCustom)) {
    if (!original.cards.some((c) => c.items.some((i) => i.itemUid === custom.itemUid))) {
      await staff.delete(`${base}/items/${custom.itemUid}`);
    }
  }
  await staff.dispose();
});

const openEditor = (page: Page) => openCardEditor(page, legalOf(original).title);

test('item fields are checked, a linked file is saved and reaches a visitor', async ({ page }) => {
  await page.goto(`${PORTAL_PATH}?edit`);
  let drawer = await openEditor(page);
  const row = drawer.locator(`[data-item-uid="${item.itemUid}"]`);
  await row.getByLabel('Title').fill('A');
  await row.getByLabel('Link').fill('http://192.168.0.10/terms');
  await row.getByLabel('Expiration date').fill('2026-02-30');
  await drawer.getByRole('button', { name: M.save }).click();
  await expect(row.getByText(M.itemTitleLength)).toBeVisible();
  await expect(row.getByText(M.invalidUrl)).toBeVisible();
  await expect(row.getByText(M.invalidExpiry)).toBeVisible();

  await row.getByLabel('Title').fill(`${item.title} (2026)`);
  await row.getByLabel('Link').fill('https://acme.example/legal');
  await row.getByLabel('Expiration date').fill('2027-06-30');
  const pdf = {
    name: 'Terms 2026.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 terms'),
  };
  await row.locator('input[type="file"]').setInputFiles(pdf);
  await expect(row.getByText(M.linkedPending)).toBeVisible();
  await row.getByRole('button', { name: M.undo }).click();
  await expect(row.getByText('Terms 2026.pdf')).toHaveCount(0);
  await row.locator('input[type="file"]').setInputFiles(pdf);
  await expect(row.getByText(M.linkedPending)).toBeVisible();

  // A dirty form asks before discarding; keeping on editing keeps the edits.
  await drawer.getByRole('button', { name: M.cancel }).click();
  const confirm = page.getByRole('dialog', { name: M.discardTitle });
  await confirm.getByRole('button', { name: M.keepEditing }).click();
  await expect(row.getByText(M.linkedPending)).toBeVisible();
  await drawer.getByRole('button', { name: M.save }).click();
  await expect(drawer.getByTestId('card-editor')).toHaveCount(0);

  await page.reload();
  const view = await fetchView(page.context().request, {});
  const saved = legalOf(view).items.find((i) => i.itemUid === item.itemUid);
  expect(saved?.title).toBe(`${item.title} (2026)`);
  const doc = saved?.documents.find((d) => d.originalName === 'Terms 2026.pdf');
  expect(doc).toBeTruthy();
  const visitor = await page.context().browser()?.newContext();
  const download = await visitor?.request.get(
    `http://localhost:${new URL(page.url()).port}/api/portal/acme/files/${doc?.fileId}?itemUid=${item.itemUid}&productId=${view.product.productId}&disposition=attachment`,
  );
  expect(download?.status()).toBe(200);
  expect((await download?.body())?.toString()).toBe('%PDF-1.4 terms');
  await visitor?.close();

  // The change is in the audit log, with who made it and the title before and after.
  await page.goto('/app/settings/audit-log');
  const entry = page.getByTestId('audit-row').filter({ hasText: 'changed the item' }).first();
  await expect(entry).toContainText('admin@acme.example');
  await expect(entry).toContainText(`${item.title} (2026)`);
  await page.goto(`${PORTAL_PATH}?edit`);

  drawer = await openEditor(page);
  await drawer.getByTestId('item-editor').first().getByLabel('Title').fill('Changed');
  await drawer.getByRole('button', { name: M.cancel }).click();
  await page
    .getByRole('dialog', { name: M.discardTitle })
    .getByRole('button', { name: M.discard })
    .click();
  await expect(drawer.getByTestId('card-editor')).toHaveCount(0);
});

test('a custom item is added, gets a custom URL that opens it, moves and is deleted', async ({
  page,
}) => {
  // A whole life of an item, through three dialogs and four page loads.
  test.slow();
  await page.goto(`${PORTAL_PATH}?edit`);
  let drawer = await openEditor(page);
  await drawer.getByRole('button', { name: M.addCustomItem }).click();
  const row = drawer.getByTestId('item-editor').last();
  await drawer.getByRole('button', { name: M.save }).click();
  await expect(row.getByText(M.itemTitleLength)).toBeVisible();
  await row.getByLabel('Title').fill('Customer DPA 2026');
  await drawer.getByRole('button', { name: M.save }).click();
  await expect(drawer.getByTestId('card-editor')).toHaveCount(0);
  await page.reload();

  const added = legalOf(await fetchView(staff, { mode: 'main' })).items.find(
    (i) => i.title === 'Customer DPA 2026',
  );
  expect(added?.isCustom).toBe(true);
  drawer = await openEditor(page);
  const custom = drawer.locator(`[data-item-uid="${added?.itemUid}"]`);
  await custom.getByRole('button', { name: 'Actions of Customer DPA 2026' }).click();
  await page.getByRole('menuitem', { name: M.createCustomUrl }).click();
  const slugDialog = page.getByRole('dialog', { name: M.createCustomUrl });
  await slugDialog.getByLabel('URL slug').fill('Data Processing');
  await expect(slugDialog.getByText(M.slugInvalid)).toBeVisible();
  await slugDialog.getByLabel('URL slug').fill('d'.repeat(100));
  await expect(slugDialog.getByText(M.slugTooLong)).toBeVisible();
  await slugDialog.getByLabel('URL slug').fill('customer-dpa-2026');
  // The address copies, 'Copied!' for 3 seconds.
  const address = await slugDialog.getByTestId('item-address').innerText();
  expect(address).toMatch(/\/customer-dpa-2026$/);
  await slugDialog.getByRole('button', { name: M.copyUrl }).click();
  const copied = page.getByRole('tooltip', { name: MESSAGES.copied });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(copied).toBeHidden();
  await slugDialog.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.customUrlCreated('Customer DPA 2026'))).toBeVisible();

  await page.goto(`${PORTAL_PATH}/item/customer-dpa-2026`);
  await expect(page.getByRole('dialog', { name: 'Customer DPA 2026' })).toBeVisible();

  await page.goto(`${PORTAL_PATH}?edit`);
  drawer = await openEditor(page);
  await drawer.getByRole('button', { name: 'Actions of Customer DPA 2026' }).click();
  await page.getByRole('menuitem', { name: M.moveItem }).click();
  const moveDialog = page.getByRole('dialog', { name: M.moveItem });
  // Disabled until a destination is chosen, among the other cards that can hold the item only.
  const moveButton = moveDialog.getByRole('button', { name: M.moveItem });
  await expect(moveButton).toBeDisabled();
  const destinations = moveDestinationsOf('Legal', original.cards).map((c) => c.title);
  expect(destinations).toContain(cardTitle('Reports'));
  for (const kind of ['Documents', 'TrustedBy', 'Subprocessors', 'Legal']) {
    expect(destinations).not.toContain(cardTitle(kind));
  }
  const destination = moveDialog.getByRole('combobox', { name: M.moveItemTo });
  await destination.click();
  await expect(page.getByRole('option')).toHaveText(destinations);
  const reports = original.cards.find((c) => c.kind === 'Reports');
  await destination.fill(reports?.title ?? 'Reports');
  await page.getByRole('option', { name: reports?.title ?? 'Reports' }).click();
  await expect(moveButton).toBeEnabled();
  await moveButton.click();
  await expect(
    page.getByText(M.itemMoved('Customer DPA 2026', reports?.title ?? 'Reports')),
  ).toBeVisible();
  const moved = await fetchView(staff, { mode: 'main' });
  const reportsNow = moved.cards.find((c) => c.kind === 'Reports');
  expect(reportsNow?.items.map((i) => i.title)).toContain('Customer DPA 2026');

  // Moved by mistake: the expanded item's own menu moves it back.
  await page.goto(`${PORTAL_PATH}?edit&itemUid=${added?.itemUid}`);
  const itemDrawer = page.getByTestId('item-drawer');
  await itemDrawer.getByRole('button', { name: 'Actions of Customer DPA 2026' }).click();
  await expect(page.getByRole('menuitem', { name: M.createCustomUrl })).toBeVisible();
  await page.getByRole('menuitem', { name: M.moveItem }).click();
  const back = page.getByRole('dialog', { name: M.moveItem });
  await back.getByRole('combobox', { name: M.moveItemTo }).click();
  await page.getByRole('option', { name: legalOf(original).title, exact: true }).click();
  await back.getByRole('button', { name: M.moveItem }).click();
  await expect(
    page.getByText(M.itemMoved('Customer DPA 2026', legalOf(original).title)),
  ).toBeVisible();
  expect(legalOf(await fetchView(staff, { mode: 'main' })).items.map((i) => i.itemUid)).toContain(
    added?.itemUid,
  );

  await page.goto(`${PORTAL_PATH}?edit`);
  const legalDrawer = await openEditor(page);
  const row2 = legalDrawer.locator(`[data-item-uid="${added?.itemUid}"]`);
  await row2.getByRole('button', { name: 'Delete item' }).click();
  await page
    .getByRole('dialog', { name: 'Delete item' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row2).toHaveCount(0);
  const after = await fetchView(staff, { mode: 'main' });
  expect(after.cards.flatMap((c) => c.items).map((i) => i.title)).not.toContain(
    'Customer DPA 2026',
  );
});

test('a risk profile question keeps its card: its menu offers no move', async ({ page }) => {
  const riskProfile = original.cards.find((c) => c.kind === 'RiskProfile');
  const question = riskProfile?.items.find((i) => i.title === 'TpDependence');
  if (!question) throw new Error('The demo has no TpDependence question');
  await page.goto(`${PORTAL_PATH}?edit&itemUid=${question.itemUid}`);
  const itemDrawer = page.getByTestId('item-drawer');
  const title = itemDisplayTitle('RiskProfile', question.title);
  expect(title).not.toBe('TpDependence');
  await itemDrawer.getByRole('button', { name: `Actions of ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: M.createCustomUrl })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: M.moveItem })).toHaveCount(0);
});
