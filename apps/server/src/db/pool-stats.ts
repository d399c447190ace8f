/**
 * How busy the database connection is, for the metrics (docs/deploy.md, Metrics): PostgreSQL's
 * pool (connections open, idle, and queries waiting for one); the embedded database has one
 * connection and reports the queries waiting for their turn (pglite-pacing.ts).
 */
import type { Db } from './database.ts';

export interface PoolStats {
  /** Connections open, and of them idle; absent for the embedded database. */
  connections?: { total: number; idle: number };
  /** Queries waiting for a connection (PostgreSQL) or for their turn (PGlite). */
  waiting: number;
}

const readers = new WeakMap<Db, () => PoolStats>();

/** Records how to read the pool of `db` (the database's opener calls this). */
export function watchPool(db: Db, read: () => PoolStats): void {
  readers.set(db, read);
}

/** The pool's state now, or undefined for a database opened elsewhere. */
export function poolStats(db: Db): PoolStats | undefined {
  return readers.get(db)?.();
}
