/**
 * The job queue: rows in `jobs`, claimed with `FOR UPDATE SKIP LOCKED` so that every server
 * instance may work and each job runs on one at a time. A claim holds a lock for a while; a job
 * whose instance died is claimed again once its lock expires. Failures retry with back-off.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { log } from '../lib/log-context.ts';
import { safeMessage } from '../lib/log-redaction.ts';
import { jobs, type JobRow } from '../db/schema/index.ts';

export interface EnqueueOptions {
  /** At most one job per key: a second enqueue with the same key is a no-op. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job; answers its id, or null when a job with the same key already exists. */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 10,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (row) log().debug({ queued: { jobId: row.id, kind } }, 'job queued');
  else log().debug({ queued: { kind } }, 'job already queued');
  return row?.id ?? null;
}

interface ClaimedRow {
  id: number | string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export type ClaimedJob = Pick<JobRow, 'id' | 'kind' | 'payload' | 'attempts' | 'maxAttempts'>;

/** Claims up to `limit` due jobs of the given kinds for `lockMs`. */
export async function claimJobs(
  db: Db,
  kinds: readonly string[],
  limit: number,
  lockMs: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`
    update jobs set attempts = attempts + 1,
      locked_until = now() + (${lockMs} * interval '1 millisecond')
    where id in (
      select id from jobs
      where done_at is null and failed_at is null and run_at <= now()
        and (locked_until is null or locked_until < now())
        and kind in (${kindList})
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: r.payload,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }));
}

export async function completeJob(db: Db, id: number): Promise<void> {
  await db.execute(
    sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${id}`,
  );
}

/** Back-off before the next attempt: 2 s, 4 s, 8 s, … up to 10 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 10 * 60 * 1000);

/**
 * Records a failure: retried after a back-off, or failed for good after its last attempt. The
 * error is kept as the log keeps it: a failed query by its kind and code, not its values.
 */
export async function failJob(db: Db, job: ClaimedJob, error: unknown): Promise<void> {
  const message = safeMessage(error);
  if (job.attempts >= job.maxAttempts) {
    await db.execute(
      sql`update jobs set failed_at = now(), locked_until = null, last_error = ${message}
          where id = ${job.id}`,
    );
    return;
  }
  await db.execute(
    sql`update jobs set locked_until = null, last_error = ${message},
          run_at = now() + (${retryDelayMs(job.attempts)} * interval '1 millisecond')
        where id = ${job.id}`,
  );
}

export interface QueueDepth {
  kind: string;
  /** Jobs due and not finished (waiting, or being worked on). */
  due: number;
  /** Seconds since the longest-waiting of them became due. */
  oldestAgeSeconds: number;
}

/** The due, unfinished jobs per kind, in one query over the queue's own index (metrics). */
export async function queueDepths(db: Db): Promise<QueueDepth[]> {
  const rows = await queryRows<{ kind: string; due: number | string; oldest: number | string }>(
    db,
    sql`
    select kind, count(*) as due, extract(epoch from now() - min(run_at)) as oldest
    from jobs
    where done_at is null and failed_at is null and run_at <= now()
    group by kind`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    due: Number(r.due),
    oldestAgeSeconds: Math.max(0, Number(r.oldest)),
  }));
}
