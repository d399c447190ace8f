/**
 * Access requests, member login and colleague invitations (docs/access.md, Request access and
 * Invite colleagues): the request form is built from the organisation's `accessRequestFields`, so
 * that the portal's form and the server's route validate with the same schema.
 */
import { z } from 'zod';
import { ACCESS_MESSAGES as M } from '../constants/access-messages.ts';
import { COUNTRY_CODES } from '../constants/countries.ts';
import { LIMITS } from '../constants/limits.ts';
import { INVITE_MESSAGES, INVITE_NOTE_MAX } from '../rules/invitations.ts';
import { ZEmail } from './auth.ts';

/** The configurable fields of the request form (docs/access.md, Request access). */
export const ACCESS_REQUEST_FIELD_KEYS = [
  'customCheckbox',
  'countriesDropdown',
  'relationshipDropdown',
  'jobTitleTextField',
  'pointOfContactField',
  'accountMemberRequestProducts',
] as const;
export type AccessRequestFieldKey = (typeof ACCESS_REQUEST_FIELD_KEYS)[number];

export const ZAccessRequestField = z.object({ enabled: z.boolean(), label: z.string() });
export const ZAccessRequestFields = z.object({
  customCheckbox: ZAccessRequestField.optional(),
  countriesDropdown: ZAccessRequestField.optional(),
  relationshipDropdown: ZAccessRequestField.optional(),
  jobTitleTextField: ZAccessRequestField.optional(),
  pointOfContactField: ZAccessRequestField.optional(),
  accountMemberRequestProducts: ZAccessRequestField.optional(),
});
export type TAccessRequestFields = z.infer<typeof ZAccessRequestFields>;

/** Relationship values (docs/access.md, Request access). */
export const RELATIONSHIPS = [
  'customer',
  'prospective_customer',
  'vendor',
  'partner',
  'regulator/auditor',
  'researcher',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/**
 * Company names: 2 to 100 characters starting with a letter or digit (any script), so that
 * a name is never only punctuation or whitespace.
 */
export const COMPANY_NAME = { min: 2, max: 100, pattern: /^[\p{L}\p{N}]/u } as const;

const requiredText = (required: string, max: number, maxMessage?: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, maxMessage ?? `Max ${max} characters`);

const name = (required: string) => requiredText(required, LIMITS.nameMaxChars, M.nameMax);

/** The request form's e-mail: 'Email is required', 'This email is invalid'. */
export const ZRequestEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .pipe(z.email(M.emailInvalid));

const companyName = z
  .string({ error: M.companyRequired })
  .trim()
  .min(1, M.companyRequired)
  .min(COMPANY_NAME.min, M.companyMin)
  .max(COMPANY_NAME.max, M.companyMax)
  .regex(COMPANY_NAME.pattern, M.companyPattern);

const optionalId = z.string().max(100).optional();

/** The request body as the route receives it, before the organisation's own field rules. */
export const ZAccessRequestBody = z.object({
  email: ZRequestEmail,
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  companyName,
  /** Required by `accessRequestSchema` when there are terms to agree to. */
  agree: z.boolean().optional(),
  subscribe: z.boolean().optional(),
  customCheckbox: z.boolean().optional(),
  countriesDropdown: z.enum(COUNTRY_CODES, { error: M.countryRequired }).optional(),
  relationshipDropdown: z.enum(RELATIONSHIPS, { error: M.relationshipRequired }).optional(),
  jobTitle: z.string().trim().max(100).optional(),
  pointOfContact: z.string().trim().max(320).optional(),
  accountMemberRequestProducts: z.array(z.uuid()).max(50).optional(),
  // Hidden fields (docs/access.md, Request access): productId is required, the others optional.
  productId: z.uuid(),
  itemUid: optionalId,
  itemKind: z.string().max(100).optional(),
  source: z.string().max(100).optional(),
  invitedColleagueToken: z.string().max(4000).optional(),
  statusPageCustomizationRevision: z.number().int().optional(),
});
export type TAccessRequest = z.infer<typeof ZAccessRequestBody>;

/** Each configurable field's value in the body, and its rule when the organisation enables it. */
const REQUIRED_WHEN_ENABLED = {
  customCheckbox: ['customCheckbox', z.literal(true, { error: M.fieldRequired })],
  countriesDropdown: ['countriesDropdown', z.enum(COUNTRY_CODES, { error: M.countryRequired })],
  relationshipDropdown: [
    'relationshipDropdown',
    z.enum(RELATIONSHIPS, { error: M.relationshipRequired }),
  ],
  jobTitleTextField: ['jobTitle', requiredText(M.jobTitleRequired, 100)],
  pointOfContactField: [
    'pointOfContact',
    z
      .string({ error: M.pointOfContactInvalid })
      .trim()
      .min(1, M.pointOfContactInvalid)
      .pipe(z.email(M.pointOfContactInvalid)),
  ],
  accountMemberRequestProducts: [
    'accountMemberRequestProducts',
    z.array(z.uuid(), { error: M.productsRequired }).min(1, M.productsRequired).max(50),
  ],
} as const satisfies Record<AccessRequestFieldKey, readonly [keyof TAccessRequest, z.ZodType]>;

/**
 * The request form's schema for an organisation's field configuration (docs/access.md, Request
 * access).
 */
export function accessRequestSchema(
  fields: TAccessRequestFields,
  terms: RequestTerms,
): z.ZodType<TAccessRequest, TAccessRequest> {
  const required: Record<string, z.ZodType> = {};
  for (const key of ACCESS_REQUEST_FIELD_KEYS) {
    const [field, rule] = REQUIRED_WHEN_ENABLED[key];
    if (fields[key]?.enabled) required[field] = rule;
  }
  // No terms to agree to: the form asks no agreement (docs/access.md, Request access).
  if (asksAgreement(terms)) required.agree = z.literal(true, { error: M.agreeRequired });
  return ZAccessRequestBody.extend(required) as unknown as z.ZodType<
    TAccessRequest,
    TAccessRequest
  >;
}

/** The organisation's terms of use and privacy policy (Settings → Access), each null when unset. */
export interface RequestTerms {
  termsUrl: string | null;
  privacyUrl: string | null;
}

/** Whether the request form asks the visitor to agree: only to terms the organisation links. */
export const asksAgreement = (terms: RequestTerms): boolean =>
  terms.termsUrl !== null || terms.privacyUrl !== null;

/** POST {base}/request answers the request's status (docs/access.md, Request outcomes). */
export const ZAccessRequestResponse = z.object({ status: z.enum(['Pending', 'Approved']) });
export type TAccessRequestResponse = z.infer<typeof ZAccessRequestResponse>;

/** GET {base}/request-form: what the portal's request form asks for. */
export const ZAccessRequestForm = z.object({
  fields: ZAccessRequestFields,
  /** The invited address when `inviteToken` is valid, to pre-fill the form. */
  invitedEmail: z.string().nullable(),
  invitedCompanyName: z.string().nullable(),
  /** The products a request may be about (shown products only), the first one by default. */
  products: z.array(z.object({ productId: z.string(), productName: z.string() })),
  /** The terms the agreement checkbox links; both null: no checkbox. */
  termsUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
});
export type TAccessRequestForm = z.infer<typeof ZAccessRequestForm>;

/** POST {base}/login (docs/access.md, Request access). */
export const ZPortalLoginRequest = z.object({
  email: ZEmail,
  productId: z.uuid().nullish(),
});
export type TPortalLoginRequest = z.infer<typeof ZPortalLoginRequest>;

export const ZOkResponse = z.object({ ok: z.boolean() });

/**
 * A mailed sign-in link, read by the portal's page before the member confirms it
 * (GET {base}/auth/magic-link/details) and sent back by its 'Continue' (POST {base}/auth/magic-link).
 */
export const ZSignInLinkToken = z.object({ token: z.string().min(1).max(4000) });
export const ZSignInLinkDetails = z.object({ email: z.string() });
export const ZSignInLinkAnswer = z.object({
  accountId: z.uuid(),
  /** The member's first sign-in: the portal welcomes them. */
  welcome: z.boolean(),
});
export type TSignInLinkAnswer = z.infer<typeof ZSignInLinkAnswer>;

/** Most colleagues one invitation may name. */
export const INVITE_MAX_EMAILS = 20;

/** The chip rule of the invite form: the message for `entry`, or null when it may be added. */
export function inviteEntryError(entry: string, added: readonly string[]): string | null {
  const value = entry.trim();
  if (!z.email().safeParse(value).success) return `"${value}" is not a valid email`;
  if (added.some((a) => a.toLowerCase() === value.toLowerCase())) {
    return `"${value}" has already been added`;
  }
  return null;
}

/**
 * Separators of the invite form's chips: Enter, Space, Tab or comma (docs/access.md, Invite
 * colleagues).
 */
export const INVITE_SEPARATOR_KEYS = ['Enter', ' ', 'Tab', ','] as const;

/** Splits pasted text into chip entries at spaces, tabs, commas and line breaks. */
export const splitInviteEntries = (text: string): string[] =>
  text.split(/[\s,]+/).filter((e) => e !== '');

/**
 * POST /api/statuspage/share/{accountId}/external/invite-colleague (docs/access.md, Request access
 * and Invite colleagues).
 */
export const ZInviteRequest = z.object({
  emails: z
    .array(z.string().trim(), { error: M.inviteRequired })
    .min(1, M.inviteRequired)
    .max(INVITE_MAX_EMAILS)
    .superRefine((emails, ctx) => {
      emails.forEach((email, i) => {
        const error = inviteEntryError(email, emails.slice(0, i));
        if (error) ctx.addIssue({ code: 'custom', message: error, path: [i] });
      });
    }),
  /** The member's own note, quoted in the mail as plain text. */
  message: z
    .string()
    .trim()
    .max(INVITE_NOTE_MAX, INVITE_MESSAGES.noteTooLong)
    .optional()
    .transform((m) => m || undefined),
});
export type TInviteRequest = z.input<typeof ZInviteRequest>;

/** GET /api/statuspage/share/{id}/external/extend-access (docs/access.md, Expired access). */
export const EXTEND_ACCESS_OUTCOMES = [
  'success',
  'already-has-access',
  'already-requested',
] as const;
export const ZExtendAccessResponse = z.object({ status: z.enum(EXTEND_ACCESS_OUTCOMES) });
export type TExtendAccessResponse = z.infer<typeof ZExtendAccessResponse>;

export const REVIEW_STATUSES = ['Approved', 'Declined', 'Pending'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** GET {base}/member: the signed-in account member (docs/access.md, Reviewing requests). */
export const ZMemberInfo = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  isAutoApprovedAccountMember: z.boolean(),
  accessGrantedAt: z.string().nullable(),
  accessExpiresAt: z.string().nullable(),
  /** The account's access is current (approved and not expired). */
  hasAccess: z.boolean(),
  /** The organisation's own terms and privacy links, for the welcome modal. */
  termsUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
  /** The platform's (this instance's operator's) terms and privacy links, when configured. */
  platformTermsUrl: z.string().nullable(),
  platformPrivacyUrl: z.string().nullable(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

/** GET {base}/member answers the member, or null for anyone else. */
export const ZMemberAnswer = z.object({ member: ZMemberInfo.nullable() });
export type TMemberAnswer = z.infer<typeof ZMemberAnswer>;
