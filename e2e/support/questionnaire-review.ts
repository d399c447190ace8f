/**
 * Steps of the questionnaire review in the private app (docs/questionnaires.md, Reviewing in the
 * private app), shared by the journeys that review a questionnaire to the end.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from './test.ts';
import { UNSUPPORTED } from './questionnaire-workbook.ts';

/** The review's list of questions, once drafting is done. */
export async function reviewList(page: Page) {
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list).toBeVisible({ timeout: 90_000 });
  return list;
}

export const questionRow = (page: Page, ref: string) =>
  page.getByRole('listitem', { name: `Question ${ref}` });

/** Picks a review filter by its label ('Needs a person', …). */
export async function showOnly(page: Page, label: string) {
  await page.locator('label', { hasText: new RegExp(`^${label} \\(\\d+\\)$`) }).click();
}

/**
 * The question no content supports: found under 'Needs a person', answered 'No' with an
 * explanation by keyboard (Enter edits), then approved by keyboard (a) without keeping the answer
 * in the knowledge base, so that other journeys meet the seed's.
 */
export async function answerUnsupported(page: Page, explanation: string) {
  await showOnly(page, 'Needs a person');
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = questionRow(page, UNSUPPORTED.ref);
  await expect(row.getByTestId('draft-answer')).toHaveText('No answer yet');
  await expect(row.getByRole('button', { name: 'Approve' })).toBeDisabled();

  await row.focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: `Edit the answer to ${UNSUPPORTED.ref}` });
  // The sheet's answer column offers Yes, No and N/A: the answer is one of them.
  await edit.getByLabel('Answer', { exact: true }).click();
  await page.getByRole('option', { name: 'No', exact: true }).click();
  await edit.getByLabel('Explanation').fill(explanation);
  await edit.getByRole('button', { name: 'Save answer' }).click();
  await expect(edit).toBeHidden();

  await showOnly(page, 'Edited');
  await expect(row.getByTestId('draft-answer')).toHaveText('No');
  await expect(row).toHaveAttribute('data-state', 'edited');
  await row.focus();
  await page.keyboard.press('a');
  const approve = page.getByRole('dialog', { name: `Approve the answer to ${UNSUPPORTED.ref}` });
  const keep = approve.getByRole('checkbox', { name: 'Keep in knowledge base' });
  await expect(keep).toBeChecked();
  await keep.uncheck();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await showOnly(page, 'Approved');
  await expect(questionRow(page, UNSUPPORTED.ref)).toHaveAttribute('data-state', 'approved');
}

/** Approves every high-confidence draft at once, then any other answer left, one by one. */
export async function approveTheRest(page: Page) {
  await showOnly(page, 'All');
  const all = page.getByRole('button', { name: /^Approve all high-confidence drafts \(\d+\)$/ });
  const high = Number(/\((\d+)\)/.exec((await all.textContent()) ?? '')?.[1]);
  expect(high, 'questions the knowledge base answers with high confidence').toBeGreaterThan(0);
  await all.click();
  await expect(page.getByText(`${high} answers approved`)).toBeVisible();
  await expect(all).toBeDisabled();
  const list = page.getByRole('list', { name: 'Questions' });
  const open = list
    .getByRole('button', { name: 'Approve', exact: true })
    .and(page.locator(':enabled'));
  for (let left = await open.count(); left > 0; left -= 1) {
    await open.first().click();
    await expect(open).toHaveCount(left - 1);
  }
  await expect(list.locator('[data-state]:not([data-state="approved"])')).toHaveCount(0);
}

/** Clicks a link or button that downloads, and returns the file's name and bytes. */
export async function download(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}
