/**
 * Limits keyed by e-mail address (requests, logins, invitations), on top of the per-address
 * limits of the routes: counted in the database, so they hold across server instances.
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countAttempt } from '../../lib/rate-limit-store.ts';

export const EMAIL_LIMITS = {
  request: { max: 5, windowMs: 60 * 60 * 1000 },
  login: { max: 5, windowMs: 15 * 60 * 1000 },
  invite: { max: 10, windowMs: 60 * 60 * 1000 },
} as const;

/** Counts one attempt of `action` for `email`; 429 `rate_limited` past the limit. */
export async function limitByEmail(
  db: Db,
  action: keyof typeof EMAIL_LIMITS,
  email: string,
): Promise<void> {
  const { max, windowMs } = EMAIL_LIMITS[action];
  const { current, ttl } = await countAttempt(db, `email:${action}:${email}`, windowMs);
  if (current > max) {
    const minutes = Math.max(1, Math.ceil(ttl / 60_000));
    throw new AppError(
      'rate_limited',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
    );
  }
}
