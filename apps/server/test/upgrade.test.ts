/**
 * Upgrading from the last release (docs/deploy.md, Upgrades), on both databases: a database is
 * migrated only up to the last release's migration (db/releases.ts) and filled with the demo's
 * data, as a server of that release would hold it; then this build's migrations run on it as at
 * a start. Every row of the release's tables is intact after the upgrade (each table's rows
 * digested, the release's columns only), and a server of this build serves it: the same portal
 * view as a database this build seeded, every document byte-identical, the admin's sign-in.
 *
 * The demo's data is this build's seed, copied column by column into the tables and columns the
 * release has (a migration that must rewrite old rows would say so here, with the rows it
 * changes).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database, Db } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/database.ts';
import { pendingMigrations } from '../src/db/migration-state.ts';
import { fromPglite, pgliteOptions } from '../src/db/pglite-client.ts';
import { openPostgres } from '../src/db/postgres-client.ts';
import { queryRows } from '../src/db/query.ts';
import { LAST_RELEASE } from '../src/db/releases.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { passageVectors } from '../src/services/search/vectors/vector-search.ts';
import type { Storage } from '../src/storage/index.ts';
import { createTestApp, sessionCookie, testConfig } from './helpers/app.ts';
import { databaseKinds, type DbKind } from './helpers/database.ts';
import { PG_ADMIN_URL, databaseUrl } from './helpers/processes.ts';
import { uniqueDatabaseName } from './helpers/template-databases.ts';

const kinds = await databaseKinds();
const PASSWORD = 'upgrade-test-password';

interface JournalEntry {
  tag: string;
  when: number;
}

const journal = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  }
).entries;

/** A copy of the migrations folder whose journal ends with the last release's migration. */
function releaseMigrations(): string {
  const last = journal.findIndex((entry) => entry.tag === LAST_RELEASE.lastMigration);
  expect(last, `${LAST_RELEASE.lastMigration} is in the journal`).toBeGreaterThanOrEqual(0);
  const folder = mkdtempSync(join(tmpdir(), 'trustfront-release-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const path = join(folder, 'meta/_journal.json');
  const whole = JSON.parse(readFileSync(path, 'utf8')) as { entries: JournalEntry[] };
  writeFileSync(path, JSON.stringify({ ...whole, entries: whole.entries.slice(0, last + 1) }));
  return folder;
}

/** An empty database of `kind`, migrated with the migrations of `folder`. */
async function databaseMigratedWith(kind: DbKind, folder: string): Promise<Database> {
  if (kind === 'pglite') {
    const client = await PGlite.create(await pgliteOptions(false));
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    return fromPglite(client);
  }
  const name = uniqueDatabaseName('trustfront_upgrade');
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 1 });
  await migratePg(drizzlePg(pool), { migrationsFolder: folder });
  await pool.end();
  const database = openPostgres(databaseUrl(name));
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

interface Column {
  table: string;
  column: string;
  generated: boolean;
  serial: boolean;
}

/** The tables of the public schema and their columns, in order. */
async function columnsOf(db: Db): Promise<Map<string, Column[]>> {
  const rows = await queryRows<{
    table_name: string;
    column_name: string;
    is_generated: string;
    is_identity: string;
    column_default: string | null;
  }>(
    db,
    sql`select c.table_name, c.column_name, c.is_generated, c.is_identity, c.column_default
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({
      table: row.table_name,
      column: row.column_name,
      generated: row.is_generated === 'ALWAYS',
      serial: row.is_identity === 'YES' || Boolean(row.column_default?.startsWith('nextval(')),
    });
    tables.set(row.table_name, columns);
  }
  return tables;
}

const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
const list = (columns: readonly Column[]) =>
  sql.join(
    columns.map((c) => quoted(c.column)),
    sql`, `,
  );

/**
 * Copies every row of `from` into the tables of `to`, the columns `to` has only, with triggers and
 * foreign keys off for the copy (as a restore does); sequences continue after the copied rows.
 */
async function copyRows(from: Db, to: Db, tables: Map<string, Column[]>): Promise<void> {
  await to.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, all] of tables) {
      const columns = all.filter((c) => !c.generated);
      const [rows] = await queryRows<{ rows: unknown }>(
        from,
        sql`select coalesce(json_agg(t), '[]'::json) as rows
            from (select ${list(columns)} from ${quoted(table)}) t`,
      );
      await tx.execute(
        sql`insert into ${quoted(table)} (${list(columns)}) overriding system value
            select ${list(columns)}
            from json_populate_recordset(null::${quoted(table)}, ${JSON.stringify(rows?.rows ?? [])}::json)`,
      );
      for (const column of columns.filter((c) => c.serial)) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`public."${table}"`}, ${column.column}),
                coalesce((select max(${quoted(column.column)}) from ${quoted(table)}), 0) + 1, false)`,
        );
      }
    }
  });
}

/** Each table's row count and a digest of its rows, the given columns only. */
async function digests(db: Db, tables: Map<string, Column[]>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, columns] of tables) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from (select ${list(columns)} from ${quoted(table)}) t`,
    );
    const sorted = rows.map((r) => createHash('sha256').update(r.row).digest('hex')).sort();
    out[table] = `${rows.length} rows ${createHash('sha256').update(sorted.join()).digest('hex')}`;
  }
  return out;
}

/** What a visitor and the admin get: the portal view and each document's bytes' digest. */
async function served(database: Database, storage: Storage) {
  const app = await buildApp({
    db: database.db,
    revisions: database.revisions,
    storage,
    config: testConfig(),
    vectors: passageVectors(undefined),
  });
  try {
    const view = await app.inject({ method: 'GET', url: '/api/portal/acme/view' });
    expect(view.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@acme.example', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    const files = await queryRows<{ file_id: string; item_id: string; product_id: string }>(
      database.db,
      sql`select f.file_id, i.id as item_id, c.product_id
          from item_files f join items i on i.id = f.item_id join cards c on c.id = i.card_id
          order by f.file_id`,
    );
    const documents: Record<string, string> = {};
    for (const file of files) {
      const query = new URLSearchParams({
        itemUid: file.item_id,
        productId: file.product_id,
        mode: 'main',
      });
      const answer = await app.inject({
        method: 'GET',
        url: `/api/portal/acme/files/${file.file_id}?${query}`,
        headers: { cookie },
      });
      expect(answer.statusCode, `document ${file.file_id}`).toBe(200);
      documents[file.file_id] = createHash('sha256').update(answer.rawPayload).digest('hex');
    }
    expect(Object.keys(documents).length).toBeGreaterThan(0);
    return { view: view.json<unknown>(), documents };
  } finally {
    await app.close();
  }
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each(kinds)(`upgrading a database of ${LAST_RELEASE.version} (%s)`, (kind) => {
  it('keeps every row of the release and serves it as this build serves its own', async () => {
    const folder = releaseMigrations();
    folders.push(folder);
    const current = await createTestApp(kind);
    const release = await databaseMigratedWith(kind, folder);
    try {
      const newer = journal
        .slice(journal.findIndex((e) => e.tag === LAST_RELEASE.lastMigration) + 1)
        .map((e) => e.tag);
      expect(await pendingMigrations(release.db)).toEqual(newer);

      await seedDemo(current.database.db, current.storage, { adminPassword: PASSWORD });
      const tables = await columnsOf(release.db);
      expect(tables.has('organizations')).toBe(true);
      await copyRows(current.database.db, release.db, tables);
      const before = await digests(release.db, tables);
      expect(before.organizations).toMatch(/^1 rows /);

      await release.migrate();

      expect(await pendingMigrations(release.db)).toEqual([]);
      expect(await digests(release.db, tables)).toEqual(before);
      const upgraded = await served(release, current.storage);
      expect(upgraded).toEqual(await served(current.database, current.storage));
    } finally {
      await release.close();
      await current.close();
    }
  });
});
