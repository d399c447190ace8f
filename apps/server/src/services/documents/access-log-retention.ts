/**
 * The access log's retention (docs/access.md, Access log): once a day a job counts the rows older
 * than the kept months per organisation, month (UTC) and kind of event into `access_log_months`,
 * and deletes them in one statement, so that no row is counted twice or lost. Its job key
 * names the day: every instance enqueues it, one runs it. A second run finds nothing to count.
 */
import { sql } from 'drizzle-orm';
import { accessLogCutoff, accessLogSummaryKey, nextAccessLogSummary } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { accessLogMonths, documentEvents } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { log } from '../../lib/log-context.ts';

export const ACCESS_LOG_SUMMARY_JOB = 'access-log.summarise';

/** Enqueues the summary of the day of `at` (a no-op when it is already queued or done). */
export function scheduleAccessLogSummary(db: Db, at: Date): Promise<number | null> {
  return enqueueJob(
    db,
    ACCESS_LOG_SUMMARY_JOB,
    {},
    { dedupeKey: accessLogSummaryKey(at), runAt: at },
  );
}

/**
 * Counts the access log's rows older than `months` whole months before `now` into monthly
 * counts (added to a month's counts already kept) and deletes them, in one statement: the rows
 * counted are exactly the rows deleted, even while an import writes older rows. Answers how
 * many rows went.
 */
export async function summariseAccessLog(db: Db, now: Date, months: number): Promise<number> {
  const cutoff = accessLogCutoff(now, months).toISOString();
  const [gone] = await queryRows<{ n: number | string }>(
    db,
    sql`with gone as (
          delete from ${documentEvents}
          where created_at < ${cutoff}::timestamptz
          returning org_id, created_at, action
        ), counted as (
          insert into ${accessLogMonths} (org_id, month, action, count)
          select org_id, date_trunc('month', created_at at time zone 'UTC')::date, action, count(*)
          from gone
          group by 1, 2, 3
          on conflict (org_id, month, action)
          do update set count = ${accessLogMonths}.count + excluded.count
          returning 1
        )
        select count(*) as n from gone`,
  );
  return Number(gone?.n ?? 0);
}

export function accessLogSummaryJobHandler(deps: Pick<AppDeps, 'db' | 'config'>): JobHandler {
  return async () => {
    const now = new Date();
    const removed = await summariseAccessLog(deps.db, now, deps.config.accessLogRetentionMonths);
    if (removed > 0) log().info({ accessLog: { removed } }, 'access log summarised');
    await scheduleAccessLogSummary(deps.db, nextAccessLogSummary(now));
  };
}
