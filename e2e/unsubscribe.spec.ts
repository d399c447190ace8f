/**
 * Journey: a subscriber leaves by the unsubscribe link of an update mail (docs/updates.md,
 * Subscriptions): the confirm modal shows their e-mail, 'You have been unsubscribed to updates' and
 * the parameter cleared; a link that no longer verifies opens 'Unsubscribe failed' and reports
 * StatusPageUnsubscribeFailed with the e-mail. Each test mails its own update, by e-mail only to
 * its own address, so nothing shows on the portal.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { SUBSCRIPTION_MESSAGES, type TSubscribersResponse } from '@trustfront/core';
import { linksIn, uniqueAddress, waitForMail } from './support/mailbox.ts';
import { staffRequest } from './support/staff-api.ts';
import { confirmedSubscriber } from './support/subscriptions.ts';

/** A confirmed subscriber with an update mail of their own: its unsubscribe link. */
async function unsubscribeLinkFor(staff: APIRequestContext, request: APIRequestContext) {
  const email = uniqueAddress('leaving');
  await confirmedSubscriber(request, email);
  const subject = `Only for ${email}`;
  const created = await staff.post('/api/app/updates', {
    data: {
      subject,
      category: 'general',
      message: 'An update sent to one address.',
      channels: { email: { subscribers: false, audience: [email] } },
    },
  });
  expect(created.status()).toBe(200);
  const { topicId } = (await created.json()) as { topicId: string };
  const link = linksIn(await waitForMail(email, subject)).find((l) =>
    l.includes('unsubscribeToken='),
  );
  if (!link) throw new Error('No unsubscribe link in the mail');
  return { email, link, topicId };
}

const statusOf = async (staff: APIRequestContext, email: string) => {
  const list = (await (await staff.get('/api/app/subscribers')).json()) as TSubscribersResponse;
  return list.subscribers.find((s) => s.email === email)?.status ?? null;
};

const confirmButton = (page: Page) =>
  page
    .getByRole('dialog', { name: SUBSCRIPTION_MESSAGES.unsubscribeTitle })
    .getByRole('button', { name: SUBSCRIPTION_MESSAGES.unsubscribeConfirm });

test('a subscriber unsubscribes by the link of an update mail', async ({
  page,
  request,
  playwright,
}) => {
  const staff = await staffRequest(playwright);
  const { email, link, topicId } = await unsubscribeLinkFor(staff, request);
  try {
    await page.goto(link);
    const modal = page.getByRole('dialog', { name: SUBSCRIPTION_MESSAGES.unsubscribeTitle });
    await expect(modal).toContainText(email);
    await confirmButton(page).click();
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.unsubscribed)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect.poll(() => new URL(page.url()).searchParams.has('unsubscribeToken')).toBe(false);
    expect(await statusOf(staff, email)).toBeNull();
  } finally {
    await staff.delete(`/api/app/updates/${topicId}`);
    await staff.dispose();
  }
});

test("a link that no longer verifies opens 'Unsubscribe failed' and is reported", async ({
  page,
  request,
  playwright,
}) => {
  const staff = await staffRequest(playwright);
  const { email, link, topicId } = await unsubscribeLinkFor(staff, request);
  try {
    await page.addInitScript(() => {
      const reported: unknown[] = [];
      // A tag manager's data layer, as an organisation's tag manager script puts one there.
      Object.assign(window, { reported, dataLayer: [] });
      window.addEventListener('trustfront:event', (e) =>
        reported.push((e as CustomEvent<unknown>).detail),
      );
    });
    // The signature altered: the e-mail still shows, the server refuses the token.
    await page.goto(`${link.slice(0, -2)}xx`);
    await confirmButton(page).click();
    const failed = page.getByRole('dialog', {
      name: SUBSCRIPTION_MESSAGES.unsubscribeFailedTitle,
    });
    await expect(failed).toContainText(SUBSCRIPTION_MESSAGES.unsubscribeFailedBody);
    const reported = await page.evaluate(
      () => (window as unknown as { reported: unknown[] }).reported,
    );
    expect(reported).toContainEqual({ name: 'StatusPageUnsubscribeFailed', email });
    const dataLayer = await page.evaluate(
      () => (window as unknown as { dataLayer: unknown[] }).dataLayer,
    );
    expect(dataLayer).toContainEqual({ event: 'StatusPageUnsubscribeFailed', email });
    expect(await statusOf(staff, email)).toBe('confirmed');
  } finally {
    await staff.delete(`/api/app/updates/${topicId}`);
    await staff.dispose();
  }
});
