/**
 * TPRM tokens (docs/access.md, Member features): a member of an account picks one of the
 * organisation's partner tools and gets a token that lives 24 hours and is read once by that tool.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  ACCESS_OUTCOME_MESSAGES,
  AppError,
  forbidden,
  hasCurrentAccess,
  MEMBER_MESSAGES as M,
  TPRM_TOKEN_TTL_SECONDS,
  type TTprmPartner,
  type TTprmToken,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { organizations, tprmPartners } from '../../../db/schema/index.ts';
import { signToken } from '../../../lib/tokens.ts';
import type { MemberCaller } from '../../access/member-caller.ts';

/**
 * The partners the member may send data to: none unless the organisation offers the feature.
 * Only a member of the account whose access is current (approved, not expired) may ask.
 */
export async function listPartners(db: Db, member: MemberCaller, accountId: string) {
  if (member.account.id !== accountId) throw forbidden();
  if (member.account.reviewStatus !== 'Approved') throw forbidden();
  if (!hasCurrentAccess(member.account, new Date())) {
    throw new AppError('access_expired', ACCESS_OUTCOME_MESSAGES.access_expired, 403);
  }
  const [org] = await db
    .select({ features: organizations.features })
    .from(organizations)
    .where(eq(organizations.id, member.org.id));
  if (!org?.features.allowPartnerImport) return [];
  const rows = await db
    .select({ id: tprmPartners.id, name: tprmPartners.name, domain: tprmPartners.domain })
    .from(tprmPartners)
    .where(eq(tprmPartners.orgId, member.org.id))
    .orderBy(asc(tprmPartners.name));
  return rows satisfies TTprmPartner[];
}

/** A fresh token for the partner; shown once, since only its bearer's first use counts. */
export async function createTprmToken(
  db: Db,
  secret: string,
  member: MemberCaller,
  accountId: string,
  partnerId: string,
): Promise<TTprmToken> {
  const partners = await listPartners(db, member, accountId);
  const partner = partners.find((p) => p.id === partnerId);
  if (!partner) throw new AppError('not_found', M.tprmNoPartner, 404);
  const token = await signToken(secret, {
    purpose: 'tprm',
    subject: member.memberId,
    orgId: member.org.id,
    ttl: TPRM_TOKEN_TTL_SECONDS,
    claims: { partner: partner.id, account: accountId },
  });
  const expiresAt = new Date(Date.now() + TPRM_TOKEN_TTL_SECONDS * 1000).toISOString();
  return { token, expiresAt, partner };
}

/** Whether a partner id names one of the organisation's partners. */
export async function isOrgPartner(db: Db, orgId: string, partnerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tprmPartners.id })
    .from(tprmPartners)
    .where(and(eq(tprmPartners.id, partnerId), eq(tprmPartners.orgId, orgId)));
  return Boolean(row);
}
