/**
 * A document uploaded by an editor, streamed to storage and never held whole in memory.
 *
 * Crash safety: the storage writes the object under its final key only once it is complete
 * (disk: a temporary name renamed into place; S3: a multipart upload completed at the end), and
 * the `files` row is inserted only after that. A process killed mid-upload therefore leaves no
 * row and no object under a key anyone knows; a stored file without a row is unreachable, and a
 * row without an item link reaches no visitor (the reach rule reaches files through items).
 */
import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { ADMIN_MESSAGES, AppError, baseMediaType, type TUploadedFile } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fileDigests, files } from '../../db/schema/index.ts';
import { enqueueDocumentText } from '../search/document-text.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { recordAudit } from '../audit/audit.ts';

export interface IncomingFile {
  filename: string;
  mimetype: string;
  file: Readable & { truncated?: boolean };
}

/** A file name without folders or control characters, at most 255 characters. */
function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\x00-\x1f\x7f]/g, '').trim();
  return base.slice(0, 255) || 'document';
}

/** A file written to storage whose row is not written yet. */
export interface StoredUpload {
  storageKey: string;
  originalName: string;
  contentType: string;
  size: number;
  /** SHA-256 of the stored bytes, hex. */
  sha256: string;
}

/**
 * Streams an upload to storage under a new key; a file over the multipart limit is removed again
 * and refused (413).
 */
export async function storeUpload(
  storage: AppDeps['storage'],
  orgId: string,
  upload: IncomingFile,
): Promise<StoredUpload> {
  const storageKey = `files/${orgId}/${randomUUID()}`;
  let size = 0;
  const hash = createHash('sha256');
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  upload.file.on('error', (error) => counter.destroy(error));
  await storage.put(storageKey, upload.file.pipe(counter));
  if (upload.file.truncated) {
    await storage.remove(storageKey);
    throw new AppError('invalid_request', ADMIN_MESSAGES.fileTooLarge, 413);
  }
  const originalName = cleanName(upload.filename);
  const contentType = baseMediaType(upload.mimetype) || 'application/octet-stream';
  return { storageKey, originalName, contentType, size, sha256: hash.digest('hex') };
}

/** Writes a stored file's row, enqueues its text for search and records the upload. */
export async function recordStoredFile(
  tx: Db | Tx,
  staff: StaffCaller,
  stored: StoredUpload,
): Promise<TUploadedFile> {
  const { originalName, contentType, size, storageKey } = stored;
  const [row] = await tx
    .insert(files)
    .values({ orgId: staff.orgId, originalName, contentType, size, storageKey })
    .returning({ id: files.id });
  if (!row) throw new Error('The file was not written');
  await tx.insert(fileDigests).values({ fileId: row.id, sha256: stored.sha256, size });
  // Its text is extracted for search in the background, once the row is committed.
  await enqueueDocumentText(tx, row.id);
  await recordAudit(tx, staff, {
    action: 'file.upload',
    target: originalName,
    before: null,
    after: { fileId: row.id, contentType, size },
  });
  return { fileId: row.id, originalName, contentType, size };
}

/** Stores an uploaded document and answers it; it is linked to an item by an item save. */
export async function uploadFile(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  staff: StaffCaller,
  upload: IncomingFile,
): Promise<TUploadedFile> {
  const stored = await storeUpload(storage, staff.orgId, upload);
  try {
    return await db.transaction((tx) => recordStoredFile(tx, staff, stored));
  } catch (error) {
    await storage.remove(stored.storageKey);
    throw error;
  }
}
