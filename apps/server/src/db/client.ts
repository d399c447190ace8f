/**
 * Opens the database: PGlite (embedded, files under DATA_DIR) when no DATABASE_URL is set,
 * otherwise a pool to a real PostgreSQL server. Both give the same drizzle API. Each driver is
 * loaded only when it is the one in use (pglite-client.ts, postgres-client.ts): a start reads
 * one of them, not both.
 */
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { EmbeddingsConfig } from '../config.ts';
import type { ContentRevisions } from './content-revision.ts';
import type * as schema from './schema/index.ts';

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

/** The migrations, beside this module (in the build too: scripts/build-server.mjs copies them). */
export const migrationsFolder = join(import.meta.dirname, 'migrations');

export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddings: EmbeddingsConfig | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres-client.ts');
    return openPostgres(opts.databaseUrl);
  }
  const { openPglite } = await import('./pglite-client.ts');
  return openPglite(join(opts.dataDir, 'pglite'), opts.embeddings !== undefined);
}
