/**
 * Journey: an admin picks companies for the Trusted By and Subprocessors cards (docs/editing.md,
 * Company entries): the picker's search and its 'Just use "…"' option, companies added and removed,
 * a subprocessor added, edited and deleted with each validation message, every change kept after a
 * reload and shown to visitors; staff without statuspage:edit get no control and a 403. Everything
 * added is removed afterwards.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import {
  ADMIN_MESSAGES,
  COMPANY_MESSAGES as M,
  MESSAGES,
  type TCardView,
  type TPortalView,
} from '@trustfront/core';
import { cardOf, fetchView, openCardEditor, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

let staff: APIRequestContext;
let original: TPortalView;
const trustedBy = () => cardOf(original, 'TrustedBy');
const subprocessors = () => cardOf(original, 'Subprocessors');
const uidsOf = (card: TCardView) => new Set(card.items.map((i) => i.itemUid));

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await fetchView(staff, { mode: 'main' });
});

test.afterAll(async () => {
  const now = await fetchView(staff, { mode: 'main' });
  const base = `/api/trust-center/products/${original.product.productId}`;
  for (const kind of ['TrustedBy', 'Subprocessors'] as const) {
    const before = uidsOf(cardOf(original, kind));
    for (const item of cardOf(now, kind).items.filter((i) => !before.has(i.itemUid))) {
      expect((await staff.delete(`${base}/companies/${item.itemUid}`)).status()).toBe(204);
    }
  }
  await staff.dispose();
});

const pickerOf = (scope: Locator) => scope.getByRole('textbox', { name: M.company });

/** Empties the picker and leaves it, as a user does before reaching for another control. */
async function clearPicker(page: Page, scope: Locator) {
  await pickerOf(scope).fill('');
  await pickerOf(scope).press('Tab');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Types into the picker and chooses the option whose text starts with `option`. */
async function pick(page: Page, scope: Locator, text: string, option: string | RegExp) {
  await pickerOf(scope).fill(text);
  await page.getByRole('option', { name: option }).click();
  await expect(pickerOf(scope)).not.toHaveValue('');
}

/** A visitor's view of a card on the portal. */
async function visitorCard(page: Page, kind: TCardView['kind']) {
  const visitor = await page.context().browser()?.newContext();
  if (!visitor) throw new Error('No browser');
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(PORTAL_PATH, page.url()).toString());
  return { card: visitorPage.getByTestId(`card-${kind}`), close: () => visitor.close() };
}

test('the picker finds companies, offers "Just use", and Trusted By gains and loses them', async ({
  page,
}) => {
  await page.goto(`${PORTAL_PATH}?edit`);
  let drawer = await openCardEditor(page, trustedBy().title);
  const editor = drawer.getByTestId('trusted-by-editor');
  await expect(editor.getByTestId('company-entry')).toHaveCount(trustedBy().items.length);

  // The company is required.
  await editor.getByRole('button', { name: M.addCompany }).click();
  await expect(editor.getByText(M.fieldRequired)).toBeVisible();

  // One character: companies, but no 'Just use'; more: 'Just use "…"' after the delay.
  await pickerOf(editor).fill('s');
  await expect(page.getByRole('option', { name: /^Stripe/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Just use/ })).toHaveCount(0);
  await pickerOf(editor).fill('Pied Piper');
  await expect(page.getByRole('option', { name: M.justUse('Pied Piper') })).toBeVisible();

  await pick(page, editor, 'strip', /^Stripe/);
  await expect(editor.getByText(M.fieldRequired)).toHaveCount(0);
  await editor.getByRole('button', { name: M.addCompany }).click();
  await expect(editor.getByTestId('company-entry').filter({ hasText: 'Stripe' })).toBeVisible();
  await expect(pickerOf(editor)).toHaveValue('');

  await pick(page, editor, 'Pied Piper', M.justUse('Pied Piper'));
  await editor.getByRole('button', { name: M.addCompany }).click();
  await expect(editor.getByTestId('company-entry').filter({ hasText: 'Pied Piper' })).toBeVisible();
  // Once used, the custom company is offered by name.
  await pickerOf(editor).fill('pied');
  await expect(page.getByRole('option', { name: /^Pied Piper/ })).toBeVisible();
  await clearPicker(page, editor);

  // Removing asks first.
  await editor.getByRole('button', { name: `${M.removeCompany}: Pied Piper` }).click();
  const confirm = page.getByRole('dialog', { name: M.removeCompany });
  await expect(confirm.getByText(M.removeCompanyBody('Pied Piper'))).toBeVisible();
  await confirm.getByRole('button', { name: M.remove }).click();
  await expect(editor.getByTestId('company-entry').filter({ hasText: 'Pied Piper' })).toHaveCount(
    0,
  );
  await editor.getByRole('button', { name: M.done }).click();
  await expect(drawer.getByRole('button', { name: ADMIN_MESSAGES.edit })).toBeVisible();

  // Kept after a reload, and shown to visitors.
  await page.reload();
  drawer = await openCardEditor(page, trustedBy().title);
  await expect(drawer.getByTestId('company-entry').filter({ hasText: 'Stripe' })).toBeVisible();
  await expect(drawer.getByTestId('company-entry')).toHaveCount(trustedBy().items.length + 1);
  const visitor = await visitorCard(page, 'TrustedBy');
  await expect(
    visitor.card.getByTestId('trusted-by-company').filter({ hasText: 'Stripe' }),
  ).toBeVisible();
  await expect(visitor.card.getByText('Pied Piper')).toHaveCount(0);
  await visitor.close();

  await drawer.getByRole('button', { name: `${M.removeCompany}: Stripe` }).click();
  await page
    .getByRole('dialog', { name: M.removeCompany })
    .getByRole('button', { name: M.remove })
    .click();
  await expect(drawer.getByTestId('company-entry')).toHaveCount(trustedBy().items.length);
});

test('a Trusted By card without companies says so, on the page and in edit mode', async ({
  page,
}) => {
  await page.route('**/api/portal/*/view?*', async (route) => {
    const response = await route.fetch();
    const view = (await response.json()) as TPortalView;
    const cards = view.cards.map((c) => (c.kind === 'TrustedBy' ? { ...c, items: [] } : c));
    await route.fulfill({ response, json: { ...view, cards } });
  });
  await page.goto(`${PORTAL_PATH}?edit`);
  await expect(page.getByTestId('card-TrustedBy').getByText(MESSAGES.trustedByEmpty)).toBeVisible();
  const drawer = await openCardEditor(page, trustedBy().title);
  await expect(
    drawer.getByTestId('trusted-by-editor').getByText(MESSAGES.trustedByEmpty),
  ).toBeVisible();
});

test('a subprocessor is added, edited and deleted through its dialogs', async ({ page }) => {
  await page.goto(`${PORTAL_PATH}?edit`);
  let drawer = await openCardEditor(page, subprocessors().title);
  const editor = drawer.getByTestId('subprocessors-editor');
  await editor.getByRole('button', { name: M.addSubprocessor }).click();
  let dialog = page.getByRole('dialog', { name: M.addSubprocessor });
  await dialog.getByRole('button', { name: ADMIN_MESSAGES.save }).click();
  await expect(dialog.getByText(M.fieldRequired)).toBeVisible();
  await dialog.getByLabel(M.purpose).fill('x'.repeat(1001));
  await pick(page, dialog, 'zoo', /^Zoom/);
  await dialog.getByRole('button', { name: ADMIN_MESSAGES.save }).click();
  await expect(dialog.getByText(M.textTooLong(M.purpose, 1000))).toBeVisible();
  await expect(dialog.getByText(M.fieldRequired)).toHaveCount(0);
  await dialog.getByLabel(M.purpose).fill('Video meetings with customers');
  await dialog.getByLabel(M.location).fill('United States');
  await dialog.getByRole('button', { name: ADMIN_MESSAGES.save }).click();
  await expect(dialog).toHaveCount(0);
  const row = editor.getByRole('row').filter({ hasText: 'Zoom' });
  await expect(row).toContainText('Video meetings with customers');
  await expect(row).toContainText('United States');

  // Editing keeps the company unless another is picked.
  await row.getByRole('button', { name: `${M.editSubprocessor}: Zoom` }).click();
  dialog = page.getByRole('dialog', { name: M.editSubprocessor });
  await expect(pickerOf(dialog)).toHaveValue('Zoom');
  await clearPicker(page, dialog);
  await dialog.getByRole('button', { name: ADMIN_MESSAGES.save }).click();
  await expect(dialog.getByText(M.fieldRequired)).toBeVisible();
  await pick(page, dialog, 'zoo', /^Zoom/);
  await dialog.getByLabel(M.location).fill('United States, Germany');
  await dialog.getByLabel(M.additionalDetails).fill('Recordings are kept 30 days');
  await dialog.getByRole('button', { name: ADMIN_MESSAGES.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('United States, Germany');

  // The table's search.
  const search = editor.getByPlaceholder(MESSAGES.subprocessorSearch);
  await search.fill('recordings are kept');
  await expect(editor.getByRole('row').filter({ hasText: 'Zoom' })).toBeVisible();
  await expect(editor.getByRole('row')).toHaveCount(2);
  await search.fill('no such subprocessor');
  await expect(editor.getByText(MESSAGES.noResultsMatch)).toBeVisible();

  // Kept after a reload, and shown to visitors.
  await page.reload();
  const visitor = await visitorCard(page, 'Subprocessors');
  const visitorRow = visitor.card.getByRole('row').filter({ hasText: 'Zoom' });
  await expect(visitorRow).toContainText('United States, Germany');
  await expect(visitorRow).toContainText('Recordings are kept 30 days');
  await expect(visitor.card.getByRole('button', { name: /Edit subprocessor/ })).toHaveCount(0);
  await visitor.close();

  drawer = await openCardEditor(page, subprocessors().title);
  const saved = drawer.getByRole('row').filter({ hasText: 'Zoom' });
  await saved.getByRole('button', { name: `${M.deleteSubprocessor}: Zoom` }).click();
  const confirm = page.getByRole('dialog', { name: M.deleteSubprocessor });
  await expect(confirm.getByText(M.deleteSubprocessorBody('Zoom'))).toBeVisible();
  await confirm.getByRole('button', { name: M.delete }).click();
  await expect(saved).toHaveCount(0);
  await page.reload();
  const after = await fetchView(staff, { mode: 'main' });
  expect(cardOf(after, 'Subprocessors').items.map((i) => i.title)).not.toContain('Zoom');
});

test.describe('staff without statuspage:edit', () => {
  test.use({ storageState: staffState('auditor') });

  test('get no company controls and a 403 from the company routes', async ({ page }) => {
    const search = await page.request.get('/api/trust-center/companies', {
      params: { search: 'st' },
    });
    expect(search.status()).toBe(403);
    const add = await page.request.post(
      `/api/trust-center/products/${original.product.productId}/cards/TrustedBy/companies`,
      { data: { company: { name: 'Pied Piper' } } },
    );
    expect(add.status()).toBe(403);
    await page.goto(`${PORTAL_PATH}?edit`);
    await page.getByRole('button', { name: `Expand ${subprocessors().title}` }).click();
    const drawer = page.getByRole('dialog', { name: subprocessors().title });
    await expect(drawer.getByRole('row').first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: ADMIN_MESSAGES.edit })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: M.addSubprocessor })).toHaveCount(0);
  });
});
