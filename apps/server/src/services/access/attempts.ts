/**
 * Limits keyed by e-mail address (requests, logins, invitations), and the outcome lookups of a
 * client address across the login and request routes, on top of the per-address limits of each
 * route: counted in the database, so they hold across server instances.
 */
import { retryLater, SERVER_ERROR_TEXTS } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { countAttempt } from './rate-limit-store.ts';

export const EMAIL_LIMITS = {
  request: { max: 5, windowMs: 60 * 60 * 1000 },
  login: { max: 5, windowMs: 15 * 60 * 1000 },
  invite: { max: 10, windowMs: 60 * 60 * 1000 },
} as const;

/**
 * Answers that tell whether an address has access, a pending request or none (a login, a
 * request), per client address, whichever route asks: distinct outcomes stay, but looking up
 * addresses in bulk from one place is slow.
 */
export const OUTCOME_LOOKUPS = { max: 10, windowMs: 15 * 60 * 1000 } as const;

const tooMany = (ttl: number) => {
  const minutes = Math.max(1, Math.ceil(ttl / 60_000));
  return retryLater(
    'rate_limited',
    SERVER_ERROR_TEXTS.rateLimitedInMinutes(minutes),
    Math.max(1, Math.ceil(ttl / 1000)),
  );
};

/** Counts one outcome lookup from the client address; 429 `rate_limited` past the limit. */
export async function limitOutcomeLookups(db: Db, clientAddress: string): Promise<void> {
  const { max, windowMs } = OUTCOME_LOOKUPS;
  const { current, ttl } = await countAttempt(db, `address:lookup:${clientAddress}`, windowMs);
  if (current > max) throw tooMany(ttl);
}

/** Counts one attempt of `action` for `email`; 429 `rate_limited` past the limit. */
export async function limitByEmail(
  db: Db,
  action: keyof typeof EMAIL_LIMITS,
  email: string,
): Promise<void> {
  const { max, windowMs } = EMAIL_LIMITS[action];
  const { current, ttl } = await countAttempt(db, `email:${action}:${email}`, windowMs);
  if (current > max) throw tooMany(ttl);
}
