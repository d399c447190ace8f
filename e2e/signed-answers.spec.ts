/**
 * Journey: a buyer keeps what the trust center answered and verifies it later (docs/questionnaires.md,
 * Signed answers), on a phone and on a desktop. A member sends a workbook, staff answer and send
 * it back, the member downloads the filled file; on the Verify page the file is genuine, given
 * by the organisation, its sources unchanged (a file edited is the API tests'). An Ask AI answer copied with 'Copy signed answer' is pasted and verified; edited, it
 * fails. Each questionnaire is the test's own and deleted after.
 */
import { SIGNED_TEXTS } from '@trustfront/core';
import { expect, test, type Page } from './support/test.ts';
import { memberPath, signInNewMember } from './support/member.ts';
import {
  myQuestionnaire,
  openSentInWorkspace,
  sendWorkbook,
} from './support/member-questionnaire.ts';
import { answerUnsupported, approveTheRest, download } from './support/questionnaire-review.ts';

test.slow();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const) {
  test.describe(`at ${size.width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      permissions: ['clipboard-read', 'clipboard-write'],
    });

    test('a buyer verifies a filled questionnaire and a copied Ask AI answer', async ({
      page,
      browser,
    }) => {
      const member = await signInNewMember(page, 'Sigrid');
      const fileName = `Signed review ${size.name} ${Date.now()}.xlsx`;
      await sendWorkbook(page, member, fileName);
      const { staff, staffPage } = await openSentInWorkspace(browser, size, member, fileName);
      await answerUnsupported(staffPage, 'We run no facility on the Moon.');
      await approveTheRest(staffPage);
      await staffPage.getByRole('button', { name: 'Send to member' }).click();
      await expect(staffPage.getByTestId('send-state')).toContainText(`Sent to ${member.email}`);

      const mine = await myQuestionnaire(page, fileName);
      const answered = await download(page, () =>
        mine.getByRole('link', { name: 'Download the answered file' }).click(),
      );

      // The Verify page, from the footer: the filled file is genuine and its sources unchanged.
      await page.goto(memberPath(member));
      await page.getByTestId('verify-link').click();
      const signed = page.getByTestId('verify-signed');
      await expect(
        signed.getByRole('heading', { name: 'Verify a questionnaire or an answer' }),
      ).toBeVisible();
      await signed.locator('input[type="file"]').setInputFiles({
        name: answered.name,
        mimeType: XLSX,
        buffer: answered.bytes,
      });
      const result = signed.getByTestId('signed-result');
      await expect(result).toHaveAttribute('data-valid', 'true');
      await expect(result).toContainText('Genuine: given by this trust center');
      await expect(result.getByTestId('signed-given')).toContainText(/^Given by .+ on .+ UTC$/);
      await expect(result).toContainText(answered.name);
      await expect(result.getByTestId('signed-source').first()).toHaveAttribute(
        'data-status',
        'unchanged',
      );
      await expectNoSidewaysScroll(page);

      // Ask AI's answer, copied signed, pasted on the Verify page.
      await page.goto(memberPath(member));
      await page.keyboard.press('Control+k');
      const dialog = page.getByTestId('search-dialog');
      await dialog.getByTestId('search-mode').getByRole('radio', { name: 'Ask AI' }).click();
      const input = dialog.getByPlaceholder('Ask a question');
      await input.fill('Is customer data encrypted at rest?');
      await input.press('Enter');
      const panel = dialog.getByTestId('answer-panel');
      await panel.getByRole('button', { name: 'Copy signed answer' }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('-----BEGIN TRUSTFRONT SIGNED ANSWER-----');
      await page.keyboard.press('Escape');
      await page.getByTestId('verify-link').click();
      const field = signed.getByRole('textbox', { name: 'Signed answer' });
      await field.fill(copied);
      await signed.getByRole('button', { name: 'Verify the answer' }).click();
      await expect(result).toHaveAttribute('data-valid', 'true');
      await expect(result).toContainText('Is customer data encrypted at rest?');
      await expect(result.getByTestId('signed-source').first()).toHaveAttribute(
        'data-status',
        'unchanged',
      );
      await expectNoSidewaysScroll(page);

      const answerText = copied.split('\n\n')[1] ?? '';
      await field.fill(copied.replace(answerText, `${answerText} Always.`));
      await signed.getByRole('button', { name: 'Verify the answer' }).click();
      await expect(result).toHaveAttribute('data-valid', 'false');
      await expect(result.getByTestId('signed-failures')).toContainText(
        SIGNED_TEXTS.failures.answer_text_changed,
      );

      await staffPage.getByRole('button', { name: 'Delete', exact: true }).click();
      await staffPage
        .getByRole('dialog', { name: 'Delete this questionnaire?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(staffPage).toHaveURL(/\/app\/questionnaires$/);
      await staff.close();
    });
  });
}
