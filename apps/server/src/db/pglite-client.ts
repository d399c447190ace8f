/** The embedded database: PGlite, with its extensions, its queries paced, migrated in place. */
import { PGlite, type Extensions, type PGliteOptions } from '@electric-sql/pglite';
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
async function pgliteExtensions(withVectors: boolean): Promise<Extensions> {
  if (!withVectors) return { pg_trgm };
  const { vector } = await import('@electric-sql/pglite-pgvector');
  return { pg_trgm, vector };
}

/**
 * PostgreSQL's memory settings inside PGlite, sized to the demo (docs/deploy.md, Sizing). The
 * WebAssembly memory holds all of PostgreSQL's shared memory and touches it at start: with the
 * default 128 MB of shared buffers a start held about 120 MB more than with 16 MB, for a data
 * folder of 45 to 60 MB whose pages PGlite still reads through the operating system's cache.
 * Work memory is taken per sort only when needed; index builds (migrations) get less than the
 * default 64 MB.
 */
const PGLITE_MEMORY_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'maintenance_work_mem=16MB',
];

/**
 * How every PGlite of the server opens (its own data folder, a backup's, a restore's, the tests'
 * copies): with pg_trgm, pgvector when `withVectors`, and the memory settings above.
 */
export async function pgliteOptions(
  withVectors: boolean,
): Promise<Pick<PGliteOptions, 'extensions' | 'startParams'>> {
  return {
    extensions: await pgliteExtensions(withVectors),
    startParams: [
      ...PGlite.defaultStartParams,
      ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ['-c', setting]),
    ],
  };
}

/**
 * Opens PGlite at `dataDir` (a folder), or in memory when `dataDir` is undefined; with pgvector
 * when `withVectors`.
 */
export async function openPglite(
  dataDir: string | undefined,
  withVectors = false,
): Promise<Database> {
  const client = await PGlite.create(dataDir, await pgliteOptions(withVectors));
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
