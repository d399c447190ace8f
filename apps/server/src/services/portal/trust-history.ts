/**
 * The history of what each trust center published (docs/portal.md, History). The feed of the
 * anonymous page is the record: each instance looks, every HISTORY_CHECK_SECONDS, for
 * organisations whose content revision moved since their history was last brought up to date,
 * and queues one job per organisation and revision (its key: every instance may queue it, one
 * runs it). The job renders the feed and, when it differs from the last one kept, keeps it with
 * the changes between and the staff whose edits (the audit log's) were published in it. A
 * recording locks the organisation's row of `trust_history_checks` and gives way to one of a
 * newer revision, so that two instances never record out of order. The changes recorded are
 * appended to the transparency log in the same transaction (docs/transparency-log.md). Once a
 * day a job deletes what is older than the kept years, but the snapshot still answering for the
 * first kept day.
 */
import { and, asc, desc, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import {
  HISTORY_MESSAGES,
  TRUST_HISTORY_PAGE_SIZE,
  diffTrustFeeds,
  historyCutoff,
  historyPruneKey,
  nextAccessLogSummary,
  type TStaffTrustChange,
  type TTrustChangeEntry,
  type TTrustFeed,
  type TrustChangeKind,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import {
  auditLog,
  organizations,
  trustChanges,
  trustHistoryChecks,
  trustSnapshots,
  type TrustSnapshotRow,
} from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { NOTHING_TO_DO, type JobHandler } from '../../jobs/worker.ts';
import { log } from '../../lib/log-context.ts';
import { AppError } from '../../lib/errors.ts';
import { currentSigningKey } from './feed-signing.ts';
import { appendToLog } from './transparency-log.ts';

export const TRUST_HISTORY_JOB = 'trust-history.record';
export const TRUST_HISTORY_PRUNE_JOB = 'trust-history.prune';

/** The published feed of an organisation (by slug) as trust.json answers it; null unpublished. */
export type RenderPublishedFeed = (orgSlug: string) => Promise<TTrustFeed | null>;

/** Organisations whose content moved past the revision their history was last checked at. */
async function uncheckedOrganizations(db: Db) {
  return queryRows<{ org_id: string; revision: string | number }>(
    db,
    sql`select r.org_id, r.revision
        from content_revisions r
        left join trust_history_checks c on c.org_id = r.org_id
        where c.revision is null or r.revision > c.revision`,
  );
}

/** Queues the recording of every organisation whose content moved; answers how many were new. */
export async function queueHistoryChecks(db: Db): Promise<number> {
  let queued = 0;
  for (const row of await uncheckedOrganizations(db)) {
    const revision = Number(row.revision);
    const id = await enqueueJob(
      db,
      TRUST_HISTORY_JOB,
      { orgId: row.org_id },
      { dedupeKey: `${TRUST_HISTORY_JOB}:${row.org_id}:${revision}` },
    );
    if (id !== null) queued += 1;
  }
  return queued;
}

async function revisionOf(db: Db, orgId: string): Promise<number> {
  const [row] = await queryRows<{ revision: string | number }>(
    db,
    sql`select revision from content_revisions where org_id = ${orgId}`,
  );
  return Number(row?.revision ?? 0);
}

export type RecordOutcome = 'recorded' | 'unchanged' | 'superseded' | 'unpublished' | 'gone';

/**
 * Brings the organisation's history up to its content now: renders the published feed and,
 * when it differs from the last snapshot, keeps it with the changes between, as of `now`.
 */
export async function recordTrustHistory(
  db: Db,
  render: RenderPublishedFeed,
  orgId: string,
  now: Date,
  secret: string,
): Promise<RecordOutcome> {
  const [org] = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) return 'gone';
  // The revision first: a change made while rendering is then recorded by the next job.
  const revision = await revisionOf(db, orgId);
  const feed = await render(org.slug);
  const key = await currentSigningKey(db, secret);
  return db.transaction(async (tx) => {
    await tx
      .insert(trustHistoryChecks)
      .values({ orgId, revision: -1, checkedAt: now })
      .onConflictDoNothing();
    const [check] = await tx
      .select()
      .from(trustHistoryChecks)
      .where(eq(trustHistoryChecks.orgId, orgId))
      .for('update');
    if (check && check.revision >= revision) return 'superseded';
    await tx
      .update(trustHistoryChecks)
      .set({ revision, checkedAt: now })
      .where(eq(trustHistoryChecks.orgId, orgId));
    // An unpublished portal shows nothing to anyone: its history waits for it to be published.
    if (!feed) return 'unpublished';
    const json = JSON.stringify(feed);
    const [last] = await tx
      .select()
      .from(trustSnapshots)
      .where(eq(trustSnapshots.orgId, orgId))
      .orderBy(desc(trustSnapshots.takenAt))
      .limit(1);
    if (last?.feed === json) return 'unchanged';
    const before = last ? (JSON.parse(last.feed) as TTrustFeed) : null;
    const entries = diffTrustFeeds(before, feed, now);
    const staff = last
      ? await tx
          .selectDistinct({ email: auditLog.actorEmail })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.orgId, orgId),
              gt(auditLog.createdAt, last.takenAt),
              lte(auditLog.createdAt, now),
            ),
          )
          .orderBy(asc(auditLog.actorEmail))
      : [];
    const [snapshot] = await tx
      .insert(trustSnapshots)
      .values({ orgId, revision, takenAt: now, feed: json, staff: staff.map((s) => s.email) })
      .returning({ id: trustSnapshots.id });
    if (!snapshot) throw new Error('The snapshot was not kept');
    if (entries.length > 0) {
      await tx.insert(trustChanges).values(
        entries.map((entry, position) => ({
          orgId,
          snapshotId: snapshot.id,
          recordedAt: now,
          position,
          kind: entry.kind,
          entry,
        })),
      );
      // The log is written with the history: a change is never recorded but not logged.
      await appendToLog(tx, key, orgId, now);
    }
    return 'recorded';
  });
}

export function trustHistoryJobHandler(
  db: Db,
  render: RenderPublishedFeed,
  secret: string,
): JobHandler {
  return async (job) => {
    const orgId = String(job.payload.orgId);
    const outcome = await recordTrustHistory(db, render, orgId, new Date(), secret);
    if (outcome !== 'recorded') {
      log().debug({ trustHistory: { outcome } }, 'trust history checked');
      return NOTHING_TO_DO;
    }
    log().info({ trustHistory: { outcome } }, 'trust history checked');
    return undefined;
  };
}

/** Enqueues the pruning of the day of `at` (a no-op when it is already queued or done). */
export function scheduleHistoryPrune(db: Db, at: Date): Promise<number | null> {
  return enqueueJob(db, TRUST_HISTORY_PRUNE_JOB, {}, { dedupeKey: historyPruneKey(at), runAt: at });
}

/**
 * Deletes the changes recorded before the kept years and the snapshots before them, but the last
 * of those, which still answers for the first kept day. Answers how many snapshots went.
 */
export async function pruneTrustHistory(db: Db, now: Date, years: number): Promise<number> {
  const cutoff = historyCutoff(now, years).toISOString();
  await db.execute(sql`delete from trust_changes where recorded_at < ${cutoff}::timestamptz`);
  const [gone] = await queryRows<{ n: number | string }>(
    db,
    sql`with gone as (
          delete from trust_snapshots s
          where s.taken_at < ${cutoff}::timestamptz
            and exists (
              select 1 from trust_snapshots later
              where later.org_id = s.org_id and later.taken_at > s.taken_at
                and later.taken_at <= ${cutoff}::timestamptz
            )
          returning 1
        )
        select count(*) as n from gone`,
  );
  return Number(gone?.n ?? 0);
}

export function trustHistoryPruneJobHandler(db: Db, years: number): JobHandler {
  return async () => {
    const now = new Date();
    const removed = await pruneTrustHistory(db, now, years);
    if (removed > 0) log().info({ trustHistory: { removed } }, 'trust history pruned');
    await scheduleHistoryPrune(db, nextAccessLogSummary(now));
  };
}

/** The snapshot answering for the instant before `end`: the last one taken before it. */
export async function snapshotBefore(
  db: Db,
  orgId: string,
  end: Date,
): Promise<TrustSnapshotRow | undefined> {
  const [row] = await db
    .select()
    .from(trustSnapshots)
    .where(and(eq(trustSnapshots.orgId, orgId), lt(trustSnapshots.takenAt, end)))
    .orderBy(desc(trustSnapshots.takenAt))
    .limit(1);
  return row;
}

/** When the first kept snapshot was taken; null while nothing is recorded. */
export async function firstSnapshotAt(db: Db, orgId: string): Promise<Date | null> {
  const [row] = await db
    .select({ takenAt: trustSnapshots.takenAt })
    .from(trustSnapshots)
    .where(eq(trustSnapshots.orgId, orgId))
    .orderBy(asc(trustSnapshots.takenAt))
    .limit(1);
  return row?.takenAt ?? null;
}

export interface ChangesPage {
  changes: TStaffTrustChange[];
  /** The id to ask `before` for the older ones; null when these are the oldest. */
  next: string | null;
}

/**
 * A page of the organisation's changes, of one kind or all: newest recording first, each
 * recording's changes in the order the diff told them.
 */
export async function listTrustChanges(
  db: Db,
  orgId: string,
  query: { kind?: TrustChangeKind; before?: string },
): Promise<ChangesPage> {
  const conditions = [eq(trustChanges.orgId, orgId)];
  if (query.kind) conditions.push(eq(trustChanges.kind, query.kind));
  if (query.before) {
    const [cursor] = await db
      .select({ recordedAt: trustChanges.recordedAt, position: trustChanges.position })
      .from(trustChanges)
      .where(and(eq(trustChanges.orgId, orgId), eq(trustChanges.id, query.before)));
    if (!cursor) throw new AppError('bad_request', HISTORY_MESSAGES.unknownBefore);
    const older = or(
      lt(trustChanges.recordedAt, cursor.recordedAt),
      and(
        eq(trustChanges.recordedAt, cursor.recordedAt),
        gt(trustChanges.position, cursor.position),
      ),
    );
    if (older) conditions.push(older);
  }
  const rows = await db
    .select({
      id: trustChanges.id,
      recordedAt: trustChanges.recordedAt,
      entry: trustChanges.entry,
      staff: trustSnapshots.staff,
    })
    .from(trustChanges)
    .innerJoin(trustSnapshots, eq(trustSnapshots.id, trustChanges.snapshotId))
    .where(and(...conditions))
    .orderBy(desc(trustChanges.recordedAt), asc(trustChanges.position))
    .limit(TRUST_HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, TRUST_HISTORY_PAGE_SIZE);
  return {
    changes: page.map((r) => ({
      ...(r.entry satisfies TTrustChangeEntry),
      id: r.id,
      recordedAt: r.recordedAt.toISOString(),
      by: r.staff,
    })),
    next: rows.length > TRUST_HISTORY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
