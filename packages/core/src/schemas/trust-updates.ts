/**
 * The staff's side of trust updates (docs/updates.md, Trust updates):
 * creating topics and their updates, the channels they go out on, and what the private app
 * shows of their delivery, the subscribers and the outbox.
 */
import { z } from 'zod';
import { TOPIC_CATEGORIES, UPDATE_AUDIENCES } from '../constants/cards.ts';
import { ZEmail } from './auth.ts';

/** Where an update is published: the portal ('Trust Center') and/or subscribers' inboxes. */
export const UPDATE_CHANNELS = ['status_page', 'email'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

export const TRUST_UPDATE_MESSAGES = {
  subjectRequired: 'Subject is required',
  categoryRequired: 'Category is required',
  messageRequired: 'Message is required',
  channelRequired: 'Choose at least one channel',
  emailAudienceRequired: 'Send to subscribers or add at least one address',
} as const;

/** The channels of a new update, as the creation schema takes them. */
export const ZUpdateChannelsInput = z.object({
  statusPage: z.boolean().optional(),
  email: z
    .object({
      /** Every confirmed subscriber the update's audience reaches. */
      subscribers: z.boolean().default(false),
      /** Further addresses, mailed whether or not they subscribed. */
      audience: z.array(ZEmail).max(500).default([]),
    })
    .optional(),
});
export type TUpdateChannelsInput = z.input<typeof ZUpdateChannelsInput>;

const ZSubject = z
  .string({ error: TRUST_UPDATE_MESSAGES.subjectRequired })
  .trim()
  .min(1, TRUST_UPDATE_MESSAGES.subjectRequired)
  .max(200);
const ZCategory = z.enum(TOPIC_CATEGORIES, { error: TRUST_UPDATE_MESSAGES.categoryRequired });
/** Products the topic shows on; none: every product. */
const ZProductIds = z.array(z.uuid()).max(100);

const ZTopicFields = z.object({
  subject: ZSubject,
  category: ZCategory,
  hidden: z.boolean().default(false),
  isPinned: z.boolean().default(false),
  productIds: ZProductIds.default([]),
});

const ZUpdateFields = z.object({
  message: z
    .string({ error: TRUST_UPDATE_MESSAGES.messageRequired })
    .trim()
    .min(1, TRUST_UPDATE_MESSAGES.messageRequired)
    .max(10_000),
  spAudience: z.enum(UPDATE_AUDIENCES).default('public'),
  channels: ZUpdateChannelsInput,
});

/**
 * The channel rule of docs/updates.md, Subscriptions: at least one channel; the e-mail channel
 * needs subscribers or at least one address; the Trust Center channel cannot be off when e-mail is
 * absent.
 */
function checkChannels(
  value: { channels: z.output<typeof ZUpdateChannelsInput> },
  ctx: z.RefinementCtx,
): void {
  const { statusPage, email } = value.channels;
  if (!email && statusPage !== true) {
    ctx.addIssue({
      code: 'custom',
      path: ['channels', 'statusPage'],
      message: TRUST_UPDATE_MESSAGES.channelRequired,
    });
  }
  if (email && !email.subscribers && email.audience.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['channels', 'email'],
      message: TRUST_UPDATE_MESSAGES.emailAudienceRequired,
    });
  }
}

/**
 * A new topic with its first update: the compliance update creation schema (docs/updates.md, Trust
 * updates).
 */
export const ZComplianceUpdateCreate = ZTopicFields.extend(ZUpdateFields.shape).superRefine(
  checkChannels,
);
export type TComplianceUpdateCreate = z.input<typeof ZComplianceUpdateCreate>;

/** A further update of an existing topic, under the same channel rule. */
export const ZTopicUpdateCreate = ZUpdateFields.superRefine(checkChannels);
export type TTopicUpdateCreate = z.input<typeof ZTopicUpdateCreate>;

/** Changes to a topic's own fields: only those given change. */
export const ZTopicPatch = z.object({
  subject: ZSubject.optional(),
  category: ZCategory.optional(),
  hidden: z.boolean().optional(),
  isPinned: z.boolean().optional(),
  productIds: ZProductIds.optional(),
});
export type TTopicPatch = z.input<typeof ZTopicPatch>;

/** The stored channels of validated input. */
export function updateChannelsOf(channels: z.output<typeof ZUpdateChannelsInput>): UpdateChannel[] {
  return UPDATE_CHANNELS.filter((c) =>
    c === 'email' ? Boolean(channels.email) : channels.statusPage,
  );
}

/** Mails of one update, by outbox status. */
export const ZDeliveryCounts = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Kept in the outbox: no SMTP server is configured. */
  kept: z.number().int(),
});
export type TDeliveryCounts = z.infer<typeof ZDeliveryCounts>;

export const ZStaffUpdate = z.object({
  id: z.string(),
  createdAt: z.string(),
  message: z.string(),
  spAudience: z.enum(UPDATE_AUDIENCES),
  channels: z.array(z.enum(UPDATE_CHANNELS)),
  delivery: ZDeliveryCounts,
});

export const ZStaffTopic = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(TOPIC_CATEGORIES),
  hidden: z.boolean(),
  isPinned: z.boolean(),
  productIds: z.array(z.string()),
  /** Addresses the topic's updates were mailed to. */
  emailSubscriberCount: z.number().int(),
  updates: z.array(ZStaffUpdate),
});
export type TStaffTopic = z.infer<typeof ZStaffTopic>;

export const ZStaffTopicsResponse = z.object({
  topics: z.array(ZStaffTopic),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TStaffTopicsResponse = z.infer<typeof ZStaffTopicsResponse>;

export const ZUpdateDelivery = z.object({
  counts: ZDeliveryCounts,
  recipients: z.array(
    z.object({
      to: z.string(),
      status: z.string(),
      sentAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
});
export type TUpdateDelivery = z.infer<typeof ZUpdateDelivery>;
