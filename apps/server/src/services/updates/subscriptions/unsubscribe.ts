/**
 * Unsubscribing by the signed token of an update mail's link (its subject is the e-mail): the
 * subscriber is removed, whether they were pending or confirmed. A blocked address stays
 * blocked, so that it cannot subscribe again. An address that was not subscribed is already
 * where it wants to be: the answer is the same.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../../app-types.ts';
import { subscribers } from '../../../db/schema/index.ts';
import { isVerified, verifyToken } from '../../../lib/tokens.ts';

/** Answers false when the token is expired, forged or of another purpose or organisation. */
export async function unsubscribe(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  orgId: string,
  token: string,
): Promise<boolean> {
  const verified = await verifyToken(config.secret, token, 'unsubscribe', orgId);
  if (!isVerified(verified)) return false;
  await db
    .delete(subscribers)
    .where(
      and(
        eq(subscribers.orgId, orgId),
        eq(subscribers.email, verified.subject.toLowerCase()),
        ne(subscribers.status, 'blocked'),
      ),
    );
  return true;
}
