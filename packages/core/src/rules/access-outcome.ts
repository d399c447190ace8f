/**
 * What becomes of an access request or a login by e-mail (docs/access.md, Request outcomes): one
 * pure decision over the facts the server reads (domain rules, the address's account membership,
 * its latest request, an invitation), so that the request and the login can never disagree.
 */
import type { ReviewStatus } from '../schemas/access-request.ts';
import { isWorkEmail } from './work-email.ts';

/**
 * The outcome vocabulary of docs/access.md, Request outcomes, used as the error codes of the
 * answers.
 */
export const ACCESS_OUTCOMES = [
  'pending_request',
  'request_declined',
  'request_declined_blocked_domain',
  'request_approved',
  'not_work_email',
  'unique_violation',
  'request_declined_third_party',
  'access_expired',
  'account_already_exists',
  'request_access_auto_declined',
] as const;
export type AccessOutcome = (typeof ACCESS_OUTCOMES)[number];

/** How a stored request was decided (the `access_requests.status` column). */
export const ACCESS_REQUEST_STATUSES = [
  'pending',
  'approved',
  'declined',
  'declined_third_party',
  'declined_blocked_domain',
  'auto_declined',
] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export type DomainRuleKind = 'auto_approve' | 'blocked';

export interface AccessFacts {
  email: string;
  /** The organisation's rule for the address's domain, if any. */
  domainRule: DomainRuleKind | null;
  /** The address's membership of an account of the organisation, if any. */
  member: { reviewStatus: ReviewStatus; accessExpiresAt: Date | null } | null;
  /** How the address's latest request was decided, if it made one. */
  latestRequest: AccessRequestStatus | null;
  /** The address holds a valid invitation from a member of an account with current access. */
  invited: boolean;
  /**
   * The review status of the organisation's account of the address's domain, if it has one (read
   * when the domain's rule auto-approves): a declined or revoked account is staff's to reopen.
   */
  domainAccount: ReviewStatus | null;
  now: Date;
}

/** Whether an account's access is current: approved and not past its expiry. */
export function hasCurrentAccess(
  account: { reviewStatus: ReviewStatus; accessExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    account.reviewStatus === 'Approved' &&
    (account.accessExpiresAt === null || account.accessExpiresAt.getTime() > now.getTime())
  );
}

/** What staff do to an account's access from the Accounts page (docs/access.md, Accounts). */
export type AccessRenewal = 'extend' | 'restore';

/**
 * Which renewal an account offers: `extend` while its access is current and ends on a date,
 * `restore` once that date has passed; none while it lasts until revoked, was revoked
 * (declined) or was never approved.
 */
export function accessRenewalOf(
  account: { reviewStatus: ReviewStatus; accessExpiresAt: Date | null },
  now: Date,
): AccessRenewal | null {
  if (account.reviewStatus !== 'Approved' || account.accessExpiresAt === null) return null;
  return hasCurrentAccess(account, now) ? 'extend' : 'restore';
}

/**
 * Until when a renewal grants access: the organisation's access duration (`durationDays`; null:
 * until revoked) counted from the later of now and the current end, so that extending early
 * never shortens what is left.
 */
export function accessExtendedUntil(
  currentEnd: Date | null,
  now: Date,
  durationDays: number | null,
): Date | null {
  if (durationDays === null) return null;
  const from = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return new Date(from.getTime() + durationDays * 24 * 60 * 60 * 1000);
}

export type RefusedOutcome = Exclude<AccessOutcome, 'request_approved'>;

/** The outcome a decided request leaves for its author, or null when it no longer stands. */
const LATEST_REQUEST_OUTCOME: Record<AccessRequestStatus, RefusedOutcome | null> = {
  pending: 'pending_request',
  declined: 'request_declined',
  declined_third_party: 'request_declined_third_party',
  // Declined because the domain was blocked: stands while the domain stays blocked (decided
  // before this table is read); once it is unblocked the visitor may ask again.
  declined_blocked_domain: null,
  auto_declined: 'request_access_auto_declined',
  // Approved, yet the address is no member (the account was removed): it may ask again.
  approved: null,
};

/** What the server does with a request (POST {base}/request). */
export type RequestDecision =
  /** Answer the outcome as an error; nothing is written or sent. */
  | { kind: 'refuse'; outcome: RefusedOutcome }
  /** Record a pending request for staff to review. */
  | { kind: 'pend' }
  /** Approve at once (an auto-approve domain or an invitation) and mail a sign-in link. */
  | { kind: 'approve'; via: 'domain' | 'invite' }
  /** Already a member with access: mail a sign-in link, answer account_already_exists. */
  | { kind: 'send_link'; outcome: 'account_already_exists' }
  /** A member whose access expired: mail a link to ask for more time, answer access_expired. */
  | { kind: 'expired'; outcome: 'access_expired' };

/** What the server does with a login by e-mail (POST {base}/login). */
export type LoginDecision =
  | { kind: 'refuse'; outcome: RefusedOutcome }
  | { kind: 'send_link' }
  | { kind: 'expired'; outcome: 'access_expired' }
  /** No account, no request: the portal switches to the request tab with the e-mail. */
  | { kind: 'unknown' };

type SharedDecision =
  | { kind: 'refuse'; outcome: RefusedOutcome }
  | { kind: 'send_link' }
  | { kind: 'expired'; outcome: 'access_expired' };

/** The part both decisions share: the work-e-mail rule, blocked domains and membership. */
function decideKnown(facts: AccessFacts): SharedDecision | null {
  if (!isWorkEmail(facts.email)) return { kind: 'refuse', outcome: 'not_work_email' };
  if (facts.domainRule === 'blocked') {
    return { kind: 'refuse', outcome: 'request_declined_blocked_domain' };
  }
  const { member } = facts;
  if (member) {
    if (hasCurrentAccess(member, facts.now)) return { kind: 'send_link' };
    if (member.reviewStatus === 'Approved') return { kind: 'expired', outcome: 'access_expired' };
    // Revoked or declined accounts, and accounts still under review.
    return {
      kind: 'refuse',
      outcome: member.reviewStatus === 'Pending' ? 'pending_request' : 'request_declined',
    };
  }
  return null;
}

export function decideAccessRequest(facts: AccessFacts): RequestDecision {
  const known = decideKnown(facts);
  if (known?.kind === 'send_link') return { kind: 'send_link', outcome: 'account_already_exists' };
  if (known) return known;
  const latest = facts.latestRequest ? LATEST_REQUEST_OUTCOME[facts.latestRequest] : null;
  // A pending review or a person's decline stands; after an automatic decline (the domain was
  // blocked, then unblocked) the visitor may ask again.
  if (latest && latest !== 'request_access_auto_declined')
    return { kind: 'refuse', outcome: latest };
  if (facts.invited) return { kind: 'approve', via: 'invite' };
  // A declined account is not reopened by its domain's rule: staff decide.
  if (facts.domainRule === 'auto_approve' && facts.domainAccount !== 'Declined') {
    return { kind: 'approve', via: 'domain' };
  }
  return { kind: 'pend' };
}

export function decideLogin(facts: AccessFacts): LoginDecision {
  const known = decideKnown(facts);
  if (known) return known;
  const latest = facts.latestRequest ? LATEST_REQUEST_OUTCOME[facts.latestRequest] : null;
  return latest ? { kind: 'refuse', outcome: latest } : { kind: 'unknown' };
}

/** Login outcomes after which the portal switches to the request tab with the e-mail. */
export const SWITCH_TO_REQUEST_OUTCOMES: ReadonlySet<string> = new Set([
  'request_declined_blocked_domain',
  'account_not_found',
]);

/** Outcomes shown in the declined dialog. */
export const DECLINED_OUTCOMES: ReadonlySet<string> = new Set([
  'request_declined',
  'request_declined_blocked_domain',
  'request_declined_third_party',
  'request_access_auto_declined',
]);
