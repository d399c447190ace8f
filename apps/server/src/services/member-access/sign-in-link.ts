/**
 * The landing of a sign-in link: the `magic_link` token is verified (signature, purpose,
 * organisation, expiry), spent once, and exchanged for a member session.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountMembers, accounts } from '../../db/schema/index.ts';
import { createSession } from './sessions.ts';
import { isVerified, verifyToken } from '../../lib/tokens.ts';
import { spendToken } from './spent-tokens.ts';
import { startVisit } from '../visits/since-last-visit.ts';

export type LinkSignIn =
  | {
      kind: 'signed_in';
      session: { token: string; expiresAt: Date };
      accountId: string;
      /** The member's first sign-in: the portal welcomes them. */
      firstVisit: boolean;
    }
  | { kind: 'expired' | 'invalid' };

export async function signInByLink(
  db: Db,
  secret: string,
  orgId: string,
  token: string,
  now = new Date(),
): Promise<LinkSignIn> {
  const verified = await verifyToken(secret, token, 'magic_link', orgId);
  if (!isVerified(verified)) return { kind: verified };
  const [member] = await db
    .select({
      id: accountMembers.id,
      accountId: accounts.id,
      lastSeenAt: accountMembers.lastSeenAt,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.id, verified.subject), eq(accounts.orgId, orgId)));
  if (!member) return { kind: 'invalid' };
  // A link already followed is refused: single use.
  if (!(await spendToken(db, verified))) return { kind: 'invalid' };
  const session = await createSession(db, { accountMemberId: member.id });
  await db.update(accountMembers).set({ lastSeenAt: now }).where(eq(accountMembers.id, member.id));
  await startVisit(db, member.id, now);
  return {
    kind: 'signed_in',
    session,
    accountId: member.accountId,
    firstVisit: member.lastSeenAt === null,
  };
}
