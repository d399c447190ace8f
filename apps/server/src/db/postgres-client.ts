/** A pool to a PostgreSQL server; instances starting together migrate one after the other. */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '../lib/log-context.ts';
import { migrationsFolder, type Database } from './database.ts';
import { watchPool } from './pool-stats.ts';
import { queriedRevisions } from './content-revision.ts';
import * as schema from './schema/index.ts';

/** The advisory lock key that serialises migrations across instances ('tfmigrat'). */
const MIGRATION_LOCK = 0x74666d6967726174n.toString();

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator) is dropped and replaced
  // on the next query; without a listener its error would end the process.
  pool.on('error', (error) => log().warn({ err: error }, 'idle database connection ended'));
  const db = drizzlePg(pool, { schema });
  watchPool(db, () => ({
    connections: { total: pool.totalCount, idle: pool.idleCount },
    waiting: pool.waitingCount,
  }));
  return {
    db,
    kind: 'postgres',
    revisions: queriedRevisions(db),
    // Instances starting together migrate one after the other: the first applies what is
    // missing, the next find nothing left to do.
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
