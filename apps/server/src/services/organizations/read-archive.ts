/**
 * Opens an organisation's archive for import and checks all of it before anything is written:
 * the names, limits and manifest as every checked archive is (lib/checked-archive.ts); every
 * table passes its zod schema; the tables and files are exactly those the manifest lists. Files
 * are read later, one at a time, each checked against its size and SHA-256 as it streams.
 */
import type { Readable } from 'node:stream';
import {
  AppError,
  ARCHIVE_MESSAGES as M,
  ORG_ARCHIVE_FORMAT_VERSION,
  ORG_ARCHIVE_MANIFEST,
  ZOrgArchiveManifest,
  archiveEntryKind,
  tableEntryName,
  type TOrgArchiveManifest,
} from '@trustfront/core';
import { schemaVersion } from '../../db/schema-version.ts';
import {
  DEFAULT_ARCHIVE_LIMITS,
  openCheckedArchive,
  type ArchiveKind,
  type ArchiveLimits,
} from '../../lib/checked-archive.ts';
import { zodDetail } from '../../lib/zip-archive.ts';
import { ARCHIVE_TABLES, archiveTableNamed } from './archive-tables.ts';
import { rowsSchema, type TableRows } from './archive-rows.ts';

export interface OpenedArchive {
  manifest: TOrgArchiveManifest;
  /** The tables the archive holds, in the order an import writes them. */
  tables: TableRows[];
  /** The bytes of a file the manifest lists, checked against its size and SHA-256. */
  openFile(path: string): Promise<Readable>;
  close(): void;
}

const invalid = (message: string) => new AppError('invalid_archive', message, 400);

const orgArchive = (): ArchiveKind<TOrgArchiveManifest> => ({
  messages: M,
  refuse: invalid,
  isKnown: (name) => archiveEntryKind(name) !== null,
  manifestName: ORG_ARCHIVE_MANIFEST,
  manifest: ZOrgArchiveManifest,
  formatVersion: ORG_ARCHIVE_FORMAT_VERSION,
  schemaVersion: schemaVersion(),
});

/** Opens and checks the archive at `path` (see the module's comment). */
export async function openArchive(
  path: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<OpenedArchive> {
  const archive = await openCheckedArchive(path, orgArchive(), limits);
  const { manifest, entries } = archive;
  try {
    const tables: TableRows[] = [];
    for (const [name, count] of Object.entries(manifest.tables)) {
      const spec = archiveTableNamed(name);
      if (!spec) throw invalid(M.unknownTable(name));
      if (spec.personal && !manifest.options.personalData) throw invalid(M.personalTable(name));
      const entry = entries.get(tableEntryName(name));
      if (!entry) throw invalid(M.missingTable(name));
      const rows = await archive.readJson(entry, (reason) => M.badRows(name, reason));
      const parsed = rowsSchema(spec).safeParse(rows);
      if (!parsed.success) throw invalid(M.badRows(name, zodDetail(parsed.error)));
      if (parsed.data.length !== count) throw invalid(M.rowCount(name, count, parsed.data.length));
      tables.push({ spec, rows: parsed.data });
    }
    const listed = new Map(manifest.files.map((file) => [file.path, file]));
    for (const [name, entry] of entries) {
      const kind = archiveEntryKind(name);
      if (kind === 'table' && !tables.some((t) => tableEntryName(t.spec.name) === name)) {
        throw invalid(M.unknownTable(name));
      }
      if (kind === 'file' && !listed.has(name)) throw invalid(M.unlistedFile(name));
      if (kind === 'file' && listed.get(name)?.size !== entry.uncompressedSize) {
        throw invalid(M.fileMismatch(name));
      }
    }
    for (const file of manifest.files) {
      if (!entries.has(file.path)) throw invalid(M.missingFile(file.path));
    }
    // Parents before children, as the import writes them.
    tables.sort((a, b) => ARCHIVE_TABLES.indexOf(a.spec) - ARCHIVE_TABLES.indexOf(b.spec));

    return {
      manifest,
      tables,
      async openFile(name) {
        const entry = entries.get(name);
        const file = listed.get(name);
        if (!entry || !file) throw invalid(M.missingFile(name));
        return archive.open(entry, file, M.fileMismatch(name));
      },
      close: () => archive.close(),
    };
  } catch (error) {
    archive.close();
    throw archive.refusal(error);
  }
}
