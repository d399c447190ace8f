/**
 * The history of a trust center (docs/portal.md, History): every change of what its anonymous
 * page published, as told by the signed feed of before and after. GET /trust/{orgSlug}/history.json
 * answers it to anyone; staff get the same entries with who made them (GET /api/app/history).
 */
import { z } from 'zod';

/** What a change is about. */
export const TRUST_CHANGE_KINDS = [
  'portal',
  'product',
  'certification',
  'control',
  'subprocessor',
  'document',
  'update',
] as const;
export type TrustChangeKind = (typeof TRUST_CHANGE_KINDS)[number];

/** What happened to it: `replaced` is a document's file, `published` a trust update. */
export const TRUST_CHANGE_ACTIONS = [
  'added',
  'removed',
  'changed',
  'replaced',
  'published',
] as const;
export type TrustChangeAction = (typeof TRUST_CHANGE_ACTIONS)[number];

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A date, yyyy-mm-dd');

export const ZTrustChangeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type TTrustChangeValue = z.infer<typeof ZTrustChangeValue>;

/** One field of the published answer, before and after. */
export const ZTrustChangeField = z.object({
  field: z.string(),
  old: ZTrustChangeValue,
  new: ZTrustChangeValue,
});
export type TTrustChangeField = z.infer<typeof ZTrustChangeField>;

/** A change as the diff of two published answers tells it (no id, no time yet). */
export const ZTrustChangeEntry = z.object({
  kind: z.enum(TRUST_CHANGE_KINDS),
  action: z.enum(TRUST_CHANGE_ACTIONS),
  /** The product it is listed under; null for the portal itself. */
  product: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What changed, by its id in the feed and its title (its last published one). */
  subject: z.object({ id: z.string(), title: z.string() }),
  /** The fields that changed; on an addition the published values, on a removal the last ones. */
  fields: z.array(ZTrustChangeField),
  /**
   * The day it took effect: a subprocessor's addition on the day it was added to the portal, a
   * trust update's on the day it was published, anything else on the day it was recorded.
   */
  effectiveOn: ZDay,
});
export type TTrustChangeEntry = z.infer<typeof ZTrustChangeEntry>;

/** A recorded change: an entry with its id and the time it was recorded. */
export const ZTrustChange = ZTrustChangeEntry.extend({
  id: z.string(),
  /** When the change was recorded (ISO timestamp). */
  recordedAt: z.string(),
});
export type TTrustChange = z.infer<typeof ZTrustChange>;

/** The staff's view of a change: who made the edits it was recorded after. */
export const ZStaffTrustChange = ZTrustChange.extend({
  /** The e-mail addresses of the staff whose edits were published with it. */
  by: z.array(z.string()),
});
export type TStaffTrustChange = z.infer<typeof ZStaffTrustChange>;

/** The most changes one answer carries; `next` asks for older ones. */
export const TRUST_HISTORY_PAGE_SIZE = 200;

export const ZTrustHistoryQuery = z.object({
  kind: z.enum(TRUST_CHANGE_KINDS).optional(),
  /** The `next` of the previous answer: changes recorded before that one. */
  before: z.uuid({ message: 'before must be the next of a previous answer' }).optional(),
});
export type TTrustHistoryQuery = z.infer<typeof ZTrustHistoryQuery>;

const historyAnswer = <T extends z.ZodTypeAny>(change: T) =>
  z.object({
    version: z.literal(1),
    organization: z.object({ name: z.string(), slug: z.string() }),
    /** As the feed's: a login-only portal tells its history to signed-in members only (none). */
    access: z.enum(['public', 'login_required', 'unavailable']),
    links: z.object({ page: z.string(), feed: z.string(), history: z.string() }),
    /** The first day `trust.json?at=` answers; null while nothing is recorded. */
    keptSince: ZDay.nullable(),
    /** Years the history is kept. */
    retentionYears: z.number().int(),
    /** Newest first. */
    changes: z.array(change),
    /** The `before` that asks for older changes; null when these are the oldest. */
    next: z.string().nullable(),
  });

/** GET /trust/{orgSlug}/history.json */
export const ZTrustHistory = historyAnswer(ZTrustChange);
export type TTrustHistory = z.infer<typeof ZTrustHistory>;

/** GET /api/app/history */
export const ZStaffTrustHistory = historyAnswer(ZStaffTrustChange);
export type TStaffTrustHistory = z.infer<typeof ZStaffTrustHistory>;

/** The `at` of `trust.json?at=yyyy-mm-dd`. */
export const ZTrustFeedQuery = z.object({
  at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'at must be a date, yyyy-mm-dd' })
    .optional(),
});
export type TTrustFeedQuery = z.infer<typeof ZTrustFeedQuery>;
