/**
 * A member's questionnaire from the portal to the workspace and back (docs/questionnaires.md,
 * The member's side): the member sends a workbook, staff open it in the workspace once drafted,
 * and the member finds it under Questionnaires.
 */
import type { Browser } from '@playwright/test';
import { expect, type Page } from './test.ts';
import { memberPath, openQuestionnaireForm, type SignedInMember } from './member.ts';
import { reviewList } from './questionnaire-review.ts';
import { questionnaireWorkbook } from './questionnaire-workbook.ts';
import { staffState } from './staff.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The member sends the test workbook as `fileName` from the member bar. */
export async function sendWorkbook(page: Page, member: SignedInMember, fileName: string) {
  await page.goto(memberPath(member));
  const form = await openQuestionnaireForm(page);
  await form.locator('input[type=file]').setInputFiles({
    name: fileName,
    mimeType: XLSX,
    buffer: await questionnaireWorkbook(),
  });
  await form.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('dialog', { name: 'Questionnaire sent' });
  await sent.getByRole('button', { name: 'Done' }).click();
}

/**
 * Staff (admin) open the member's questionnaire in the workspace, once it has reached it in the
 * background and been drafted; the caller closes `staff`.
 */
export async function openSentInWorkspace(
  browser: Browser,
  viewport: { width: number; height: number },
  member: SignedInMember,
  fileName: string,
) {
  const staff = await browser.newContext({ storageState: staffState('admin'), viewport });
  const staffPage = await staff.newPage();
  await staffPage.goto('/app/questionnaires');
  const row = staffPage.getByTestId('workspace-row').filter({ hasText: member.email });
  await expect(async () => {
    await staffPage.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole('link', { name: fileName }).click();
  await reviewList(staffPage);
  return { staff, staffPage };
}

/** The member's questionnaire under the account menu's Questionnaires. */
export async function myQuestionnaire(page: Page, fileName: string) {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Questionnaires' }).click();
  return page.getByTestId('my-questionnaire').filter({ hasText: fileName });
}
