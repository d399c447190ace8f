/** What an open database offers, whichever its kind, and where its migrations are. */
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ContentRevisions } from './content-revision.ts';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations, beside this module (in the build too: scripts/build-server.mjs copies them). */
export const migrationsFolder = join(import.meta.dirname, 'migrations');
