/**
 * Journey: an admin edits a Reports item's own fields and bridge letter in the card's drawer, and
 * a control's maturity and recurrence (docs/editing.md, Item fields; docs/documents.md, Bridge
 * letters): a custom item titled like an item on another card is warned of, a missing type says
 * 'Select an item type to save this item', an offered letter without its texts says each spec
 * message; once saved, the letter is the card's and the portal lists it. At 390 and 1440 px.
 * Everything changed is put back afterwards.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import {
  ADMIN_MESSAGES as M,
  bridgeLetterFileId,
  type TCardBridgeLetters,
  type TPortalView,
} from '@trustfront/core';
import { cardOf, fetchView, openCardEditor, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

let staff: APIRequestContext;
let original: TPortalView;
const base = () => `/api/trust-center/products/${original.product.productId}`;

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await fetchView(staff, { mode: 'main' });
});

test.afterAll(async () => {
  const now = await fetchView(staff, { mode: 'main' });
  const known = new Set(original.cards.flatMap((c) => c.items.map((i) => i.itemUid)));
  for (const added of now.cards.flatMap((c) => c.items).filter((i) => !known.has(i.itemUid))) {
    expect((await staff.delete(`${base()}/items/${added.itemUid}`)).status()).toBe(204);
  }
  const control = cardOf(original, 'DataSecurity').items[0];
  if (control) {
    const put = await staff.put(`${base()}/items/${control.itemUid}`, {
      data: { details: control.details },
    });
    expect(put.status()).toBe(200);
  }
  await staff.dispose();
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a Reports item: title warning, type, auditor and bridge letter', async ({ page }) => {
      test.slow();
      const reports = cardOf(original, 'Reports');
      const policies = cardOf(original, 'Policies');
      const taken = policies.items[0]?.title ?? '';
      await page.goto(`${PORTAL_PATH}?edit`);
      const drawer = await openCardEditor(page, reports.title);

      // The letters staff wrote are loaded into their items.
      const soc2 = reports.items.find((i) => i.documents.some((d) => d.generated));
      const soc2Row = drawer.locator(`[data-item-uid="${soc2?.itemUid}"]`);
      await expect(soc2Row.getByLabel(M.letterContent)).toHaveValue(/examination/);

      await drawer.getByRole('button', { name: M.addCustomItem }).click();
      const row = drawer.getByTestId('item-editor').last();
      const title = row.getByLabel('Title', { exact: true });
      await title.fill(taken.toUpperCase());
      await expect(row.getByTestId('title-warning')).toHaveText(
        M.titleMatchesOtherCard(policies.title),
      );
      // Long enough that the letter's file name is over 60 characters.
      const name = `Bridge report covering the full annual examination period ${width}`;
      await title.fill(name);
      await expect(row.getByTestId('title-warning')).toHaveCount(0);

      await drawer.getByRole('button', { name: M.save }).click();
      await expect(row.getByText(M.selectItemType)).toBeVisible();
      await row.getByRole('combobox', { name: M.itemType, exact: true }).click();
      await page.getByRole('option', { name: 'SOC 2 Type II', exact: true }).click();
      // The auditor field takes 200 characters, and says so when it reaches them.
      const auditor = row.getByLabel(M.auditor, { exact: true });
      await auditor.fill('a'.repeat(205));
      await expect(auditor).toHaveValue('a'.repeat(200));
      await expect(row.getByText(M.auditorTooLong)).toBeVisible();
      await auditor.fill('Prescott & Lane LLP');
      await expect(row.getByText(M.auditorTooLong)).toHaveCount(0);

      await row.getByRole('switch', { name: M.bridgeLetterEnabled }).check();
      await drawer.getByRole('button', { name: M.save }).click();
      for (const message of [
        M.letterContentRequired,
        M.signerNameRequired,
        M.signerTitleRequired,
      ]) {
        await expect(row.getByText(message)).toBeVisible();
      }
      await expect(row.getByText(M.selectItemType)).toHaveCount(0);
      await row.getByLabel(M.letterContent).fill('No material changes since the audit period.');
      await row.getByLabel(M.signerName).fill('Morgan Lee');
      await row.getByLabel(M.signerTitle).fill('Chief Information Security Officer');
      await drawer.getByRole('button', { name: M.save }).click();
      await expect(drawer.getByTestId('card-editor')).toHaveCount(0);

      const now = await fetchView(staff, { mode: 'main' });
      const created = cardOf(now, 'Reports').items.find((i) => i.title === name);
      expect(created?.details).toMatchObject({
        type: 'SOC 2 Type II',
        auditor: 'Prescott & Lane LLP',
      });
      const letters = (await (
        await staff.get(`${base()}/cards/Reports/bridge-letters`)
      ).json()) as TCardBridgeLetters;
      expect(letters.letters.find((l) => l.itemUid === created?.itemUid)?.bridgeLetter).toEqual({
        letterEnabled: true,
        letterType: 'SOC 2',
        letterContent: 'No material changes since the audit period.',
        signerName: 'Morgan Lee',
        signerTitle: 'Chief Information Security Officer',
      });
      // A visitor's portal lists the letter staff made, under the item.
      const visitor = await fetchView(page.request);
      const shown = cardOf(visitor, 'Reports').items.find((i) => i.title === name);
      const letterId = bridgeLetterFileId(created?.itemUid ?? '');
      expect(shown?.documents.map((d) => d.fileId)).toEqual([letterId]);

      // Its file name, over 60 characters, shows whole in a tooltip: on the Documents card and
      // in the bulk download dialog.
      const fileName = shown?.documents[0]?.originalName ?? '';
      expect(fileName.length).toBeGreaterThan(60);
      await page.goto(PORTAL_PATH);
      const documents = page.getByTestId('card-Documents');
      await documents.getByRole('button', { name: 'View all documents' }).click();
      await documents.locator(`[data-file-id="${letterId}"]`).getByText(fileName).hover();
      await expect(page.getByRole('tooltip')).toHaveText(fileName);
      await documents.getByRole('button', { name: 'Bulk download' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bulk download' });
      await dialog.getByText(fileName).hover();
      await expect(page.getByRole('tooltip')).toHaveText(fileName);
    });

    test("a control's maturity and recurrence", async ({ page }) => {
      test.slow();
      const card = cardOf(original, 'DataSecurity');
      const control = card.items[0];
      await page.goto(`${PORTAL_PATH}?edit`);
      const drawer = await openCardEditor(page, card.title);
      const row = drawer.locator(`[data-item-uid="${control?.itemUid}"]`);
      await row.getByRole('combobox', { name: M.maturity }).click();
      await page.getByRole('option', { name: 'Managed' }).click();
      await row.getByRole('combobox', { name: M.recurrence }).click();
      await page.getByRole('option', { name: 'Quarterly' }).click();
      await drawer.getByRole('button', { name: M.save }).click();
      await expect(drawer.getByTestId('card-editor')).toHaveCount(0);
      const now = await fetchView(staff, { mode: 'main' });
      const saved = cardOf(now, 'DataSecurity').items.find((i) => i.itemUid === control?.itemUid);
      expect(saved?.details).toMatchObject({ maturity: 'Managed', recurrence: 'Quarterly' });
      // The editor opens on what was saved.
      await page.goto(`${PORTAL_PATH}?edit`);
      const again = await openCardEditor(page, card.title);
      const saved2 = again.locator(`[data-item-uid="${control?.itemUid}"]`);
      await expect(saved2.getByRole('combobox', { name: M.maturity })).toHaveValue('Managed');
      await expect(saved2.getByRole('combobox', { name: M.recurrence })).toHaveValue('Quarterly');
    });
  });
}
