import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_MESSAGES,
  ZOrgArchiveManifest,
  ZOrgExportQuery,
  ZOrganizationImport,
  archiveEntryKind,
  fileEntryName,
  orgArchiveFileName,
  schemaVersionNumber,
  tableEntryName,
} from '../src/index.ts';

const ID = '0b7c2f1e-59a4-4c1d-9a2e-3f4b5c6d7e8f';

describe('organisation archive entry names', () => {
  it('knows the names an export writes', () => {
    expect(archiveEntryKind('manifest.json')).toBe('manifest');
    expect(archiveEntryKind(tableEntryName('products'))).toBe('table');
    expect(archiveEntryKind(fileEntryName('files', ID))).toBe('file');
  });

  it.each([
    '../evil.txt',
    '/etc/passwd',
    'tables/../x.json',
    'tables/Products.json',
    'tables/products.json/',
    'files/files/../../x',
    `files/files/${ID}/more`,
    'files/files/not-an-id',
    `files\\files\\${ID}`,
    'files/',
    'notes.txt',
    '',
  ])('refuses %j', (name) => {
    expect(archiveEntryKind(name)).toBeNull();
  });
});

describe('organisation archive manifest', () => {
  const manifest = {
    format: 'trustfront-organization',
    formatVersion: 1,
    schemaVersion: '0023_signin_abuse',
    exportedAt: '2026-11-26T08:00:00.000Z',
    source: { slug: 'acme', name: 'Acme Corp' },
    options: { personalData: false },
    tables: { products: 2 },
    files: [{ path: fileEntryName('files', ID), size: 3, sha256: 'a'.repeat(64) }],
  };

  it('accepts what an export writes and refuses what it does not', () => {
    expect(ZOrgArchiveManifest.safeParse(manifest).success).toBe(true);
    expect(ZOrgArchiveManifest.safeParse({ ...manifest, extra: 1 }).success).toBe(false);
    const climbing = { ...manifest, files: [{ path: '../x', size: 1, sha256: 'a'.repeat(64) }] };
    expect(ZOrgArchiveManifest.safeParse(climbing).success).toBe(false);
    expect(ZOrgArchiveManifest.safeParse({ ...manifest, tables: { 'a/b': 1 } }).success).toBe(
      false,
    );
  });

  it('compares schema versions by migration number', () => {
    expect(schemaVersionNumber('0023_signin_abuse')).toBe(23);
    expect(schemaVersionNumber('0100_later')).toBeGreaterThan(schemaVersionNumber('0023_x'));
    expect(schemaVersionNumber('later')).toBeNaN();
  });

  it('names the archive by slug and day', () => {
    expect(orgArchiveFileName('acme', new Date('2026-11-26T23:00:00Z'))).toBe(
      'acme-2026-11-26.trustfront.zip',
    );
  });
});

describe('organisation import and export options', () => {
  it('lower-cases the admin e-mail, checks the slug, defaults to no staff', () => {
    expect(ZOrganizationImport.parse({ adminEmail: 'Ann@Acme.Example' })).toEqual({
      adminEmail: 'ann@acme.example',
      withStaff: false,
    });
    expect(ZOrganizationImport.safeParse({ slug: 'api' }).success).toBe(false);
    expect(ARCHIVE_MESSAGES.formatVersion(2)).toContain('version 1 only');
  });

  it('reads personalData from the query', () => {
    expect(ZOrgExportQuery.parse({})).toEqual({ personalData: false });
    expect(ZOrgExportQuery.parse({ personalData: 'true' })).toEqual({ personalData: true });
    expect(ZOrgExportQuery.safeParse({ personalData: 'yes' }).success).toBe(false);
  });
});
