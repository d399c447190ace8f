/**
 * Real databases for API tests: a fresh migrated PGlite (cloned from one migrated template per
 * worker), and, when a PostgreSQL server answers at 127.0.0.1:5432, a fresh database created on it
 * and dropped afterwards. Nothing is mocked.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database } from '../../src/db/client.ts';
import { fromPglite, pgliteExtensions } from '../../src/db/pglite-client.ts';
import { openPostgres } from '../../src/db/postgres-client.ts';

export type DbKind = 'pglite' | 'postgres';

const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let template: Promise<File | Blob> | undefined;

/** A dump of one migrated PGlite, made once per worker; each test database loads it. */
async function migratedTemplate(): Promise<File | Blob> {
  template ??= (async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await fromPglite(client).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return template;
}

let postgresAvailable: Promise<boolean> | undefined;

/** Whether a PostgreSQL server answers at 127.0.0.1:5432 (checked once). */
export function isPostgresAvailable(): Promise<boolean> {
  postgresAvailable ??= (async () => {
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
  })();
  return postgresAvailable;
}

/** The database kinds this run tests against: PGlite always, PostgreSQL when one answers. */
export async function databaseKinds(): Promise<DbKind[]> {
  return (await isPostgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated, empty database of the given kind; `close()` drops it. PGlite has pgvector
 * when `withVectors` (as when embeddings are configured).
 */
export async function createTestDatabase(kind: DbKind, withVectors = false): Promise<Database> {
  if (kind === 'pglite') {
    const client = await PGlite.create({
      loadDataDir: await migratedTemplate(),
      extensions: await pgliteExtensions(withVectors),
    });
    return fromPglite(client);
  }
  const name = `trustfront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: PG_ADMIN_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
