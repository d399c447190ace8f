/**
 * What the archives the server writes and reads (an organisation's export, an instance's backup)
 * do alike with zips: stream a yazl zip out, hash each stored file as it passes, open a zip with
 * yauzl's strict checks, list its entries within limits, and check an entry's bytes against the
 * size and SHA-256 its manifest gives as they stream.
 */
import { createHash } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import yauzl from 'yauzl';
import './zip-crc.ts';

/** The zip's output as a Node stream (yazl types it as the older NodeJS.ReadableStream). */
export function zipOutput(zip: { outputStream: NodeJS.ReadableStream }): Readable {
  if (!(zip.outputStream instanceof Readable)) throw new Error('yazl output is not a Readable');
  return zip.outputStream;
}

export interface Digest {
  size: number;
  /** Lower-case hex SHA-256. */
  sha256: string;
}

/** A pass-through that hashes what flows through it; `digest` settles once it has all passed. */
export function hashingTap(): { tap: PassThrough; digest: Promise<Digest> } {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new PassThrough();
  tap.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  return { tap, digest: finished(tap).then(() => ({ size, sha256: hash.digest('hex') })) };
}

/**
 * `stream`'s bytes, erroring with `mismatch()` at their end unless they are `expected`'s size
 * and hash; an error of the source becomes `wrap(error)`.
 */
export function checkedStream(
  stream: Readable,
  expected: Digest,
  mismatch: () => Error,
  wrap: (error: unknown) => Error = (error) =>
    error instanceof Error ? error : new Error(String(error)),
): Readable {
  const hash = createHash('sha256');
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      const ok = size === expected.size && hash.digest('hex') === expected.sha256;
      done(ok ? null : mismatch());
    },
  });
  stream.on('error', (error) => check.destroy(wrap(error)));
  // A consumer may take the stream only after an await of its own (a folder made first), by when
  // a small entry has ended and failed its check. The error stays on the stream (`errored`),
  // which pipeline() and finished() report, rather than being thrown with no listener yet.
  check.on('error', () => undefined);
  return stream.pipe(check);
}

/** Opens a zip file for reading, entry by entry, with yauzl's checks of names and sizes. */
export function openZip(path: string): Promise<yauzl.ZipFile> {
  return yauzl.openPromise(path, {
    lazyEntries: true,
    autoClose: false,
    strictFileNames: true,
    validateEntrySizes: true,
  });
}

/** What a listing reads at most. */
export interface ZipLimits {
  /** Bytes unpacked, all entries together (as the zip declares them; yauzl holds each to it). */
  totalBytes: number;
  entries: number;
}

/** Why a listing stops: each answer is the error thrown. */
export interface ZipListingRefusals {
  unsafeName(name: string): Error;
  duplicateEntry(name: string): Error;
  tooLarge(limit: number): Error;
  tooManyEntries(limit: number): Error;
}

/**
 * Every entry of the zip by name, each name one `isKnown` accepts and none twice, within the
 * limits (so a zip bomb stops at them).
 */
export async function listZipEntries(
  zip: yauzl.ZipFile,
  limits: ZipLimits,
  isKnown: (name: string) => boolean,
  refuse: ZipListingRefusals,
): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    const name = entry.fileName;
    if (!isKnown(name)) throw refuse.unsafeName(name);
    if (entries.has(name)) throw refuse.duplicateEntry(name);
    total += entry.uncompressedSize;
    if (total > limits.totalBytes) throw refuse.tooLarge(limits.totalBytes);
    entries.set(name, entry);
    if (entries.size > limits.entries) throw refuse.tooManyEntries(limits.entries);
  }
  return entries;
}

/** One entry's bytes, read whole (a manifest or a table, held to a size limit by the caller). */
export async function readZipEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return buffer(await zip.openReadStreamPromise(entry));
}

/**
 * yauzl's own refusal of an entry's name (absolute, climbing out, invalid characters): the name,
 * or null for another error.
 */
export function refusedEntryName(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const named =
    /^(?:invalid relative path|absolute path|invalid characters in fileName): (.*)$/.exec(message);
  return named ? (named[1] ?? '') : null;
}

/** The first three problems zod found in an archive's manifest or table, each with its path. */
export const zodDetail = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
