/**
 * Opens the database: PGlite (embedded, files under DATA_DIR) when no DATABASE_URL is set,
 * otherwise a pool to a real PostgreSQL server. Both give the same drizzle API. Each driver is
 * loaded only when it is the one in use (pglite-client.ts, postgres-client.ts): a start reads
 * one of them, not both.
 */
import { join } from 'node:path';
import type { EmbeddingsConfig } from '../config.ts';
import type { Database } from './database.ts';

export type { Database, Db, Schema, Tx } from './database.ts';

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
