/**
 * Opens the database: PGlite (embedded, files under DATA_DIR) when no DATABASE_URL is set,
 * otherwise a pool to a real PostgreSQL server. Both give the same drizzle API.
 */
import { join } from 'node:path';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { EmbeddingsConfig } from '../config.ts';
import { queriedRevisions, watchedRevisions, type ContentRevisions } from './content-revision.ts';
import { paceQueries } from './pglite-pacing.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The content revision, read as this kind of database allows (see content-revision.ts). */
  revisions: ContentRevisions;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

/** The advisory lock key that serialises migrations across instances ('tfmigrat'). */
const MIGRATION_LOCK = 0x74666d6967726174n.toString();

/**
 * PGlite's extensions: pg_trgm always; pgvector when embeddings are configured (only then, so
 * that a start without them loads nothing more). Both are files of the installed packages.
 */
export async function pgliteExtensions(withVectors: boolean): Promise<Extensions> {
  if (!withVectors) return { pg_trgm };
  const { vector } = await import('@electric-sql/pglite-pgvector');
  return { pg_trgm, vector };
}

/**
 * Opens PGlite at `dataDir` (a folder), or in memory when `dataDir` is undefined; with pgvector
 * when `withVectors`.
 */
export async function openPglite(
  dataDir: string | undefined,
  withVectors = false,
): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: await pgliteExtensions(withVectors) });
  return fromPglite(client);
}

/**
 * Wraps an existing PGlite instance (tests clone a migrated template), its queries paced so that
 * the event loop keeps taking turns under load (see pglite-pacing.ts).
 */
export function fromPglite(client: PGlite): Database {
  paceQueries(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    revisions: watchedRevisions(client, db),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator) is dropped and replaced
  // on the next query; without a listener its error would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
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

export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddings: EmbeddingsConfig | undefined;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(join(opts.dataDir, 'pglite'), opts.embeddings !== undefined);
}
