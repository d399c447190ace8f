/**
 * What the server knows about an address before deciding a request or a login (the core
 * `AccessFacts`): the organisation's rule for its domain, its membership of an account, and its
 * latest request.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { emailDomain, type AccessFacts, type ReviewStatus } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { accessRequests, accountMembers, accounts, domainRules } from '../../db/schema/index.ts';
import { accountOfDomain } from './grant.ts';

/** The domain and every parent domain, most specific first ('eu.globex.example', 'globex.example', 'example'). */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.map((_, i) => labels.slice(i).join('.')).filter((d) => d !== '');
}

export interface DomainRuleMatch {
  kind: 'auto_approve' | 'blocked';
  permissionProfileId: string | null;
}

/** The organisation's most specific rule for the address's domain. */
export async function domainRuleFor(
  db: Db,
  orgId: string,
  email: string,
): Promise<DomainRuleMatch | null> {
  const candidates = domainAndParents(emailDomain(email));
  if (candidates.length === 0) return null;
  const rows = await db
    .select({
      domain: domainRules.domain,
      kind: domainRules.kind,
      permissionProfileId: domainRules.permissionProfileId,
    })
    .from(domainRules)
    .where(and(eq(domainRules.orgId, orgId), inArray(domainRules.domain, candidates)));
  rows.sort((a, b) => b.domain.length - a.domain.length);
  const [best] = rows;
  return best ? { kind: best.kind, permissionProfileId: best.permissionProfileId } : null;
}

export interface MembershipMatch {
  memberId: string;
  accountId: string;
  firstName: string;
  reviewStatus: ReviewStatus;
  accessExpiresAt: Date | null;
}

/** The address's membership of an account of the organisation: the current one first. */
export async function membershipOf(
  db: Db,
  orgId: string,
  email: string,
  now: Date,
): Promise<MembershipMatch | null> {
  const rows = await db
    .select({
      memberId: accountMembers.id,
      accountId: accounts.id,
      firstName: accountMembers.firstName,
      reviewStatus: accounts.reviewStatus,
      accessExpiresAt: accounts.accessExpiresAt,
      createdAt: accountMembers.createdAt,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accounts.orgId, orgId), eq(sql`lower(${accountMembers.email})`, email)));
  const score = (r: (typeof rows)[number]) =>
    r.reviewStatus === 'Approved'
      ? r.accessExpiresAt === null || r.accessExpiresAt > now
        ? 3
        : 2
      : r.reviewStatus === 'Pending'
        ? 1
        : 0;
  rows.sort((a, b) => score(b) - score(a) || b.createdAt.getTime() - a.createdAt.getTime());
  return rows[0] ?? null;
}

export interface KnownFacts {
  facts: AccessFacts;
  rule: DomainRuleMatch | null;
  membership: MembershipMatch | null;
}

/** Reads the facts about a (lower-cased) address; `invited` is decided by the caller. */
export async function readAccessFacts(
  db: Db,
  orgId: string,
  email: string,
  now: Date,
  invited = false,
): Promise<KnownFacts> {
  const [rule, membership, latest] = await Promise.all([
    domainRuleFor(db, orgId, email),
    membershipOf(db, orgId, email, now),
    db
      .select({ status: accessRequests.status })
      .from(accessRequests)
      .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.email, email)))
      .orderBy(desc(accessRequests.createdAt))
      .limit(1),
  ]);
  const domainAccount =
    rule?.kind === 'auto_approve' ? await accountOfDomain(db, orgId, email) : null;
  return {
    rule,
    membership,
    facts: {
      email,
      domainRule: rule?.kind ?? null,
      member: membership
        ? { reviewStatus: membership.reviewStatus, accessExpiresAt: membership.accessExpiresAt }
        : null,
      latestRequest: latest[0]?.status ?? null,
      invited,
      domainAccount: domainAccount?.reviewStatus ?? null,
      now,
    },
  };
}
