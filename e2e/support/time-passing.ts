/**
 * Time passing, for a journey on a server of its own (fresh-server.ts): the product has no clock
 * to move, so the days a journey waits for are taken out of the stopped server's data instead.
 * Bringing a planned subprocessor change's effective date, and the due time of the job that
 * applies it, to today is what the server would meet once those days had passed
 * (docs/editing.md, Planned subprocessor changes: the job is due at the start of the effective
 * day, UTC). The data folder is opened as the server opens it (apps/server/src/db/pglite-client.ts),
 * while the server is stopped: the embedded database has one user at a time.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../../apps/server/src/db/pglite-client.ts';

/**
 * The dedupe key of the job that applies a change: its kind, `subprocessor-change.apply`, and the
 * change's id (apps/server/src/services/editing/subprocessor-changes/apply-changes.ts).
 */
const applyJobKey = (changeId: string) => `subprocessor-change.apply:${changeId}`;

/** Today's date, UTC: the day the server's jobs and rules count in. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * In the stopped server's data folder `dataDir`, moves the planned change of subprocessor
 * `company` to take effect today, as if its days of notice had passed. Fails unless exactly that
 * one change and its queued job moved.
 */
export async function letNoticePass(dataDir: string, company: string): Promise<void> {
  const db = await PGlite.create(join(dataDir, 'pglite'), await pgliteOptions(false));
  try {
    const today = todayUtc();
    await db.transaction(async (tx) => {
      const changes = await tx.query<{ id: string }>(
        `UPDATE subprocessor_changes SET effective_on = $1
          WHERE company->>'name' = $2 AND state = 'planned' RETURNING id`,
        [today, company],
      );
      const [change] = changes.rows;
      if (changes.rows.length !== 1 || !change) {
        throw new Error(`${changes.rows.length} planned changes of ${company}, not one`);
      }
      const jobs = await tx.query(
        `UPDATE jobs SET run_at = $1 WHERE dedupe_key = $2 AND done_at IS NULL`,
        [`${today}T00:00:00Z`, applyJobKey(change.id)],
      );
      if (jobs.affectedRows !== 1) {
        throw new Error(`${jobs.affectedRows ?? 0} queued jobs apply the change of ${company}`);
      }
    });
  } finally {
    await db.close();
  }
}
