/**
 * The access inventory (docs/access.md, Access inventory): who has access to an organisation's
 * restricted content, for auditors and for machines; as JSON, or as CSV for a spreadsheet.
 */
import { z } from 'zod';
import { REVIEW_STATUSES } from './access-request.ts';

export const ACCESS_INVENTORY_FORMATS = ['json', 'csv'] as const;
export type AccessInventoryFormat = (typeof ACCESS_INVENTORY_FORMATS)[number];

export const ZAccessInventoryQuery = z.object({
  format: z
    .enum(ACCESS_INVENTORY_FORMATS, { error: "Format must be 'json' or 'csv'" })
    .default('json'),
});

/** What an account's access is now: as the Accounts page shows it. */
export const ACCOUNT_ACCESS_STATES = ['Approved', 'Expired', 'Revoked', 'Pending'] as const;
export type AccountAccessState = (typeof ACCOUNT_ACCESS_STATES)[number];

export const ZInventoryMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Joined through a domain the organisation approves automatically. */
  isAutoApproved: z.boolean(),
  addedAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** The member's latest acceptance of the clickwrap NDA; null when they never accepted one. */
  nda: z
    .object({
      acceptedAt: z.string(),
      /** The first 12 hex digits of the SHA-256 of the NDA text they accepted. */
      textVersion: z.string(),
      /** Whether that text is the organisation's current NDA text. */
      isCurrentText: z.boolean(),
    })
    .nullable(),
});

export const ZInventoryAccount = z.object({
  id: z.string(),
  companyName: z.string(),
  domain: z.string().nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  accessState: z.enum(ACCOUNT_ACCESS_STATES),
  /** Approved and not expired at `generatedAt`. */
  hasAccess: z.boolean(),
  accessGrantedAt: z.string().nullable(),
  /** Null: until revoked. */
  accessExpiresAt: z.string().nullable(),
  permissionProfile: z
    .object({ id: z.string(), name: z.string(), items: z.array(z.string()) })
    .nullable(),
  members: z.array(ZInventoryMember),
});
export type TInventoryAccount = z.infer<typeof ZInventoryAccount>;

export const ZAccessInventory = z.object({
  generatedAt: z.string(),
  /** The version of the organisation's current NDA text; null without a clickwrap NDA. */
  currentNdaVersion: z.string().nullable(),
  accounts: z.array(ZInventoryAccount),
});
export type TAccessInventory = z.infer<typeof ZAccessInventory>;
