/**
 * Planned subprocessor changes customers may object to (docs/editing.md, Planned subprocessor
 * changes): the notice period, the states of a change and of an objection, their transitions,
 * who may object until when, and whom a planned change reaches. Every way in (the staff's routes,
 * the portal's, the job that applies a change, the notice mails) asks these functions.
 */
import type { Viewer } from '../rules/access.ts';
import { reachOf, type ReachTarget } from '../rules/access.ts';

/** Days of notice before a planned change may take effect, unless the organisation sets others. */
export const DEFAULT_NOTICE_DAYS = 30;
/** The notice period an organisation may set, in whole days. */
export const NOTICE_DAYS_MIN = 1;
export const NOTICE_DAYS_MAX = 365;

/** An addition puts a new subprocessor on the card; a replacement takes an entry's place. */
export const SUBPROCESSOR_CHANGE_KINDS = ['addition', 'replacement'] as const;
export type SubprocessorChangeKind = (typeof SUBPROCESSOR_CHANGE_KINDS)[number];

/** A change is planned, then applied on its effective date, or cancelled by staff before. */
export const SUBPROCESSOR_CHANGE_STATES = ['planned', 'applied', 'cancelled'] as const;
export type SubprocessorChangeState = (typeof SUBPROCESSOR_CHANGE_STATES)[number];

/** Who a planned change is shown to: everyone the card reaches, or its members only. */
export const SUBPROCESSOR_CHANGE_ACCESS = ['public', 'restricted'] as const;
export type SubprocessorChangeAccess = (typeof SUBPROCESSOR_CHANGE_ACCESS)[number];

/**
 * An objection is open, answered by staff (and may be answered again), then closed as withdrawn,
 * resolved or with the contract ended.
 */
export const OBJECTION_STATUSES = [
  'open',
  'answered',
  'withdrawn',
  'resolved',
  'contract_ended',
] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];
export const OBJECTION_CLOSINGS = ['withdrawn', 'resolved', 'contract_ended'] as const;
export type ObjectionClosing = (typeof OBJECTION_CLOSINGS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of an instant, `yyyy-mm-dd`. */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The day `days` after the UTC day of `at`. */
export const addDays = (day: string, days: number): string =>
  utcDayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The first day a change announced at `now` may take effect. */
export const earliestEffectiveDay = (now: Date, noticeDays: number): string =>
  addDays(utcDayOf(now), noticeDays);

/** Whether `day` is a real calendar day written `yyyy-mm-dd`. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) && utcDayOf(new Date(at)) === day;
}

/** Why an announcement cannot be made, or null when it may. */
export type AnnouncementRefusal =
  | { reason: 'notice'; earliest: string }
  | { reason: 'replaced_missing' }
  | { reason: 'replaced_unexpected' };

/**
 * Whether a change may be announced at `now`: its effective day at least the notice period ahead
 * (a day counted in UTC), a replacement naming the entry it replaces, an addition none.
 */
export function checkAnnouncement(input: {
  kind: SubprocessorChangeKind;
  effectiveOn: string;
  hasReplacedItem: boolean;
  now: Date;
  noticeDays: number;
}): AnnouncementRefusal | null {
  if (input.kind === 'replacement' && !input.hasReplacedItem) return { reason: 'replaced_missing' };
  if (input.kind === 'addition' && input.hasReplacedItem) return { reason: 'replaced_unexpected' };
  const earliest = earliestEffectiveDay(input.now, input.noticeDays);
  if (input.effectiveOn < earliest) return { reason: 'notice', earliest };
  return null;
}

/** The state changes staff and the job may make: a planned change is applied or cancelled. */
export function mayChangeState(
  from: SubprocessorChangeState,
  to: SubprocessorChangeState,
): boolean {
  return from === 'planned' && (to === 'applied' || to === 'cancelled');
}

/** Whether a planned change is due at `now`: its effective day has begun (UTC). */
export const isChangeDue = (
  change: { state: SubprocessorChangeState; effectiveOn: string },
  now: Date,
): boolean => change.state === 'planned' && change.effectiveOn <= utcDayOf(now);

/**
 * Whether objections are still taken at `now`: the change is planned and its effective day has
 * not begun. On the effective day the change takes effect and objecting ends.
 */
export const isObjectionWindowOpen = (
  change: { state: SubprocessorChangeState; effectiveOn: string },
  now: Date,
): boolean => change.state === 'planned' && utcDayOf(now) < change.effectiveOn;

/** What staff do to an objection. */
export type ObjectionAction = { type: 'answer' } | { type: 'close'; as: ObjectionClosing };

/** The status an objection takes after `action`, or null when the action is not allowed. */
export function objectionAfter(
  from: ObjectionStatus,
  action: ObjectionAction,
): ObjectionStatus | null {
  const isClosed = (OBJECTION_CLOSINGS as readonly string[]).includes(from);
  if (isClosed) return null;
  return action.type === 'answer' ? 'answered' : action.as;
}

/** Whether an objection is closed (withdrawn, resolved, contract ended). */
export const isObjectionClosed = (status: ObjectionStatus): boolean =>
  (OBJECTION_CLOSINGS as readonly string[]).includes(status);

/**
 * Whom a planned change reaches: the card it is planned on must reach the caller as an item of it
 * would (product, hidden sections, hidden card, closed portal); a public change is then shown, a
 * restricted one only to account members past any NDA, previews and main mode. A restricted
 * change is never listed locked: its company is the secret.
 */
export function plannedChangeReaches(
  viewer: Viewer,
  placement: Pick<ReachTarget, 'product' | 'hiddenSections' | 'card'>,
  access: SubprocessorChangeAccess,
): boolean {
  if (reachOf(viewer, placement) !== 'open') return false;
  if (access === 'public') return true;
  return (
    viewer.mode === 'main' ||
    viewer.mode === 'preview' ||
    (viewer.mode === 'account' && !viewer.ndaPending)
  );
}

/**
 * Whether the caller may object to a planned change at `now`: a signed-in account member whom
 * the change reaches, while the objection window is open.
 */
export type ObjectionRefusal = 'members_only' | 'not_found' | 'window_closed';
export function objectionRefusal(input: {
  viewer: Viewer;
  isMember: boolean;
  reaches: boolean;
  change: { state: SubprocessorChangeState; effectiveOn: string };
  now: Date;
}): ObjectionRefusal | null {
  if (input.viewer.mode !== 'account' || !input.isMember) return 'members_only';
  if (!input.reaches) return 'not_found';
  if (!isObjectionWindowOpen(input.change, input.now)) return 'window_closed';
  return null;
}
