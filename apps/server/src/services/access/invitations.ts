/**
 * Invitations of colleagues: a signed `invite` token whose subject is the invited address and
 * whose claims name the account and the inviter. It pre-fills the invited colleague's request,
 * and speeds it (approved into the inviter's account) when the colleague's address is at the
 * inviter's own domain and the account's access is current.
 */
import { and, eq } from 'drizzle-orm';
import { emailDomain, hasCurrentAccess } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { isVerified, verifyToken } from '../../lib/tokens.ts';

/** An invitation lasts two weeks. */
export const INVITE_TTL_S = 14 * 24 * 60 * 60;

export interface Invitation {
  email: string;
  accountId: string;
  companyName: string;
  inviterEmail: string;
}

/** The invitation a token holds for the organisation, or null when it is not a valid one. */
export async function readInvitation(
  db: Db,
  secret: string,
  orgId: string,
  token: string | undefined,
): Promise<Invitation | null> {
  if (!token) return null;
  const verified = await verifyToken(secret, token, 'invite', orgId);
  if (!isVerified(verified)) return null;
  const { account: accountId, inviter } = verified.claims;
  if (typeof accountId !== 'string' || typeof inviter !== 'string') return null;
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.orgId, orgId)));
  if (!account) return null;
  return {
    email: verified.subject,
    accountId,
    companyName: account.companyName,
    inviterEmail: inviter,
  };
}

/** Whether the invitation approves a request from `email` into its account right away. */
export async function invitationApproves(
  db: Db,
  invitation: Invitation | null,
  email: string,
  now: Date,
): Promise<boolean> {
  if (!invitation || invitation.email.toLowerCase() !== email) return false;
  if (emailDomain(invitation.inviterEmail) !== emailDomain(email)) return false;
  const [account] = await db
    .select({ reviewStatus: accounts.reviewStatus, accessExpiresAt: accounts.accessExpiresAt })
    .from(accounts)
    .where(eq(accounts.id, invitation.accountId));
  return Boolean(account && hasCurrentAccess(account, now));
}
