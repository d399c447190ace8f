/**
 * The migrated templates every API test database starts from, made once per run by the Vitest
 * global setup (global-setup.ts) so that test files running side by side never migrate again:
 *
 * - PGlite: a dump of one migrated data folder, written to a file of the system's temporary
 *   folder; each worker reads it once and loads it into every PGlite it opens.
 * - PostgreSQL: one migrated database; each test database is created as a copy of it
 *   (`CREATE DATABASE … TEMPLATE …`), which takes a fraction of a migration's time.
 *
 * Both carry a random name, so that runs in several worktrees at once never share one.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, pgliteOptions } from '../../src/db/pglite-client.ts';
import { openPostgres } from '../../src/db/postgres-client.ts';

export const PG_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** What the global setup hands to the test files (Vitest's `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite dump ('' when the global setup did not run). */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL template database ('' without PostgreSQL). */
    postgresTemplate: string;
  }
}

/** Whether a PostgreSQL server answers at `PG_ADMIN_URL`. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A dump of one freshly migrated PGlite (pg_trgm loaded, as every test database has it). */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create(await pgliteOptions(false));
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/** A database name of our own, unlike any another run picks. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The URL of database `name` on the test server. */
export function postgresUrlOf(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the test server's admin connection. */
export async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Creates and migrates a PostgreSQL template database, all its connections closed: its name. */
export async function createPostgresTemplate(): Promise<string> {
  const name = uniqueDatabaseName('trustfront_template');
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = openPostgres(postgresUrlOf(name));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
