/**
 * Whether this instance can serve (docs/deploy.md, Health and readiness): the database answers,
 * the file store answers, and every migration of this build is applied. Each check has a time
 * limit, so that a store that hangs makes the instance unready instead of the probe time out.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types.ts';
import { pendingMigrations } from '../../db/migration-state.ts';
import { safeMessage } from '../../lib/log-redaction.ts';

export type CheckName = 'database' | 'storage' | 'migrations';

export interface CheckResult {
  name: CheckName;
  ok: boolean;
  /** Why it failed. */
  error?: string;
}

/** Time each check may take. */
const CHECK_MS = 3000;

function withinTime(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${CHECK_MS} ms`)), CHECK_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function run(name: CheckName, check: () => Promise<void>): Promise<CheckResult> {
  try {
    await withinTime(check());
    return { name, ok: true };
  } catch (error) {
    return { name, ok: false, error: safeMessage(error) };
  }
}

export async function checkReadiness(
  deps: Pick<AppDeps, 'db' | 'storage'>,
): Promise<CheckResult[]> {
  return Promise.all([
    run('database', async () => {
      await deps.db.execute(sql`select 1`);
    }),
    run('storage', () => deps.storage.check()),
    run('migrations', async () => {
      const pending = await pendingMigrations(deps.db);
      if (pending.length > 0) throw new Error(`Not applied: ${pending.join(', ')}`);
    }),
  ]);
}
