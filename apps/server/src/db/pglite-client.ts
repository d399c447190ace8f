/** The embedded database: PGlite, with its extensions, its queries paced, migrated in place. */
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database } from './database.ts';
import { watchedRevisions } from './content-revision.ts';
import { PGLITE_SLICE_MS, paceQueries, QueryPacer } from './pglite-pacing.ts';
import { watchPool } from './pool-stats.ts';
import * as schema from './schema/index.ts';

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
  const pacer = new QueryPacer(PGLITE_SLICE_MS);
  paceQueries(client, pacer);
  const db = drizzlePglite(client, { schema });
  watchPool(db, () => ({ waiting: pacer.waiting }));
  return {
    db,
    kind: 'pglite',
    embedded: client,
    revisions: watchedRevisions(client, db),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
