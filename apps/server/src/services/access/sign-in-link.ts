/**
 * The landing of a sign-in link, in two steps. Opening the mailed link only reads it
 * (`inspectSignInLink`: signature, purpose, organisation, expiry, not yet spent) and shows the
 * portal's page naming the address it signs in as; the page's 'Continue' sends it back
 * (`signInByLink`), which spends it once and makes the member's session. So a link prefetched by
 * a mail scanner, or opened from a page that means to sign the visitor into someone else's
 * account, signs nobody in by itself.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountMembers, accounts } from '../../db/schema/index.ts';
import { createSession } from './sessions.ts';
import { isVerified, verifyToken, type VerifiedToken } from '../../lib/tokens.ts';
import { isSpent, spendToken } from './spent-tokens.ts';
import { startVisit } from '../members/visits/since-last-visit.ts';

export type LinkSignIn =
  | {
      kind: 'signed_in';
      session: { token: string; expiresAt: Date };
      accountId: string;
      /** The member's first sign-in: the portal welcomes them. */
      firstVisit: boolean;
    }
  | { kind: 'expired' | 'invalid' };

export type LinkInspection = { kind: 'valid'; email: string } | { kind: 'expired' | 'invalid' };

type LinkMember =
  | {
      kind: 'found';
      verified: VerifiedToken;
      id: string;
      email: string;
      accountId: string;
      lastSeenAt: Date | null;
    }
  | { kind: 'expired' | 'invalid' };

async function linkMember(
  db: Db,
  secret: string,
  orgId: string,
  token: string,
): Promise<LinkMember> {
  const verified = await verifyToken(secret, token, 'magic_link', orgId);
  if (!isVerified(verified)) return { kind: verified };
  const [member] = await db
    .select({
      id: accountMembers.id,
      email: accountMembers.email,
      accountId: accounts.id,
      lastSeenAt: accountMembers.lastSeenAt,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.id, verified.subject), eq(accounts.orgId, orgId)));
  if (!member) return { kind: 'invalid' };
  return { kind: 'found', verified, ...member };
}

/** Reads a sign-in link without spending it: the address it signs in as, or why it cannot. */
export async function inspectSignInLink(
  db: Db,
  secret: string,
  orgId: string,
  token: string,
): Promise<LinkInspection> {
  const member = await linkMember(db, secret, orgId, token);
  if (member.kind !== 'found') return member;
  // A link already followed is refused: single use.
  if (await isSpent(db, member.verified)) return { kind: 'invalid' };
  return { kind: 'valid', email: member.email };
}

/** Spends the link and signs its member in. */
export async function signInByLink(
  db: Db,
  secret: string,
  orgId: string,
  token: string,
  now = new Date(),
): Promise<LinkSignIn> {
  const member = await linkMember(db, secret, orgId, token);
  if (member.kind !== 'found') return member;
  if (!(await spendToken(db, member.verified))) return { kind: 'invalid' };
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
