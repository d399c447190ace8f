/**
 * Journey: staff manage the knowledge base in the private app (docs/search.md, Knowledge base): an
 * entry created (the required fields' message first), found by search, filtered by access, time
 * and source, read in the details panel, copied, edited, marked favorite and deleted, each
 * change persisting across a reload; in the portal's main mode the same internal table, which
 * visitors never see. Every entry it makes, it deletes.
 */
import { expect, test, type Page } from './support/test.ts';
import { ADMIN_MESSAGES, KB_ADMIN_TEXTS as T, MESSAGES } from '@trustfront/core';
import { PORTAL_PATH } from './support/portal.ts';
import { BASE_URL } from './support/server.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

const question = `Do you test restores of backups ${Date.now()}?`;

test.afterAll(async ({ playwright }) => {
  // Removes what a failed run left behind.
  const staff = await staffRequest(playwright);
  const page = await (
    await staff.get('/api/app/knowledge-base', { params: { q: question } })
  ).json();
  for (const entry of page.entries as { objectID: string }[]) {
    await staff.delete(`/api/app/knowledge-base/${entry.objectID}`);
  }
  await staff.dispose();
});

const search = async (page: Page, text: string) => {
  await page.getByPlaceholder(T.searchPlaceholder).fill(text);
};
const rows = (page: Page) => page.getByTestId('kb-admin-row');
const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('an entry is created, filtered, edited, marked favorite and deleted', async ({
  page,
  context,
}) => {
  // One journey through every step, reloads included.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/app/knowledge-base');
  await expect(page.getByRole('heading', { name: T.title })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  // Create: the required fields first, then a restricted entry.
  await page.getByRole('button', { name: T.newEntry }).click();
  const dialog = page.getByRole('dialog', { name: T.newEntry });
  await dialog.getByRole('button', { name: ADMIN_MESSAGES.save }).click();
  await expect(dialog.getByText(ADMIN_MESSAGES.fieldRequired)).toHaveCount(2);
  await dialog.getByLabel(T.question).fill(question);
  await dialog.getByLabel(T.answer).fill('Every quarter, into an isolated account.');
  await dialog.getByText(T.restricted, { exact: true }).click();
  await dialog.getByRole('button', { name: ADMIN_MESSAGES.save }).click();
  await expect(page.getByText(T.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search, and the filters: restricted, recent, written by staff.
  await search(page, question);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(T.restricted);
  await pick(page, T.access, T.public);
  await expect(page.getByText(MESSAGES.noResultsMatch)).toBeVisible();
  await pick(page, T.access, T.restricted);
  await expect(rows(page)).toHaveCount(1);
  await pick(page, T.time, 'Last 7 days');
  await expect(rows(page)).toHaveCount(1);
  const facet = page.getByTestId('kb-source-facet');
  // Sources in words, in the facet, the table and the details.
  await expect(facet.getByText('Written by staff (1)')).toBeVisible();
  await facet.getByText('Written by staff (1)').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Written by staff');
  await expect(rows(page)).not.toContainText('manual');

  // The details panel: metadata, copy, edit, favorite.
  await rows(page).click();
  const details = page.getByTestId('kb-details');
  await expect(details.getByTestId('kb-details-source')).toHaveText(
    'Written by staff · admin@acme.example',
  );
  await details.getByRole('button', { name: T.copy('answer') }).click();
  await expect(page.getByText(T.copied('answer'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Every quarter, into an isolated account.',
  );
  await details.getByRole('button', { name: T.editEntry }).click();
  const edit = page.getByRole('dialog', { name: T.editEntry });
  await expect(edit.getByLabel(T.question)).toHaveValue(question);
  await edit.getByLabel(T.answer).fill('Every month, into an isolated account.');
  await edit.getByRole('button', { name: ADMIN_MESSAGES.save }).click();
  await expect(page.getByText(T.saved)).toBeVisible();
  await expect(details).toContainText('Every month, into an isolated account.');
  await details.getByRole('button', { name: T.markFavorite }).click();
  await expect(details.getByRole('button', { name: T.unmarkFavorite })).toBeVisible();
  await expect(rows(page).getByLabel(T.favorite)).toBeVisible();

  // Persisted across a reload.
  await page.reload();
  await search(page, question);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByLabel(T.favorite)).toBeVisible();
  await rows(page).click();
  await expect(details).toContainText('Every month, into an isolated account.');
  await expect(details).toContainText(T.modified);

  // Delete, confirmed; gone after a reload too.
  await details.getByRole('button', { name: T.deleteEntry }).click();
  await page
    .getByRole('dialog', { name: T.deleteEntry })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(T.deleted)).toBeVisible();
  await expect(page.getByText(MESSAGES.noResultsMatch)).toBeVisible();
  await page.reload();
  await search(page, question);
  await expect(page.getByText(MESSAGES.noResultsMatch)).toBeVisible();
});

test('the portal shows the internal table in main mode only', async ({ page, browser }) => {
  await page.goto(`${PORTAL_PATH}?edit`);
  const section = page.getByTestId('card-KnowledgeBase');
  await section.getByRole('button', { name: MESSAGES.viewMore }).click();
  const table = page.getByTestId('kb-admin-table');
  await expect(table.getByRole('columnheader', { name: T.access })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: T.favorite })).toBeVisible();
  await expect(page.getByRole('combobox', { name: T.time, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: T.newEntry })).toBeVisible();

  const visitor = await browser.newPage({ baseURL: BASE_URL });
  await visitor.goto(PORTAL_PATH);
  await visitor
    .getByTestId('card-KnowledgeBase')
    .getByRole('button', { name: MESSAGES.viewMore })
    .click();
  await expect(visitor.getByTestId('kb-table').getByRole('columnheader')).toHaveText(['Question']);
  await expect(visitor.getByTestId('kb-admin-table')).toHaveCount(0);
  await expect(visitor.getByRole('combobox', { name: T.time, exact: true })).toHaveCount(0);
  await visitor.close();
});
