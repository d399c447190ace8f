/** Permission profiles (which restricted items an account sees) and the access log, for staff. */
import { z } from 'zod';
import { PROFILE_MESSAGES as M } from '../constants/nda-messages.ts';

export const ZProfileName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(80, M.nameTooLong);

export const ZProfileCreate = z.object({ name: ZProfileName });
export const ZProfileUpdate = z.object({
  name: ZProfileName.optional(),
  /** The restricted items the profile includes (replaces the list). */
  itemIds: z.array(z.uuid()).max(5000).optional(),
  /** Holds every restricted item that is not hidden, as the items stand when asked. */
  allRestricted: z.boolean().optional(),
  /** The profile newly approved accounts receive (one per organisation; false: none has it). */
  isDefault: z.boolean().optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZPermissionProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The items it holds now: those chosen, and every restricted one with `allRestricted`. */
  itemIds: z.array(z.uuid()),
  allRestricted: z.boolean(),
  /** Newly approved accounts receive it (docs/access.md, Permission profiles). */
  isDefault: z.boolean(),
  accountCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TPermissionProfile = z.infer<typeof ZPermissionProfile>;

export const ZPermissionProfileList = z.object({ profiles: z.array(ZPermissionProfile) });

/** A restricted item a profile may include, with where it sits. */
export const ZRestrictedItem = z.object({
  id: z.uuid(),
  title: z.string(),
  access: z.enum(['restricted', 'restricted_hidden']),
  cardKind: z.string(),
  productName: z.string(),
});
export type TRestrictedItem = z.infer<typeof ZRestrictedItem>;
export const ZRestrictedItemList = z.object({ items: z.array(ZRestrictedItem) });

export const DOCUMENT_EVENT_ACTIONS = ['view', 'download', 'bulk_download', 'invite'] as const;

/**
 * One row of the access log: a member viewed or downloaded a document, or invited a colleague
 * (`invite`: `invitedEmail` names whom, and no document is named).
 */
export const ZDocumentEvent = z.object({
  id: z.uuid(),
  action: z.enum(DOCUMENT_EVENT_ACTIONS),
  watermarked: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  itemTitle: z.string().nullable(),
  fileName: z.string().nullable(),
  invitedEmail: z.string().nullable(),
});
export type TDocumentEvent = z.infer<typeof ZDocumentEvent>;
export const ZDocumentEventPage = z.object({
  events: z.array(ZDocumentEvent),
  total: z.number().int(),
});
export const ZDocumentEventQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const DOCUMENT_EVENTS_PAGE_SIZE = 50;
