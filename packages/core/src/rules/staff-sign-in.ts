/**
 * Staff password sign-in (docs/staff.md, Sign-in): one e-mail may be staff of several
 * organisations, each with its own password. The password is checked against each of the
 * address's staff accounts (at most `STAFF_SIGN_IN_MAX_ACCOUNTS`); what the attempt becomes is
 * decided from the accounts the password matched only, so that no answer tells anything of an
 * organisation whose password was not given. The slow-down of failures counts per account and
 * client network (`signInClientKey`), so that a stranger's failures never keep the user out.
 */

/** The staff accounts of one e-mail a password is checked against at each attempt. */
export const STAFF_SIGN_IN_MAX_ACCOUNTS = 5;

/** How a staff member's current credential was obtained. */
export type StaffCredential = 'password' | 'sso' | 'token';

/** One staff account of the e-mail signing in, with whether the password given matched it. */
export interface PasswordSignInCandidate {
  userId: string;
  orgSlug: string;
  orgName: string;
  passwordMatches: boolean;
  deactivated: boolean;
  /** False when the organisation requires single sign-on. */
  passwordAllowed: boolean;
}

export type PasswordSignInRefusal = 'invalid_credentials' | 'deactivated' | 'sso_required';

export type PasswordSignInOutcome =
  | { kind: 'sign_in'; userId: string }
  | { kind: 'choose'; organizations: { slug: string; name: string }[] }
  | { kind: 'refused'; reason: PasswordSignInRefusal };

/**
 * What a password sign-in becomes. Only the accounts whose password matched count (and, when
 * the caller named an organisation, only that organisation's): none is the one refusal a wrong
 * pair gets; one that may sign in signs in; several ask which organisation, naming only those;
 * matched accounts that may not sign in are refused with the reason, told only to whoever gave
 * their password.
 */
export function passwordSignInOutcome(
  candidates: readonly PasswordSignInCandidate[],
  chosenOrg?: string,
): PasswordSignInOutcome {
  const matched = candidates.filter(
    (c) => c.passwordMatches && (chosenOrg === undefined || c.orgSlug === chosenOrg),
  );
  const [first] = matched;
  if (!first) return { kind: 'refused', reason: 'invalid_credentials' };
  const open = matched.filter((c) => !c.deactivated && c.passwordAllowed);
  const [only] = open;
  if (only && open.length === 1) return { kind: 'sign_in', userId: only.userId };
  if (open.length > 1) {
    return {
      kind: 'choose',
      organizations: open
        .map((c) => ({ slug: c.orgSlug, name: c.orgName }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug)),
    };
  }
  return { kind: 'refused', reason: first.deactivated ? 'deactivated' : 'sso_required' };
}

/** The eight groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const last = tail.length > 0 ? tail : head;
  const dotted = last.at(-1)?.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The client network sign-in failures are counted for: an IPv4 address as it is (an IPv4-mapped
 * IPv6 one as its IPv4 address), an IPv6 address by its /64, which one client holds whole.
 */
export function signInClientKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

export type RequireSsoChange =
  { kind: 'unchanged' } | { kind: 'refused' } | { kind: 'passwords_end' };

/**
 * What saving single sign-on settings does to passwords. Turning 'Require single sign-on' on
 * ends every password session of the organisation and revokes its API tokens, so it may be done
 * only from a single sign-on session: the one turning it on has shown that it works for them,
 * and keeps that session.
 */
export function requireSsoChange(
  before: { enabled: boolean; requireSso: boolean } | null,
  after: { enabled: boolean; requireSso: boolean },
  callerCredential: StaffCredential,
): RequireSsoChange {
  const required = (s: { enabled: boolean; requireSso: boolean } | null) =>
    Boolean(s?.enabled && s.requireSso);
  if (!required(after) || required(before)) return { kind: 'unchanged' };
  return callerCredential === 'sso' ? { kind: 'passwords_end' } : { kind: 'refused' };
}
