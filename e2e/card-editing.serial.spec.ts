/**
 * Journey: an admin edits cards in main mode (docs/editing.md, Validation, Editing permissions,
 * Ordering, Card actions and Messages): the card menu's display text, placeholder, title and
 * hide/show dialogs with their validation messages, item re-ordering by keyboard, section and card
 * re-ordering; each change persists across a reload. Everything changed is put back afterwards.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import {
  ADMIN_MESSAGES as M,
  isCardOrderMovable,
  LIMITS,
  withMovedCards,
  type TPortalView,
} from '@trustfront/core';
import { chooseCardMenuEntry, fetchView, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

let staff: APIRequestContext;
let original: TPortalView;

const mainView = () => fetchView(staff, { mode: 'main' });
const cardOf = (view: TPortalView, kind: string) => {
  const card = view.cards.find((c) => c.kind === kind);
  if (!card) throw new Error(`No ${kind} card`);
  return card;
};

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await mainView();
});

test.afterAll(async () => {
  const base = `/api/trust-center/products/${original.product.productId}`;
  const legal = cardOf(original, 'Legal');
  const reports = cardOf(original, 'Reports');
  const restore = [
    staff.patch(`${base}/cards/Legal`, {
      data: {
        hidden: legal.hidden,
        title: null,
        placeholder: legal.placeholder ?? '',
        displayText: legal.displayText ?? '',
      },
    }),
    staff.patch(`${base}/cards/Reports/items`, {
      data: { items: reports.items.map((i) => i.itemUid) },
    }),
    staff.patch(base, { data: { sections: original.sections.map((s) => s.id) } }),
    staff.patch(`${base}/cards`, { data: { cards: original.cards.map((c) => c.kind) } }),
    staff.delete(`${base}/cards/Policies/icon`),
  ];
  for (const response of await Promise.all(restore)) expect(response.status()).toBe(204);
  await staff.dispose();
});

async function openCardMenu(page: Page, title: string, entry: string) {
  await chooseCardMenuEntry(page, title, entry);
  return page.getByRole('dialog', { name: entry });
}

test('display text, placeholder, title and hide/show persist, with their messages', async ({
  page,
}) => {
  const legalTitle = cardOf(original, 'Legal').title;
  await page.goto(`${PORTAL_PATH}?edit`);

  let dialog = await openCardMenu(page, legalTitle, M.editDisplayText);
  const displayText = dialog.getByLabel('Display text');
  await displayText.fill('abc');
  await expect(displayText).toHaveAttribute('aria-invalid', 'true');
  // Under 4 characters the helper's words are the error that says why Save is disabled.
  await expect(dialog.getByText(M.displayTextHelper)).toHaveCount(1);
  await expect(dialog.locator('[id$="-error"]')).toHaveText(M.displayTextHelper);
  await expect(dialog.getByRole('button', { name: M.save })).toBeDisabled();
  // Too long, the field says why Save is disabled.
  await displayText.fill('x'.repeat(101));
  await expect(displayText).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(M.displayTextTooLong)).toBeVisible();
  await expect(dialog.getByRole('button', { name: M.save })).toBeDisabled();
  await displayText.fill('Contracts and terms');
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(M.displayTextUpdated)).toBeVisible();

  dialog = await openCardMenu(page, legalTitle, M.setPlaceholder);
  const placeholder = dialog.getByLabel('Placeholder text');
  await placeholder.fill('x'.repeat(1001));
  await expect(dialog.getByText(M.placeholderTooLong)).toBeVisible();
  await placeholder.fill('Legal documents are on their way');
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.placeholderUpdated)).toBeVisible();

  dialog = await openCardMenu(page, legalTitle, 'Rename card');
  const title = dialog.getByLabel('Card title');
  await title.fill('L');
  await expect(dialog.getByText(M.cardTitleLength)).toBeVisible();
  await title.fill('Legal and Privacy');
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const card = page.getByTestId('card-Legal');
  await expect(card.getByRole('heading', { name: 'Legal and Privacy' })).toBeVisible();
  await expect(card.getByText('Contracts and terms')).toBeVisible();
  expect(cardOf(await mainView(), 'Legal').placeholder).toBe('Legal documents are on their way');

  await page.getByRole('button', { name: 'Edit Legal and Privacy card' }).click();
  await page.getByRole('menuitem', { name: M.hideCard }).click();
  await expect(page.getByText(M.cardHidden)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('card-Legal')).toHaveAttribute('data-hidden', 'true');
  expect((await fetchView(page.request)).cards.map((c) => c.kind)).not.toContain('Legal');
  await page.getByRole('button', { name: 'Edit Legal and Privacy card' }).click();
  await page.getByRole('menuitem', { name: M.showCard }).click();
  await expect(page.getByText(M.cardShown)).toBeVisible();
});

test('items re-ordered by keyboard persist across a reload', async ({ page }) => {
  const reports = cardOf(original, 'Reports');
  const [first, second] = reports.items;
  if (!first || !second) throw new Error('Reports needs two items');
  await page.goto(`${PORTAL_PATH}?edit`);
  const dialog = await openCardMenu(page, reports.title, M.reorderItems(reports.title));
  const handle = dialog.getByRole('button', { name: `Drag ${first.title}` });
  await expect(dialog.getByTestId('sortable-row')).toHaveCount(reports.items.length);
  // The dialog moves focus into itself once open; only then take the handle.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
  await handle.focus();
  await expect(handle).toBeFocused();
  const dragged = dialog.locator('[data-dragging]');
  await page.keyboard.press('Space');
  await expect(dragged).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(dragged).toHaveCSS('transform', /matrix/);
  // Dropped only once the item below has made way: the drop lands where the sibling was.
  const displaced = dialog.getByTestId('sortable-row').filter({ hasText: second.title });
  await expect(displaced).toHaveCSS('transform', /matrix/);
  await page.keyboard.press('Space');
  await expect(dragged).toHaveCount(0);
  await expect(dialog.getByTestId('sortable-row').nth(1)).toContainText(first.title);
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.itemOrderUpdated(reports.title))).toBeVisible();
  await page.reload();
  const saved = cardOf(await mainView(), 'Reports').items.map((i) => i.itemUid);
  expect(saved.slice(0, 2)).toEqual([second.itemUid, first.itemUid]);
});

test('sections: Escape closes, the backdrop does not, menu moves and combining persist', async ({
  page,
}) => {
  await page.goto(`${PORTAL_PATH}?edit`);
  const open = page.getByRole('button', { name: M.reorderSections });
  // The button's tooltip says which sections the order covers.
  await open.hover();
  await expect(page.getByRole('tooltip', { name: M.reorderSectionsTooltip })).toBeVisible();
  await open.click();
  const dialog = page.getByRole('dialog', { name: M.reorderSections });
  await expect(dialog.getByText(M.reorderSectionsTooltip)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open.click();
  const rows = dialog.getByTestId('sortable-row');
  // Read the rows once the dialog has drawn them all, not while it opens.
  await expect(rows).toHaveCount(original.sections.length);
  await expect(rows.last()).not.toBeEmpty();
  const last = (await rows.allInnerTexts()).at(-1)?.trim() ?? '';
  await dialog.getByRole('button', { name: `Move ${last}` }).click();
  await page.getByRole('menuitem', { name: M.moveToTop }).click();
  await expect(rows.first()).toContainText(last);
  const combined = original.sections.some((s) => s.id === 'overview_and_certifications');
  await dialog
    .getByRole('button', { name: combined ? 'Move Overview and Certifications' : 'Move Overview' })
    .click();
  await page.getByRole('menuitem', { name: combined ? M.separate : M.combine }).click();
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.sectionOrderUpdated)).toBeVisible();
  await page.reload();
  const ids = (await mainView()).sections.map((s) => s.id);
  expect(ids.includes('overview_and_certifications')).toBe(!combined);
  expect(ids[0]).toBe(original.sections.at(-1)?.id);
});

test('cards re-ordered through the menu persist; only grid cards are listed', async ({ page }) => {
  // Reports stays first, and cards with a section of their own stand where their section does:
  // the dialog lists only the cards whose place changes the page (docs/editing.md, Ordering).
  const movable = original.cards.filter((c) => isCardOrderMovable(c.kind));
  const fixed = original.cards.filter((c) => !isCardOrderMovable(c.kind));
  const firstCard = movable[0];
  if (!firstCard || movable.length < 2) throw new Error('Fewer than two grid cards');
  await page.goto(`${PORTAL_PATH}?edit`);
  await page.getByRole('button', { name: M.reorderCards }).click();
  const dialog = page.getByRole('dialog', { name: M.reorderCards });
  await expect(dialog.getByRole('button', { name: /^Move / })).toHaveCount(movable.length);
  for (const card of fixed) {
    await expect(dialog.getByRole('button', { name: `Move ${card.title}` })).toHaveCount(0);
    await expect(dialog.getByTestId('fixed-cards')).toContainText(card.title);
  }
  await dialog.getByRole('button', { name: `Move ${firstCard.title}` }).click();
  await page.getByRole('menuitem', { name: M.moveToBottom }).click();
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.cardOrderUpdated(original.product.productSlug))).toBeVisible();
  await page.reload();
  const kinds = (await mainView()).cards.map((c) => c.kind);
  const moved = [...movable.slice(1), firstCard].map((c) => c.kind);
  expect(kinds).toEqual(
    withMovedCards(
      original.cards.map((c) => c.kind),
      moved,
    ),
  );
  // On the page the moved card is now the grid's last.
  const gridKinds = () =>
    page
      .getByTestId('cards-grid')
      .evaluate((grid) =>
        [...grid.querySelectorAll('[data-testid^="card-"]')]
          .map((el) => el.getAttribute('data-testid') ?? '')
          .filter((id) => /^card-[A-Z]/.test(id)),
      );
  await expect.poll(async () => (await gridKinds()).at(-1)).toBe(`card-${firstCard.kind}`);
});

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a custom card icon is required, saved with a new revision, then reset', async ({ page }) => {
  const legal = cardOf(original, 'Policies');
  await page.goto(`${PORTAL_PATH}?edit`);
  let dialog = await openCardMenu(page, legal.title, M.changeIcon);
  await expect(page.getByRole('dialog', { name: M.changeIconTitle(legal.title) })).toBeVisible();
  dialog = page.getByRole('dialog', { name: M.changeIconTitle(legal.title) });
  await dialog.getByLabel(M.useCustomIcon).check();
  await expect(dialog.getByText(M.iconHint)).toBeVisible();
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(dialog.getByText(M.customIconRequired)).toBeVisible();

  // An icon over 1MB is refused as it is chosen, and Save sends nothing.
  const iconCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/icon') && request.method() !== 'GET')
      iconCalls.push(request.url());
  });
  const oversized = Buffer.concat([PNG, Buffer.alloc(LIMITS.iconMaxBytes)]);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversized });
  await expect(dialog.getByText(M.iconTooLarge)).toBeVisible();
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(dialog.getByText(M.iconTooLarge)).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(iconCalls).toEqual([]);

  // Files the server refuses say why under the file, and the dialog stays open.
  const refusals = [
    {
      name: 'notes.png',
      mimeType: 'image/png',
      text: 'not an image at all',
      says: M.iconWrongType,
    },
    {
      name: 'badge.svg',
      mimeType: 'image/svg+xml',
      text: '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      says: M.svgDeclarations,
    },
  ];
  for (const refused of refusals) {
    await dialog.locator('input[type="file"]').setInputFiles({
      name: refused.name,
      mimeType: refused.mimeType,
      buffer: Buffer.from(refused.text),
    });
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(dialog.getByText(refused.says, { exact: true })).toBeVisible();
    await expect(page.getByText(`${M.iconFailed}: ${refused.says}`)).toBeVisible();
    await expect(dialog).toBeVisible();
  }

  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'policies.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.iconSaved)).toBeVisible();

  await page.reload();
  const icon = cardOf(await mainView(), 'Policies').icon;
  expect(icon).not.toBeNull();
  const img = page.getByTestId('card-Policies').locator('img').first();
  await expect(img).toHaveAttribute('src', new RegExp(`${icon?.assetId}\\?v=${icon?.revision}$`));
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);

  dialog = await openCardMenu(page, legal.title, M.changeIcon);
  dialog = page.getByRole('dialog', { name: M.changeIconTitle(legal.title) });
  await dialog.getByLabel(M.useDefaultIcon).check();
  await dialog.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.iconReset)).toBeVisible();
  expect(cardOf(await mainView(), 'Policies').icon).toBeNull();
});
