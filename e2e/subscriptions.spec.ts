/**
 * Journey: a visitor subscribes to trust updates (docs/updates.md, Subscriptions): the
 * Subscribe popover from the updates card, the mail, its confirmation link and 'Subscription
 * confirmed'; a blocked address's link; a link that no longer verifies, and 'Try again'.
 */
import { expect, test, type Page } from './support/test.ts';
import { SUBSCRIBE_SOURCES, SUBSCRIPTION_MESSAGES } from '@trustfront/core';
import { linksIn, uniqueAddress, waitForMail } from './support/mailbox.ts';
import { ORG_NAME, PORTAL_PATH, PORTAL_TITLE } from './support/portal.ts';
import { staffRequest } from './support/staff-api.ts';
import { blockSubscriber, CONFIRM_SUBJECT, subscribeByApi } from './support/subscriptions.ts';

async function subscribeInPopover(page: Page, email: string) {
  await page.goto(PORTAL_PATH);
  await page.getByTestId('card-updates').getByTestId('subscribe-button').click();
  const popover = page.getByRole('dialog', { name: 'Subscribe to updates' });
  await popover.getByRole('textbox', { name: 'Email' }).fill(email);
  await popover.getByRole('button', { name: 'Subscribe' }).click();
  return popover;
}

/** The body of the next subscribe call. */
const subscribeCall = (page: Page) =>
  page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/subscribe'),
  );

test('subscribing mails a link that confirms the subscription', async ({ page }) => {
  const email = uniqueAddress('subscriber');
  const call = subscribeCall(page);
  const popover = await subscribeInPopover(page, email);
  // The call says where the visitor subscribed from.
  expect((await call).postDataJSON()).toMatchObject({
    email,
    source: SUBSCRIBE_SOURCES.updatesCard,
  });
  await expect(page.getByText(SUBSCRIPTION_MESSAGES.checkInbox)).toBeVisible();
  await expect(popover).toBeHidden();

  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  const link = linksIn(mail).find((l) => l.includes('/subscribe/confirm?token='));
  if (!link) throw new Error('No confirmation link in the mail');
  await page.goto(link);
  const result = page.getByRole('dialog', { name: SUBSCRIPTION_MESSAGES.confirmedTitle });
  await expect(result).toBeVisible();
  expect(new URL(page.url()).searchParams.get('subscribeStatus')).toBe('Confirmed');
  await result.getByRole('button', { name: 'Close' }).click();
  await expect(result).toBeHidden();
  await expect.poll(() => new URL(page.url()).searchParams.has('subscribeStatus')).toBe(false);
});

test("a link's own source is sent, and a bare link's is 'link'", async ({ page }) => {
  for (const [query, source] of [
    ['subscribe&source=spring-newsletter', 'spring-newsletter'],
    ['subscribe', SUBSCRIBE_SOURCES.link],
  ] as const) {
    await page.goto(`${PORTAL_PATH}?${query}`);
    const popover = page.getByRole('dialog', { name: 'Subscribe to updates' });
    const email = uniqueAddress('sourced');
    await popover.getByRole('textbox', { name: 'Email' }).fill(email);
    const call = subscribeCall(page);
    await popover.getByRole('button', { name: 'Subscribe' }).click();
    expect((await call).postDataJSON()).toMatchObject({ email, source });
    await expect(popover).toBeHidden();
    // Closing drops the source with the popover.
    expect(new URL(page.url()).searchParams.has('source')).toBe(false);
  }
});

test("the popover refuses an invalid e-mail with 'This email is invalid'", async ({ page }) => {
  const popover = await subscribeInPopover(page, 'not-an-address');
  await expect(popover.getByText(SUBSCRIPTION_MESSAGES.invalidEmail)).toBeVisible();
});

test("a blocked visitor's link says they are blocked, and does not subscribe them", async ({
  page,
  request,
  playwright,
}) => {
  const email = uniqueAddress('blocked');
  const link = await subscribeByApi(request, email);
  const staff = await staffRequest(playwright);
  try {
    await blockSubscriber(staff, email);
    await page.goto(link);
    const result = page.getByRole('dialog', { name: SUBSCRIPTION_MESSAGES.failedTitle });
    await expect(result).toContainText(SUBSCRIPTION_MESSAGES.blocked(ORG_NAME, PORTAL_TITLE));
    const list = await (await staff.get('/api/app/subscribers')).json();
    const row = (list as { subscribers: { email: string; status: string }[] }).subscribers.find(
      (s) => s.email === email,
    );
    expect(row?.status).toBe('blocked');
  } finally {
    await staff.dispose();
  }
});

test("a link that no longer verifies says it expired, and 'Try again' opens the popover", async ({
  page,
  request,
}) => {
  const email = uniqueAddress('late');
  const link = await subscribeByApi(request, email);
  // A token altered in transit verifies no more than an expired one: both are TokenInvalid.
  await page.goto(`${link.slice(0, -2)}xx`);
  const result = page.getByRole('dialog', { name: SUBSCRIPTION_MESSAGES.failedTitle });
  await expect(result).toContainText(SUBSCRIPTION_MESSAGES.tokenInvalid);
  await result.getByRole('button', { name: SUBSCRIPTION_MESSAGES.tryAgain }).click();
  await expect(page.getByRole('dialog', { name: 'Subscribe to updates' })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('subscribeStatus')).toBe(false);
});
