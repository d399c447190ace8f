/** What an open database offers, whichever its kind, and where its migrations are. */
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { ContentRevisions } from './content-revision.ts';
import type { EmbeddedLock } from './embedded-lock.ts';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction handle `db.transaction` passes to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Each organisation's content revision, read as this database allows (content-revision.ts). */
  revisions: ContentRevisions;
  /** The embedded database's own client (its dump for backups); absent on PostgreSQL. */
  embedded?: PGlite;
  /** The embedded database's lock, held while it is open (embedded-lock.ts). */
  lock?: EmbeddedLock;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations, beside this module (in the build too: scripts/build-server.mjs copies them). */
export const migrationsFolder = join(import.meta.dirname, 'migrations');
