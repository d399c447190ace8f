/**
 * What needs the staff today, on the private app's home (docs/staff.md, Today): a count per
 * matter, each linking to the page where it is dealt with, and offered only to a staff member
 * who may open that page.
 */
import { z } from 'zod';
import { canOpenAppPath } from './app-routes.ts';

export const TODAY_WINDOWS = {
  /** Access grants ending within this many days. */
  grantsEndingDays: 14,
  /** Documents and certifications whose expiry date falls within this many days. */
  itemsExpiringDays: 30,
  /** Comments and questionnaires count as new for this many days; views and downloads too. */
  recentDays: 7,
} as const;

export const TODAY_KEYS = [
  'pendingRequests',
  'grantsEnding',
  'itemsExpiring',
  'knowledgeGaps',
  'failedMails',
  'newComments',
  'newQuestionnaires',
  'weekViews',
  'weekDownloads',
] as const;
export type TodayKey = (typeof TODAY_KEYS)[number];

/** The page each count links to; its scope decides who sees the count. */
export const TODAY_PATHS: Record<TodayKey, string> = {
  pendingRequests: '/app/access-requests',
  grantsEnding: '/app/accounts',
  itemsExpiring: '/app/documents',
  knowledgeGaps: '/app/knowledge-base/gaps',
  failedMails: '/app/outbox',
  newComments: '/app/comments',
  newQuestionnaires: '/app/questionnaires',
  weekViews: '/app/analytics',
  weekDownloads: '/app/analytics',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const TODAY_TEXTS: Record<TodayKey, (n: number) => string> = {
  pendingRequests: (n) => plural(n, 'access request waits', 'access requests wait'),
  grantsEnding: (n) =>
    `${plural(n, 'access grant ends', 'access grants end')} within ${TODAY_WINDOWS.grantsEndingDays} days`,
  itemsExpiring: (n) =>
    `${plural(n, 'document or certification expires', 'documents or certifications expire')} within ${TODAY_WINDOWS.itemsExpiringDays} days`,
  knowledgeGaps: (n) =>
    plural(n, 'question Ask AI could not answer', 'questions Ask AI could not answer'),
  failedMails: (n) => plural(n, 'mail failed', 'mails failed'),
  newComments: (n) =>
    `${plural(n, 'new comment', 'new comments')} in the last ${TODAY_WINDOWS.recentDays} days`,
  newQuestionnaires: (n) =>
    `${plural(n, 'new questionnaire', 'new questionnaires')} in the last ${TODAY_WINDOWS.recentDays} days`,
  weekViews: (n) =>
    `${plural(n, 'portal view', 'portal views')} in the last ${TODAY_WINDOWS.recentDays} days`,
  weekDownloads: (n) =>
    `${plural(n, 'document download', 'document downloads')} in the last ${TODAY_WINDOWS.recentDays} days`,
};

/** The counts a staff member with these scopes is offered, in the order shown. */
export const todayKeysFor = (scopes: readonly string[]): TodayKey[] =>
  TODAY_KEYS.filter((key) => canOpenAppPath(TODAY_PATHS[key], scopes));

/** The last day (yyyy-mm-dd) of a window of `days` from `now`, for expiry dates kept as text. */
export const dayAfter = (now: Date, days: number): string =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export const ZStaffToday = z.object({
  counts: z.array(z.object({ key: z.enum(TODAY_KEYS), count: z.number().int().min(0) })),
});
export type TStaffToday = z.infer<typeof ZStaffToday>;
