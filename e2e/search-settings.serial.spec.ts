/**
 * Journey: staff manage Ask AI (/app/settings/ai) and read the knowledge-base gaps: with AI on
 * the trust center switched off a member previewed gets the plain search list; a question Ask AI
 * could not answer appears among the gaps and is dismissed. The seed's settings are put back.
 */
import { expect, test } from './support/test.ts';
import { SEARCH_MESSAGES, type TAiSettings, type TAiSettingsAnswer } from '@trustfront/core';
import { openPortal, PORTAL_PATH } from './support/portal.ts';
import { seedAccess } from './support/seed-ids.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

let original: TAiSettings | null = null;

test.beforeAll(async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  const saved = (await (await staff.get('/api/app/settings/ai')).json()) as TAiSettingsAnswer;
  original = {
    enableAiOnTrustCenter: saved.enableAiOnTrustCenter,
    products: saved.products.map((p) => ({ productId: p.productId, genAiEnabled: p.genAiEnabled })),
  };
  await staff.dispose();
});

test.afterAll(async ({ playwright }) => {
  if (!original) return;
  const staff = await staffRequest(playwright);
  await staff.put('/api/app/settings/ai', { data: original });
  await staff.dispose();
});

test('switching AI off on the trust center gives members the plain search', async ({
  page,
  playwright,
}) => {
  await page.goto('/app/settings/ai');
  await expect(page.getByRole('heading', { name: 'Ask AI' })).toBeVisible();
  await expect(page.getByTestId('plan-ai')).toHaveText('AI feature included');
  await expect(page.getByTestId('answerer')).toContainText('no language model configured');
  const setting = page.getByRole('switch', { name: 'AI on the trust center' });
  await expect(setting).toBeChecked();
  await setting.click();
  await expect(page.getByText('Ask AI settings saved')).toBeVisible();
  await expect(setting).not.toBeChecked();

  const { accountId } = await seedAccess(playwright);
  await openPortal(page, `${PORTAL_PATH}?accountId=${accountId}`);
  await expect(page.getByTestId('search-box')).toHaveAttribute('placeholder', 'Search items');
  await page.keyboard.press('Control+k');
  await page.getByTestId('search-dialog').getByPlaceholder('Search items').fill('encryption');
  await expect(page.getByTestId('search-simple-list')).toBeVisible();
  await expect(page.getByTestId('search-mode')).toHaveCount(0);

  // Switched on again, members get the combined form back.
  await page.goto('/app/settings/ai');
  await page.getByRole('switch', { name: 'AI on the trust center' }).click();
  await expect(page.getByRole('switch', { name: 'AI on the trust center' })).toBeChecked();
  await openPortal(page, `${PORTAL_PATH}?accountId=${accountId}`);
  await expect(page.getByTestId('search-box')).toHaveAttribute('placeholder', 'Search content');
});

test('a question Ask AI cannot answer becomes a knowledge-base gap', async ({
  page,
  playwright,
}) => {
  const { accountId } = await seedAccess(playwright);
  const question = `Do you run a quantum-safe ${Date.now()} programme?`;
  await openPortal(page, `${PORTAL_PATH}?accountId=${accountId}`);
  await page.keyboard.press('Control+k');
  const dialog = page.getByTestId('search-dialog');
  await dialog.getByTestId('search-mode').getByRole('radio', { name: 'Ask AI' }).click();
  await dialog.getByPlaceholder('Ask a question').fill(question);
  await dialog.getByRole('button', { name: 'Ask AI', exact: true }).last().click();
  await expect(dialog.getByTestId('answer-text')).toHaveText(SEARCH_MESSAGES.notAnswered);
  await expect(dialog.getByText(/^Generated from/)).toHaveCount(0);

  await page.goto('/app/knowledge-base/gaps');
  const row = page.getByTestId('gap-row').filter({ hasText: question });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Dismiss' }).click();
  await expect(row).toHaveCount(0);
});
