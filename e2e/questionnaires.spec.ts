/**
 * Questionnaires (docs/access.md, Member features): a member sends one as a file and one as a link,
 * reads the member success text, finds both under "Questionnaires", and staff see them, the file
 * downloadable.
 */
import { expect, test } from './support/test.ts';
import { memberPath, openQuestionnaireForm, signInNewMember } from './support/member.ts';
import { staffState } from './support/staff.ts';

test.slow();

test('a member sends a questionnaire as a file and as a link; staff see both', async ({
  page,
  browser,
}) => {
  const member = await signInNewMember(page, 'Quinn');
  await page.goto(memberPath(member));

  let form = await openQuestionnaireForm(page);
  // Send without a file says so; choosing one takes the message away.
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Choose a file to send')).toBeVisible();
  await form.locator('input[type=file]').setInputFiles({
    name: 'SIG Lite.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('question,answer\nEncryption at rest?,Yes\n'),
  });
  await expect(form.getByText('Choose a file to send')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('dialog', { name: 'Questionnaire sent' });
  await expect(sent.getByText('You can view it under "Questionnaires"')).toBeVisible();
  await sent.getByRole('button', { name: 'Done' }).click();

  form = await openQuestionnaireForm(page);
  await form.locator('label', { hasText: 'Provide a link' }).click();
  await form.getByLabel('Link to the questionnaire').fill('http://localhost/internal.xlsx');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Links to private addresses are not accepted')).toBeVisible();
  await form.getByLabel('Link to the questionnaire').fill('https://share.example.com/');
  await expect(form.getByText('Links to private addresses are not accepted')).toHaveCount(0);
  const link = `https://share.example.com/caiq-${Date.now()}.xlsx`;
  await form.getByLabel('Link to the questionnaire').fill(link);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(sent.getByText('You can view it under "Questionnaires"')).toBeVisible();
  await sent.getByRole('button', { name: 'Done' }).click();

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Questionnaires' }).click();
  const mine = page.getByTestId('my-questionnaires');
  await expect(mine.getByText('SIG Lite.csv')).toBeVisible();
  await expect(mine.getByText(link)).toBeVisible();

  const staffContext = await browser.newContext({ storageState: staffState('admin') });
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/app/questionnaires');
  const fileRow = staffPage
    .getByTestId('questionnaire-row')
    .filter({ hasText: member.email })
    .filter({
      hasText: 'SIG Lite.csv',
    });
  const downloading = staffPage.waitForEvent('download');
  await fileRow.getByRole('link', { name: /SIG Lite\.csv/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('SIG Lite.csv');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(path, 'utf8')).toContain('Encryption at rest?,Yes');
  await expect(
    staffPage.getByTestId('questionnaire-row').filter({ hasText: member.email }).getByRole('link', {
      name: link,
    }),
  ).toBeVisible();
  // The file is staff's alone: the member's session gets no answer from the private app.
  const href = await fileRow.getByRole('link', { name: /SIG Lite\.csv/ }).getAttribute('href');
  expect((await page.request.get(href ?? '')).status()).toBe(401);
  await staffContext.close();
});
