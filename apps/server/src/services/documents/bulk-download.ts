/**
 * Bulk download (docs/documents.md, Bulk download): the request is checked document by document and
 * answers a short-lived link to a grant stored in `bulk_downloads`, so any server instance can
 * answer it. The grant is not a pass: following the link re-resolves the caller (session cookie
 * plus the preview parameters of the request) and re-checks every document, so a forwarded link
 * gives a stranger only what the stranger may download.
 */
import { Readable } from 'node:stream';
import { and, eq, gt, lt } from 'drizzle-orm';
import '../../lib/zip-crc.ts';
import {
  AppError,
  BULK_DOWNLOAD_LINK_TTL_SECONDS,
  isCompressedType,
  type TBulkDownloadFile,
  isCountedVisitor,
  SERVER_ERRORS,
  refusalOf,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { bulkDownloads, organizations, type BulkDownloadGrant } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/index.ts';
import {
  documentSource,
  findDocument,
  loadDocumentItems,
  type DocumentCaller,
  type DocumentItem,
} from './open-document.ts';
import { recordDownloads } from '../analytics/analytics.ts';
import { memberCopies, recordDocumentEvents } from './member-copies.ts';
import { resolvePortalCaller, type PortalCaller } from '../portal/portal-caller.ts';
import type { ViewerRequest } from '../access/resolve-viewer.ts';

export type { BulkDownloadGrant };

/** One requested document: the pair the dialog sent. */
export interface BulkDownloadEntry {
  itemUid: string;
  fileId: string;
}

/** The caller parameters of the request that created a grant (those that were given). */
export type BulkDownloadViewer = BulkDownloadGrant['viewer'];

/** The caller parameters worth keeping in a grant: only those the request gave. */
function grantViewer(params: Omit<ViewerRequest, 'sessionToken'>): BulkDownloadViewer {
  return {
    ...(params.mode ? { mode: params.mode } : {}),
    ...(params.accountId ? { accountId: params.accountId } : {}),
    ...(params.permissionProfileId ? { permissionProfileId: params.permissionProfileId } : {}),
  };
}

export interface PreparedBulkDownload {
  successCount: number;
  failedFileIds: string[];
  /** The grant's id, the last segment of the download link. */
  id: string;
}

/** A document the caller may download, with the item it belongs to. */
interface PermittedDocument {
  item: DocumentItem;
  fileId: string;
}

const nothingToDownload = () => refusalOf(SERVER_ERRORS.nothingToDownload, 403);

/** 403 `bulk_download_disabled` unless the organisation's customization enables it. */
export function assertBulkDownloadEnabled(caller: PortalCaller): void {
  if (!caller.customization.allowBulkDownload) {
    throw refusalOf(SERVER_ERRORS.bulkDownloadDisabled, 403);
  }
}

/**
 * Checks each requested document for the caller: it is permitted when its item reaches the
 * caller, is unlocked, and the document may be downloaded (view-only documents may not).
 * Duplicate pairs count once; the failed ones are answered by file id.
 */
async function checkDocuments(
  db: Db,
  caller: DocumentCaller,
  productId: string,
  requested: readonly BulkDownloadEntry[],
): Promise<{ permitted: PermittedDocument[]; failedFileIds: string[] }> {
  const items = await loadDocumentItems(
    db,
    caller.org.id,
    productId,
    requested.map((r) => r.itemUid),
  );
  const permitted = new Map<string, PermittedDocument>();
  const failed = new Set<string>();
  for (const { itemUid, fileId } of requested) {
    const item = items.get(itemUid);
    const target = item ? findDocument(caller, item, fileId) : null;
    if (target?.reach === 'download')
      permitted.set(`${itemUid}/${fileId}`, { item: target.item, fileId });
    else failed.add(fileId);
  }
  return { permitted: [...permitted.values()], failedFileIds: [...failed] };
}

/**
 * Checks the requested documents and stores a grant of the permitted ones, valid for
 * BULK_DOWNLOAD_LINK_TTL_SECONDS; expired grants of every organisation are removed on the way.
 * 403 `nothing_to_download` when none is permitted.
 */
export async function prepareBulkDownload(
  db: Db,
  caller: DocumentCaller,
  request: {
    productId: string;
    files: readonly TBulkDownloadFile[];
    viewer: Omit<ViewerRequest, 'sessionToken'>;
  },
  now: Date = new Date(),
): Promise<PreparedBulkDownload> {
  const { permitted, failedFileIds } = await checkDocuments(
    db,
    caller,
    request.productId,
    request.files,
  );
  if (permitted.length === 0) throw nothingToDownload();
  await db.delete(bulkDownloads).where(lt(bulkDownloads.expiresAt, now));
  const [grant] = await db
    .insert(bulkDownloads)
    .values({
      orgId: caller.org.id,
      productId: request.productId,
      files: permitted.map(({ item, fileId }) => ({ itemUid: item.id, fileId })),
      viewer: grantViewer(request.viewer),
      expiresAt: new Date(now.getTime() + BULK_DOWNLOAD_LINK_TTL_SECONDS * 1000),
    })
    .returning({ id: bulkDownloads.id });
  if (!grant) throw new Error('Insert returned no bulk download');
  return { successCount: permitted.length, failedFileIds, id: grant.id };
}

/**
 * The unexpired grant `id` of the organisation `orgSlug`; 404 `download_expired` for an expired,
 * unknown or other organisation's grant (they are not told apart).
 */
export async function findBulkDownload(
  db: Db,
  orgSlug: string,
  id: string,
  now: Date = new Date(),
): Promise<BulkDownloadGrant> {
  const [row] = await db
    .select({ grant: bulkDownloads })
    .from(bulkDownloads)
    .innerJoin(organizations, eq(organizations.id, bulkDownloads.orgId))
    .where(
      and(
        eq(bulkDownloads.id, id),
        eq(organizations.slug, orgSlug),
        gt(bulkDownloads.expiresAt, now),
      ),
    );
  if (!row) throw refusalOf(SERVER_ERRORS.downloadExpired, 404);
  return row.grant;
}

/**
 * Who follows a link: the session of this request with the grant's preview parameters. When
 * those parameters are refused for this session (e.g. main mode without a staff session, or a
 * previewed account since removed), the session alone decides: never more than it may see.
 */
export async function resolveBulkDownloadCaller(
  deps: Pick<AppDeps, 'db' | 'revisions'>,
  orgSlug: string,
  viewer: BulkDownloadViewer,
  sessionToken: string | undefined,
): Promise<PortalCaller> {
  try {
    return await resolvePortalCaller(deps, orgSlug, { ...viewer, sessionToken });
  } catch (error) {
    const refused = error instanceof AppError && (error.status === 403 || error.status === 404);
    if (!refused || Object.keys(viewer).length === 0) throw error;
    return resolvePortalCaller(deps, orgSlug, { sessionToken });
  }
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
 * Streams the zip of a grant for the caller following its link. Every document is checked
 * again with the same decision as the request; only those still permitted are zipped (403
 * `nothing_to_download` when none is). Entries are opened one at a time as the zip is written
 * (stored files streamed from storage, bridge letters rendered when their turn comes), so
 * memory stays flat whatever the total size. Stored objects gone since are left out.
 */
export async function streamBulkDownload(
  deps: { db: Db; storage: Storage },
  caller: DocumentCaller,
  grant: Pick<BulkDownloadGrant, 'productId' | 'files'>,
  onError: (error: Error) => void,
): Promise<Readable> {
  const { permitted } = await checkDocuments(deps.db, caller, grant.productId, grant.files);
  if (permitted.length === 0) throw nothingToDownload();
  const now = new Date();
  const copyOf = memberCopies(deps.db, caller, now);
  const sources = await Promise.all(
    permitted.map(async ({ item, fileId }) => {
      const stored = await documentSource(deps.storage, caller.org.name, item, fileId, now);
      return stored ? { item, fileId, ...copyOf(item, stored) } : null;
    }),
  );
  const zipped = sources.filter((entry) => entry !== null);
  await recordDocumentEvents(deps.db, caller, 'bulk_download', zipped);
  if (isCountedVisitor(caller.viewer.mode)) {
    const { productId } = grant;
    await recordDownloads(
      deps.db,
      caller.org.id,
      zipped.map(({ item }) => ({ productId, itemId: item.id })),
    );
  }

  // yazl is loaded with the first bulk download, not at every start of the server.
  const { ZipFile } = (await import('yazl')).default;
  const zip = new ZipFile();
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
  for (const { item, source } of zipped) {
    const path = uniquePath(taken, safeSegment(item.title), safeSegment(source.fileName));
    const options = { size: source.size, compress: !isCompressedType(source.contentType) };
    zip.addReadStreamLazy(path, options, (callback) => {
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
