/**
 * Journey: the questionnaire workspace (docs/questionnaires.md, Reviewing in the private app), at
 * a phone's width and a desktop's. Staff import a workbook (a refused file first), check what
 * the mapping found per sheet, draft, filter, assign, comment, edit and approve by keyboard,
 * approve every high-confidence draft, export and read the answer back from the file. A member
 * sends a workbook from the portal; staff review it and send it back; the member reads the
 * answers and downloads the filled file. Each questionnaire is the test's own and deleted after.
 */
import { QUESTIONNAIRE_FILE_MESSAGES } from '@trustfront/core';
import { expect, test, type Page } from './support/test.ts';
import { signInNewMember } from './support/member.ts';
import {
  myQuestionnaire,
  openSentInWorkspace,
  sendWorkbook,
} from './support/member-questionnaire.ts';
import {
  answerUnsupported,
  approveTheRest,
  download,
  questionRow,
  reviewList,
} from './support/questionnaire-review.ts';
import {
  cellOf,
  COVER_SHEET,
  QUESTION_SHEET,
  QUESTIONS,
  questionnaireWorkbook,
  UNSUPPORTED,
} from './support/questionnaire-workbook.ts';
import { staffState } from './support/staff.ts';

test.slow();

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXPLANATION = 'We run no facility on the Moon.';

/** Deletes the questionnaire open in the review, and finds it gone from the list. */
async function deleteOpenQuestionnaire(page: Page, fileName: string) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete this questionnaire?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/app\/questionnaires$/);
  await expect(page.getByTestId('workspace-row').filter({ hasText: fileName })).toHaveCount(0);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('staff import, map, draft, review and export a workbook', async ({ browser }) => {
      const context = await browser.newContext({
        storageState: staffState('admin'),
        viewport: { width: size.width, height: size.height },
      });
      const page = await context.newPage();
      const fileName = `Vendor review ${size.name} ${Date.now()}.xlsx`;
      await page.goto('/app/questionnaires');
      await expect(page.getByRole('heading', { name: 'Questionnaires', level: 2 })).toBeVisible();
      await page.getByRole('link', { name: 'Import a questionnaire' }).click();

      // A file the workspace does not read: the server says why, on the page.
      const input = page.getByLabel('Questionnaire file');
      await input.setInputFiles({
        name: 'Vendor review.xls',
        mimeType: 'application/vnd.ms-excel',
        buffer: Buffer.from('An older workbook'),
      });
      const refused = page.getByRole('alert').filter({ hasText: 'could not be imported' });
      await expect(refused).toContainText(QUESTIONNAIRE_FILE_MESSAGES.unsupported);

      await input.setInputFiles({
        name: fileName,
        mimeType: XLSX,
        buffer: await questionnaireWorkbook(),
      });
      await expect(page).toHaveURL(/\/app\/questionnaires\/[0-9a-f-]+\/mapping$/);
      const questions = page.getByRole('region', { name: `Sheet ${QUESTION_SHEET}` });
      await expect(questions.getByTestId('sheet-count')).toHaveText('3 questions found');
      await expect(questions.getByLabel('Header row')).toHaveValue('2');
      await expect(questions.getByLabel('Question column')).toHaveValue('B');
      await expect(questions.getByLabel('Answer column')).toHaveValue('C');
      for (const option of ['Yes', 'No', 'N/A']) {
        await expect(questions.getByText(option, { exact: true })).toBeVisible();
      }
      const cover = page.getByRole('region', { name: `Sheet ${COVER_SHEET}` });
      await expect(cover.getByTestId('sheet-count')).toHaveText('0 questions found');
      await expect(page.getByTestId('questions-total')).toHaveText('3 questions found in total');

      await page.getByRole('button', { name: 'Draft answers' }).click();
      await expect(page).toHaveURL(/\/app\/questionnaires\/[0-9a-f-]+$/);
      const list = await reviewList(page);
      await expect(list.getByRole('listitem')).toHaveCount(QUESTIONS.length);
      await expect(page.getByText('Approved 0 of 3')).toBeVisible();

      // The keyboard moves between questions: j down, k up.
      const first = questionRow(page, QUESTIONS[0].ref);
      await first.focus();
      await page.keyboard.press('j');
      await expect(questionRow(page, QUESTIONS[1].ref)).toBeFocused();
      await page.keyboard.press('k');
      await expect(first).toBeFocused();
      // A drafted answer shows its confidence and reason, and its sources.
      await expect(first.getByText(/(High|Medium|Low) confidence/)).toBeVisible();
      await expect(first.getByRole('link').first()).toBeVisible();

      // Assigned to a colleague, and a comment for them.
      const unsupported = questionRow(page, UNSUPPORTED.ref);
      await unsupported.getByLabel(`Assignee of ${UNSUPPORTED.ref}`).click();
      const assignee = page.getByRole('option').first();
      const name = (await assignee.textContent()) ?? '';
      await assignee.click();
      await expect(unsupported.getByLabel(`Assignee of ${UNSUPPORTED.ref}`)).toHaveValue(name);
      await unsupported.getByRole('button', { name: 'Comments (0)' }).click();
      const comments = page.getByRole('dialog', { name: `Comments on ${UNSUPPORTED.ref}` });
      await comments.getByLabel('Comment').fill('Please confirm with facilities.');
      await comments.getByRole('button', { name: 'Add comment' }).click();
      await expect(comments.getByTestId('question-comment')).toContainText(
        'Please confirm with facilities.',
      );
      await comments.getByRole('button', { name: 'Done' }).click();
      await expect(unsupported.getByRole('button', { name: 'Comments (1)' })).toBeVisible();

      await answerUnsupported(page, EXPLANATION);
      await approveTheRest(page);
      await expect(page.getByText('Approved 3 of 3')).toBeVisible();
      await expect(page.getByText('Done', { exact: true })).toBeVisible();

      const exported = await download(page, () =>
        page.getByRole('link', { name: 'Export (XLSX)' }).click(),
      );
      expect(exported.name).toMatch(/\.xlsx$/);
      expect(await cellOf(exported.bytes, `C${UNSUPPORTED.row}`)).toBe('No');
      expect(await cellOf(exported.bytes, `C${QUESTIONS[0].row}`)).not.toBe('');

      await deleteOpenQuestionnaire(page, fileName);
      await context.close();
    });

    test('a member sends a workbook, staff send it back answered, the member downloads it', async ({
      page,
      browser,
    }) => {
      const member = await signInNewMember(page, 'Vera');
      const fileName = `Vendor review ${size.name} ${Date.now()}.xlsx`;
      await sendWorkbook(page, member, fileName);
      const { staff, staffPage } = await openSentInWorkspace(browser, size, member, fileName);
      await expect(staffPage.getByRole('button', { name: 'Send to member' })).toBeDisabled();
      await answerUnsupported(staffPage, EXPLANATION);
      await approveTheRest(staffPage);
      await staffPage.getByRole('button', { name: 'Send to member' }).click();
      await expect(staffPage.getByTestId('send-state')).toContainText(`Sent to ${member.email}`);

      const mine = await myQuestionnaire(page, fileName);
      await expect(mine.getByText('Answered', { exact: true })).toBeVisible();
      await mine.getByRole('button', { name: 'Answers available now' }).click();
      const answers = mine.getByTestId('member-draft-answers');
      await expect(answers).toContainText('3 of 3 questions answered so far');
      await expect(answers).toContainText(EXPLANATION);
      const answered = await download(page, () =>
        mine.getByRole('link', { name: 'Download the answered file' }).click(),
      );
      expect(answered.name).toMatch(/\.xlsx$/);
      expect(await cellOf(answered.bytes, `C${UNSUPPORTED.row}`)).toBe('No');

      await deleteOpenQuestionnaire(staffPage, fileName);
      await staff.close();
    });
  });
}
