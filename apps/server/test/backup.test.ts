/**
 * `npm run backup` and `npm run restore` as the operator runs them: the real commands in child
 * processes, on the embedded database under a temporary DATA_DIR and on PostgreSQL databases made
 * for the test. The demo seed is backed up and restored into an empty database and store; then
 * every document downloads byte-identical, the portal view is the same answer and the demo admin
 * signs in. A non-empty target is refused without --force; a tampered archive is refused and
 * nothing is written.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_DATABASE_ENTRY, BACKUP_MESSAGES as M, ZBackupManifest } from '@trustfront/core';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { openPglite } from '../src/db/pglite-client.ts';
import { openPostgres } from '../src/db/postgres-client.ts';
import * as t from '../src/db/schema/index.ts';
import { passageVectors } from '../src/services/search/vectors/vector-search.ts';
import { openStorage } from '../src/storage/index.ts';
import { sessionCookie, testConfig } from './helpers/app.ts';
import { createMigratedPostgres, databaseKinds, migratedDataDir } from './helpers/database.ts';
import { runOperatorCommand } from './helpers/operator-cli.ts';
import { startS3Server, type S3Server } from './helpers/s3.ts';
import { databaseUrl, PG_ADMIN_URL, pgQuery } from './helpers/processes.ts';

const kinds = await databaseKinds();
const SECRET = 'backup-test-secret-backup-test-secret-0123';
const PASSWORD = 'demo-admin-password';

interface Instance {
  dataDir: string;
  dbName?: string;
  /** Files in an S3-compatible store rather than under DATA_DIR. */
  storageUrl?: string;
  /** SECRET, when not the one the backed-up instance ran under. */
  secret?: string;
}

/** What a visitor and the demo admin get from an instance, read through the API. */
interface Snapshot {
  view: unknown;
  /** SHA-256 of each document's download, by file id. */
  documents: Record<string, string>;
}

async function openInstance(where: Instance): Promise<Database> {
  return where.dbName
    ? openPostgres(databaseUrl(where.dbName))
    : openPglite(join(where.dataDir, 'pglite'));
}

/** Serves the instance in-process and reads the portal view and every document download. */
async function snapshot(where: Instance): Promise<Snapshot> {
  const database = await openInstance(where);
  const config = testConfig({ secret: SECRET, dataDir: where.dataDir });
  const app = await buildApp({
    db: database.db,
    revisions: database.revisions,
    storage: await openStorage({
      storageUrl: where.storageUrl,
      dataDir: where.dataDir,
      databaseUrl: undefined,
    }),
    config,
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
    const rows = await database.db
      .select({ fileId: t.itemFiles.fileId, itemId: t.items.id, productId: t.cards.productId })
      .from(t.itemFiles)
      .innerJoin(t.items, eq(t.items.id, t.itemFiles.itemId))
      .innerJoin(t.cards, eq(t.cards.id, t.items.cardId))
      .orderBy(t.itemFiles.fileId);
    const documents: Record<string, string> = {};
    for (const row of rows) {
      const query = new URLSearchParams({
        itemUid: row.itemId,
        productId: row.productId,
        mode: 'main',
      });
      const file = await app.inject({
        method: 'GET',
        url: `/api/portal/acme/files/${row.fileId}?${query}`,
        headers: { cookie },
      });
      expect(file.statusCode, `document ${row.fileId}`).toBe(200);
      documents[row.fileId] = createHash('sha256').update(file.rawPayload).digest('hex');
    }
    return { view: view.json(), documents };
  } finally {
    await app.close();
    await database.close();
  }
}

/** A copy of the zip `from` with one byte of the entry `name` changed (its size kept). */
async function tamper(from: string, to: string, name: string): Promise<void> {
  const source = await yauzl.openPromise(from, { lazyEntries: true, autoClose: false });
  const copy = new yazl.ZipFile();
  for await (const entry of source.eachEntry()) {
    const data = await buffer(await source.openReadStreamPromise(entry));
    if (entry.fileName === name) data[data.length - 1] = (data[data.length - 1] ?? 0) ^ 0xff;
    copy.addBuffer(data, entry.fileName);
  }
  source.close();
  copy.end();
  writeFileSync(to, await buffer(copy.outputStream));
}

/**
 * A copy of the zip `from` whose database dump is cut in half, its manifest agreeing: a backup
 * that passes every check but cannot be restored.
 */
async function truncateDump(from: string, to: string): Promise<void> {
  const source = await yauzl.openPromise(from, { lazyEntries: true, autoClose: false });
  const entries = new Map<string, Buffer>();
  for await (const entry of source.eachEntry()) {
    entries.set(entry.fileName, await buffer(await source.openReadStreamPromise(entry)));
  }
  source.close();
  const manifest = ZBackupManifest.parse(JSON.parse(String(entries.get('manifest.json'))));
  const name = BACKUP_DATABASE_ENTRY[manifest.database.kind];
  const dump = entries.get(name)?.subarray(0, Math.floor((entries.get(name)?.length ?? 0) / 2));
  if (!dump) throw new Error('no dump');
  entries.set(name, dump);
  manifest.database = {
    ...manifest.database,
    size: dump.length,
    sha256: createHash('sha256').update(dump).digest('hex'),
  };
  entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
  const copy = new yazl.ZipFile();
  for (const [entryName, data] of entries) copy.addBuffer(data, entryName);
  copy.end();
  writeFileSync(to, await buffer(copy.outputStream));
}

async function manifestOf(file: string) {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== 'manifest.json') continue;
      const bytes = await buffer(await zip.openReadStreamPromise(entry));
      return ZBackupManifest.parse(JSON.parse(bytes.toString('utf8')));
    }
    throw new Error('no manifest');
  } finally {
    zip.close();
  }
}

describe.each(kinds)('npm run backup | restore (%s)', (kind) => {
  let root: string;
  let archive: string;
  const databases: string[] = [];

  /**
   * A new instance: an empty DATA_DIR, and an empty PostgreSQL database when testing it; or, when
   * `migrated` (an instance the test seeds, not one a restore starts from nothing), its database
   * migrated as after a first start.
   */
  const instance = async (name: string, migrated = false): Promise<Instance> => {
    const where: Instance = { dataDir: join(root, name) };
    if (kind === 'postgres') {
      where.dbName = `trustfront_test_${randomBytes(6).toString('hex')}`;
      databases.push(where.dbName);
      if (migrated) await createMigratedPostgres(where.dbName);
      else await pgQuery(PG_ADMIN_URL, `CREATE DATABASE ${where.dbName}`);
    } else if (migrated) {
      await migratedDataDir(where.dataDir);
    }
    return where;
  };
  const run = (cli: 'db' | 'backup' | 'restore', where: Instance, ...args: string[]) =>
    runOperatorCommand(cli, args, {
      dataDir: where.dataDir,
      dbName: where.dbName,
      env: {
        SEED_ADMIN_PASSWORD: PASSWORD,
        SECRET: where.secret ?? SECRET,
        ...(where.storageUrl ? { STORAGE_URL: where.storageUrl } : {}),
      },
      timeoutMs: 240_000,
    });
  let source: Instance;
  let target: Instance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'trustfront-backup-'));
    archive = join(root, 'trustfront-backup.zip');
    source = await instance('source', true);
    target = await instance('target');
    const seeded = await run('db', source, 'seed');
    if (seeded.code !== 0) throw new Error(seeded.stderr);
    const backedUp = await run('backup', source, archive);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
  }, 300_000);
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    for (const name of databases) {
      await pgQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  it('backs up the database and every stored file with their SHA-256', async () => {
    const manifest = await manifestOf(archive);
    expect(manifest.database.kind).toBe(kind);
    const stored = readdirSync(join(source.dataDir, 'files'), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        join(entry.parentPath, entry.name).slice(join(source.dataDir, 'files/').length),
      );
    expect(manifest.files.map((f) => f.key).sort()).toEqual(stored.sort());
    expect(manifest.files.length).toBeGreaterThan(10);
  });

  it('restores into an empty database and store: documents, portal and sign-in as they were', async () => {
    const restored = await run('restore', target, archive);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored the database \(\d{4}_\w+\) and \d+ files/);

    const before = await snapshot(source);
    const after = await snapshot(target);
    expect(Object.keys(before.documents).length).toBeGreaterThan(10);
    expect(after.documents).toEqual(before.documents);
    expect(after.view).toEqual(before.view);
  }, 300_000);

  it('refuses a non-empty target without --force, replaces it with --force, and says when SECRET differs', async () => {
    const refused = await run('restore', source, archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(
      /^The target is not empty: the database holds 1 organisation and the store holds \d+ files\. .*--force/,
    );
    const forced = await run('restore', source, archive, '--force');
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    const otherSecret = { ...source, secret: 'another-secret-another-secret-another-0123' };
    const warned = await run('restore', otherSecret, archive, '--force');
    expect(warned.code).toBe(0);
    expect(warned.stderr.trim()).toBe(M.otherSecret);
  }, 300_000);

  it('refuses a tampered archive and writes nothing', async () => {
    const manifest = await manifestOf(archive);
    const victim = `files/${manifest.files[0]?.key}`;
    const tampered = join(root, 'tampered.zip');
    await tamper(archive, tampered, victim);
    const empty = await instance('tampered');
    const refused = await run('restore', empty, tampered);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(M.mismatch(victim));
    expect(existsSync(join(empty.dataDir, 'pglite'))).toBe(false);
    expect(existsSync(join(empty.dataDir, 'files'))).toBe(false);
    if (empty.dbName) {
      const tables = await pgQuery<{ n: string }>(
        databaseUrl(empty.dbName),
        "select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')",
      );
      expect(Number(tables[0]?.n)).toBe(0);
    }
  }, 300_000);

  it('leaves the database as it was when the restore of a dump fails midway', async () => {
    const broken = join(root, 'broken.zip');
    await truncateDump(archive, broken);
    const before = await snapshot(source);
    const failed = await run('restore', source, broken, '--force');
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim()).toMatch(
      kind === 'postgres'
        ? /^pg_restore failed \(exit code 1\): .*end of file/
        : /^The backup's embedded database dump cannot be unpacked \(.*\); nothing was restored\.$/,
    );
    expect(readdirSync(source.dataDir).filter((name) => name.startsWith('pglite.'))).toEqual([]);
    expect(await snapshot(source)).toEqual(before);
  }, 300_000);

  it('backs up and restores files kept in an S3-compatible store', async () => {
    let s3: S3Server | undefined;
    try {
      s3 = await startS3Server();
      const from = { ...(await instance('s3-source', true)), storageUrl: s3.storageUrl('source') };
      const to = { ...(await instance('s3-target')), storageUrl: s3.storageUrl('target') };
      const seeded = await run('db', from, 'seed');
      expect(seeded.code, seeded.stderr).toBe(0);
      const s3Archive = join(root, 's3-backup.zip');
      // The AWS SDK warns on standard error about Node 20's end of support: only the code counts.
      const backedUp = await run('backup', from, s3Archive);
      expect(backedUp.code, backedUp.stderr).toBe(0);
      const manifest = await manifestOf(s3Archive);
      expect(manifest.files.length).toBeGreaterThan(10);
      expect(existsSync(join(from.dataDir, 'files'))).toBe(false);

      const restored = await run('restore', to, s3Archive);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stderr).not.toContain(M.otherSecret);
      const target = await openStorage({ ...to, databaseUrl: undefined });
      const keys: string[] = [];
      for await (const key of target.list()) keys.push(key);
      expect(keys.sort()).toEqual(manifest.files.map((f) => f.key).sort());
      const after = await snapshot(to);
      expect(after).toEqual(await snapshot(from));
    } finally {
      await s3?.close();
    }
  }, 600_000);

  it('exits 2 with the usage on a usage error', async () => {
    const where = { dataDir: join(root, 'usage') };
    const none = await run('backup', where);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: npm run backup -- FILE');
    const unknown = await run('restore', where, archive, '--yes');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run restore -- FILE [--force]');
  }, 120_000);
});
