import { describe, expect, it } from 'vitest';
import {
  BACKUP_DATABASE_ENTRY,
  BACKUP_MESSAGES,
  ZBackupManifest,
  backupEntryKind,
  backupFileEntryName,
  isBackupStorageKey,
  restoreRefusal,
} from '../src/index.ts';

describe('backup entry names', () => {
  it('knows the names a backup writes', () => {
    expect(backupEntryKind('manifest.json')).toBe('manifest');
    expect(backupEntryKind(BACKUP_DATABASE_ENTRY.postgres)).toBe('database');
    expect(backupEntryKind(BACKUP_DATABASE_ENTRY.pglite)).toBe('database');
    expect(backupEntryKind(backupFileEntryName('files/org-1/0b7c2f1e.pdf'))).toBe('file');
    expect(backupEntryKind(backupFileEntryName('assets/logo.svg'))).toBe('file');
  });

  it.each([
    '../evil.txt',
    '/etc/passwd',
    'files/../x',
    'files/a/../../x',
    'files/a//b',
    'files/.hidden',
    'files/a\\b',
    'files/',
    'database/other.dump',
    'tables/products.json',
    '',
  ])('refuses %j', (name) => {
    expect(backupEntryKind(name)).toBeNull();
  });

  it('takes storage keys as the server makes them, up to 1024 characters', () => {
    expect(isBackupStorageKey('questionnaires/a-b/c_d.1')).toBe(true);
    expect(isBackupStorageKey('a'.repeat(1025))).toBe(false);
    expect(isBackupStorageKey('a/b/')).toBe(false);
  });
});

describe('backup manifest', () => {
  const manifest = {
    format: 'trustfront-backup',
    formatVersion: 1,
    schemaVersion: '0023_signin_abuse',
    createdAt: '2026-11-26T08:00:00.000Z',
    trustfrontVersion: '0.1.0',
    secretFingerprint: 'c'.repeat(64),
    database: { kind: 'postgres', size: 10, sha256: 'b'.repeat(64) },
    files: [{ key: 'files/x.pdf', size: 3, sha256: 'a'.repeat(64) }],
  };

  it('accepts what a backup writes and refuses what it does not', () => {
    expect(ZBackupManifest.safeParse(manifest).success).toBe(true);
    expect(ZBackupManifest.safeParse({ ...manifest, extra: 1 }).success).toBe(false);
    const climbing = { ...manifest, files: [{ key: '../x', size: 1, sha256: 'a'.repeat(64) }] };
    expect(ZBackupManifest.safeParse(climbing).success).toBe(false);
    const upper = { ...manifest, database: { ...manifest.database, sha256: 'B'.repeat(64) } };
    expect(ZBackupManifest.safeParse(upper).success).toBe(false);
    const mysql = { ...manifest, database: { ...manifest.database, kind: 'mysql' } };
    expect(ZBackupManifest.safeParse(mysql).success).toBe(false);
  });
});

describe('restore target', () => {
  const empty = { kind: 'postgres', organizations: 0, files: 0 } as const;

  it('writes into an empty target of the same kind', () => {
    expect(restoreRefusal('postgres', empty, false)).toBeNull();
  });

  it('refuses a target of the other database kind, even when forced', () => {
    expect(restoreRefusal('pglite', empty, true)).toBe(BACKUP_MESSAGES.otherKind('pglite'));
    expect(restoreRefusal('postgres', { ...empty, kind: 'pglite' }, true)).toMatch(
      /DATABASE_URL set/,
    );
  });

  it('names what a non-empty target holds, unless forced', () => {
    expect(restoreRefusal('postgres', { ...empty, organizations: 1 }, false)).toBe(
      BACKUP_MESSAGES.notEmpty('the database holds 1 organisation'),
    );
    expect(restoreRefusal('postgres', { ...empty, organizations: 2, files: 5 }, false)).toBe(
      BACKUP_MESSAGES.notEmpty('the database holds 2 organisations and the store holds 5 files'),
    );
    expect(restoreRefusal('postgres', { ...empty, files: 1 }, false)).toMatch(
      /the store holds 1 file\. .*--force/,
    );
    expect(restoreRefusal('postgres', { ...empty, organizations: 1, files: 1 }, true)).toBeNull();
  });
});
