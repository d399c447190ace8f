/**
 * "Since your last visit": a signed-in member's visits, kept in `member_visits` (core rule
 * `nextVisitMarks`), what is new to them since the previous one, and their weekly-mail choice.
 * Answered to the member alone, never from the portal's shared answer caches.
 */
import { eq } from 'drizzle-orm';
import {
  MEMBER_MESSAGES as M,
  nextVisitMarks,
  visitMarksAtSignIn,
  type TSinceLastVisit,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { memberVisits } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import type { PortalCaller } from '../../portal/portal-caller.ts';
import { listNewSince } from './new-since.ts';

/** The member behind a portal request, or 403 for anyone else. */
export function visitingMember(caller: PortalCaller): string {
  const { viewer } = caller;
  if (viewer.mode !== 'account' || !viewer.member) {
    throw new AppError('members_only', M.sinceLastVisitMembersOnly, 403);
  }
  return viewer.member.id;
}

/**
 * Records a page load (or, `atSignIn`, a sign-in) of the member at `now`; answers the marks and
 * the weekly choice.
 */
async function recordVisit(db: Db, memberId: string, now: Date, atSignIn = false) {
  const [current] = await db
    .select()
    .from(memberVisits)
    .where(eq(memberVisits.accountMemberId, memberId));
  const marks = (atSignIn ? visitMarksAtSignIn : nextVisitMarks)(current ?? null, now);
  await db
    .insert(memberVisits)
    .values({ accountMemberId: memberId, ...marks })
    .onConflictDoUpdate({ target: memberVisits.accountMemberId, set: marks });
  // Members opt in to the weekly mail (docs/updates.md, Weekly digest).
  return { ...marks, weeklyDigest: current?.weeklyDigest ?? false };
}

/** A sign-in starts a visit (sign-in links and identity-provider tokens). */
export async function startVisit(db: Db, memberId: string, now = new Date()): Promise<void> {
  await recordVisit(db, memberId, now, true);
}

/** GET {base}/since-last-visit: records the visit and answers what is new since the previous. */
export async function sinceLastVisit(
  db: Db,
  caller: PortalCaller,
  now = new Date(),
): Promise<TSinceLastVisit> {
  const memberId = visitingMember(caller);
  const visit = await recordVisit(db, memberId, now);
  const since = visit.previousVisitAt;
  return {
    since: since?.toISOString() ?? null,
    weeklyDigest: visit.weeklyDigest,
    entries: since
      ? await listNewSince(
          db,
          {
            orgId: caller.org.id,
            viewer: caller.viewer,
            documentAccessType: caller.customization.documentAccessType,
          },
          since,
        )
      : [],
  };
}

/** Turns the member's weekly mail on or off. */
export async function setWeeklyDigest(
  db: Db,
  memberId: string,
  weeklyDigest: boolean,
  now = new Date(),
): Promise<{ weeklyDigest: boolean }> {
  await db
    .insert(memberVisits)
    .values({ accountMemberId: memberId, lastVisitAt: now, weeklyDigest })
    .onConflictDoUpdate({ target: memberVisits.accountMemberId, set: { weeklyDigest } });
  return { weeklyDigest };
}
