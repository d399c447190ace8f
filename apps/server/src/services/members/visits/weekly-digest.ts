/**
 * The weekly mail of what is new since a member's last visit, as a background job: one sweep a
 * day (its job key names the day, so every instance enqueues it and it runs once), mailing each
 * opted-in member whose last mail is a week old and who has something new that reaches them.
 * Each mail is written to the outbox with the member's `lastDigestAt` in one transaction, under
 * a per-member, per-day key: a sweep run again mails nobody twice.
 */
import { createElement } from 'react';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import {
  DIGEST_INTERVAL_MS,
  digestRunKey,
  digestSince,
  isDigestDue,
  MEMBER_MESSAGES as M,
  nextDigestRun,
  SINCE_LAST_VISIT_MAX,
} from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import { accountMembers, accounts, memberVisits } from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import { signToken } from '../../../lib/tokens.ts';
import { mailSenderOf, type MailSender } from '../../../mail/org-identity.ts';
import { queueMail } from '../../../mail/outbox.ts';
import { renderMail } from '../../../mail/render.ts';
import { DigestMail } from '../../../mail/templates/DigestMail.tsx';
import { loadCustomization } from '../../portal/load-portal.ts';
import { portalOrigin } from '../../access/links.ts';
import { memberViewer } from '../../access/resolve-viewer.ts';
import { listNewSince } from './new-since.ts';

export const WEEKLY_DIGEST_JOB = 'visits.weekly-digest';
/** The link that turns the weekly mail off works this long. */
const DIGEST_OFF_TTL_S = 60 * 24 * 60 * 60;

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Enqueues the sweep of the day of `at` (a no-op when it is already queued or done). */
export function scheduleWeeklyDigest(db: AppDeps['db'], at: Date): Promise<number | null> {
  return enqueueJob(db, WEEKLY_DIGEST_JOB, {}, { dedupeKey: digestRunKey(at), runAt: at });
}

interface Candidate {
  memberId: string;
  email: string;
  orgId: string;
  lastVisitAt: Date;
  lastDigestAt: Date | null;
}

/** The address of the link that turns a member's weekly mail off. */
async function digestOffUrl(deps: Deps, candidate: Candidate, sender: MailSender) {
  const token = await signToken(deps.config.secret, {
    purpose: 'digest_off',
    subject: candidate.memberId,
    orgId: candidate.orgId,
    ttl: DIGEST_OFF_TTL_S,
  });
  return `${portalOrigin(sender)}/api/portal/${encodeURIComponent(sender.slug)}/weekly-digest/off?token=${encodeURIComponent(token)}`;
}

/** Mails one member what is new to them, if anything; answers whether a mail was written. */
export async function mailDigestTo(deps: Deps, candidate: Candidate, now: Date): Promise<boolean> {
  const customization = await loadCustomization(deps.db, candidate.orgId);
  const org = { id: candidate.orgId, publicAccessLevel: customization.publicAccessLevel };
  const viewer = await memberViewer(deps.db, org, candidate.memberId);
  if (!viewer) return false;
  const entries = await listNewSince(
    deps.db,
    { orgId: org.id, viewer, documentAccessType: customization.documentAccessType },
    digestSince(candidate),
  );
  const due = isDigestDue({
    weeklyDigest: true,
    lastDigestAt: candidate.lastDigestAt,
    newCount: entries.length,
    now,
  });
  if (!due) return false;
  const sender = await mailSenderOf(deps.db, deps.config.publicUrl, org.id);
  const stopUrl = await digestOffUrl(deps, candidate, sender);
  const body = await renderMail(
    createElement(DigestMail, {
      org: sender,
      intro: M.weeklyDigestIntro(sender.name),
      entries: entries.slice(0, SINCE_LAST_VISIT_MAX),
      openUrl: sender.portalUrl,
      stopUrl,
    }),
  );
  await deps.db.transaction(async (tx) => {
    await queueMail(
      { db: tx, config: deps.config },
      {
        orgId: org.id,
        kind: 'weekly_digest',
        to: candidate.email,
        subject: M.weeklyDigestSubject(sender.name),
        ...body,
        headers: { 'List-Unsubscribe': `<${stopUrl}>` },
        dedupeKey: `digest:${candidate.memberId}:${now.toISOString().slice(0, 10)}`,
      },
    );
    await tx
      .update(memberVisits)
      .set({ lastDigestAt: now })
      .where(eq(memberVisits.accountMemberId, candidate.memberId));
  });
  return true;
}

/** Runs one sweep at `now`; answers how many mails were written. */
export async function sendWeeklyDigests(deps: Deps, now = new Date()): Promise<number> {
  const weekAgo = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const candidates: Candidate[] = await deps.db
    .select({
      memberId: accountMembers.id,
      email: accountMembers.email,
      orgId: accounts.orgId,
      lastVisitAt: memberVisits.lastVisitAt,
      lastDigestAt: memberVisits.lastDigestAt,
    })
    .from(memberVisits)
    .innerJoin(accountMembers, eq(accountMembers.id, memberVisits.accountMemberId))
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(
      and(
        eq(memberVisits.weeklyDigest, true),
        or(isNull(memberVisits.lastDigestAt), lte(memberVisits.lastDigestAt, weekAgo)),
      ),
    );
  let sent = 0;
  for (const candidate of candidates) {
    if (await mailDigestTo(deps, candidate, now)) sent += 1;
  }
  return sent;
}

export function weeklyDigestJobHandler(deps: Deps): JobHandler {
  return async () => {
    const now = new Date();
    await sendWeeklyDigests(deps, now);
    await scheduleWeeklyDigest(deps.db, nextDigestRun(now));
  };
}
