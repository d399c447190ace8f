/**
 * Outgoing webhooks (docs/integrations.md, Webhooks): the events an endpoint may subscribe to,
 * which endpoints an event goes to, when a failed delivery is tried again and when it is given
 * up, the `Trustfront-Signature` header, and which addresses an endpoint may not point at.
 */

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

export type AddressKind =
  'public' | 'private' | 'loopback' | 'link-local' | 'unspecified' | 'multicast' | 'reserved';

function ipv4Octets(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

function classifyIpv4([a = 0, b = 0, c = 0]: number[]): AddressKind {
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  // Carrier-grade NAT, shared like private space.
  if (a === 100 && b >= 64 && b <= 127) return 'private';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved';
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved';
  if (a === 198 && (b === 18 || b === 19)) return 'reserved';
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) {
    return 'reserved';
  }
  return 'public';
}

/** An IPv6 address as eight 16-bit groups (an IPv4 tail read as the last two), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const o = ipv4Octets(last);
    if (!o) return null;
    const hex = (hi = 0, lo = 0) => ((hi << 8) | lo).toString(16);
    text = `${text.slice(0, lastColon + 1)}${hex(o[0], o[1])}:${hex(o[2], o[3])}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) =>
    half === undefined || half === '' ? [] : half.split(':');
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const given = [...head, ...rest];
  if (!given.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const missing = 8 - given.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const zeros = Array<string>(halves.length === 2 ? missing : 0).fill('0');
  return [...head, ...zeros, ...rest].map((g) => parseInt(g, 16));
}

/** What kind of address an IP literal is (v4 or v6); null when it is not one. */
export function classifyAddress(address: string): AddressKind | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const v4 = ipv4Octets(bare);
  if (v4) return classifyIpv4(v4);
  if (!bare.includes(':')) return null;
  const g = ipv6Groups(bare);
  if (!g) return null;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embeddedV4 = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
    if (g5 === 0xffff) return classifyIpv4(embeddedV4); // IPv4-mapped
    if (g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
    if (g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
    return 'reserved'; // IPv4-compatible, deprecated
  }
  // NAT64 (64:ff9b::/96) reaches the IPv4 address it embeds.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyIpv4(embeddedV4);
  }
  if ((g0 & 0xfe00) === 0xfc00) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved';
  return 'public';
}

/** Whether a webhook may be sent to this address: public ones, or any when the operator allows. */
export const mayDeliverTo = (kind: AddressKind | null, allowPrivate: boolean): boolean =>
  kind !== null && (kind === 'public' || (allowPrivate && kind !== 'multicast'));

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter the endpoint URL, e.g. https://example.com/trustfront',
  urlScheme: 'The endpoint URL must start with https://',
  urlCredentials: 'The endpoint URL may not hold a user name or password',
  urlPrivate: (kind: string) =>
    `Webhooks are not sent to ${kind} addresses; the operator may allow them (WEBHOOKS_ALLOW_PRIVATE)`,
  urlUnresolved: 'The endpoint host does not resolve to an address',
  eventsRequired: 'Choose at least one event',
  descriptionTooLong: 'Max 200 characters',
  notFound: 'Webhook endpoint not found',
} as const;

/**
 * What is wrong with an endpoint URL before its host is resolved, or null: http(s) only, https
 * unless the operator allows private addresses, no credentials, and no IP literal or `localhost`
 * name of a private kind (a host name is checked again once resolved, at every delivery).
 */
export function webhookUrlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (parsed.protocol === 'http:' && !allowPrivate) return WEBHOOK_MESSAGES.urlScheme;
  if (parsed.username || parsed.password) return WEBHOOK_MESSAGES.urlCredentials;
  const host = parsed.hostname.toLowerCase();
  if (host === '') return WEBHOOK_MESSAGES.urlInvalid;
  const kind =
    host === 'localhost' || host.endsWith('.localhost') ? 'loopback' : classifyAddress(host);
  if (kind !== null && !mayDeliverTo(kind, allowPrivate)) return WEBHOOK_MESSAGES.urlPrivate(kind);
  return null;
}
