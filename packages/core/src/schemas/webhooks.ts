/** Outgoing webhooks as the settings page and the routes see them (docs/integrations.md, Webhooks). */
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from '../rules/webhooks.ts';

const M = WEBHOOK_MESSAGES;

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES), { error: M.eventsRequired })
  .min(1, M.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length * 2)
  .transform((asked) => WEBHOOK_EVENT_TYPES.filter((type) => asked.includes(type)));
const description = z.string().trim().max(200, M.descriptionTooLong);

export const ZWebhookEndpointCreate = z.object({
  url: z.string({ error: M.urlInvalid }).trim().min(1, M.urlInvalid).max(2000, M.urlInvalid),
  description: description.default(''),
  events,
});
export type TWebhookEndpointCreate = z.input<typeof ZWebhookEndpointCreate>;

export const ZWebhookEndpointUpdate = z
  .object({ description, events, active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type TWebhookEndpointUpdate = z.input<typeof ZWebhookEndpointUpdate>;

export const ZWebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  /** The signing secret's first characters, e.g. `whsec_AbCd`. */
  secretPrefix: z.string(),
  /** Until when the previous secret also signs, after a rotation; null: one secret. */
  previousSecretUntil: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.object({ endpoints: z.array(ZWebhookEndpoint) });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** Creating an endpoint or rotating its secret: the only times the secret is shown. */
export const ZWebhookSecretShown = z.object({ secret: z.string(), endpoint: ZWebhookEndpoint });
export type TWebhookSecretShown = z.infer<typeof ZWebhookSecretShown>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'dead'] as const;

/** One attempt to deliver an event to an endpoint, as the delivery log shows it. */
export const ZWebhookAttempt = z.object({
  eventId: z.uuid(),
  eventType: z.string(),
  attempt: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** The endpoint's HTTP status; null when no answer came (the error says why). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** Where the delivery stands now: retried later, delivered, or given up (dead-lettered). */
  delivery: z.enum(WEBHOOK_DELIVERY_STATES),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;
export const ZWebhookAttemptList = z.object({ attempts: z.array(ZWebhookAttempt) });
export type TWebhookAttemptList = z.infer<typeof ZWebhookAttemptList>;

/** The answer to 'Send test event': the event queued for the endpoint. */
export const ZWebhookTestSent = z.object({ eventId: z.uuid() });
export type TWebhookTestSent = z.infer<typeof ZWebhookTestSent>;
