/**
 * Opens an organisation's archive for import and checks all of it before anything is written:
 * every entry name is one an export writes (no absolute paths, no '..', no backslashes), no name
 * twice, at most so many entries and bytes unpacked (the sizes the zip declares, which yauzl then
 * holds each entry to, so a zip bomb stops at the limit); the manifest and every table pass their
 * zod schemas; the tables and files are exactly those the manifest lists. Files are read later,
 * one at a time, each checked against its size and SHA-256 as it streams.
 */
import type { Readable } from 'node:stream';
import type yauzl from 'yauzl';
import {
  AppError,
  ARCHIVE_MESSAGES as M,
  ORG_ARCHIVE_FORMAT_VERSION,
  ORG_ARCHIVE_MANIFEST,
  ZOrgArchiveManifest,
  archiveEntryKind,
  schemaVersionNumber,
  tableEntryName,
  type TOrgArchiveFile,
  type TOrgArchiveManifest,
} from '@trustfront/core';
import { schemaVersion } from '../../db/schema-version.ts';
import {
  checkedStream,
  listZipEntries,
  openZip,
  readZipEntry,
  refusedEntryName,
  type ZipListingRefusals,
  zodDetail,
} from '../../lib/zip-archive.ts';
import { ARCHIVE_TABLES, archiveTableNamed } from './archive-tables.ts';
import { rowsSchema, type TableRows } from './archive-rows.ts';

/** What an import reads at most. */
export interface ArchiveLimits {
  /** Bytes unpacked, all entries together. */
  totalBytes: number;
  entries: number;
  /** Bytes of the manifest or of one table's JSON. */
  jsonBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  totalBytes: 16 * 1024 ** 3,
  entries: 200_000,
  jsonBytes: 256 * 1024 ** 2,
};

export interface OpenedArchive {
  manifest: TOrgArchiveManifest;
  /** The tables the archive holds, in the order an import writes them. */
  tables: TableRows[];
  /** The bytes of a file the manifest lists, checked against its size and SHA-256. */
  openFile(path: string): Promise<Readable>;
  close(): void;
}

const invalid = (message: string) => new AppError('invalid_archive', message, 400);

/** yauzl's own refusals of an entry's name, as the import's message. */
function zipError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const named = refusedEntryName(error);
  if (named !== null) return invalid(M.unsafeName(named));
  return invalid(M.notAZip(error instanceof Error ? error.message : String(error)));
}

const LISTING_REFUSALS: ZipListingRefusals = {
  unsafeName: (name) => invalid(M.unsafeName(name)),
  duplicateEntry: (name) => invalid(M.duplicateEntry(name)),
  tooLarge: (limit) => invalid(M.tooLarge(limit)),
  tooManyEntries: (limit) => invalid(M.tooManyEntries(limit)),
};

async function readJson(zip: yauzl.ZipFile, entry: yauzl.Entry, limits: ArchiveLimits) {
  if (entry.uncompressedSize > limits.jsonBytes) throw invalid(M.tooLarge(limits.jsonBytes));
  const bytes = await readZipEntry(zip, entry);
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch (error) {
    throw invalid(M.badRows(entry.fileName, error instanceof Error ? error.message : ''));
  }
}

function checkManifest(raw: unknown): TOrgArchiveManifest {
  const parsed = ZOrgArchiveManifest.safeParse(raw);
  if (!parsed.success) throw invalid(M.badManifest(zodDetail(parsed.error)));
  const manifest = parsed.data;
  if (manifest.formatVersion !== ORG_ARCHIVE_FORMAT_VERSION) {
    throw invalid(M.formatVersion(manifest.formatVersion));
  }
  const current = schemaVersion();
  if (schemaVersionNumber(manifest.schemaVersion) > schemaVersionNumber(current)) {
    throw invalid(M.newerSchema(manifest.schemaVersion, current));
  }
  return manifest;
}

/** A stream of the entry's bytes that errors unless they are the size and hash listed. */
const checked = (stream: Readable, file: TOrgArchiveFile): Readable =>
  checkedStream(stream, file, () => invalid(M.fileMismatch(file.path)), zipError);

/** Opens and checks the archive at `path` (see the module's comment). */
export async function openArchive(
  path: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<OpenedArchive> {
  const zip = await openZip(path).catch((error: unknown) => {
    throw zipError(error);
  });
  try {
    const isKnown = (name: string) => archiveEntryKind(name) !== null;
    const entries = await listZipEntries(zip, limits, isKnown, LISTING_REFUSALS).catch(
      (error: unknown) => {
        throw zipError(error);
      },
    );
    const manifestEntry = entries.get(ORG_ARCHIVE_MANIFEST);
    if (!manifestEntry) throw invalid(M.noManifest);
    const manifest = checkManifest(await readJson(zip, manifestEntry, limits));

    const tables: TableRows[] = [];
    for (const [name, count] of Object.entries(manifest.tables)) {
      const spec = archiveTableNamed(name);
      if (!spec) throw invalid(M.unknownTable(name));
      if (spec.personal && !manifest.options.personalData) throw invalid(M.personalTable(name));
      const entry = entries.get(tableEntryName(name));
      if (!entry) throw invalid(M.missingTable(name));
      const parsed = rowsSchema(spec).safeParse(await readJson(zip, entry, limits));
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
        return checked(await zip.openReadStreamPromise(entry), file);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw zipError(error);
  }
}
