/**
 * Comments on items (docs/access.md, Member features): a member's comment shows at once and after a
 * reload, a member of another account never sees it, and staff reply from the private app.
 */
import { expect, test, type Page } from './support/test.ts';
import { memberPath, signInNewMember } from './support/member.ts';
import { fetchView } from './support/portal.ts';
import { staffState } from './support/staff.ts';

test.slow();

/** An item every member sees, from the public view. */
async function anyItemUid(page: Page): Promise<string> {
  const view = await fetchView(page.request);
  const item = view.cards.flatMap((c) => c.items).find((i) => i.access === 'public');
  if (!item) throw new Error('No public item');
  return item.itemUid;
}

test('a comment shows at once, stays after a reload, and only its account sees it', async ({
  page,
  browser,
}) => {
  const itemUid = await anyItemUid(page);
  const member = await signInNewMember(page, 'Ana');
  await page.goto(memberPath(member, { itemUid }));
  const panel = page.getByTestId('comments-panel');
  await expect(panel.getByText('No comments yet. Ask a question about this item.')).toBeVisible();

  // Hold the server's answer: the comment is on screen before it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/portal/acme/comments**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const text = `Is this reviewed yearly? ${Date.now()}`;
  await panel.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('comment').filter({ hasText: text })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/comments') && r.request().method() === 'POST',
  );
  release();
  expect((await saved).status()).toBe(201);
  await page.unroute('**/api/portal/acme/comments**');

  await page.reload();
  await expect(page.getByTestId('comments-panel').getByText(text)).toBeVisible();

  // A member of another account opens the same item: their own, empty conversation.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherMember = await signInNewMember(otherPage, 'Bea');
  await otherPage.goto(memberPath(otherMember, { itemUid }));
  const otherPanel = otherPage.getByTestId('comments-panel');
  await expect(
    otherPanel.getByText('No comments yet. Ask a question about this item.'),
  ).toBeVisible();
  await expect(otherPanel.getByText(text)).toHaveCount(0);
  await other.close();

  // Staff reply from the private app; the member reads it in the same conversation.
  const staffContext = await browser.newContext({ storageState: staffState('admin') });
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/app/comments');
  const row = staffPage.getByTestId('staff-comment-row').filter({ hasText: text });
  await row.getByRole('button', { name: 'Reply' }).click();
  const dialog = staffPage.getByRole('dialog');
  await dialog.getByLabel('Your reply').fill('Yes, every year by our auditor.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog).toBeHidden();
  await staffContext.close();

  await page.reload();
  const reply = page.getByTestId('comment').filter({ hasText: 'Yes, every year by our auditor.' });
  await expect(reply).toContainText('Acme Corp');
});

test('the conversation is not offered to public visitors', async ({ page }) => {
  const itemUid = await anyItemUid(page);
  await page.goto(`/trust/acme?itemUid=${itemUid}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('comments-panel')).toHaveCount(0);
});
