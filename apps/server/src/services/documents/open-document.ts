/**
 * Opening one document of an item for a portal caller: the item must belong to the
 * organisation's product, the document must be one the item offers (a linked file or its bridge
 * letter), and the core rule `documentReachOf`, given the item's whole placement (product,
 * hidden sections, card), decides whether it reaches the caller, is locked, or opens for viewing
 * or downloading: exactly as the portal view decides.
 */
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  API_ERRORS,
  bridgeLetterFileId,
  bridgeLetterFileName,
  type DocumentReach,
  documentReachOf,
  isCountedVisitor,
  type ItemDocument,
  itemDocuments,
  type ReachTarget,
  refusalOf,
  SERVER_ERRORS,
  type TDocumentDisposition,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  cards,
  files,
  itemFiles,
  items,
  productConfigs,
  products,
  type CustomizationRow,
  type OrganizationRow,
} from '../../db/schema/index.ts';
import type { Storage } from '../../storage/index.ts';
import { renderBridgeLetter } from './bridge-letter.ts';
import { recordDownloads } from '../analytics/analytics.ts';
import { memberCopies, recordDocumentEvents, type CopyCaller } from './member-copies.ts';
import type { ItemWithFiles } from '../portal/load-portal.ts';
import { cardPlacementColumns } from '../portal/card-placement.ts';

/** An item with its linked files and what decides whether it reaches a caller. */
export interface DocumentItem extends ItemWithFiles {
  placement: ReachTarget;
}

/** A document of an item, and how far it reaches one caller. */
export interface DocumentTarget {
  item: DocumentItem;
  document: ItemDocument;
  reach: Exclude<DocumentReach, 'none'>;
}

export interface DocumentContent {
  fileName: string;
  contentType: string;
  size: number | undefined;
  body: Readable | Buffer;
}

export interface DocumentCaller extends CopyCaller {
  org: OrganizationRow;
  customization: Pick<CustomizationRow, 'documentAccessType'>;
  viewer: CopyCaller['viewer'];
}

export interface DocumentRequest {
  productId: string;
  itemUid: string;
  fileId: string;
  disposition: TDocumentDisposition;
}

const notFoundDocument = () => refusalOf(API_ERRORS.documentNotFound, 404);

/** Items of one of the organisation's products, by uid, with their files and placement. */
export async function loadDocumentItems(
  db: Db,
  orgId: string,
  productId: string,
  itemUids: readonly string[],
): Promise<Map<string, DocumentItem>> {
  if (itemUids.length === 0) return new Map();
  const rows = await db
    .select({
      item: items,
      ...cardPlacementColumns,
    })
    .from(items)
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .leftJoin(productConfigs, eq(productConfigs.productId, products.id))
    .where(
      and(
        inArray(items.id, [...new Set(itemUids)]),
        eq(items.productId, productId),
        eq(products.orgId, orgId),
      ),
    );
  const links = rows.length
    ? await db
        .select({ itemId: itemFiles.itemId, file: files })
        .from(itemFiles)
        .innerJoin(files, and(eq(files.id, itemFiles.fileId), eq(files.orgId, orgId)))
        .where(
          inArray(
            itemFiles.itemId,
            rows.map((r) => r.item.id),
          ),
        )
        .orderBy(asc(itemFiles.position))
    : [];
  return new Map(
    rows.map(({ item, card, product, hiddenSections }) => [
      item.id,
      {
        ...item,
        placement: { product, card, hiddenSections: hiddenSections ?? [] },
        files: links.filter((l) => l.itemId === item.id).map((l) => l.file),
      },
    ]),
  );
}

/**
 * The document `fileId` of an item as it reaches the caller, or null when it does not reach
 * them or the item offers no such document.
 */
export function findDocument(
  caller: DocumentCaller,
  item: DocumentItem,
  fileId: string,
): DocumentTarget | null {
  const document = itemDocuments(item, caller.org.name).find((d) => d.fileId === fileId);
  if (!document) return null;
  const access = { itemUid: item.id, access: item.access, enabledState: item.enabledState };
  const reach = documentReachOf(
    caller.viewer,
    { ...item.placement, item: access, file: document },
    caller.customization.documentAccessType,
  );
  return reach === 'none' ? null : { item, document, reach };
}

/** Where a document's bytes come from; `open` is called only when they are sent. */
export interface DocumentSource {
  fileName: string;
  contentType: string;
  /** Byte size when known before opening (stored files). */
  size: number | undefined;
  open(): Promise<Readable | Buffer>;
  /** The stored file and its version, for a stored document (not a bridge letter). */
  stored?: { fileId: string; version: number };
}

/**
 * The source of document `fileId` of an item: a stored file streamed from storage, or the
 * item's bridge letter rendered on request. Null when the item holds no such document or the
 * stored object is missing.
 */
export async function documentSource(
  storage: Storage,
  orgName: string,
  item: DocumentItem,
  fileId: string,
  now: Date = new Date(),
): Promise<DocumentSource | null> {
  const file = item.files.find((f) => f.id === fileId);
  if (file) {
    const size = await storage.size(file.storageKey).catch(() => null);
    if (size === null) return null;
    return {
      fileName: file.originalName,
      contentType: file.contentType,
      size,
      open: async () => storage.read(file.storageKey),
      stored: { fileId: file.id, version: file.version },
    };
  }
  const letter = item.bridgeLetter;
  if (!letter?.letterEnabled || fileId !== bridgeLetterFileId(item.id)) return null;
  return {
    fileName: bridgeLetterFileName(orgName, item.title),
    contentType: 'application/pdf',
    size: undefined,
    open: () => renderBridgeLetter({ orgName, itemTitle: item.title, letter, date: now }),
  };
}

/**
 * Decides whether the caller may open a document in the requested disposition: 404 when it
 * does not reach them (never revealing that it exists), 403 `access_denied` when it is locked,
 * 403 `download_not_allowed` when only viewing is allowed.
 */
export async function authorizeDocument(
  db: Db,
  caller: DocumentCaller,
  request: DocumentRequest,
): Promise<DocumentTarget> {
  const found = await loadDocumentItems(db, caller.org.id, request.productId, [request.itemUid]);
  const item = found.get(request.itemUid);
  const target = item ? findDocument(caller, item, request.fileId) : null;
  if (!target) throw notFoundDocument();
  if (target.reach === 'locked') {
    throw refusalOf(SERVER_ERRORS.requestAccessToOpen, 403);
  }
  if (request.disposition === 'attachment' && target.reach !== 'download') {
    throw refusalOf(SERVER_ERRORS.viewOnly, 403);
  }
  return target;
}

/**
 * Authorizes, then opens the document for streaming: the member's watermarked copy when the
 * organisation asks for one, and a row of the access log for a member's view or download.
 */
export async function openDocument(
  deps: { db: Db; storage: Storage },
  caller: DocumentCaller,
  request: DocumentRequest,
): Promise<DocumentContent> {
  const { item } = await authorizeDocument(deps.db, caller, request);
  const stored = await documentSource(deps.storage, caller.org.name, item, request.fileId);
  if (!stored) throw notFoundDocument();
  const { source, watermarked } = memberCopies(deps.db, caller)(item, stored);
  const body = await source.open();
  const action = request.disposition === 'attachment' ? 'download' : 'view';
  await recordDocumentEvents(deps.db, caller, action, [
    { item, fileId: request.fileId, watermarked },
  ]);
  if (action === 'download' && isCountedVisitor(caller.viewer.mode)) {
    await recordDownloads(deps.db, caller.org.id, [
      { productId: request.productId, itemId: item.id },
    ]);
  }
  const size = Buffer.isBuffer(body) ? body.length : source.size;
  return { fileName: source.fileName, contentType: source.contentType, size, body };
}
