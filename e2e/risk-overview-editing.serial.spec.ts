/**
 * Journey: an admin edits the Overview text and the risk profile answers in their cards' drawers
 * (docs/editing.md, Risk profile, Card actions and Limits): each validation message,
 * a custom recovery time starting at 12 hours, Cancel asking before it discards a dirty form, and
 * the saved text and answers reaching a visitor after a reload. Staff without statuspage:edit get
 * no Edit button and a 403. Everything changed is put back afterwards.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import {
  ADMIN_MESSAGES as M,
  LIMITS,
  MESSAGES,
  RISK_MESSAGES as R,
  type TItemView,
  type TPortalView,
} from '@trustfront/core';
import { cardOf, fetchView, openCardEditor, PORTAL_PATH } from './support/portal.ts';
import { BASE_URL } from './support/server.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

let staff: APIRequestContext;
let original: TPortalView;

const productBase = () => `/api/trust-center/products/${original.product.productId}`;
const riskItem = (view: TPortalView, key: string): TItemView => {
  const item = cardOf(view, 'RiskProfile').items.find((i) => i.title === key);
  if (!item) throw new Error(`No ${key} risk item`);
  return item;
};

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await fetchView(staff, { mode: 'main' });
});

test.afterAll(async () => {
  const overview = await staff.patch(`${productBase()}/cards/Overview`, {
    data: { overview: cardOf(original, 'Overview').content.overview ?? '' },
  });
  expect(overview.status()).toBe(204);
  for (const item of cardOf(original, 'RiskProfile').items) {
    const restored = await staff.put(`${productBase()}/items/${item.itemUid}`, {
      data: { details: item.details },
    });
    expect(restored.status()).toBe(200);
  }
  await staff.dispose();
});

/** Picks an option of a Mantine select inside a row. */
async function choose(page: Page, row: Locator, label: string, option: string) {
  await row.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Cancel on a dirty form asks first; keeping on editing keeps the edits. */
async function cancelKeepsEditing(page: Page, drawer: Locator) {
  await drawer.getByRole('button', { name: M.cancel }).click();
  const confirm = page.getByRole('dialog', { name: M.discardTitle });
  await expect(confirm.getByText(M.discardBody)).toBeVisible();
  await confirm.getByRole('button', { name: M.keepEditing }).click();
  await expect(confirm).toHaveCount(0);
}

test.describe('as an admin', () => {
  test.use({ storageState: staffState('admin') });

  test('the Overview text is checked, saved and shown to visitors', async ({ page, browser }) => {
    const title = cardOf(original, 'Overview').title;
    await page.goto(`${PORTAL_PATH}?edit`);
    let drawer = await openCardEditor(page, title);
    const text = drawer.getByLabel(M.overviewLabel);
    await expect(text).toHaveValue(cardOf(original, 'Overview').content.overview ?? '');
    await text.fill('x'.repeat(LIMITS.overviewMaxChars + 1));
    await drawer.getByRole('button', { name: M.save }).click();
    await expect(drawer.getByText(M.overviewTooLong)).toBeVisible();

    const paragraphs = ['Acme Corp keeps customer data safe.', 'Audited every year since 2019.'];
    await text.fill(paragraphs.join('\n\n'));
    await cancelKeepsEditing(page, drawer);
    await expect(text).toHaveValue(paragraphs.join('\n\n'));
    await drawer.getByRole('button', { name: M.save }).click();
    await expect(drawer.getByTestId('card-editor')).toHaveCount(0);
    await expect(drawer.getByText(paragraphs[1] as string)).toBeVisible();

    await page.reload();
    drawer = await openCardEditor(page, title);
    await expect(drawer.getByLabel(M.overviewLabel)).toHaveValue(paragraphs.join('\n\n'));
    // Discarding a dirty form keeps the saved text.
    await drawer.getByLabel(M.overviewLabel).fill('Not kept');
    await drawer.getByRole('button', { name: M.cancel }).click();
    await page
      .getByRole('dialog', { name: M.discardTitle })
      .getByRole('button', { name: M.discard })
      .click();
    await expect(drawer.getByTestId('card-editor')).toHaveCount(0);
    await expect(drawer.getByText(paragraphs[0] as string)).toBeVisible();

    const visitor = await browser.newContext({ baseURL: BASE_URL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(PORTAL_PATH);
    const card = visitorPage.getByTestId('card-Overview');
    for (const paragraph of paragraphs) await expect(card.getByText(paragraph)).toBeVisible();
    await expect(card.getByText('Not kept')).toHaveCount(0);
    await visitor.close();
  });

  test('risk answers are checked, a custom time starts at 12 hours, and visitors see them', async ({
    page,
    browser,
  }) => {
    const title = cardOf(original, 'RiskProfile').title;
    await page.goto(`${PORTAL_PATH}?edit`);
    const drawer = await openCardEditor(page, title);
    const row = (key: string) =>
      drawer.locator(`[data-item-uid="${riskItem(original, key).itemUid}"]`);
    const save = drawer.getByRole('button', { name: M.save });

    const recovery = row('RecoveryTime');
    await expect(recovery.getByLabel('Title')).toHaveValue('Recovery time objective');
    await choose(page, recovery, 'Answer', 'Custom');
    const time = recovery.getByLabel('Time', { exact: true });
    await expect(time).toHaveValue('12');
    await expect(recovery.getByLabel('Unit', { exact: true })).toHaveValue('hours');
    for (const [typed, message] of [
      ['100', R.amountOutOfRange],
      ['1.5', R.amountNotWhole],
      ['', R.amountRequired],
    ] as const) {
      await time.fill(typed);
      await save.click();
      await expect(recovery.getByText(message)).toBeVisible();
    }
    await time.fill('36');
    await choose(page, recovery, 'Unit', 'minutes');

    const point = row('RecoveryPoint');
    await choose(page, point, 'Answer', 'Range');
    await choose(page, point, 'Range', '4-7 days');
    await choose(page, row('DataAccess'), 'Answer', 'Public');

    await cancelKeepsEditing(page, drawer);
    await expect(time).toHaveValue('36');
    await save.click();
    await expect(drawer.getByTestId('card-editor')).toHaveCount(0);

    await page.reload();
    const saved = await fetchView(staff, { mode: 'main' });
    expect(riskItem(saved, 'RecoveryTime').details).toMatchObject({
      choice: 'custom',
      value: 'minutes_36',
    });
    expect(riskItem(saved, 'RecoveryPoint').details).toMatchObject({
      choice: 'range',
      value: 'days_4_7',
    });
    expect(riskItem(saved, 'DataAccess').details.choice).toBe('public');

    const visitor = await browser.newContext({ baseURL: BASE_URL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(PORTAL_PATH);
    const card = visitorPage.getByTestId('card-RiskProfile');
    const answer = (label: string) => card.getByTestId('risk-item').filter({ hasText: label });
    await expect(answer('Recovery time objective')).toContainText('36 minutes');
    await expect(answer('Recovery point objective')).toContainText('4-7 days');
    await expect(answer('Data access')).toContainText('Public');
    await visitor.close();
  });
});

test.describe('as staff without statuspage:edit', () => {
  test.use({ storageState: staffState('auditor') });

  test('there is no Edit button, and the editing calls are refused', async ({ page }) => {
    await page.goto(`${PORTAL_PATH}?edit`);
    const title = cardOf(original, 'RiskProfile').title;
    await page.getByRole('button', { name: `Expand ${title}` }).click();
    const drawer = page.getByRole('dialog', { name: title });
    await expect(drawer.getByTestId('risk-item').first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: M.edit })).toHaveCount(0);

    const overview = await page.request.patch(`${productBase()}/cards/Overview`, {
      data: { overview: 'Taken over' },
    });
    expect(overview.status()).toBe(403);
    expect(((await overview.json()) as { error: { message: string } }).error.message).toBe(
      MESSAGES.noAccessBody,
    );
    const answer = await page.request.put(
      `${productBase()}/items/${riskItem(original, 'DataAccess').itemUid}`,
      { data: { details: { choice: 'public' } } },
    );
    expect(answer.status()).toBe(403);
  });
});
