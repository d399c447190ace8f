/**
 * Journey: staff publish a trust update on the e-mail channel in the private app, and it reaches
 * every confirmed subscriber and no one else (docs/updates.md), each mail with its one-click
 * unsubscribe headers. Serial: the topic shows on everyone's portal until `afterAll` deletes it.
 */
import { expect, test } from './support/test.ts';
import type { TStaffTopicsResponse, TSubscribersResponse } from '@trustfront/core';
import { mailsTo, uniqueAddress, waitForMail } from './support/mailbox.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';
import { blockSubscriber, confirmedSubscriber, subscribeByApi } from './support/subscriptions.ts';

const SUBJECT = `Security advisory ${Date.now().toString(36)}`;
const MAIL_SUBJECT = `Acme Corp: ${SUBJECT}`;

test.describe('a trust update by e-mail', () => {
  const confirmed = uniqueAddress('confirmed');
  const pending = uniqueAddress('pending');
  const blocked = uniqueAddress('blocked');

  test.afterAll(async ({ playwright }) => {
    const staff = await staffRequest(playwright);
    const { topics } = (await (await staff.get('/api/app/updates')).json()) as TStaffTopicsResponse;
    for (const topic of topics.filter((t) => t.subject === SUBJECT)) {
      await staff.delete(`/api/app/updates/${topic.id}`);
    }
    await staff.dispose();
  });

  test.describe('published by staff', () => {
    test.use({ storageState: staffState('admin') });

    test('reaches every confirmed subscriber and no one else', async ({
      page,
      request,
      playwright,
    }) => {
      await confirmedSubscriber(request, confirmed);
      await subscribeByApi(request, pending);
      await confirmedSubscriber(request, blocked);
      const staff = await staffRequest(playwright);
      await blockSubscriber(staff, blocked);

      await page.goto('/app/updates');
      await page.getByRole('button', { name: 'New trust update' }).click();
      const form = page.getByRole('dialog', { name: 'New trust update' });
      await form.getByLabel('Subject').fill(SUBJECT);
      await form.getByLabel('Category').click();
      await page.getByRole('option', { name: 'vulnerabilities' }).click();
      await form.getByLabel('Message').fill('We patched a vulnerability in our file uploads.');
      await form.getByRole('checkbox', { name: 'Email' }).check();
      await form.getByRole('button', { name: 'Publish' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByTestId('staff-topic').filter({ hasText: SUBJECT })).toBeVisible();

      const list = (await (await staff.get('/api/app/subscribers')).json()) as TSubscribersResponse;
      await staff.dispose();
      const everyConfirmed = list.subscribers.filter((s) => s.status === 'confirmed');
      expect(everyConfirmed.map((s) => s.email)).toContain(confirmed);
      for (const subscriber of everyConfirmed) await waitForMail(subscriber.email, MAIL_SUBJECT);
      for (const address of [pending, blocked]) {
        expect((await mailsTo(address)).filter((m) => m.subject === MAIL_SUBJECT)).toEqual([]);
      }
      const mail = await waitForMail(confirmed, MAIL_SUBJECT);
      expect(mail.headers['list-unsubscribe']).toContain('/unsubscribe/one-click?token=');
      expect(mail.headers['list-unsubscribe-post']).toContain('List-Unsubscribe=One-Click');
      await expect(
        page.getByTestId('staff-topic').filter({ hasText: SUBJECT }).getByRole('button', {
          name: /sent/,
        }),
      ).toBeVisible();
    });
  });
});
