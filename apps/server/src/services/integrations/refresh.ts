/**
 * The scheduled refresh of connected statistics (docs/integrations.md, Refresh): a job on the
 * PostgreSQL queue, one per period across every instance (its key is the period), that asks each
 * connected service again; staff also refresh one connection at once. A failure keeps the last
 * figures on the portal, with when they were received, and the temporary connection error for
 * staff until a later refresh succeeds.
 */
import { eq, isNull, lt, or } from 'drizzle-orm';
import { integrationHost, INTEGRATION_MESSAGES as M } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { IntegrationsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { integrations, type IntegrationRow } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { log } from '../../lib/log-context.ts';
import {
  fetchLiveStats,
  integrationCalls,
  writeCardStats,
  type IntegrationCalls,
} from './fetch-stats.ts';

export const INTEGRATIONS_REFRESH_JOB = 'integrations.refresh';

const periodMs = (config: IntegrationsConfig) => config.refreshMinutes * 60_000;

/** Queues the refresh of the current period; every instance may ask, one job is queued. */
export function enqueueIntegrationsRefresh(
  db: Db,
  config: IntegrationsConfig,
  now = Date.now(),
): Promise<number | null> {
  const period = Math.floor(now / periodMs(config));
  return enqueueJob(
    db,
    INTEGRATIONS_REFRESH_JOB,
    {},
    {
      dedupeKey: `${INTEGRATIONS_REFRESH_JOB}:${period}`,
      maxAttempts: 1,
    },
  );
}

/**
 * Asks one connection's service again and writes the outcome: new figures and their time, or, on
 * a failure, the error beside the figures kept (`refreshedAt` stays the time they were received).
 */
export async function refreshIntegration(
  db: Db,
  config: IntegrationCalls,
  row: IntegrationRow,
): Promise<boolean> {
  const answer = await fetchLiveStats(config, row);
  const fields = { integrationId: row.id, orgId: row.orgId, provider: row.provider };
  if (answer.ok) log().debug(fields, 'integration refreshed');
  else log().warn({ ...fields, reason: answer.reason }, 'integration refresh failed');
  await db.transaction(async (tx) => {
    if (answer.ok) await writeCardStats(tx, row.productId, row.provider, answer.value.stats);
    await tx
      .update(integrations)
      .set(
        answer.ok
          ? { lastError: null, refreshedAt: new Date() }
          : { lastError: M.temporaryError(integrationHost(row.provider)) },
      )
      .where(eq(integrations.id, row.id));
  });
  return answer.ok;
}

/** Refreshes every connection not refreshed within the period (a failing one at every run). */
export async function refreshDueIntegrations(
  db: Db,
  config: IntegrationCalls,
  now = new Date(),
): Promise<number> {
  const due = new Date(now.getTime() - periodMs(config) / 2);
  const rows = await db
    .select()
    .from(integrations)
    .where(or(isNull(integrations.refreshedAt), lt(integrations.refreshedAt, due)));
  for (const row of rows) await refreshIntegration(db, config, row);
  log().info({ integrations: rows.length }, 'integrations refreshed');
  return rows.length;
}

export function integrationsRefreshJobHandler({ db, config }: AppDeps): JobHandler {
  return async () => {
    await refreshDueIntegrations(db, integrationCalls(config));
  };
}
