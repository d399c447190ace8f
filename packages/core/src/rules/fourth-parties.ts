/**
 * Fourth parties (docs/fourth-parties.md): reading a subprocessor's trust feed for its
 * certifications, the state a check leads to (a failed check keeps the last good list and says
 * since when it fails), and the changes staff are told of: a certification that expired or is no
 * longer in the feed, each once.
 */
import { z } from 'zod';
import { ZTrustFeedCertification } from '../schemas/trust-feed.ts';
import type { TFourthPartyCertification } from '../schemas/fourth-parties.ts';
import { outboundUrlMessage, outboundUrlProblem, type PrivateLeave } from './outbound-address.ts';

/** Certifications kept of one feed, and the longest title kept. */
export const FOURTH_PARTY_LIMITS = { certifications: 100, title: 200, id: 200, url: 2048 } as const;

export const FOURTH_PARTY_MESSAGES = {
  urlRequired: 'Enter the trust feed address',
  notASubprocessor: 'Only a subprocessor names a trust feed',
  noFeed: 'This subprocessor names no trust feed',
  /** The staff's dialog (docs/fourth-parties.md, Naming a feed). */
  feedAction: (name: string) => `Trust feed: ${name}`,
  dialogTitle: (name: string) => `Trust feed of ${name}`,
  urlLabel: 'Trust feed address',
  urlHint: 'The address of the subprocessor’s signed trust.json; it is checked every day.',
  save: 'Save',
  checkNow: 'Check now',
  clear: 'Clear',
  close: 'Close',
  notChecked: 'Not checked yet',
  checked: (date: string) => `Checked ${date}`,
  failingSince: (date: string, why: string) => `Check failing since ${date}: ${why}`,
  noCertifications: 'The feed lists no certifications',
  /** The staff's mails. */
  expiredSubject: (subprocessor: string, certification: string) =>
    `${subprocessor}: ${certification} has expired`,
  expiredText: (subprocessor: string, certification: string, expiry: string) =>
    `The trust feed of ${subprocessor} lists ${certification} as expiring on ${expiry}.`,
  disappearedSubject: (subprocessor: string, certification: string) =>
    `${subprocessor}: ${certification} is no longer listed`,
  disappearedText: (subprocessor: string, certification: string) =>
    `The trust feed of ${subprocessor} no longer lists ${certification}.`,
  mailAction: 'Open the trust center',
} as const;

/** The trust feed field's name and example in the outbound-address messages. */
const FEED_FIELD = [
  'trust feed address',
  'https://trust.example.com/trust/acme/trust.json',
] as const;

/** Why a feed address may not be saved, in the staff's words, or null. */
export function fourthPartyUrlProblem(url: string, allowPrivate: PrivateLeave): string | null {
  if (url.trim() === '') return FOURTH_PARTY_MESSAGES.urlRequired;
  const problem = outboundUrlProblem(url, allowPrivate);
  return problem ? outboundUrlMessage(problem, ...FEED_FIELD) : null;
}

/** Why a check failed, in general words: never anything the other side sent. */
export const FOURTH_PARTY_FAILURES = {
  status: 'the feed did not answer with its content',
  notJson: 'the feed is not JSON',
  schema: 'the feed is not a trust center feed',
  unsigned: 'the feed carries no signature',
  keys: 'the feed’s signing keys could not be read',
  signature: 'the feed’s signature does not match its keys',
} as const;

/** Where a feed's signing keys are published: the JWKS of the feed's own origin. */
export const fourthPartyJwksUrl = (feedUrl: string): string =>
  new URL('/.well-known/jwks.json', feedUrl).href;

const ZFeedCertifications = z.object({
  version: z.literal(1),
  products: z.array(z.object({ certifications: z.array(ZTrustFeedCertification) })),
});

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A link of the feed when it is http or https, else null. */
function webLink(url: string | null): string | null {
  if (!url || url.length > FOURTH_PARTY_LIMITS.url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The certifications a feed lists (every product's, once each by id, those not enabled left
 * out, as are ids over 200 characters), or null when it is not a trust center feed. An expiry
 * that is not a date is dropped; a link over 2,048 characters too.
 */
export function feedCertifications(feed: unknown): TFourthPartyCertification[] | null {
  const parsed = ZFeedCertifications.safeParse(feed);
  if (!parsed.success) return null;
  const seen = new Map<string, TFourthPartyCertification>();
  for (const product of parsed.data.products) {
    for (const c of product.certifications) {
      // An id longer than any certification's names no event a mail could be keyed by.
      if (c.state === 'not_enabled' || c.id.length > FOURTH_PARTY_LIMITS.id || seen.has(c.id)) {
        continue;
      }
      if (seen.size >= FOURTH_PARTY_LIMITS.certifications) break;
      seen.set(c.id, {
        id: c.id,
        title: c.title.slice(0, FOURTH_PARTY_LIMITS.title),
        expiry: c.expiry && DAY.test(c.expiry) ? c.expiry.slice(0, 10) : null,
        url: webLink(c.url),
      });
    }
  }
  return [...seen.values()];
}

export interface FourthPartyState {
  certifications: TFourthPartyCertification[];
  checkedAt: Date | null;
  failingSince: Date | null;
  failure: string | null;
}

export type FourthPartyCheck =
  { ok: true; certifications: TFourthPartyCertification[] } | { ok: false; failure: string };

/**
 * The state a check leads to: a good one replaces the list and clears the failure; a failed one
 * keeps the last good list and its date, and the first failure's time.
 */
export function nextFourthPartyState(
  previous: FourthPartyState,
  check: FourthPartyCheck,
  now: Date,
): FourthPartyState {
  if (check.ok) {
    return {
      certifications: check.certifications,
      checkedAt: now,
      failingSince: null,
      failure: null,
    };
  }
  return { ...previous, failingSince: previous.failingSince ?? now, failure: check.failure };
}

export interface FourthPartyEvent {
  kind: 'expired' | 'disappeared';
  certification: TFourthPartyCertification;
  /** The event's own key: the same event found again has the same key. */
  key: string;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const isExpired = (c: TFourthPartyCertification, day: string) =>
  c.expiry !== null && c.expiry < day;

/**
 * What staff are told of after a good check: a certification of the new list expired before
 * today that the last good check did not already know expired, and one of the last good list
 * that the new list no longer holds. Nothing is compared before the first good check but expiry.
 */
export function fourthPartyEvents(
  previous: Pick<FourthPartyState, 'certifications' | 'checkedAt'>,
  certifications: readonly TFourthPartyCertification[],
  now: Date,
): FourthPartyEvent[] {
  const today = dayOf(now);
  const before = previous.checkedAt ? dayOf(previous.checkedAt) : null;
  const known = new Map(previous.certifications.map((c) => [c.id, c]));
  const ids = new Set(certifications.map((c) => c.id));
  const events: FourthPartyEvent[] = [];
  for (const c of certifications) {
    if (!isExpired(c, today)) continue;
    const old = known.get(c.id);
    const knownExpired = before !== null && old?.expiry === c.expiry && isExpired(c, before);
    if (!knownExpired)
      events.push({ kind: 'expired', certification: c, key: `expired:${c.id}:${c.expiry}` });
  }
  if (previous.checkedAt) {
    for (const c of previous.certifications) {
      if (!ids.has(c.id)) {
        events.push({ kind: 'disappeared', certification: c, key: `disappeared:${c.id}:${today}` });
      }
    }
  }
  return events;
}
