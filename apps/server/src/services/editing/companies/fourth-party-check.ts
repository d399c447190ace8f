/**
 * The check of subprocessors' trust feeds (docs/fourth-parties.md): each feed is fetched under the
 * outbound-address rule (docs/integrations.md, Outbound addresses: no private, loopback or
 * link-local address unless the operator allows them, bounded in time and size), its detached
 * signature verified against the JWKS of the feed's origin, and its certifications kept. A failed
 * check keeps the last good ones and says since when it fails. Staff who edit the trust center are
 * mailed when a certification expired or left the feed, once per event. The daily job checks
 * every feed; staff's Check now checks one.
 */
import { createElement } from 'react';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import {
  FOURTH_PARTY_FAILURES as F,
  FOURTH_PARTY_MESSAGES as M,
  MAIN_MODE_SCOPE,
  TRUST_FEED_SIGNATURE_HEADER,
  feedCertifications,
  fourthPartyEvents,
  fourthPartyJwksUrl,
  nextFourthPartyState,
  type FourthPartyCheck,
  type FourthPartyEvent,
  type PrivateLeave,
} from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import {
  fourthPartyFeeds,
  items,
  roles,
  users,
  type FourthPartyFeedRow,
} from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import { log } from '../../../lib/log-context.ts';
import { outboundFailureText, outboundRequest } from '../../../lib/outbound.ts';
import { mailSenderOf } from '../../../mail/org-identity.ts';
import { queueMails, type MailInput } from '../../../mail/outbox.ts';
import { renderMail } from '../../../mail/render.ts';
import { ActionMail } from '../../../mail/templates/ActionMail.tsx';

type Deps = Pick<AppDeps, 'db'> & {
  config: Pick<AppDeps['config'], 'outbound' | 'smtpUrl' | 'publicUrl'>;
};

export const FOURTH_PARTY_JOB = 'fourth-parties.check';
/** The whole fetch of a feed, and of its keys, redirects included. */
const FETCH_TIMEOUT_MS = 10_000;
/** The most of a feed read, and of its keys. */
const MAX_FEED_BYTES = 2 * 1024 * 1024;
const MAX_JWKS_BYTES = 256 * 1024;
/** Feeds checked at once by the daily job. */
const CHECK_CONCURRENCY = 4;

export interface FetchOptions {
  allowPrivate: PrivateLeave;
  timeoutMs?: number;
}

/** Fetches `url` as JSON under the outbound rule: its body, headers, or why it failed. */
async function fetchJson(url: string, maxBytes: number, options: FetchOptions) {
  const answer = await outboundRequest(
    url,
    { headers: { accept: 'application/json' } },
    {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs ?? FETCH_TIMEOUT_MS,
      maxBytes,
    },
  );
  if (!answer.ok) return { ok: false as const, failure: outboundFailureText(answer.failure) };
  if (answer.status !== 200) return { ok: false as const, failure: F.status };
  return { ok: true as const, body: answer.body, headers: answer.headers };
}

const parseJson = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

/** Verifies the feed's detached JWS over its exact bytes with the keys of its origin's JWKS. */
async function verified(
  url: string,
  body: Buffer,
  signature: string,
  options: FetchOptions,
): Promise<string | null> {
  const [header, payload, sig] = signature.trim().split('.');
  if (header === undefined || payload !== '' || sig === undefined) return F.signature;
  const keys = await fetchJson(fourthPartyJwksUrl(url), MAX_JWKS_BYTES, options);
  if (!keys.ok) return keys.failure === F.status ? F.keys : keys.failure;
  let keySet: ReturnType<typeof createLocalJWKSet>;
  try {
    keySet = createLocalJWKSet(parseJson(keys.body) as JSONWebKeySet);
  } catch {
    return F.keys;
  }
  try {
    await compactVerify(`${header}.${body.toString('base64url')}.${sig}`, keySet, {
      algorithms: ['EdDSA', 'Ed25519', 'ES256', 'ES384', 'RS256', 'PS256'],
    });
    return null;
  } catch {
    return F.signature;
  }
}

/** Fetches and verifies one feed: its certifications, or why the check failed. */
export async function fetchFourthPartyFeed(
  url: string,
  options: FetchOptions,
): Promise<FourthPartyCheck> {
  const feed = await fetchJson(url, MAX_FEED_BYTES, options);
  if (!feed.ok) return feed;
  const json = parseJson(feed.body);
  if (json === undefined) return { ok: false, failure: F.notJson };
  const certifications = feedCertifications(json);
  if (!certifications) return { ok: false, failure: F.schema };
  const signature = feed.headers[TRUST_FEED_SIGNATURE_HEADER];
  if (typeof signature !== 'string' || signature === '') return { ok: false, failure: F.unsigned };
  const failure = await verified(url, feed.body, signature, options);
  return failure ? { ok: false, failure } : { ok: true, certifications };
}

/** Staff of the organisation who edit the trust center in place: they are told of changes. */
async function editorsOf(db: Deps['db'], orgId: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, scopes: roles.scopes })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.orgId, orgId), isNull(users.deactivatedAt)));
  return rows.filter((r) => r.scopes.includes(MAIN_MODE_SCOPE));
}

/** Mails each event to the trust center's editors; a key already written is not written again. */
async function mailEvents(
  deps: Deps,
  row: FourthPartyFeedRow,
  subprocessor: string,
  events: readonly FourthPartyEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const editors = await editorsOf(deps.db, row.orgId);
  const sender = await mailSenderOf(deps.db, deps.config.publicUrl, row.orgId);
  const mails: MailInput[] = [];
  for (const event of events) {
    const { title, expiry } = event.certification;
    const expired = event.kind === 'expired';
    const subject = expired
      ? M.expiredSubject(subprocessor, title)
      : M.disappearedSubject(subprocessor, title);
    const text = expired
      ? M.expiredText(subprocessor, title, expiry ?? '')
      : M.disappearedText(subprocessor, title);
    const rendered = await renderMail(
      createElement(ActionMail, {
        org: sender,
        heading: subject,
        paragraphs: [text],
        action: { label: M.mailAction, url: sender.portalUrl },
      }),
    );
    for (const editor of editors) {
      mails.push({
        orgId: row.orgId,
        kind: 'fourth_party',
        to: editor.email,
        subject,
        ...rendered,
        dedupeKey: `fourth-party:${row.itemId}:${event.key}:${editor.id}`,
      });
    }
  }
  await queueMails(deps, mails);
}

/**
 * Checks one feed and stores what the check found, unless staff changed or cleared its address
 * meanwhile; after a good check, mails what changed. Answers the row as stored.
 */
export async function checkFourthPartyFeed(
  deps: Deps,
  row: FourthPartyFeedRow,
  now = new Date(),
  options: { timeoutMs?: number } = {},
): Promise<FourthPartyFeedRow> {
  const check = await fetchFourthPartyFeed(row.url, {
    allowPrivate: deps.config.outbound.allowPrivate,
    ...options,
  });
  const state = nextFourthPartyState(row, check, now);
  const [stored] = await deps.db
    .update(fourthPartyFeeds)
    .set(state)
    .where(and(eq(fourthPartyFeeds.itemId, row.itemId), eq(fourthPartyFeeds.url, row.url)))
    .returning();
  if (!stored) return row;
  if (check.ok) {
    const events = fourthPartyEvents(row, check.certifications, now);
    const [item] = await deps.db
      .select({ title: items.title })
      .from(items)
      .where(eq(items.id, row.itemId));
    await mailEvents(deps, row, item?.title ?? '', events);
  } else {
    log().info({ itemId: row.itemId, failure: check.failure }, 'fourth-party feed check failed');
  }
  return stored;
}

/** Checks every subprocessor's feed, a few at a time; answers how many were checked. */
export async function checkAllFourthPartyFeeds(
  deps: Deps,
  now = new Date(),
  options: { timeoutMs?: number } = {},
): Promise<number> {
  const rows = await deps.db.select().from(fourthPartyFeeds).orderBy(asc(fourthPartyFeeds.itemId));
  let next = 0;
  const worker = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) {
      await checkFourthPartyFeed(deps, row, now, options);
    }
  };
  await Promise.all(Array.from({ length: CHECK_CONCURRENCY }, worker));
  return rows.length;
}

/** The day's check of every feed, queued once per UTC day. */
export function scheduleFourthPartyChecks(db: AppDeps['db'], at: Date): Promise<number | null> {
  const day = at.toISOString().slice(0, 10);
  return enqueueJob(
    db,
    FOURTH_PARTY_JOB,
    {},
    { dedupeKey: `${FOURTH_PARTY_JOB}:${day}`, runAt: at },
  );
}

/** Checks every feed, then queues the next day's check for the start of that day (UTC). */
export function fourthPartyJobHandler(deps: Deps): JobHandler {
  return async () => {
    const now = new Date();
    await checkAllFourthPartyFeeds(deps, now);
    const tomorrow = new Date(now);
    tomorrow.setUTCHours(24, 0, 0, 0);
    await scheduleFourthPartyChecks(deps.db, tomorrow);
  };
}
