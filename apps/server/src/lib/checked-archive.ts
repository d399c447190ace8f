/**
 * The one reader of the zips the server checks before it writes anything: an instance's backup
 * and an organisation's export. Every entry name is one the archive's writer writes (no absolute
 * paths, no '..', no backslashes), none twice, at most so many entries and bytes unpacked (the
 * sizes the zip declares, which yauzl then holds each entry to, so a zip bomb stops at the limit);
 * the manifest is read within its size limit, passes its zod schema, is of the format version
 * this server reads and from no newer database. Each refusal is the archive's own message
 * (core's `checkedArchiveMessages`), thrown as the error its reader answers with.
 */
import type { Readable } from 'node:stream';
import type yauzl from 'yauzl';
import { AppError, schemaVersionNumber, type CheckedArchiveMessages } from '@trustfront/core';
import type { z } from 'zod';
import {
  checkedStream,
  listZipEntries,
  openZip,
  readZipEntry,
  refusedEntryName,
  type Digest,
  zodDetail,
} from './zip-archive.ts';

/** What a reader of an archive reads at most. */
export interface ArchiveLimits {
  /** Bytes unpacked, all entries together. */
  totalBytes: number;
  entries: number;
  /** Bytes of the manifest or of one JSON entry. */
  jsonBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  totalBytes: 16 * 1024 ** 3,
  entries: 200_000,
  jsonBytes: 256 * 1024 ** 2,
};

/** One kind of archive: its names, manifest, messages and the error its refusals are. */
export interface ArchiveKind<Manifest extends { formatVersion: number; schemaVersion: string }> {
  messages: CheckedArchiveMessages;
  refuse(message: string): Error;
  /** Whether the archive's writer writes an entry of this name. */
  isKnown(name: string): boolean;
  manifestName: string;
  manifest: z.ZodType<Manifest>;
  formatVersion: number;
  /** This server's database schema version: a newer archive is refused. */
  schemaVersion: string;
}

export interface CheckedArchive<Manifest> {
  manifest: Manifest;
  entries: ReadonlyMap<string, yauzl.Entry>;
  /** An entry's JSON, read whole within the limit; `invalid(reason)` when it does not parse. */
  readJson(entry: yauzl.Entry, invalid: (reason: string) => string): Promise<unknown>;
  /** An entry's bytes, erroring with `mismatch` at their end unless they are `expected`. */
  open(entry: yauzl.Entry, expected: Digest, mismatch: string): Promise<Readable>;
  /** An error of the zip as the archive's refusal (yauzl's refusals of names, unreadable zips). */
  refusal(error: unknown): Error;
  close(): void;
}

/** Opens the archive at `path` and checks its names, limits and manifest (see the module). */
export async function openCheckedArchive<
  Manifest extends { formatVersion: number; schemaVersion: string },
>(
  path: string,
  kind: ArchiveKind<Manifest>,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<CheckedArchive<Manifest>> {
  const M = kind.messages;
  const refusal = (error: unknown): Error => {
    if (error instanceof AppError) return error;
    const named = refusedEntryName(error);
    if (named !== null) return kind.refuse(M.unsafeName(named));
    return kind.refuse(M.notAZip(error instanceof Error ? error.message : String(error)));
  };
  const zip = await openZip(path).catch((error: unknown) => {
    throw refusal(error);
  });
  try {
    const entries = await listZipEntries(zip, limits, kind.isKnown, {
      unsafeName: (name) => kind.refuse(M.unsafeName(name)),
      duplicateEntry: (name) => kind.refuse(M.duplicateEntry(name)),
      tooLarge: (limit) => kind.refuse(M.tooLarge(limit)),
      tooManyEntries: (limit) => kind.refuse(M.tooManyEntries(limit)),
    });
    const readJson = async (entry: yauzl.Entry, invalid: (reason: string) => string) => {
      if (entry.uncompressedSize > limits.jsonBytes) {
        throw kind.refuse(M.tooLarge(limits.jsonBytes));
      }
      const bytes = await readZipEntry(zip, entry);
      try {
        return JSON.parse(bytes.toString('utf8')) as unknown;
      } catch (error) {
        throw kind.refuse(invalid(error instanceof Error ? error.message : ''));
      }
    };
    const manifestEntry = entries.get(kind.manifestName);
    if (!manifestEntry) throw kind.refuse(M.noManifest);
    const parsed = kind.manifest.safeParse(await readJson(manifestEntry, M.badManifest));
    if (!parsed.success) throw kind.refuse(M.badManifest(zodDetail(parsed.error)));
    const manifest = parsed.data;
    if (manifest.formatVersion !== kind.formatVersion) {
      throw kind.refuse(M.formatVersion(manifest.formatVersion));
    }
    if (schemaVersionNumber(manifest.schemaVersion) > schemaVersionNumber(kind.schemaVersion)) {
      throw kind.refuse(M.newerSchema(manifest.schemaVersion, kind.schemaVersion));
    }
    return {
      manifest,
      entries,
      readJson,
      async open(entry, expected, mismatch) {
        const stream = await zip.openReadStreamPromise(entry).catch((error: unknown) => {
          throw refusal(error);
        });
        return checkedStream(stream, expected, () => kind.refuse(mismatch), refusal);
      },
      refusal,
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw refusal(error);
  }
}
