/**
 * An instance's backup (docs/deploy.md, Backup and restore): one zip holding `manifest.json`, the
 * database as its own dump (`database/postgres.dump`, pg_dump's custom format, or
 * `database/pglite.tar.gz`, the embedded database's data folder) and every stored file under
 * `files/{storage key}`. What the manifest says, which entry names a backup may hold, when a
 * restore refuses its target, and the messages of both commands.
 */
import { z } from 'zod';
import { checkedArchiveMessages } from './checked-archive.ts';

/** What `format` names in every backup manifest. */
export const BACKUP_FORMAT = 'trustfront-backup';
/** The layout of the backup this version writes and reads. */
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_MANIFEST = 'manifest.json';

export type BackupDatabaseKind = 'pglite' | 'postgres';

/** The database's entry: its own dump format, named by the database kind. */
export const BACKUP_DATABASE_ENTRY: Record<BackupDatabaseKind, string> = {
  postgres: 'database/postgres.dump',
  pglite: 'database/pglite.tar.gz',
};

/** A storage key as the server makes them: `files/{org}/{uuid}`, `assets/{id}.svg`… */
const STORAGE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const STORAGE_KEY_MAX = 1024;

/** Whether `key` is one a backup may hold: relative, no '..', no empty or hidden segment. */
export const isBackupStorageKey = (key: string): boolean =>
  key.length <= STORAGE_KEY_MAX && STORAGE_KEY.test(key);

/** `files/{storage key}`: one stored file. */
export const backupFileEntryName = (key: string) => `files/${key}`;

/**
 * What an entry name of a backup is: the manifest, the database dump, a stored file, or null for
 * a name no backup writes (absolute, climbing out with '..', backslashes, anything else).
 */
export function backupEntryKind(name: string): 'manifest' | 'database' | 'file' | null {
  if (name === BACKUP_MANIFEST) return 'manifest';
  if (Object.values(BACKUP_DATABASE_ENTRY).includes(name)) return 'database';
  if (name.startsWith('files/') && isBackupStorageKey(name.slice('files/'.length))) return 'file';
  return null;
}

const ZSha256 = z.string().regex(/^[0-9a-f]{64}$/, 'not a lower-case hex SHA-256');

export const ZBackupFile = z.strictObject({
  /** The file's key in the store, restored under the same key. */
  key: z.string().refine(isBackupStorageKey, 'not a storage key'),
  size: z.number().int().nonnegative(),
  sha256: ZSha256,
});
export type TBackupFile = z.infer<typeof ZBackupFile>;

export const ZBackupManifest = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  /** The latest database migration of the server that made it, e.g. '0023_signin_abuse'. */
  schemaVersion: z.string().regex(/^\d{4}_[a-z0-9_]+$/),
  createdAt: z.iso.datetime({ offset: true }),
  /** The version of Trustfront that made it. */
  trustfrontVersion: z.string().min(1),
  /**
   * A one-way fingerprint of the SECRET the instance ran under: a restore says when this one's
   * differs (the trust feed's signing keys are sealed with it).
   */
  secretFingerprint: ZSha256,
  database: z.strictObject({
    kind: z.enum(['pglite', 'postgres']),
    size: z.number().int().nonnegative(),
    sha256: ZSha256,
  }),
  files: z.array(ZBackupFile),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

/** What a restore found in its target before writing anything. */
export interface RestoreTarget {
  kind: BackupDatabaseKind;
  /** Organisations in the target database (0 when it has no tables yet). */
  organizations: number;
  /** Files in the target store. */
  files: number;
}

export const BACKUP_MESSAGES = {
  ...checkedArchiveMessages({
    the: 'The backup',
    writer: 'backup',
    reader: 'a restore',
    nothingDone: 'nothing was restored',
    madeBy: 'was made by',
    noManifest: 'The file holds no manifest.json: it is not a Trustfront backup.',
    formatVersion: BACKUP_FORMAT_VERSION,
  }),
  unlisted: (name: string) =>
    `The backup holds ${name}, which its manifest does not list; nothing was restored.`,
  missing: (name: string) =>
    `The backup lacks ${name}, which its manifest lists; nothing was restored.`,
  mismatch: (name: string) =>
    `The backup's ${name} does not match the size and SHA-256 its manifest gives: the backup is damaged or was changed; nothing was restored.`,
  unreadableDump: (reason: string) =>
    `The backup's embedded database dump cannot be unpacked (${reason}); nothing was restored.`,
  otherKind: (found: BackupDatabaseKind) =>
    found === 'postgres'
      ? 'The backup holds a PostgreSQL database: restore it with DATABASE_URL set to the PostgreSQL database to restore into.'
      : 'The backup holds the embedded database: restore it with DATABASE_URL unset, into DATA_DIR.',
  notEmpty: (what: string) =>
    `The target is not empty: ${what}. A restore replaces it all; run it again with --force to do so.`,
  noPgDump: (tool: string) =>
    `${tool} was not found: install PostgreSQL's client tools (at least the server's major version, e.g. apt-get install postgresql-client) or put them on the PATH.`,
  otherSecret:
    "This instance's SECRET is not the one the backed-up instance ran under: sessions and links signed before end, and the trust feed cannot be signed with its keys. Set SECRET (or DATA_DIR/secret) to that instance's and start the server, or run npm run db:rotate-feed-key to sign the feed with a new key.",
  noEmbeddedDatabase: (path: string) =>
    `There is no embedded database at ${path} to back up (DATA_DIR, or DATABASE_URL for PostgreSQL).`,
  badStorageKey: (key: string) =>
    `The store holds a file under '${key}', which is not a key Trustfront writes; move it away and back up again.`,
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a restore refuses its target, or null when it may write: the backup's database kind must be
 * the target's, and a target holding an organisation or stored files is replaced only when forced.
 */
export function restoreRefusal(
  backup: BackupDatabaseKind,
  target: RestoreTarget,
  force: boolean,
): string | null {
  if (backup !== target.kind) return BACKUP_MESSAGES.otherKind(backup);
  if (force) return null;
  const held = [
    ...(target.organizations > 0
      ? [`the database holds ${plural(target.organizations, 'organisation', 'organisations')}`]
      : []),
    ...(target.files > 0 ? [`the store holds ${plural(target.files, 'file', 'files')}`] : []),
  ];
  return held.length > 0 ? BACKUP_MESSAGES.notEmpty(held.join(' and ')) : null;
}
