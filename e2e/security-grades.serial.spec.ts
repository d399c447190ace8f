/**
 * Journey: an admin edits the Security grades card in its drawer (docs/integrations.md, Security
 * grades; docs/editing.md, Security grades): each validation message of the grade entries (Display
 * Name, domain format, provider prefix, scale, 'Get Grade'), the scorecard lookup against its fake
 * with each of its errors, and a saved entry persisting across a reload. Everything changed is put
 * back afterwards.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import {
  ADMIN_MESSAGES as M,
  GRADE_MESSAGES as G,
  SCORECARD_MESSAGES,
  type TItemView,
  type TPortalView,
} from '@trustfront/core';
import { fetchView, openCardEditor, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

let staff: APIRequestContext;
let original: TPortalView;

const gradesOf = (view: TPortalView) => {
  const card = view.cards.find((c) => c.kind === 'SecurityGrades');
  if (!card) throw new Error('No Security grades card');
  return card;
};
const entryOf = (view: TPortalView, provider: string): TItemView => {
  const item = gradesOf(view).items.find((i) => i.details.grade?.provider === provider);
  if (!item) throw new Error(`No ${provider} grade`);
  return item;
};

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await fetchView(staff, { mode: 'main' });
});

test.afterAll(async () => {
  const base = `/api/trust-center/products/${original.product.productId}`;
  for (const item of gradesOf(original).items) {
    const restored = await staff.put(`${base}/items/${item.itemUid}`, {
      data: { details: item.details },
    });
    expect(restored.status()).toBe(200);
  }
  await staff.dispose();
});

const openEditor = (page: Page) => openCardEditor(page, gradesOf(original).title);

test('grade entries are checked by provider, and a saved entry persists', async ({ page }) => {
  // Many fields and three lookups: a long journey on a loaded machine.
  test.slow();
  await page.goto(`${PORTAL_PATH}?edit`);
  const drawer = await openEditor(page);
  const save = drawer.getByRole('button', { name: M.save });
  const row = (provider: string) =>
    drawer.locator(`[data-item-uid="${entryOf(original, provider).itemUid}"]`);

  const bitsight = row('bitsight');
  await bitsight.getByLabel('Display Name').fill('');
  await bitsight.getByLabel('Domain').fill('www.acme.com');
  await bitsight.getByLabel('Grade').fill('900');
  const ssllabs = row('ssllabs');
  await ssllabs.getByLabel('Link').fill('https://tls.example/acme.example');
  const riskrecon = row('riskrecon');
  await riskrecon.getByLabel('Grade').fill('8.55');
  const upguard = row('upguard');
  await upguard.getByLabel('Grade').fill('B+');
  await save.click();
  await expect(bitsight.getByText(G.required)).toBeVisible();
  await expect(bitsight.getByText(G.domainFormat)).toBeVisible();
  await expect(bitsight.getByText(G.gradeScale)).toBeVisible();
  await expect(
    ssllabs.getByText(G.urlPrefix('https://www.ssllabs.com/ssltest/analyze.html?d=')),
  ).toBeVisible();
  await expect(riskrecon.getByText(G.gradeScale)).toBeVisible();
  await expect(upguard.getByText(G.gradeScale)).toBeVisible();

  // Another provider chosen for an entry: its grade must be asked of the scorecard provider.
  const blackkite = row('blackkite');
  await blackkite.getByLabel('Rating provider').click();
  await page.getByRole('option', { name: 'SecurityScorecard' }).click();
  await save.click();
  await expect(blackkite.getByText(G.getGrade)).toBeVisible();
  const getGrade = blackkite.getByRole('button', { name: G.getGradeButton });
  for (const [domain, message] of [
    ['unknown.example', SCORECARD_MESSAGES.bad_domain],
    ['new.example', SCORECARD_MESSAGES.scorecard_not_calculated],
  ] as const) {
    await blackkite.getByLabel('Domain').fill(domain);
    await getGrade.click();
    await expect(blackkite.getByText(message)).toBeVisible();
  }
  await blackkite.getByLabel('Domain').fill('acme.example');
  await getGrade.click();
  await expect(blackkite.getByLabel('Grade')).toHaveValue('A');
  await expect(blackkite.getByLabel('Grade')).toHaveAttribute('readonly', '');
  await blackkite.getByLabel('Rating provider').click();
  await page.getByRole('option', { name: 'Black Kite' }).click();
  await blackkite.getByLabel('Grade').fill('A-');

  await bitsight.getByLabel('Display Name').fill('BitSight rating');
  await bitsight.getByLabel('Domain').fill('acme.com');
  await bitsight.getByLabel('Grade').fill('700');
  await ssllabs.getByLabel('Link').fill('https://www.ssllabs.com/ssltest/analyze.html?d=acme.com');
  await riskrecon.getByLabel('Grade').fill('7.5');
  await upguard.getByLabel('Grade').fill('B');
  await save.click();
  await expect(drawer.getByRole('button', { name: M.edit })).toBeVisible();

  await page.reload();
  const saved = await fetchView(staff, { mode: 'main' });
  expect(entryOf(saved, 'bitsight').details.grade).toMatchObject({
    label: 'BitSight rating',
    url: 'acme.com',
    grade: '700',
  });
  expect(entryOf(saved, 'riskrecon').details.grade?.grade).toBe('7.5');
  expect(entryOf(saved, 'blackkite').details.grade?.grade).toBe('A-');
  await expect(page.getByTestId('card-SecurityGrades')).toContainText('BitSight rating');
});
