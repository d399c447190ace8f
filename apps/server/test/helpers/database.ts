/**
 * Real databases for API tests: a fresh migrated PGlite (loaded from the run's migrated dump),
 * and, when a PostgreSQL server answers at 127.0.0.1:5432, a fresh database copied on it from the
 * run's migrated template and dropped afterwards. Nothing is mocked. The templates are made once
 * per run by global-setup.ts; without it (a config that does not name it), each worker migrates
 * its own.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { fromPglite, pgliteOptions } from '../../src/db/pglite-client.ts';
import { openPostgres } from '../../src/db/postgres-client.ts';
import {
  adminQuery,
  dropDatabase,
  migratedPgliteDump,
  postgresAnswers,
  postgresUrlOf,
  uniqueDatabaseName,
} from './template-databases.ts';

export type DbKind = 'pglite' | 'postgres';

let template: Promise<Blob> | undefined;

/** The run's migrated PGlite dump, read once per worker; each test database loads it. */
async function migratedTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplateFile');
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : migratedPgliteDump();
  return template;
}

let postgresAvailable: Promise<boolean> | undefined;

/** Whether a PostgreSQL server answers at 127.0.0.1:5432 (checked once). */
export function isPostgresAvailable(): Promise<boolean> {
  postgresAvailable ??= postgresAnswers();
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
      ...(await pgliteOptions(withVectors)),
    });
    return fromPglite(client);
  }
  const name = uniqueDatabaseName('trustfront_test');
  const postgresTemplate = inject('postgresTemplate');
  await createMigratedPostgres(name);
  const database = openPostgres(postgresUrlOf(name));
  if (!postgresTemplate) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/**
 * Puts the run's migrated PGlite in `${dataDir}/pglite`, where a server or an operator's command
 * finds it as after a first start: for the tests of whole processes whose subject is not that
 * start, which would otherwise create and migrate the database in the process, some 5 s of CPU.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const folder = join(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  const client = await PGlite.create(folder, {
    loadDataDir: await migratedTemplate(),
    ...(await pgliteOptions(false)),
  });
  await client.close();
}

/**
 * Creates PostgreSQL database `name`, migrated as after a server's first start (a copy of the
 * run's template, like `createTestDatabase`); without the template, empty, and the first process
 * migrates it.
 */
export async function createMigratedPostgres(name: string): Promise<void> {
  const postgresTemplate = inject('postgresTemplate');
  await adminQuery(
    postgresTemplate
      ? `CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`
      : `CREATE DATABASE ${name}`,
  );
}
