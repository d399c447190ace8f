/**
 * Planned subprocessor changes (docs/editing.md, Planned subprocessor changes): staff announce a
 * subprocessor, a member is told by mail, sees it on the Subprocessors card as planned, objects
 * and reads the staff's answer; staff cancel it and the card no longer shows it.
 */
import { expect, test, type Browser, type Page } from './support/test.ts';
import { waitForMail } from './support/mailbox.ts';
import { memberPath, signInNewMember } from './support/member.ts';
import { staffState } from './support/staff.ts';

test.slow();

async function staffPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ storageState: staffState('admin'), viewport });
  const page = await context.newPage();
  await page.goto('/app/subprocessor-changes');
  await expect(page.getByRole('heading', { name: 'Subprocessor changes' })).toBeVisible();
  return { context, page };
}

async function announce(page: Page, name: string) {
  await page.getByRole('textbox', { name: /^Subprocessor/ }).fill(name);
  await page.getByRole('textbox', { name: /^Purpose/ }).fill('Customer support chat');
  await page.getByRole('textbox', { name: /^Location/ }).fill('Ireland');
  await page.getByRole('button', { name: 'Announce' }).click();
  const entry = page.getByTestId('subprocessor-change').filter({ hasText: name });
  await expect(entry).toContainText('planned');
  return entry;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff announce a subprocessor, a member objects and reads the answer', async ({
      page,
      browser,
    }) => {
      const name = `PlannedChat ${viewport.width} ${Date.now().toString(36)}`;
      const member = await signInNewMember(page, 'Oda');

      const staff = await staffPage(browser, viewport);
      const entry = await announce(staff.page, name);
      await waitForMail(member.email, `planned subprocessor ${name}`);

      await page.goto(memberPath(member));
      const planned = page.getByTestId('planned-subprocessor').filter({ hasText: name });
      await planned.scrollIntoViewIfNeeded();
      await expect(planned).toContainText('Planned from');
      await expect(planned).toContainText('Customer support chat · Ireland');
      await planned.getByRole('button', { name: 'Object to this change' }).click();
      await planned.getByRole('button', { name: 'Send objection' }).click();
      await expect(planned.getByText('Give a reason for your objection')).toBeVisible();
      await planned.getByLabel('Your reason').fill('Our contract keeps support data in the EU.');
      await planned.getByRole('button', { name: 'Send objection' }).click();
      const own = planned.getByTestId('own-objection');
      await expect(own).toContainText('Open');
      await expect(own).toContainText('Our contract keeps support data in the EU.');
      await expect(planned.getByRole('button', { name: 'Object to this change' })).toHaveCount(0);

      await entry.getByRole('button', { name: 'Objections' }).click();
      const objection = entry.getByTestId('staff-objection');
      await expect(objection).toContainText('Our contract keeps support data in the EU.');
      await objection.getByLabel('Answer').fill('Support data stays in Dublin, within the EU.');
      await objection.getByRole('button', { name: 'Send answer' }).click();
      await expect(objection).toContainText('Answered');

      await page.reload();
      const answered = page.getByTestId('planned-subprocessor').filter({ hasText: name });
      await answered.scrollIntoViewIfNeeded();
      await expect(answered.getByTestId('own-objection')).toContainText('Answered');
      await expect(answered.getByTestId('objection-answer')).toContainText(
        'Support data stays in Dublin, within the EU.',
      );

      // Closed as resolved; then cancelled, which the member is told of and the card drops.
      await objection.getByLabel('Close as').click();
      await staff.page.getByRole('option', { name: 'Resolved' }).click();
      await objection.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(objection).toContainText('Resolved');
      await entry.getByRole('button', { name: 'Cancel change' }).click();
      const dialog = staff.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Cancel change' }).click();
      await expect(entry).toContainText('cancelled');
      await waitForMail(member.email, `planned subprocessor ${name} cancelled`);
      await staff.context.close();

      await page.reload();
      await expect(page.getByTestId('planned-subprocessor').filter({ hasText: name })).toHaveCount(
        0,
      );
    });
  });
}
