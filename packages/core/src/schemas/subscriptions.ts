import { z } from 'zod';
import { SUBSCRIPTION_MESSAGES } from '../constants/subscription-messages.ts';
import { SUBSCRIBE_SOURCE_MAX_CHARS } from '../rules/subscribe-source.ts';

/**
 * The subscribe e-mail: required and an e-mail (docs/updates.md, Subscriptions), kept lower-case.
 */
export const ZSubscribeEmail = z
  .string({ error: SUBSCRIPTION_MESSAGES.invalidEmail })
  .trim()
  .min(1, SUBSCRIPTION_MESSAGES.invalidEmail)
  .max(254, SUBSCRIPTION_MESSAGES.invalidEmail)
  .pipe(z.email(SUBSCRIPTION_MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

/** POST {share base}/subscribe (docs/updates.md, Subscriptions): the terms checkbox is optional. */
export const ZSubscribeRequest = z.object({
  email: ZSubscribeEmail,
  /** Where the visitor subscribed from: a button of the portal, a campaign's link (subscribeSourceOf). */
  source: z.string().trim().max(SUBSCRIBE_SOURCE_MAX_CHARS).optional(),
  agree: z.boolean().optional(),
});
export type TSubscribeRequest = z.input<typeof ZSubscribeRequest>;

/** POST {public portal base}/unsubscribe: the token of the mail's unsubscribe link. */
export const ZUnsubscribeRequest = z.object({
  token: z.string().min(1).max(4096),
});

/** Both answers say nothing of the address: whether it was subscribed, blocked or unknown. */
export const ZSubscriptionAnswer = z.object({ ok: z.literal(true) });
export type TSubscriptionAnswer = z.infer<typeof ZSubscriptionAnswer>;
