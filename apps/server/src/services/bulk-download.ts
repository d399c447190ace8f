/**
 * Bulk download (spec 3 §4.10, §7): the request is checked document by document and answers a
 * short-lived signed link; following the link streams a zip of exactly the permitted documents.
 * The token is the only state, so any server instance can answer the link.
 */
import { Readable } from 'node:stream';
import { SignJWT, jwtVerify } from 'jose';
import yazl from 'yazl';
import { z } from 'zod';
import {
  BULK_DOWNLOAD_LINK_TTL_SECONDS,
  bridgeLetterFileId,
  type TBulkDownloadFile,
} from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import type { Storage } from '../storage/index.ts';
import type { Organization } from './find-organization.ts';
import {
  documentSource,
  findDocument,
  loadDocumentItems,
  type DocumentCaller,
} from './open-document.ts';

/** One permitted document: the pair the dialog sent. */
export interface BulkDownloadEntry {
  itemUid: string;
  fileId: string;
}

export interface BulkDownloadGrant {
  orgId: string;
  productId: string;
  files: BulkDownloadEntry[];
}

export interface PreparedBulkDownload {
  successCount: number;
  failedFileIds: string[];
  token: string;
}

const AUDIENCE = 'trustfront:bulk-download';
const LETTER = 'L';

const invalidLink = () =>
  new AppError('invalid_token', 'This download link is invalid or has expired.', 403);

/*
 * The link carries every permitted pair, so the claims are compact: ids as 22-character
 * base64url, files grouped under their item, and 'L' for an item's bridge letter.
 */
const packId = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
const unpackId = (packed: string) =>
  Buffer.from(packed, 'base64url')
    .toString('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

const ZPackedId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
const ZClaims = z.object({
  sub: ZPackedId,
  pid: ZPackedId,
  f: z.array(z.tuple([ZPackedId], ZPackedId.or(z.literal(LETTER)))),
});

function packFiles(files: readonly BulkDownloadEntry[]): string[][] {
  const byItem = new Map<string, string[]>();
  for (const { itemUid, fileId } of files) {
    const packed = fileId === bridgeLetterFileId(itemUid) ? LETTER : packId(fileId);
    byItem.set(itemUid, [...(byItem.get(itemUid) ?? []), packed]);
  }
  return [...byItem].map(([itemUid, ids]) => [packId(itemUid), ...ids]);
}

function unpackFiles(groups: readonly (readonly string[])[]): BulkDownloadEntry[] {
  return groups.flatMap(([packedItem = '', ...ids]) => {
    const itemUid = unpackId(packedItem);
    return ids.map((id) => ({
      itemUid,
      fileId: id === LETTER ? bridgeLetterFileId(itemUid) : unpackId(id),
    }));
  });
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Signs a grant as an HS256 JWT valid for ten minutes from `now`. */
export async function issueBulkDownloadToken(
  secret: string,
  grant: BulkDownloadGrant,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ pid: packId(grant.productId), f: packFiles(grant.files) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(packId(grant.orgId))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + BULK_DOWNLOAD_LINK_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The grant of a valid, unexpired token of this organisation; 403 `invalid_token` otherwise. */
export async function verifyBulkDownloadToken(
  secret: string,
  orgId: string,
  token: string,
): Promise<BulkDownloadGrant> {
  const verified = await jwtVerify(token, keyOf(secret), {
    algorithms: ['HS256'],
    audience: AUDIENCE,
  }).catch(() => null);
  const claims = ZClaims.safeParse(verified?.payload);
  if (!claims.success || unpackId(claims.data.sub) !== orgId) throw invalidLink();
  return { orgId, productId: unpackId(claims.data.pid), files: unpackFiles(claims.data.f) };
}

/**
 * Checks each requested document for the caller: it is permitted when its item reaches the
 * caller, is unlocked, and the document may be downloaded (view-only documents may not).
 * Answers the counts and a signed grant of the permitted ones; 403 when none is permitted.
 */
export async function prepareBulkDownload(
  db: Db,
  secret: string,
  caller: DocumentCaller,
  productId: string,
  requested: readonly TBulkDownloadFile[],
): Promise<PreparedBulkDownload> {
  const items = await loadDocumentItems(
    db,
    caller.org.id,
    productId,
    requested.map((r) => r.itemUid),
  );
  const permitted = new Map<string, BulkDownloadEntry>();
  const failed = new Set<string>();
  for (const { itemUid, fileId } of requested) {
    const item = items.get(itemUid);
    const target = item ? findDocument(caller, item, fileId) : null;
    if (target?.document.canDownload) permitted.set(`${itemUid}/${fileId}`, { itemUid, fileId });
    else failed.add(fileId);
  }
  if (permitted.size === 0) {
    throw new AppError(
      'nothing_to_download',
      'None of the selected documents can be downloaded',
      403,
    );
  }
  const files = [...permitted.values()];
  const token = await issueBulkDownloadToken(secret, {
    orgId: caller.org.id,
    productId,
    files,
  });
  return { successCount: files.length, failedFileIds: [...failed], token };
}

/** A file or folder name safe inside a zip: no separators, control characters or dot names. */
function safeSegment(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\]+/g, '-').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'Untitled' : cleaned;
}

/** `{item title}/{original name}`, numbered ' (2)', ' (3)'… when already taken. */
function uniquePath(taken: Set<string>, folder: string, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let path = `${folder}/${name}`;
  for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${folder}/${stem} (${n})${ext}`;
  taken.add(path.toLowerCase());
  return path;
}

/** `{org}-documents.zip` with spaces replaced by dashes, like bridge letter names. */
export const bulkDownloadFileName = (orgName: string) =>
  `${orgName}-documents.zip`.replace(/\s+/g, '-');

/** The zip's output as a Node stream (yazl types it as the older NodeJS.ReadableStream). */
function readableOf(stream: NodeJS.ReadableStream): Readable {
  if (!(stream instanceof Readable)) throw new Error('yazl output is not a Readable');
  return stream;
}

/**
 * Streams the zip of a grant. Entries are opened one at a time as the zip is written (stored
 * files streamed from storage, bridge letters rendered when their turn comes), so memory stays
 * flat whatever the total size. Documents unlinked or removed since the grant are left out.
 */
export async function streamBulkDownload(
  deps: { db: Db; storage: Storage },
  org: Organization,
  grant: BulkDownloadGrant,
  onError: (error: Error) => void,
): Promise<Readable> {
  const items = await loadDocumentItems(
    deps.db,
    org.id,
    grant.productId,
    grant.files.map((f) => f.itemUid),
  );
  const now = new Date();
  const sources = await Promise.all(
    grant.files.map(async ({ itemUid, fileId }) => {
      const item = items.get(itemUid);
      const source = item && (await documentSource(deps.storage, org.name, item, fileId, now));
      return item && source ? { item, source } : null;
    }),
  );

  const zip = new yazl.ZipFile();
  const output = readableOf(zip.outputStream);
  let current: Readable | null = null;
  const fail = (error: Error) => {
    onError(error);
    current?.destroy();
    output.destroy(error);
  };
  zip.on('error', fail);
  // A client that goes away stops the zip; the entry being read is closed with it.
  output.on('close', () => current?.destroy());

  const taken = new Set<string>();
  for (const entry of sources) {
    if (!entry) continue;
    const { item, source } = entry;
    const path = uniquePath(taken, safeSegment(item.title), safeSegment(source.fileName));
    zip.addReadStreamLazy(path, { size: source.size }, (callback) => {
      source.open().then(
        (body) => {
          current = Buffer.isBuffer(body) ? Readable.from([body]) : body;
          current.on('error', fail);
          callback(null, current);
        },
        (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
      );
    });
  }
  zip.end();
  return output;
}
