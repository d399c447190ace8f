/**
 * Staff single sign-on (docs/staff.md, Single sign-on): which role an identity provider's groups
 * give, whether a signing-in identity becomes a staff session, a new staff member or a refusal,
 * and whether passwords are still accepted.
 */
import { z } from 'zod';

/** Why a single sign-on did not sign the staff member in; the sign-in page names it. */
export const SSO_FAILURES = {
  not_offered: 'This organisation does not offer single sign-on.',
  no_email: 'Your identity provider did not send a verified e-mail address.',
  no_account:
    'Your e-mail address has no staff account here, and your groups give no role. Ask an administrator.',
  deactivated: 'Your staff account is deactivated. Ask an administrator.',
  expired: 'This sign-in took too long or was already used. Start again.',
  failed: 'Single sign-on failed: your identity provider did not answer as expected.',
} as const;
export type SsoFailure = keyof typeof SSO_FAILURES;

/** The failure a sign-in page was sent back with, `failed` for anything unknown. */
export const ssoFailureOf = (value: string | null | undefined): SsoFailure =>
  value && Object.hasOwn(SSO_FAILURES, value) ? (value as SsoFailure) : 'failed';

export const SSO_MESSAGES = {
  ssoRequired: 'Your organisation signs in with single sign-on: use "Sign in with single sign-on".',
  deactivated: SSO_FAILURES.deactivated,
  notOffered: SSO_FAILURES.not_offered,
  organizationRequired: 'Enter your organisation’s address (e.g. acme).',
  issuerInvalid: 'Enter the issuer as an https:// address (http:// only on this machine).',
  clientIdRequired: 'Enter the client ID your identity provider gave.',
  clientSecretRequired: 'Enter the client secret your identity provider gave.',
  claimInvalid: 'Enter the claim that lists the groups, such as groups.',
  groupRequired: 'Enter the group’s name.',
  tooManyGroups: 'At most 50 group mappings.',
  roleUnknown: 'Choose one of the organisation’s roles.',
  saved: 'Single sign-on saved.',
  requireNeedsEnabled: 'Turn single sign-on on before requiring it.',
  requireConfirm:
    'Everyone of the organisation signed in with a password is signed out at once, and every API token of the organisation is revoked: staff make new ones once signed in with single sign-on. You stay signed in.',
  requireFromSso:
    'Sign in with single sign-on before requiring it: requiring it signs out everyone signed in with a password.',
} as const;

const ZGroupRole = z.object({
  group: z.string().trim().min(1, SSO_MESSAGES.groupRequired).max(200),
  roleId: z.uuid({ error: SSO_MESSAGES.roleUnknown }),
});
export type TGroupRole = z.infer<typeof ZGroupRole>;

/** An issuer: https, or http on a loopback host (a provider on the same machine). */
export function isAllowedIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** What staff save in Settings → Single sign-on; an empty secret keeps the saved one. */
export const ZStaffSsoSettingsInput = z
  .object({
    enabled: z.boolean(),
    issuer: z
      .string()
      .trim()
      .max(500)
      .refine(isAllowedIssuer, SSO_MESSAGES.issuerInvalid)
      .transform((value) => value.replace(/\/+$/, '')),
    clientId: z.string().trim().min(1, SSO_MESSAGES.clientIdRequired).max(500),
    clientSecret: z.string().trim().max(500).default(''),
    groupsClaim: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_:./-]{1,100}$/, SSO_MESSAGES.claimInvalid)
      .default('groups'),
    groupRoles: z.array(ZGroupRole).max(50, SSO_MESSAGES.tooManyGroups).default([]),
    /** The role of a new staff member whose groups map to none; null: no account is made. */
    defaultRoleId: z.uuid({ error: SSO_MESSAGES.roleUnknown }).nullable().default(null),
    requireSso: z.boolean().default(false),
  })
  .refine((s) => s.enabled || !s.requireSso, {
    message: SSO_MESSAGES.requireNeedsEnabled,
    path: ['requireSso'],
  });
export type TStaffSsoSettingsInput = z.input<typeof ZStaffSsoSettingsInput>;

/** The settings as staff read them back: the secret never leaves the server. */
export const ZStaffSsoSettings = z.object({
  enabled: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  groupsClaim: z.string(),
  groupRoles: z.array(ZGroupRole),
  defaultRoleId: z.uuid().nullable(),
  requireSso: z.boolean(),
  /** Where the identity provider sends staff back (to register with it). */
  redirectUri: z.string(),
  /** The SCIM base URL, and the first characters of its token when one was made. */
  scimUrl: z.string(),
  scimTokenPrefix: z.string().nullable(),
});
export type TStaffSsoSettings = z.infer<typeof ZStaffSsoSettings>;

/** The groups a claim holds: a list of strings, or one string. */
export function groupsOfClaim(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string');
  return [];
}

/**
 * The role the groups give: that of the first mapping (in the order staff listed them) whose
 * group the identity is in; the default role otherwise (null: none).
 */
export function roleForGroups(
  groups: readonly string[],
  mapping: readonly TGroupRole[],
  defaultRoleId: string | null,
): { roleId: string | null; mapped: boolean } {
  const have = new Set(groups);
  const match = mapping.find((m) => have.has(m.group));
  return match ? { roleId: match.roleId, mapped: true } : { roleId: defaultRoleId, mapped: false };
}

/** The organisation's staff member of the e-mail, as sign-in finds them. */
export interface SsoExistingUser {
  id: string;
  roleId: string;
  deactivated: boolean;
}

export type SsoSignInDecision =
  | { kind: 'sign_in'; userId: string; roleId: string }
  | { kind: 'create'; roleId: string }
  | { kind: 'refused'; reason: SsoFailure };

/**
 * What a verified identity of `orgId` becomes. An existing staff member signs in, their role
 * following their groups when a mapping names one of them (groups that match no mapping leave the
 * role staff gave); someone new becomes a staff member when their groups or the default role give
 * one; a deactivated member is refused. Staff of other organisations are not looked at: the same
 * e-mail may be staff of several, each its own staff member.
 */
export function ssoSignInDecision(input: {
  email: string | null;
  user: SsoExistingUser | null;
  groups: readonly string[];
  mapping: readonly TGroupRole[];
  defaultRoleId: string | null;
}): SsoSignInDecision {
  if (!input.email) return { kind: 'refused', reason: 'no_email' };
  const role = roleForGroups(input.groups, input.mapping, input.defaultRoleId);
  const { user } = input;
  if (user) {
    if (user.deactivated) return { kind: 'refused', reason: 'deactivated' };
    return {
      kind: 'sign_in',
      userId: user.id,
      roleId: role.mapped && role.roleId ? role.roleId : user.roleId,
    };
  }
  if (!role.roleId) return { kind: 'refused', reason: 'no_account' };
  return { kind: 'create', roleId: role.roleId };
}

/** Whether a password may sign this organisation's staff in. */
export const passwordSignInAllowed = (sso: { enabled: boolean; requireSso: boolean } | null) =>
  !sso?.enabled || !sso.requireSso;
