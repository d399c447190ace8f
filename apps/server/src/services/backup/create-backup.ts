/**
 * Backs up the whole instance into one zip (docs/deploy.md, Backup and restore): the database in
 * its own dump format, then every file of the store under its key, and last a manifest giving
 * each entry's size and SHA-256, taken as the bytes pass. The database is dumped first, so a file
 * uploaded meanwhile is at worst one more file than the rows name. The zip is written beside its
 * name and renamed once complete: a failed backup leaves no archive (lib/private-file.ts).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PassThrough } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { pipeline } from 'node:stream/promises';
import {
  BACKUP_DATABASE_ENTRY,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_MANIFEST,
  BACKUP_MESSAGES as M,
  backupFileEntryName,
  isBackupStorageKey,
  type TBackupFile,
  type TBackupManifest,
} from '@trustfront/core';
import { schemaVersion } from '../../db/schema-version.ts';
import { assertMayWrite, writePrivateFile } from '../../lib/private-file.ts';
import { hashingTap, zipOutput, type Digest } from '../../lib/zip-archive.ts';
import type { Storage } from '../../storage/index.ts';
import { TRUSTFRONT_VERSION } from '../../version.ts';
import { dumpDatabase, type DatabaseLocation } from './database-dump.ts';
import { secretFingerprint } from './secret-fingerprint.ts';

export interface BackupDeps {
  database: DatabaseLocation;
  /** The embedded database's open client, which dumps it; absent on PostgreSQL. */
  embedded: PGlite | undefined;
  storage: Storage;
  secret: string;
}

export interface BackupSummary {
  manifest: TBackupManifest;
  /** Bytes of the archive written. */
  bytes: number;
}

/** Every key of the store with its size, refusing a key no backup could restore. */
async function storedFiles(storage: Storage): Promise<{ key: string; size: number }[]> {
  const files: { key: string; size: number }[] = [];
  for await (const key of storage.list()) {
    if (!isBackupStorageKey(key)) throw new Error(M.badStorageKey(key));
    files.push({ key, size: await storage.size(key) });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** Writes the zip of `dumpFile` and the store's files to `out`: its manifest. */
async function writeZip(
  deps: BackupDeps,
  dumpFile: string,
  out: string,
  now: Date,
): Promise<TBackupManifest> {
  const files = await storedFiles(deps.storage);
  const { ZipFile } = (await import('yazl')).default;
  const zip = new ZipFile();
  const output = zipOutput(zip);
  const taps: PassThrough[] = [];
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  output.on('close', () => taps.forEach((tap) => tap.destroy()));

  /** Adds an entry read when its turn comes, hashed as it passes. */
  const add = (
    name: string,
    size: number,
    compress: boolean,
    open: () => NodeJS.ReadableStream,
  ) => {
    const { tap, digest } = hashingTap();
    taps.push(tap);
    zip.addReadStreamLazy(name, { size, compress }, (callback) => {
      const body = open();
      body.on('error', (error: Error) => {
        tap.destroy(error);
        fail(error);
      });
      callback(null, body.pipe(tap));
    });
    return digest;
  };

  const kind = deps.database.kind;
  // Both dumps are compressed already.
  const database = add(BACKUP_DATABASE_ENTRY[kind], (await stat(dumpFile)).size, false, () =>
    createReadStream(dumpFile),
  );
  const stored = files.map(({ key, size }) =>
    add(backupFileEntryName(key), size, true, () => deps.storage.read(key)).then(
      (digest): TBackupFile => ({ key, ...digest }),
    ),
  );
  const manifest = Promise.all([database, Promise.all(stored)]).then(
    ([db, entries]: [Digest, TBackupFile[]]): TBackupManifest => ({
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion: schemaVersion(),
      createdAt: now.toISOString(),
      trustfrontVersion: TRUSTFRONT_VERSION,
      secretFingerprint: secretFingerprint(deps.secret),
      database: { kind, ...db },
      files: entries,
    }),
  );
  // The manifest goes last, once every entry has passed and been hashed.
  manifest.then(
    (m) => {
      zip.addBuffer(Buffer.from(JSON.stringify(m, null, 2)), BACKUP_MANIFEST);
      zip.end();
    },
    (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
  );
  await pipeline(output, createWriteStream(out, { mode: 0o600 }));
  return manifest;
}

/**
 * Backs the instance up into the zip `out` (see the module's comment), readable by its owner
 * alone; an existing `out` is replaced only with `force`.
 */
export async function createBackup(
  deps: BackupDeps,
  out: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<BackupSummary> {
  assertMayWrite(out, force);
  const work = await mkdtemp(join(tmpdir(), 'trustfront-backup-'));
  try {
    const dumpFile = join(work, 'database.dump');
    await dumpDatabase(deps.database, dumpFile, deps.embedded);
    const manifest = await writePrivateFile(out, force, (partial) =>
      writeZip(deps, dumpFile, partial, now),
    );
    return { manifest, bytes: (await stat(out)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
