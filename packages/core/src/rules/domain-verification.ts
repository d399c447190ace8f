/**
 * Verified custom domains (docs/portal.md, Hosts and custom domains): a domain an organisation
 * adds is served only once a DNS TXT record at `_trustfront.{domain}` holds the token shown to its
 * staff. Staff check it with Verify; a daily job checks every domain again. A verified domain
 * whose record is then missing or wrong stays served for a grace period, and lapses once the
 * failures have run that long without a passing check between them.
 */
import type { TCustomDomain } from '../schemas/portal-settings.ts';

/** Why a domain another organisation holds is refused: it names no organisation. */
export const DOMAIN_TAKEN_MESSAGE = 'This domain is already verified by another organisation';

/** The label in front of the domain where the TXT record lives. */
export const DOMAIN_RECORD_LABEL = '_trustfront';
/** What the record's value starts with, before the domain's own token. */
export const DOMAIN_TOKEN_PREFIX = 'trustfront-verify=';
/** How long a verified domain whose record fails stays served: three days of failed checks. */
export const DOMAIN_LAPSE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Why a check did not make the domain this organisation's: no record at the name, other values,
 * no answer at all, or another organisation holding the domain (verified there and served).
 */
export const DOMAIN_CHECK_FAILURES = ['no_record', 'wrong_value', 'dns_error', 'taken'] as const;
export type DomainCheckFailure = (typeof DOMAIN_CHECK_FAILURES)[number];

/** Where a domain stands, as the private app shows it. */
export const DOMAIN_STATUSES = ['pending', 'verified', 'failing', 'lapsed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The stored verification state of one custom domain. */
export interface DomainVerificationState {
  /** When a check first found the record; null while it never did. */
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  /** Why the last check failed; null when it passed or none ran yet. */
  failure: DomainCheckFailure | null;
  /**
   * The first of the failed checks in a row that found no record or a wrong one; null after a
   * passing check. A DNS error neither starts nor ends such a run: it proves nothing either way.
   */
  failingSince: Date | null;
}

/** A domain no check has passed for yet: how every domain starts, an imported one too. */
export const PENDING_DOMAIN: DomainVerificationState = {
  verifiedAt: null,
  lastCheckedAt: null,
  failure: null,
  failingSince: null,
};

/** What one lookup of the TXT record found. */
export type DomainCheckResult = { ok: true } | { ok: false; failure: DomainCheckFailure };

/** The name of the TXT record that proves a domain: `_trustfront.{domain}`. */
export const domainRecordName = (domain: string): string => `${DOMAIN_RECORD_LABEL}.${domain}`;

/** The value the TXT record must hold: `trustfront-verify={token}`. */
export const domainRecordValue = (token: string): string => `${DOMAIN_TOKEN_PREFIX}${token}`;

/**
 * Whether the TXT records found at the name prove the domain: one of them (its strings joined,
 * as a long value is split into strings of 255 characters) is exactly the expected value, spaces
 * around it ignored. Other records may sit beside it. `null` is a DNS error.
 */
export function checkDomainRecords(
  records: readonly (readonly string[])[] | null,
  token: string,
): DomainCheckResult {
  if (records === null) return { ok: false, failure: 'dns_error' };
  if (records.length === 0) return { ok: false, failure: 'no_record' };
  const expected = domainRecordValue(token);
  return records.some((strings) => strings.join('').trim() === expected)
    ? { ok: true }
    : { ok: false, failure: 'wrong_value' };
}

/** The state after a check at `now`. */
export function nextDomainState(
  state: DomainVerificationState,
  result: DomainCheckResult,
  now: Date,
): DomainVerificationState {
  if (result.ok) {
    return {
      verifiedAt: state.verifiedAt ?? now,
      lastCheckedAt: now,
      failure: null,
      failingSince: null,
    };
  }
  // Neither a DNS error nor another organisation's hold says anything of this domain's record.
  const failingSince =
    result.failure === 'dns_error' || result.failure === 'taken'
      ? state.failingSince
      : (state.failingSince ?? now);
  return { ...state, lastCheckedAt: now, failure: result.failure, failingSince };
}

/**
 * Where a domain stands at `now`: pending until a check first passes; then verified, failing
 * (still served) while its failed checks run for less than the grace, and lapsed once they have
 * run that long. A passing check makes a failing or lapsed domain verified again.
 */
export function domainStatus(state: DomainVerificationState, now: Date): DomainStatus {
  if (!state.verifiedAt) return 'pending';
  if (!state.failingSince) return 'verified';
  return now.getTime() - state.failingSince.getTime() >= DOMAIN_LAPSE_AFTER_MS
    ? 'lapsed'
    : 'failing';
}

/** Whether the portal answers on the domain at `now` (an unserved domain answers as unknown). */
export function isDomainServable(state: DomainVerificationState, now: Date): boolean {
  const status = domainStatus(state, now);
  return status === 'verified' || status === 'failing';
}

/**
 * A check of one organisation's claim on a domain, given another organisation's hold on it (its
 * verified row, if any): a pending domain is nobody's, so the first claim whose record passes
 * holds it. A hold served now refuses every other claim ('taken', before any lookup); a lapsed
 * hold gives way to a claim whose record passes (its row goes back to pending).
 */
export function claimDomain(
  heldElsewhere: DomainVerificationState | null,
  now: Date,
): 'taken' | 'check' {
  return heldElsewhere && isDomainServable(heldElsewhere, now) ? 'taken' : 'check';
}

/** Whether a domain may be added: not while another organisation holds it and it is served. */
export const mayAddDomain = (heldElsewhere: DomainVerificationState | null, now: Date): boolean =>
  claimDomain(heldElsewhere, now) === 'check';

/** When a failing domain lapses, unless a check passes before; null when it is not failing. */
export function domainLapsesAt(state: DomainVerificationState): Date | null {
  if (!state.verifiedAt || !state.failingSince) return null;
  return new Date(state.failingSince.getTime() + DOMAIN_LAPSE_AFTER_MS);
}

/** A custom domain as staff see it: its TXT record, where it stands and why a check failed. */
export function customDomainAnswer(
  row: DomainVerificationState & { domain: string; token: string },
  now: Date,
): TCustomDomain {
  const lapsesAt = domainLapsesAt(row);
  return {
    domain: row.domain,
    status: domainStatus(row, now),
    served: isDomainServable(row, now),
    recordName: domainRecordName(row.domain),
    recordValue: domainRecordValue(row.token),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    failure: row.failure,
    failureMessage: row.failure ? domainFailureMessage(row.failure, row.domain, row.token) : null,
    lapsesAt: lapsesAt?.toISOString() ?? null,
  };
}

/** What staff read about a failed check, naming the record to create. */
export function domainFailureMessage(
  failure: DomainCheckFailure,
  domain: string,
  token: string,
): string {
  const name = domainRecordName(domain);
  switch (failure) {
    case 'no_record':
      return `No TXT record found at ${name}: create one holding ${domainRecordValue(token)}`;
    case 'wrong_value':
      return `The TXT record at ${name} does not hold ${domainRecordValue(token)}`;
    case 'dns_error':
      return `The DNS lookup of ${name} failed: try again in a few minutes`;
    case 'taken':
      return DOMAIN_TAKEN_MESSAGE;
  }
}
