/**
 * Requests and answers of planned subprocessor changes and the objections to them
 * (docs/editing.md, Planned subprocessor changes), for the staff's routes and forms and the
 * portal's.
 */
import { z } from 'zod';
import { COMPANY_MESSAGES } from '../constants/company-messages.ts';
import { COMPANY_TEXT_MAX, ZCompanyPick } from '../schemas/companies.ts';
import { SUBPROCESSOR_CHANGE_MESSAGES as M } from './messages.ts';
import {
  isCalendarDay,
  NOTICE_DAYS_MAX,
  NOTICE_DAYS_MIN,
  OBJECTION_CLOSINGS,
  OBJECTION_STATUSES,
  SUBPROCESSOR_CHANGE_ACCESS,
  SUBPROCESSOR_CHANGE_KINDS,
  SUBPROCESSOR_CHANGE_STATES,
} from './rules.ts';

/** Longest objection reason and staff answer. */
export const OBJECTION_TEXT_MAX = 5000;

const requiredText = (label: string) =>
  z
    .string({ error: M.required(label) })
    .trim()
    .min(1, M.required(label))
    .max(COMPANY_TEXT_MAX, COMPANY_MESSAGES.textTooLong(label, COMPANY_TEXT_MAX));

/** GET/PUT /api/app/subprocessor-changes/settings: the organisation's notice period. */
export const ZSubprocessorNoticeSettings = z.object({
  noticeDays: z
    .number({ error: M.noticeDaysRange })
    .int(M.noticeDaysRange)
    .min(NOTICE_DAYS_MIN, M.noticeDaysRange)
    .max(NOTICE_DAYS_MAX, M.noticeDaysRange),
});
export type TSubprocessorNoticeSettings = z.infer<typeof ZSubprocessorNoticeSettings>;

/**
 * POST /api/app/subprocessor-changes: a planned addition, or a replacement of one of the card's
 * entries (`replacedItemUid`), with its purpose, location and effective day (`yyyy-mm-dd`, UTC).
 */
export const ZSubprocessorChangeCreate = z.object({
  productId: z.uuid(),
  kind: z.enum(SUBPROCESSOR_CHANGE_KINDS),
  replacedItemUid: z.uuid().optional(),
  company: ZCompanyPick,
  purpose: requiredText(COMPANY_MESSAGES.purpose),
  location: requiredText(COMPANY_MESSAGES.location),
  access: z.enum(SUBPROCESSOR_CHANGE_ACCESS).default('public'),
  effectiveOn: z
    .string({ error: M.effectiveOnInvalid })
    .refine(isCalendarDay, M.effectiveOnInvalid),
});
export type TSubprocessorChangeCreate = z.input<typeof ZSubprocessorChangeCreate>;

/** How many objections a change holds, by where they stand. */
export const ZObjectionCounts = z.object({
  open: z.number().int(),
  answered: z.number().int(),
  closed: z.number().int(),
});

/** A planned change as staff see it. */
export const ZSubprocessorChange = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  kind: z.enum(SUBPROCESSOR_CHANGE_KINDS),
  /** The entry a replacement takes the place of (null once that entry was removed). */
  replacedItem: z.object({ itemUid: z.string(), name: z.string() }).nullable(),
  name: z.string(),
  purpose: z.string(),
  location: z.string(),
  access: z.enum(SUBPROCESSOR_CHANGE_ACCESS),
  effectiveOn: z.string(),
  state: z.enum(SUBPROCESSOR_CHANGE_STATES),
  /** The card's entry the change wrote, once applied. */
  appliedItemUid: z.string().nullable(),
  createdAt: z.string(),
  objections: ZObjectionCounts,
});
export type TSubprocessorChange = z.infer<typeof ZSubprocessorChange>;

/** A product with a Subprocessors card, and the card's entries a replacement may replace. */
export const ZSubprocessorCardChoice = z.object({
  productId: z.string(),
  productName: z.string(),
  entries: z.array(z.object({ itemUid: z.string(), name: z.string() })),
});

export const ZSubprocessorChangeList = z.object({
  changes: z.array(ZSubprocessorChange),
  cards: z.array(ZSubprocessorCardChoice),
  noticeDays: z.number().int(),
  /** The first day a change announced now may take effect. */
  earliestEffectiveOn: z.string(),
});
export type TSubprocessorChangeList = z.infer<typeof ZSubprocessorChangeList>;

/** POST {base}/subprocessor-changes/{changeId}/objections: the member's reason. */
export const ZObjectionCreate = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(OBJECTION_TEXT_MAX, COMPANY_MESSAGES.textTooLong(M.reason, OBJECTION_TEXT_MAX)),
});
export type TObjectionCreate = z.infer<typeof ZObjectionCreate>;

/** POST /api/app/subprocessor-objections/{id}/answer. */
export const ZObjectionAnswer = z.object({
  answer: z
    .string({ error: M.answerRequired })
    .trim()
    .min(1, M.answerRequired)
    .max(OBJECTION_TEXT_MAX, COMPANY_MESSAGES.textTooLong(M.answer, OBJECTION_TEXT_MAX)),
});

/** POST /api/app/subprocessor-objections/{id}/close: how it ended. */
export const ZObjectionClose = z.object({ as: z.enum(OBJECTION_CLOSINGS) });

/** An objection as its member sees it. */
export const ZMemberObjection = z.object({
  id: z.string(),
  reason: z.string(),
  status: z.enum(OBJECTION_STATUSES),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TMemberObjection = z.infer<typeof ZMemberObjection>;

/** An objection as staff see it: with its change, account and member. */
export const ZStaffObjection = ZMemberObjection.extend({
  changeId: z.string(),
  changeName: z.string(),
  effectiveOn: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  memberEmail: z.string(),
  memberName: z.string(),
  closedAt: z.string().nullable(),
});
export type TStaffObjection = z.infer<typeof ZStaffObjection>;

export const ZStaffObjectionList = z.object({ objections: z.array(ZStaffObjection) });
export type TStaffObjectionList = z.infer<typeof ZStaffObjectionList>;

/** A planned change as the portal shows it on its Subprocessors card. */
export const ZPlannedSubprocessor = z.object({
  id: z.string(),
  kind: z.enum(SUBPROCESSOR_CHANGE_KINDS),
  name: z.string(),
  url: z.string().nullable(),
  /** The entry it replaces, by name. */
  replaces: z.string().nullable(),
  purpose: z.string(),
  location: z.string(),
  effectiveOn: z.string(),
  /** The caller may object now (a member, before the effective day). */
  mayObject: z.boolean(),
  /** The caller's own objections (members only; empty for others). */
  objections: z.array(ZMemberObjection),
});
export type TPlannedSubprocessor = z.infer<typeof ZPlannedSubprocessor>;

/** GET {base}/subprocessor-changes?productId=. */
export const ZPlannedSubprocessorQuery = z.object({ productId: z.uuid() });
export const ZPlannedSubprocessorList = z.object({ changes: z.array(ZPlannedSubprocessor) });
export type TPlannedSubprocessorList = z.infer<typeof ZPlannedSubprocessorList>;
