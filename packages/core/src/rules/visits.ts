/**
 * "Since your last visit": a member's visit starts after this long away; what was published
 * after the start of their previous visit is new to them.
 */
export const VISIT_GAP_MS = 30 * 60 * 1000;
export const DIGEST_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
/** The short list at the top of the portal shows this many entries. */
export const SINCE_LAST_VISIT_LIST = 5;
/** At most this many entries are answered (badges) or mailed. */
export const SINCE_LAST_VISIT_MAX = 50;

export interface VisitMarks {
  previousVisitAt: Date | null;
  lastVisitAt: Date;
}

/**
 * The marks after a page load at `now`: within a visit they stay (so a reload keeps the badges);
 * after `VISIT_GAP_MS` away, the visit that ended becomes the previous one.
 */
export function nextVisitMarks(current: VisitMarks | null, now: Date): VisitMarks {
  if (!current) return { previousVisitAt: null, lastVisitAt: now };
  if (now.getTime() - current.lastVisitAt.getTime() < VISIT_GAP_MS) {
    return { previousVisitAt: current.previousVisitAt, lastVisitAt: now };
  }
  return { previousVisitAt: current.lastVisitAt, lastVisitAt: now };
}

/**
 * The marks at a sign-in: a sign-in always starts a visit, so what appeared since the last page
 * the member saw is new to them, however soon they come back.
 */
export function visitMarksAtSignIn(current: VisitMarks | null, now: Date): VisitMarks {
  return { previousVisitAt: current?.lastVisitAt ?? null, lastVisitAt: now };
}

/** Whether the weekly mail is due: opted in, something new, and a week since the last one. */
export function isDigestDue(input: {
  weeklyDigest: boolean;
  lastDigestAt: Date | null;
  newCount: number;
  now: Date;
}): boolean {
  if (!input.weeklyDigest || input.newCount === 0) return false;
  return (
    input.lastDigestAt === null ||
    input.now.getTime() - input.lastDigestAt.getTime() >= DIGEST_INTERVAL_MS
  );
}

/** The weekly mail lists what appeared since the member last saw it: a visit, or the last mail. */
export function digestSince(marks: { lastVisitAt: Date; lastDigestAt: Date | null }): Date {
  const { lastVisitAt, lastDigestAt } = marks;
  return lastDigestAt && lastDigestAt.getTime() > lastVisitAt.getTime()
    ? lastDigestAt
    : lastVisitAt;
}

/**
 * A document added after `since` is 'changed' when its item already held a document before
 * (a new version), else 'new'.
 */
export const documentChange = (itemHadEarlierDocument: boolean): 'new' | 'changed' =>
  itemHadEarlierDocument ? 'changed' : 'new';

/** Newest first, at most `limit`: what a member is shown or mailed. */
export function newestFirst<T extends { at: string }>(entries: readonly T[], limit: number): T[] {
  return [...entries].sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

/** The weekly mail's sweep runs once a day; this names a day's run (its job key). */
export const digestRunKey = (now: Date): string =>
  `visits.weekly-digest:${now.toISOString().slice(0, 10)}`;

/** The start of the day after `now` (UTC), when the next sweep runs. */
export function nextDigestRun(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}
