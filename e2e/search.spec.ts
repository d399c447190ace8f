/**
 * Journey: a reviewer searches the trust center and asks it a question (docs/search.md, Search):
 * Ctrl+K opens the dialog, results come grouped with a top match, arrows and Enter open an item,
 * Escape closes and resets; the no-result texts; a failed search told by its toast alone; each AI access level's state and tooltip; an
 * answer with its sources and a working copy button; the simple list's pages of 15 then 10.
 */
import { expect, test, type Page, type Route } from './support/test.ts';
import {
  SEARCH_MESSAGES,
  answerBasis,
  type TAnswerResponse,
  type TPortalView,
} from '@trustfront/core';
import {
  openDialog,
  openPortal,
  PORTAL_PATH,
  queryOf,
  renderPortalInBrowser,
} from './support/portal.ts';
import { seedAccess } from './support/seed-ids.ts';
import { staffState } from './support/staff.ts';

const dialog = (page: Page) => page.getByTestId('search-dialog');

/**
 * Serves the portal view with its search availability changed, as another organisation's would
 * be; the page is rendered in the browser, from that view.
 */
async function withSearch(page: Page, change: Partial<TPortalView['search']>) {
  await renderPortalInBrowser(page);
  await page.route('**/api/portal/acme/view**', async (route: Route) => {
    const response = await route.fetch();
    const view = (await response.json()) as TPortalView;
    await route.fulfill({ response, json: { ...view, search: { ...view.search, ...change } } });
  });
}

test('Ctrl+K opens the dialog; results come grouped with a top match; keys open an item', async ({
  page,
}) => {
  await openPortal(page, PORTAL_PATH);
  await expect(page.getByTestId('search-box')).toHaveAttribute('placeholder', 'Search items');
  await page.keyboard.press('Control+k');
  await expect(dialog(page).getByText(SEARCH_MESSAGES.empty)).toBeVisible();
  // A public visitor has no Ask AI (access level None): no mode switch.
  await expect(dialog(page).getByTestId('search-mode')).toHaveCount(0);

  const input = dialog(page).getByPlaceholder('Search items');
  await input.fill('SOC');
  const groups = dialog(page).getByTestId('search-group');
  await expect(groups.first()).toBeVisible();
  await expect(groups.first()).toContainText('Trust Items');
  const first = dialog(page).getByTestId('search-result').first();
  await expect(first).toContainText(SEARCH_MESSAGES.topMatch);
  await expect(dialog(page).getByTestId('search-footer')).toContainText(/\d+ results/);
  await expect(dialog(page).getByTestId('search-footer')).toContainText('to navigate');
  await expect(dialog(page).getByTestId('search-details')).toBeVisible();

  // Arrow down to the second result, Enter opens it expanded.
  const second = dialog(page).getByTestId('search-result').nth(1);
  const title = (await second.locator('p').first().innerText()).trim();
  await input.press('ArrowDown');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  expect(queryOf(page.url())).toMatchObject({ source: 'click' });
  await expect(openDialog(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
});

test('Escape closes and resets; no results says so', async ({ page }) => {
  await openPortal(page, PORTAL_PATH);
  await page.getByTestId('search-box').click();
  const input = dialog(page).getByPlaceholder('Search items');
  await input.fill('zzqxvw');
  await expect(dialog(page).getByText(SEARCH_MESSAGES.noResults)).toBeVisible();
  await expect(dialog(page).getByText(SEARCH_MESSAGES.noResultsHintSentence)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(dialog(page).getByPlaceholder('Search items')).toHaveValue('');
  await expect(dialog(page).getByText(SEARCH_MESSAGES.empty)).toBeVisible();
  // Typing in the box opens the dialog with what was typed.
  await page.keyboard.press('Escape');
  await page.getByTestId('search-box').pressSequentially('pen');
  await expect(dialog(page).getByPlaceholder('Search items')).toHaveValue('pen');
});

test('keys typed in the box while the dialog opens are all kept', async ({ page }) => {
  // The dialog's code is held back until the whole word is typed, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/SearchDialog-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openPortal(page, PORTAL_PATH);
  await page.getByTestId('search-box').pressSequentially('pen');
  release();
  const input = dialog(page).getByPlaceholder('Search items');
  await expect(input).toHaveValue('pen');
  // Ctrl+K in the open dialog, from its input or a button, leaves its term alone.
  await input.focus();
  await page.keyboard.press('Control+k');
  await expect(input).toHaveValue('pen');
  await dialog(page).getByRole('button', { name: 'Clear' }).focus();
  await page.keyboard.press('Control+k');
  await expect(input).toHaveValue('pen');
});

test('the simple list shows 15 results, then 10 more at the end', async ({ page }) => {
  await withSearch(page, { aiOnTrustCenter: false });
  await openPortal(page, PORTAL_PATH);
  await page.getByTestId('search-box').click();
  await dialog(page).getByPlaceholder('Search items').fill('security');
  const rows = dialog(page).getByTestId('search-simple-list').getByTestId('search-result');
  await expect(rows).toHaveCount(15);
  await dialog(page).getByTestId('search-list-end').scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(25);
});

test.describe('staff previewing an account', () => {
  test.use({
    storageState: staffState('admin'),
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('Ask AI answers with its sources, and the answer copies', async ({ page, playwright }) => {
    const { accountId } = await seedAccess(playwright);
    await openPortal(page, `${PORTAL_PATH}?accountId=${accountId}`);
    await expect(page.getByTestId('search-box')).toHaveAttribute('placeholder', 'Search content');
    await page.keyboard.press('Control+k');
    const mode = dialog(page).getByTestId('search-mode');
    await mode.getByRole('radio', { name: 'Ask AI' }).click();
    const input = dialog(page).getByPlaceholder('Ask a question');
    await input.fill('Is customer data encrypted at rest?');
    const answered = page.waitForResponse((r) => r.url().includes('/search/answer'));
    await input.press('Enter');
    const { result } = (await (await answered).json()) as TAnswerResponse;
    const panel = dialog(page).getByTestId('answer-panel');
    await expect(panel.getByText('Answer', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('answer-text')).toContainText('[1]');
    // What the answer rests on, as reviewers cite it: each source's title and its section.
    const basis = answerBasis(result.sources);
    expect(basis).toMatch(/^Based on: [^;]+, [^;]+/);
    await expect(panel.getByTestId('answer-basis')).toHaveText(basis ?? '');
    const sources = panel.getByRole('button', { name: /^Generated from \d+ sources$/ });
    await sources.click();
    await expect(panel.getByTestId('search-result').first()).toBeVisible();
    const answer = await panel.getByTestId('answer-text').innerText();
    await panel.getByRole('button', { name: SEARCH_MESSAGES.copyResponse }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(answer);

    // The keyboard toggles the mode back (Full access only); the search term was kept apart.
    await mode.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByPlaceholder('Search content')).toHaveValue('');
  });

  test('a failed search shows its toast and claims no empty result', async ({
    page,
    playwright,
  }) => {
    const { accountId } = await seedAccess(playwright);
    await page.route(/\/api\/portal\/acme\/search(\?|$)/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Internal error' } }),
      }),
    );
    await openPortal(page, `${PORTAL_PATH}?accountId=${accountId}`);
    await page.keyboard.press('Control+k');
    await dialog(page).getByPlaceholder('Search content').fill('encryption');
    await expect(page.getByText(SEARCH_MESSAGES.searchFailed)).toBeVisible();
    await expect(dialog(page).getByText(SEARCH_MESSAGES.noResults)).toHaveCount(0);
  });

  test('Ask AI is disabled with its tooltip when switched off or without the plan', async ({
    page,
    playwright,
  }) => {
    const { accountId } = await seedAccess(playwright);
    // Acme Mobile has Generative AI switched off in the demo: UserDisabled.
    await openPortal(page, `${PORTAL_PATH}?accountId=${accountId}&product=acme-mobile`);
    await page.keyboard.press('Control+k');
    const ask = dialog(page).getByTestId('search-mode').getByRole('radio', { name: 'Ask AI' });
    await expect(ask).toBeDisabled();
    await dialog(page).getByTestId('ask-ai-disabled').hover();
    await expect(page.getByRole('tooltip')).toHaveText(SEARCH_MESSAGES.aiDisabledTooltip);

    await withSearch(page, { aiAccessLevel: 'RequiresPaidPlan' });
    await openPortal(page, `${PORTAL_PATH}?accountId=${accountId}`);
    await page.keyboard.press('Control+k');
    await expect(
      dialog(page).getByTestId('search-mode').getByRole('radio', { name: 'Ask AI' }),
    ).toBeDisabled();
    await dialog(page).getByTestId('ask-ai-disabled').hover();
    await expect(page.getByRole('tooltip')).toHaveText(SEARCH_MESSAGES.aiPaidPlanTooltip);
  });
});
