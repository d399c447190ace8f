/**
 * Restores a backup (docs/deploy.md, Backup and restore). Before anything is written the whole
 * archive is checked as every archive the server reads is (lib/checked-archive.ts: names, limits,
 * the manifest against its schema, format version and database version); the entries exactly those the manifest lists, and every byte of each
 * against its size and SHA-256. Then the target: its database kind must be the backup's, and a
 * database holding an organisation or a store holding files is replaced only when forced. The
 * dump is read as far as it can be without restoring it (database-dump.ts, checkDump); then the
 * files are written, under their own keys, then the database is replaced whole; with
 * `force`, files of the store the backup does not hold are removed last. Should the database
 * fail, the files written into a store that was empty are removed again.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AppError,
  BACKUP_DATABASE_ENTRY,
  BACKUP_FORMAT_VERSION,
  BACKUP_MANIFEST,
  BACKUP_MESSAGES as M,
  ZBackupManifest,
  backupEntryKind,
  backupFileEntryName,
  restoreRefusal,
  type TBackupManifest,
} from '@trustfront/core';
import { schemaVersion } from '../../db/schema-version.ts';
import {
  DEFAULT_ARCHIVE_LIMITS,
  openCheckedArchive,
  type ArchiveLimits,
} from '../../lib/checked-archive.ts';
import type { Digest } from '../../lib/zip-archive.ts';
import type { Storage } from '../../storage/index.ts';
import {
  checkDump,
  countOrganizations,
  restoreDatabase,
  type DatabaseLocation,
} from './database-dump.ts';
import { secretFingerprint } from './secret-fingerprint.ts';

export interface RestoreDeps {
  database: DatabaseLocation;
  storage: Storage;
  secret: string;
}

export interface RestoreSummary {
  manifest: TBackupManifest;
  /** Files of the store the backup did not hold, removed (only when forced). */
  removedFiles: number;
  /** Whether this instance's SECRET is the one the backed-up instance ran under. */
  sameSecret: boolean;
}

const refused = (message: string) => new AppError('invalid_backup', message, 400);

interface OpenedBackup {
  manifest: TBackupManifest;
  /** An entry's bytes, checked against the manifest as they stream. */
  open(name: string, expected: Digest): Promise<Readable>;
  close(): void;
}

/** The entries the manifest lists, by name, with what each must be. */
function listed(manifest: TBackupManifest): Map<string, Digest> {
  return new Map<string, Digest>([
    [BACKUP_DATABASE_ENTRY[manifest.database.kind], manifest.database],
    ...manifest.files.map((f): [string, Digest] => [backupFileEntryName(f.key), f]),
  ]);
}

/** Opens the backup at `path` and checks its names, manifest and listing (not yet its bytes). */
async function openBackup(path: string, limits: ArchiveLimits): Promise<OpenedBackup> {
  const backup = await openCheckedArchive(
    path,
    {
      messages: M,
      refuse: refused,
      isKnown: (name) => backupEntryKind(name) !== null,
      manifestName: BACKUP_MANIFEST,
      manifest: ZBackupManifest,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion: schemaVersion(),
    },
    limits,
  );
  const { manifest, entries } = backup;
  try {
    const expected = listed(manifest);
    for (const [name, entry] of entries) {
      if (name === BACKUP_MANIFEST) continue;
      const digest = expected.get(name);
      if (!digest) throw refused(M.unlisted(name));
      if (digest.size !== entry.uncompressedSize) throw refused(M.mismatch(name));
    }
    for (const name of expected.keys()) if (!entries.has(name)) throw refused(M.missing(name));
  } catch (error) {
    backup.close();
    throw error;
  }
  return {
    manifest,
    async open(name, digest) {
      const entry = entries.get(name);
      if (!entry) throw refused(M.missing(name));
      return backup.open(entry, digest, M.mismatch(name));
    },
    close: () => backup.close(),
  };
}

/** Reads every listed entry through its check: throws at the first that does not match. */
async function verifyAll(backup: OpenedBackup): Promise<void> {
  const discard = () =>
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });
  for (const [name, digest] of listed(backup.manifest)) {
    await pipeline(await backup.open(name, digest), discard());
  }
}

async function countFiles(storage: Storage): Promise<number> {
  let files = 0;
  for await (const key of storage.list()) files += key.length > 0 ? 1 : 0;
  return files;
}

/** Restores the backup at `path` (see the module's comment); refusals are AppErrors. */
export async function restoreBackup(
  deps: RestoreDeps,
  path: string,
  options: { force: boolean },
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<RestoreSummary> {
  const backup = await openBackup(path, limits);
  const work = await mkdtemp(join(tmpdir(), 'trustfront-restore-'));
  try {
    const { manifest } = backup;
    await verifyAll(backup);
    const target = {
      kind: deps.database.kind,
      organizations: await countOrganizations(deps.database),
      files: await countFiles(deps.storage),
    };
    const refusal = restoreRefusal(manifest.database.kind, target, options.force);
    if (refusal) throw refused(refusal);

    const dumpFile = join(work, 'database.dump');
    const databaseEntry = BACKUP_DATABASE_ENTRY[manifest.database.kind];
    await pipeline(
      await backup.open(databaseEntry, manifest.database),
      createWriteStream(dumpFile),
    );
    await checkDump(deps.database, dumpFile);
    const written: string[] = [];
    try {
      for (const file of manifest.files) {
        written.push(file.key);
        await deps.storage.put(file.key, await backup.open(backupFileEntryName(file.key), file));
      }
      await restoreDatabase(deps.database, dumpFile);
    } catch (error) {
      if (target.files === 0) {
        for (const key of written) await deps.storage.remove(key).catch(() => undefined);
      }
      throw error;
    }

    let removedFiles = 0;
    if (target.files > 0) {
      const kept = new Set(manifest.files.map((f) => f.key));
      const extra: string[] = [];
      for await (const key of deps.storage.list()) if (!kept.has(key)) extra.push(key);
      for (const key of extra) {
        await deps.storage.remove(key);
        removedFiles += 1;
      }
    }
    return {
      manifest,
      removedFiles,
      sameSecret: manifest.secretFingerprint === secretFingerprint(deps.secret),
    };
  } finally {
    backup.close();
    await rm(work, { recursive: true, force: true });
  }
}
