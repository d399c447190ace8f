/**
 * Subscribing as a visitor would, through the API and the mails received (support/mailbox.ts):
 * for journeys that need subscribers in a given state before they start.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { TSubscribersResponse } from '@trustfront/core';
import { linksIn, waitForMail } from './mailbox.ts';
import { ORG_SLUG } from './portal.ts';

export const CONFIRM_SUBJECT = /Confirm your subscription/;

/** Subscribes `email` and answers the confirmation link of the mail it receives. */
export async function subscribeByApi(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`/api/portal/${ORG_SLUG}/subscribe`, { data: { email } });
  expect(res.status()).toBe(200);
  const link = linksIn(await waitForMail(email, CONFIRM_SUBJECT)).find((l) =>
    l.includes('/subscribe/confirm?token='),
  );
  if (!link) throw new Error(`No confirmation link mailed to ${email}`);
  return link;
}

/** Subscribes and confirms `email`, following the link as the recipient would. */
export async function confirmedSubscriber(request: APIRequestContext, email: string) {
  const res = await request.get(await subscribeByApi(request, email), { maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toContain('subscribeStatus=Confirmed');
}

/** Blocks a subscriber through the staff API (`staff` holds a staff session). */
export async function blockSubscriber(staff: APIRequestContext, email: string): Promise<void> {
  const list = (await (await staff.get('/api/app/subscribers')).json()) as TSubscribersResponse;
  const subscriber = list.subscribers.find((s) => s.email === email);
  if (!subscriber) throw new Error(`${email} is not a subscriber`);
  expect((await staff.post(`/api/app/subscribers/${subscriber.id}/block`)).status()).toBe(200);
}
