/**
 * Reminders before an account's access ends (docs/access.md, Access reminders): a daily sweep
 * mails each member of an approved account whose access ends within 14 days, 14 and 2 days
 * before, with the portal's link to sign in and ask for more time. Each reminder is written to
 * `access_reminders` in the transaction that queues its mail, and only by the sweep whose insert
 * wrote it: a restart or a second instance never sends one twice.
 */
import { createElement } from 'react';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import {
  ACCESS_ENDING_DAYS,
  ACCESS_REMINDER_MESSAGES as M,
  accessReminderRunKey,
  dueAccessReminder,
  nextDigestRun,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { accessReminders, accountMembers, accounts } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { mailSenderOf } from '../../mail/org-identity.ts';
import { queueMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/render.ts';
import { ActionMail } from '../../mail/templates/ActionMail.tsx';

export const ACCESS_REMINDERS_JOB = 'access.reminders';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Enqueues the sweep of the day of `at` (a no-op when it is already queued or done). */
export function scheduleAccessReminders(db: AppDeps['db'], at: Date): Promise<number | null> {
  return enqueueJob(
    db,
    ACCESS_REMINDERS_JOB,
    {},
    { dedupeKey: accessReminderRunKey(at), runAt: at },
  );
}

interface Candidate {
  memberId: string;
  email: string;
  orgId: string;
  accessExpiresAt: Date;
}

async function mailReminder(deps: Deps, member: Candidate, now: Date, sent: number[]) {
  const due = dueAccessReminder(member.accessExpiresAt, now, sent);
  if (due.send === null) return false;
  const days = due.send;
  const sender = await mailSenderOf(deps.db, deps.config.publicUrl, member.orgId);
  const url = new URL(sender.portalUrl);
  url.searchParams.set('loginRequest', 'true');
  const day = member.accessExpiresAt.toISOString().slice(0, 10);
  const body = await renderMail(
    createElement(ActionMail, {
      org: sender,
      heading: M.heading(days),
      paragraphs: M.paragraphs(sender.name, sender.portalTitle, day),
      action: { label: M.label, url: url.toString() },
    }),
  );
  return deps.db.transaction(async (tx) => {
    const written = await tx
      .insert(accessReminders)
      .values(
        due.mark.map((d) => ({
          memberId: member.memberId,
          accessExpiresAt: member.accessExpiresAt,
          days: d,
        })),
      )
      .onConflictDoNothing()
      .returning({ days: accessReminders.days });
    // Another sweep wrote it first: it sends the mail.
    if (!written.some((w) => w.days === days)) return false;
    const key = `access-reminder:${member.memberId}:${member.accessExpiresAt.toISOString()}:${days}`;
    await queueMail(
      { db: tx, config: deps.config },
      {
        orgId: member.orgId,
        kind: 'access_reminder',
        to: member.email,
        subject: M.subject(sender.name, sender.portalTitle, day),
        ...body,
        dedupeKey: key,
      },
    );
    return true;
  });
}

/** Mails the reminders due at `now`; answers how many were written. */
export async function sendAccessReminders(deps: Deps, now = new Date()): Promise<number> {
  const members: Candidate[] = await deps.db
    .select({
      memberId: accountMembers.id,
      email: accountMembers.email,
      orgId: accounts.orgId,
      accessExpiresAt: accounts.accessExpiresAt,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(
      and(
        eq(accounts.reviewStatus, 'Approved'),
        gt(accounts.accessExpiresAt, now),
        lte(accounts.accessExpiresAt, new Date(now.getTime() + ACCESS_ENDING_DAYS * DAY_MS)),
      ),
    )
    .then((rows) =>
      rows.flatMap((r) =>
        r.accessExpiresAt ? [{ ...r, accessExpiresAt: r.accessExpiresAt }] : [],
      ),
    );
  if (members.length === 0) return 0;
  const sentRows = await deps.db
    .select()
    .from(accessReminders)
    .where(
      inArray(
        accessReminders.memberId,
        members.map((m) => m.memberId),
      ),
    );
  let mailed = 0;
  for (const member of members) {
    const sent = sentRows
      .filter(
        (r) =>
          r.memberId === member.memberId &&
          r.accessExpiresAt.getTime() === member.accessExpiresAt.getTime(),
      )
      .map((r) => r.days);
    if (await mailReminder(deps, member, now, sent)) mailed += 1;
  }
  return mailed;
}

export function accessRemindersJobHandler(deps: Deps): JobHandler {
  return async () => {
    const now = new Date();
    await sendAccessReminders(deps, now);
    await scheduleAccessReminders(deps.db, nextDigestRun(now));
  };
}
