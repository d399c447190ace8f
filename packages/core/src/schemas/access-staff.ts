/**
 * The private app's side of access (docs/access.md, Reviewing requests): the
 * access-request queue, domain rules, and accounts with their members, review status, profile and
 * access dates.
 */
import { z } from 'zod';
import { ACCESS_REQUEST_STATUSES } from '../rules/access-outcome.ts';
import { REVIEW_STATUSES } from './access-request.ts';
import { ZAccessDurationDays } from './access-settings.ts';

const ZIso = z.string().nullable();

export const ZStaffAccessRequest = z.object({
  id: z.string(),
  kind: z.enum(['new', 'extend']),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  /** The configurable fields as the visitor sent them (job title, relationship, …). */
  fields: z.record(z.string(), z.unknown()),
  productName: z.string().nullable(),
  /** The names of the products the request's `fields.products` names, by id. */
  productNames: z.record(z.string(), z.string()),
  /**
   * The title of the item the request was asked for (a locked document's 'Get access' sends its
   * item), as it is now; null when none was named or it is gone.
   */
  askedFor: z.string().nullable(),
  accountId: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: ZIso,
});
export type TStaffAccessRequest = z.infer<typeof ZStaffAccessRequest>;

export const ZAccessRequestQueue = z.object({ requests: z.array(ZStaffAccessRequest) });
export type TAccessRequestQueue = z.infer<typeof ZAccessRequestQueue>;

export const ZAccessRequestListQuery = z.object({
  status: z.enum(['pending', 'decided']).default('pending'),
});

export const ZApproveRequest = z.object({
  /**
   * The profile a new account receives (an existing account keeps its own): absent, the
   * organisation's default profile; null, none (public items only).
   */
  permissionProfileId: z.uuid().nullish(),
  /** How long the access lasts, in days (null: until revoked); absent, the access settings'. */
  accessDurationDays: ZAccessDurationDays.optional(),
});
export type TApproveRequest = z.infer<typeof ZApproveRequest>;

/** A new sign-in link for an approved request's member: mailed, or kept in the outbox. */
export const ZSignInLinkResent = z.object({ email: z.string(), delivered: z.boolean() });
export type TSignInLinkResent = z.infer<typeof ZSignInLinkResent>;

export const ZDeclineRequest = z.object({
  reason: z.string().trim().max(1000).optional(),
  /** Declined because the requester is a third party, not the reviewing company. */
  thirdParty: z.boolean().optional(),
});
export type TDeclineRequest = z.infer<typeof ZDeclineRequest>;

/** A domain as staff type it: lower-cased, without '@' or a scheme. */
export const ZDomain = z
  .string({ error: 'Domain is required' })
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(1, 'Domain is required')
      .max(253)
      .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Enter a domain such as example.com'),
  );

export const DOMAIN_RULE_KINDS = ['auto_approve', 'blocked'] as const;

export const ZDomainRule = z.object({
  id: z.string(),
  domain: z.string(),
  kind: z.enum(DOMAIN_RULE_KINDS),
  permissionProfileId: z.string().nullable(),
  createdAt: z.string(),
});
export type TDomainRule = z.infer<typeof ZDomainRule>;

export const ZDomainRuleCreate = z.object({
  domain: ZDomain,
  kind: z.enum(DOMAIN_RULE_KINDS),
  permissionProfileId: z.uuid().nullish(),
});
export type TDomainRuleCreate = z.input<typeof ZDomainRuleCreate>;

export const ZDomainRuleList = z.object({ rules: z.array(ZDomainRule) });

export const ZAccountMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAutoApproved: z.boolean(),
  lastSeenAt: ZIso,
});

export const ZStaffAccount = z.object({
  id: z.string(),
  companyName: z.string(),
  domain: z.string().nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  permissionProfileId: z.string().nullable(),
  accessGrantedAt: ZIso,
  accessExpiresAt: ZIso,
  /** Approved and not expired. */
  hasAccess: z.boolean(),
  members: z.array(ZAccountMember),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

export const ZAccountList = z.object({
  accounts: z.array(ZStaffAccount),
  /** The profiles an account may hold (the choices of its select). */
  profiles: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The organisation's access duration in days (null: until revoked), which Extend grants. */
  accessDurationDays: z.number().int().nullable(),
});
export type TAccountList = z.infer<typeof ZAccountList>;

export const ZAccountUpdate = z.object({
  permissionProfileId: z.uuid().nullable().optional(),
  /** ISO date-time; null: until revoked. */
  accessExpiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type TAccountUpdate = z.infer<typeof ZAccountUpdate>;
