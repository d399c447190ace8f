/**
 * Opens the database: PGlite (embedded, files under DATA_DIR) when no DATABASE_URL is set,
 * otherwise a pool to a real PostgreSQL server. Both give the same drizzle API. Each driver is
 * loaded only when it is the one in use (pglite-client.ts, postgres-client.ts): a start reads
 * one of them, not both. The embedded database is opened by one process at a time: its lock is
 * taken first and released when it closes (embedded-lock.ts).
 */
import { join } from 'node:path';
import type { EmbeddingsConfig } from '../config.ts';
import { dataFolderError } from '../lib/operator-error.ts';
import type { Database } from './database.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';

export type { Database, Db, Schema, Tx } from './database.ts';

/**
 * Opens the database for `holder` (`server`, or the operator command as typed), which the lock
 * names to a second opener. `lost` is told should another process take the lock over.
 */
export async function openDatabase(
  opts: {
    databaseUrl: string | undefined;
    dataDir: string;
    embeddings: EmbeddingsConfig | undefined;
  },
  holder: string,
  lost: (error: Error) => void,
): Promise<Database> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres-client.ts');
    return openPostgres(opts.databaseUrl);
  }
  const lock = await lockEmbeddedDatabase(opts.dataDir, holder, lost).catch((error: unknown) => {
    throw dataFolderError(error, opts.dataDir);
  });
  try {
    const { openPglite } = await import('./pglite-client.ts');
    const database = await openPglite(join(opts.dataDir, 'pglite'), opts.embeddings !== undefined);
    return {
      ...database,
      lock,
      close: async () => {
        try {
          await database.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
