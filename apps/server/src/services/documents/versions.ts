/**
 * A document's versions (docs/documents.md, Versions). A document is its `files` row: its id,
 * links, access type and sharing stay when its file is replaced; the file it held moves to
 * `document_versions` with its digest, when it was published and who superseded it. Restoring a
 * version copies its file back as a new current version, so the history only grows.
 *
 * Crash safety, as for uploads: the new object is stored completely before the transaction that
 * points the document at it; when that transaction fails, the object is removed again.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { and, desc, eq, lt } from 'drizzle-orm';
import {
  API_ERRORS,
  documentVersionCutoff,
  documentVersionPruneKey,
  nextAccessLogSummary,
  refusalOf,
  type TDocumentVersions,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  documentVersions,
  fileDigests,
  files,
  users,
  type FileRow,
} from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { log } from '../../lib/log-context.ts';
import type { Storage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/audit.ts';
import { storeUpload, type IncomingFile, type StoredUpload } from '../editing/upload-file.ts';
import { enqueueDocumentText } from '../search/document-text.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { fileDigestsOf } from './file-digests.ts';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

const documentNotFound = () => refusalOf(API_ERRORS.documentNotFound, 404);
const versionNotFound = () => refusalOf(API_ERRORS.versionNotFound, 404);

async function fileOf(db: Db | Tx, orgId: string, fileId: string): Promise<FileRow> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.orgId, orgId)));
  if (!file) throw documentNotFound();
  return file;
}

/** GET /api/trust-center/files/{fileId}/versions: the current version, then the older ones. */
export async function listDocumentVersions(
  deps: Deps,
  orgId: string,
  fileId: string,
): Promise<TDocumentVersions> {
  const file = await fileOf(deps.db, orgId, fileId);
  const digest = (await fileDigestsOf(deps, orgId, [fileId])).get(fileId);
  const older = await deps.db
    .select({ version: documentVersions, by: users.email })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.supersededBy))
    .where(eq(documentVersions.fileId, fileId))
    .orderBy(desc(documentVersions.version));
  return {
    fileId,
    versions: [
      {
        version: file.version,
        originalName: file.originalName,
        contentType: file.contentType,
        size: file.size,
        sha256: digest?.sha256 ?? null,
        publishedAt: (file.replacedAt ?? file.createdAt).toISOString(),
        supersededAt: null,
        supersededBy: null,
        current: true,
      },
      ...older.map(({ version: v, by }) => ({
        version: v.version,
        originalName: v.originalName,
        contentType: v.contentType,
        size: v.size,
        sha256: v.sha256,
        publishedAt: v.publishedAt.toISOString(),
        supersededAt: v.supersededAt.toISOString(),
        supersededBy: by,
        current: false,
      })),
    ],
  };
}

/**
 * Makes `stored` the document's current version in one transaction: the file it held becomes a
 * version row (with its digest), the document's row points at the new object, its digest and
 * text follow. Answers the new version's number.
 */
async function makeCurrent(
  db: Db,
  staff: StaffCaller,
  fileId: string,
  stored: StoredUpload,
  audit: { action: string; restored?: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.orgId, staff.orgId)))
      .for('update');
    if (!file) throw documentNotFound();
    const [digest] = await tx
      .select({ sha256: fileDigests.sha256 })
      .from(fileDigests)
      .where(eq(fileDigests.fileId, fileId));
    const now = new Date();
    await tx.insert(documentVersions).values({
      orgId: staff.orgId,
      fileId,
      version: file.version,
      storageKey: file.storageKey,
      originalName: file.originalName,
      contentType: file.contentType,
      size: file.size,
      sha256: digest?.sha256 ?? null,
      publishedAt: file.replacedAt ?? file.createdAt,
      supersededAt: now,
      supersededBy: staff.userId,
    });
    const version = file.version + 1;
    await tx
      .update(files)
      .set({
        storageKey: stored.storageKey,
        originalName: stored.originalName,
        contentType: stored.contentType,
        size: stored.size,
        version,
        replacedAt: now,
      })
      .where(eq(files.id, fileId));
    await tx.delete(fileDigests).where(eq(fileDigests.fileId, fileId));
    await tx.insert(fileDigests).values({ fileId, sha256: stored.sha256, size: stored.size });
    await enqueueDocumentText(tx, fileId, version);
    await recordAudit(tx, staff, {
      action: audit.action,
      target: stored.originalName,
      before: { fileId, version: file.version, originalName: file.originalName },
      after: { fileId, version, originalName: stored.originalName, restored: audit.restored },
    });
    return version;
  });
}

async function storedAsCurrent(
  deps: Deps,
  staff: StaffCaller,
  fileId: string,
  stored: StoredUpload,
  audit: { action: string; restored?: number },
): Promise<TDocumentVersions> {
  try {
    await makeCurrent(deps.db, staff, fileId, stored, audit);
  } catch (error) {
    await deps.storage.remove(stored.storageKey);
    throw error;
  }
  return listDocumentVersions(deps, staff.orgId, fileId);
}

/**
 * POST /api/trust-center/files/{fileId}/replace: a new file for the document, the one it held
 * kept as a version. Its digest is computed first, so that the version row carries it.
 */
export async function replaceDocumentFile(
  deps: Deps,
  staff: StaffCaller,
  fileId: string,
  upload: IncomingFile,
): Promise<TDocumentVersions> {
  await fileOf(deps.db, staff.orgId, fileId);
  await fileDigestsOf(deps, staff.orgId, [fileId]);
  const stored = await storeUpload(deps.storage, staff.orgId, upload);
  return storedAsCurrent(deps, staff, fileId, stored, { action: 'file.replace' });
}

/** A copy of a stored object under a new key of the organisation, with its size and digest. */
async function copyStored(storage: Storage, orgId: string, key: string) {
  const storageKey = `files/${orgId}/${randomUUID()}`;
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const source = storage.read(key);
  source.on('error', (error) => counter.destroy(error));
  await storage.put(storageKey, source.pipe(counter));
  return { storageKey, size, sha256: hash.digest('hex') };
}

/**
 * POST /api/trust-center/files/{fileId}/versions/{version}/restore: the version's file, copied,
 * becomes the current version (a new number); the version itself stays in the history.
 */
export async function restoreDocumentVersion(
  deps: Deps,
  staff: StaffCaller,
  fileId: string,
  version: number,
): Promise<TDocumentVersions> {
  await fileOf(deps.db, staff.orgId, fileId);
  await fileDigestsOf(deps, staff.orgId, [fileId]);
  const [row] = await deps.db
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.fileId, fileId),
        eq(documentVersions.orgId, staff.orgId),
        eq(documentVersions.version, version),
      ),
    );
  if (!row) throw versionNotFound();
  const copy = await copyStored(deps.storage, staff.orgId, row.storageKey).catch(
    (error: unknown) => {
      log().warn({ fileId, version, err: error }, 'a version file could not be copied');
      throw versionNotFound();
    },
  );
  const stored: StoredUpload = {
    ...copy,
    originalName: row.originalName,
    contentType: row.contentType,
  };
  return storedAsCurrent(deps, staff, fileId, stored, {
    action: 'file.restore',
    restored: version,
  });
}

export const DOCUMENT_VERSIONS_PRUNE_JOB = 'document-versions.prune';

/** Enqueues the removal of the day of `at` (a no-op when it is already queued or done). */
export function scheduleDocumentVersionPrune(db: Db, at: Date): Promise<number | null> {
  return enqueueJob(
    db,
    DOCUMENT_VERSIONS_PRUNE_JOB,
    {},
    { dedupeKey: documentVersionPruneKey(at), runAt: at },
  );
}

/**
 * Removes the versions superseded more than `years` years before `now`, then their stored files;
 * answers how many versions went. A file that cannot be removed is logged: its row is gone, so
 * nobody reaches it any more.
 */
export async function pruneDocumentVersions(
  { db, storage }: Deps,
  now: Date,
  years: number,
): Promise<number> {
  const cutoff = documentVersionCutoff(now, years);
  const gone = await db
    .delete(documentVersions)
    .where(lt(documentVersions.supersededAt, cutoff))
    .returning({ storageKey: documentVersions.storageKey });
  for (const { storageKey } of gone) {
    await storage.remove(storageKey).catch((error: unknown) => {
      log().warn({ storageKey, err: error }, 'an expired version file could not be removed');
    });
  }
  return gone.length;
}

export function documentVersionPruneJobHandler(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
): JobHandler {
  return async () => {
    const now = new Date();
    const removed = await pruneDocumentVersions(
      deps,
      now,
      deps.config.documentVersionRetentionYears,
    );
    if (removed > 0) log().info({ documentVersions: { removed } }, 'expired versions removed');
    await scheduleDocumentVersionPrune(deps.db, nextAccessLogSummary(now));
  };
}
