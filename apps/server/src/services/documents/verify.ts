/**
 * Verifying a file (docs/documents.md, Verify a document): its SHA-256 is looked up among the
 * organisation's documents' current files, their kept versions and the watermarked copies issued
 * to members; the core rule `verifyAnswerOf` then says what the caller is told. Whether the
 * caller's page lists the document is the reach rule's answer, as when opening it.
 */
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  AppError,
  verifyAnswerOf,
  type TVerifyAnswer,
  type VerifyMatch,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import {
  documentCopies,
  documentVersions,
  fileDigests,
  files,
  itemFiles,
  items,
  type FileRow,
} from '../../db/schema/index.ts';
import { fileDigestsOf } from './file-digests.ts';
import { findDocument, loadDocumentItems, type DocumentCaller } from './open-document.ts';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** Who asks: a portal caller (the reach rule decides what is named) or staff of the app. */
export type VerifyWho = { portal: DocumentCaller } | { staff: { orgId: string } };

/** The SHA-256 of an uploaded file, streamed; a file over the multipart limit is refused (413). */
export async function digestOfUpload(file: Readable & { truncated?: boolean }): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(
    file,
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done();
      },
    }),
  );
  if (file.truncated) throw new AppError('invalid_request', ADMIN_MESSAGES.fileTooLarge, 413);
  return hash.digest('hex');
}

/** Computes and keeps the digests of the organisation's files that have none yet. */
async function fillDigests(deps: Deps, orgId: string): Promise<void> {
  const missing = await deps.db
    .select({ id: files.id })
    .from(files)
    .leftJoin(fileDigests, eq(fileDigests.fileId, files.id))
    .where(and(eq(files.orgId, orgId), isNull(fileDigests.fileId)));
  if (missing.length > 0)
    await fileDigestsOf(
      deps,
      orgId,
      missing.map((m) => m.id),
    );
}

interface Found {
  file: FileRow;
  match: Omit<VerifyMatch, 'title' | 'currentVersion'>;
}

async function findDigest(db: Db, orgId: string, sha256: string): Promise<Found | null> {
  const [current] = await db
    .select({ file: files })
    .from(fileDigests)
    .innerJoin(files, eq(files.id, fileDigests.fileId))
    .where(and(eq(files.orgId, orgId), eq(fileDigests.sha256, sha256)))
    .limit(1);
  if (current) {
    const { file } = current;
    return {
      file,
      match: {
        kind: 'file',
        version: file.version,
        publishedAt: file.replacedAt ?? file.createdAt,
        supersededAt: null,
        fileName: file.originalName,
      },
    };
  }
  const [older] = await db
    .select({ file: files, version: documentVersions })
    .from(documentVersions)
    .innerJoin(files, eq(files.id, documentVersions.fileId))
    .where(and(eq(documentVersions.orgId, orgId), eq(documentVersions.sha256, sha256)))
    .orderBy(desc(documentVersions.version))
    .limit(1);
  if (older) {
    return {
      file: older.file,
      match: {
        kind: 'version',
        version: older.version.version,
        publishedAt: older.version.publishedAt,
        supersededAt: older.version.supersededAt,
        fileName: older.version.originalName,
      },
    };
  }
  const [copy] = await db
    .select({ file: files, copy: documentCopies })
    .from(documentCopies)
    .innerJoin(files, eq(files.id, documentCopies.fileId))
    .where(and(eq(documentCopies.orgId, orgId), eq(documentCopies.sha256, sha256)))
    .limit(1);
  if (!copy) return null;
  const { file } = copy;
  const isCurrent = copy.copy.version === file.version;
  const [source] = isCurrent
    ? []
    : await db
        .select()
        .from(documentVersions)
        .where(
          and(
            eq(documentVersions.fileId, file.id),
            eq(documentVersions.version, copy.copy.version),
          ),
        );
  return {
    file,
    match: {
      kind: 'copy',
      version: copy.copy.version,
      publishedAt: isCurrent
        ? (file.replacedAt ?? file.createdAt)
        : // A version past its retention is gone: the copy's own date stands for it.
          (source?.publishedAt ?? copy.copy.createdAt),
      supersededAt: source?.supersededAt ?? null,
      fileName: source?.originalName ?? file.originalName,
      copy: { accountMemberId: copy.copy.accountMemberId, email: copy.copy.memberEmail },
    },
  };
}

/**
 * The document's title as the caller may see it, and whether their page lists it: the title of
 * the first item offering it that reaches them. Staff are given the first item's title (the file
 * name when no item offers it) and `listed` is theirs regardless.
 */
async function titleFor(
  db: Db,
  who: VerifyWho,
  file: FileRow,
): Promise<{ title: string; listed: boolean }> {
  const links = await db
    .select({ itemId: items.id, productId: items.productId, title: items.title })
    .from(itemFiles)
    .innerJoin(items, eq(items.id, itemFiles.itemId))
    .where(eq(itemFiles.fileId, file.id))
    .orderBy(itemFiles.position);
  if ('staff' in who) return { title: links[0]?.title ?? file.originalName, listed: true };
  const caller = who.portal;
  for (const productId of new Set(links.map((l) => l.productId))) {
    const ids = links.filter((l) => l.productId === productId).map((l) => l.itemId);
    const found = await loadDocumentItems(db, caller.org.id, productId, ids);
    for (const id of ids) {
      const item = found.get(id);
      if (item && findDocument(caller, item, file.id)) return { title: item.title, listed: true };
    }
  }
  return { title: file.originalName, listed: false };
}

/** What a verification of `sha256` answers to `who`. */
export async function verifyDigest(
  deps: Deps,
  who: VerifyWho,
  sha256: string,
): Promise<TVerifyAnswer> {
  const orgId = 'staff' in who ? who.staff.orgId : who.portal.org.id;
  await fillDigests(deps, orgId);
  const found = await findDigest(deps.db, orgId, sha256);
  const caller =
    'staff' in who
      ? { staff: true, memberId: null }
      : {
          staff: false,
          memberId:
            who.portal.viewer.mode === 'account' ? (who.portal.viewer.member?.id ?? null) : null,
        };
  if (!found) return verifyAnswerOf(sha256, null, caller, false);
  const { title, listed } = await titleFor(deps.db, who, found.file);
  return verifyAnswerOf(
    sha256,
    { ...found.match, title, currentVersion: found.file.version },
    caller,
    listed,
  );
}
