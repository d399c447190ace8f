/**
 * Outgoing webhooks (docs/integrations.md, Webhooks): the events an endpoint may subscribe to,
 * which endpoints an event goes to, when a failed delivery is tried again and when it is given
 * up, the `Trustfront-Signature` header, and which addresses an endpoint may not point at.
 */
import { ADDRESS_KIND_LABELS, outboundUrlProblem, type PrivateLeave } from './outbound-address.ts';

/** Every event an endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'update.published',
  'subprocessor.added',
  'subprocessor.removed',
  'document.published',
  'document.replaced',
  'document.expiring',
  'access_request.created',
  'access_request.decided',
  'nda.accepted',
  'member.access_revoked',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event 'Send test event' sends; no endpoint subscribes to it, it goes to the one asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveredType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'update.published': 'Trust update published',
  'subprocessor.added': 'Subprocessor added',
  'subprocessor.removed': 'Subprocessor removed',
  'document.published': 'Document published',
  'document.replaced': 'Document replaced',
  'document.expiring': 'Document expiring',
  'access_request.created': 'Access request created',
  'access_request.decided': 'Access request decided',
  'nda.accepted': 'NDA accepted',
  'member.access_revoked': 'Member access revoked',
};

/** Whether an event of `type` goes to this endpoint: an active one that subscribed to it. */
export const endpointSubscribes = (
  endpoint: { active: boolean; events: readonly string[] },
  type: WebhookEventType,
): boolean => endpoint.active && endpoint.events.includes(type);

/** How long after its event a delivery is tried again; after that it is dead-lettered. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 60 * 1000;
const LONGEST_RETRY_MS = 4 * 60 * 60 * 1000;

/** The wait after failed attempt `attempt` (1, 2, …): 1 min, 2, 4, … doubling, at most 4 h. */
export const webhookRetryDelayMs = (attempt: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);

/**
 * When to try again after failed attempt `attempt` at `now`, for an event of `eventAt`; null
 * when that would be past the retry window: the delivery is dead-lettered.
 */
export function nextWebhookAttempt(eventAt: Date, attempt: number, now: Date): Date | null {
  const next = new Date(now.getTime() + webhookRetryDelayMs(attempt));
  return next.getTime() > eventAt.getTime() + WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

/** Whether a response status counts as delivered: any 2xx. */
export const isWebhookDelivered = (status: number): boolean => status >= 200 && status < 300;

export const WEBHOOK_SIGNATURE_HEADER = 'Trustfront-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Trustfront-Event-Id';
/** Secrets are `whsec_` followed by 43 base64url characters (32 random bytes). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Characters of a secret shown in the list to tell secrets apart (`whsec_` and four more). */
export const WEBHOOK_SECRET_SHOWN_CHARS = 10;
/** How long the previous secret still signs after a rotation. */
export const WEBHOOK_ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** What is signed: the timestamp (Unix seconds), a dot, and the exact body. */
export const webhookSignedPayload = (timestamp: number, body: string): string =>
  `${timestamp}.${body}`;

/** `t=<unix seconds>,v1=<hex>[,v1=<hex>]`: one `v1` per secret in use, the newest first. */
export const formatWebhookSignature = (timestamp: number, signatures: readonly string[]): string =>
  [`t=${timestamp}`, ...signatures.map((s) => `v1=${s}`)].join(',');

/** Reads a signature header; null when it has no timestamp or no `v1` signature. */
export function parseWebhookSignature(
  header: string,
): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter the endpoint URL, e.g. https://example.com/trustfront',
  urlScheme: 'The endpoint URL must start with https://',
  urlCredentials: 'The endpoint URL may not hold a user name or password',
  urlPrivate: (kind: string) =>
    `Webhooks are not sent to ${kind} addresses; the operator may allow them (OUTBOUND_ALLOW_PRIVATE)`,
  urlUnresolved: 'The endpoint host does not resolve to an address',
  eventsRequired: 'Choose at least one event',
  descriptionTooLong: 'Max 200 characters',
  notFound: 'Webhook endpoint not found',
} as const;

/**
 * What is wrong with an endpoint URL before its host is resolved, or null: the outbound-address
 * rule (docs/integrations.md, Outbound addresses) in the webhooks' words. A host name is checked
 * again once resolved, at every delivery.
 */
export function webhookUrlProblem(url: string, allowPrivate: PrivateLeave): string | null {
  const problem = outboundUrlProblem(url, allowPrivate);
  if (!problem) return null;
  switch (problem.reason) {
    case 'invalid':
      return WEBHOOK_MESSAGES.urlInvalid;
    case 'scheme':
      return WEBHOOK_MESSAGES.urlScheme;
    case 'credentials':
      return WEBHOOK_MESSAGES.urlCredentials;
    case 'address':
      return WEBHOOK_MESSAGES.urlPrivate(ADDRESS_KIND_LABELS[problem.kind]);
  }
}
