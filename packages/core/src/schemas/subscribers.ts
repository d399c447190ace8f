/**
 * The private app's subscribers and outbox (docs/updates.md, Subscriptions).
 */
import { z } from 'zod';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'blocked'] as const;

export const ZSubscriber = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type TSubscriber = z.infer<typeof ZSubscriber>;

export const ZSubscribersResponse = z.object({ subscribers: z.array(ZSubscriber) });
export type TSubscribersResponse = z.infer<typeof ZSubscribersResponse>;

export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export type TOutboxMail = z.infer<typeof ZOutboxMail>;
export const ZOutboxMailDetail = ZOutboxMail.extend({
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
  /** The links of its text, for staff to copy (`linksOfMail`). */
  links: z.array(z.string()),
});

/** Whether this instance sends mails (SMTP_URL set) or keeps them in the outbox. */
export const ZMailDelivery = z.object({ sends: z.boolean() });
export type TMailDelivery = z.infer<typeof ZMailDelivery>;
export type TOutboxMailDetail = z.infer<typeof ZOutboxMailDetail>;

export const ZOutboxQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZOutboxResponse = z.object({
  mails: z.array(ZOutboxMail),
  /** Every mail of the organisation, for paging. */
  total: z.number().int(),
});
export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;
