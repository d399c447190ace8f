/**
 * Journey: the rules of writing a trust update (docs/updates.md, Trust updates), in the private
 * app's 'New trust update' dialog. Publish says what is missing ('Subject is required', 'Message
 * is required', 'Category is required'), a channel must be chosen ('Choose at least one
 * channel'), and the e-mail channel needs someone to send to ('Send to subscribers or add at
 * least one address'); nothing is saved while a rule fails. Then where an update shows: one for
 * account members only is on a member's portal and not on the public one, and one sent by e-mail
 * only is on neither. The topics made here are deleted afterwards.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { TRUST_UPDATE_MESSAGES as T, type TStaffTopicsResponse } from '@trustfront/core';
import { uniqueAddress } from './support/mailbox.ts';
import { openPortal, PORTAL_PATH } from './support/portal.ts';
import { seedAccess } from './support/seed-ids.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

const RUN = Date.now().toString(36);
const PRIVATE_SUBJECT = `Members-only notice ${RUN}`;
const EMAIL_SUBJECT = `Mailed-only notice ${RUN}`;

let staff: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
});
test.afterAll(async () => {
  const { topics } = (await (await staff.get('/api/app/updates')).json()) as TStaffTopicsResponse;
  for (const topic of topics.filter((t) => t.subject.endsWith(RUN))) {
    await staff.delete(`/api/app/updates/${topic.id}`);
  }
  await staff.dispose();
});

async function openNewUpdate(page: Page) {
  await page.goto('/app/updates');
  await page.getByRole('button', { name: 'New trust update' }).click();
  return page.getByRole('dialog', { name: 'New trust update' });
}

/** The subjects of the topics a portal page lists. */
const topicSubjects = (page: Page) => page.getByTestId('card-updates').innerText();

test('Publish says what is missing, and saves nothing until every rule holds', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/app/updates')) posts.push(r.url());
  });
  const form = await openNewUpdate(page);
  const publish = form.getByRole('button', { name: 'Publish' });
  await publish.click();
  await expect(form.getByText(T.subjectRequired)).toBeVisible();
  await expect(form.getByText(T.messageRequired)).toBeVisible();
  await expect(form.getByText(T.categoryRequired)).toBeVisible();

  await form.getByLabel('Subject').fill(PRIVATE_SUBJECT);
  await form.getByLabel('Category').click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await form.getByLabel('Message').fill('Our new member portal opens next week.');
  await form.getByRole('checkbox', { name: 'Trust Center' }).uncheck();
  await publish.click();
  await expect(form.getByText(T.channelRequired)).toBeVisible();

  await form.getByRole('checkbox', { name: 'Email' }).check();
  await form.getByRole('checkbox', { name: 'All confirmed subscribers of the audience' }).uncheck();
  await publish.click();
  await expect(form.getByText(T.emailAudienceRequired)).toBeVisible();
  await expect(form.getByText(T.subjectRequired)).toHaveCount(0);
  expect(posts).toEqual([]);
});

test('an update for members shows on a member’s portal only', async ({ page, playwright }) => {
  const form = await openNewUpdate(page);
  await form.getByLabel('Subject').fill(PRIVATE_SUBJECT);
  await form.getByLabel('Category').click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await form.getByLabel('Message').fill('Our new member portal opens next week.');
  await form.getByLabel('Audience').click();
  await page.getByRole('option', { name: /members/i }).click();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('staff-topic').filter({ hasText: PRIVATE_SUBJECT })).toBeVisible();

  // A member (the seed's account, as staff preview it) reads it; a public visitor does not.
  const { accountId } = await seedAccess(playwright);
  await openPortal(page, `${PORTAL_PATH}?accountId=${accountId}`);
  await expect(page.getByTestId('card-updates')).toContainText(PRIVATE_SUBJECT);
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('No browser');
  await openPortal(visitor, `${PORTAL_PATH}`);
  await expect(visitor.getByTestId('card-updates')).toBeVisible();
  expect(await topicSubjects(visitor)).not.toContain(PRIVATE_SUBJECT);
  await visitor.close();
});

test('an update sent by e-mail only is not on the portal, not even for staff', async ({ page }) => {
  const form = await openNewUpdate(page);
  await form.getByLabel('Subject').fill(EMAIL_SUBJECT);
  await form.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Compliance', exact: true }).click();
  await form.getByLabel('Message').fill('Sent to our auditor only.');
  await form.getByRole('checkbox', { name: 'Trust Center' }).uncheck();
  await form.getByRole('checkbox', { name: 'Email' }).check();
  await form.getByRole('checkbox', { name: 'All confirmed subscribers of the audience' }).uncheck();
  const also = form.getByLabel('Also send to');
  await also.fill(uniqueAddress('auditor'));
  await also.press('Enter');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toHaveCount(0);
  const topic = page.getByTestId('staff-topic').filter({ hasText: EMAIL_SUBJECT });
  await expect(topic).toContainText('Mailed to');

  await openPortal(page, `${PORTAL_PATH}?edit`);
  await expect(page.getByTestId('card-updates')).toBeVisible();
  expect(await topicSubjects(page)).not.toContain(EMAIL_SUBJECT);
});
