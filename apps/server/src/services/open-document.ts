/**
 * Opening one document of an item for a portal caller: the item must belong to the
 * organisation's product and reach the caller, the document must be linked to it (or be its
 * bridge letter), and the core access rules decide between view and download.
 */
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  bridgeLetterFileId,
  bridgeLetterFileName,
  isCardVisible,
  isItemVisible,
  isProductVisible,
  type TDocument,
  type TDocumentDisposition,
  type Viewer,
} from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { cards, files, itemFiles, items, products } from '../db/schema/index.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { presentDocuments } from '../presenters/portal-view.ts';
import type { Storage } from '../storage/index.ts';
import { renderBridgeLetter } from './bridge-letter.ts';
import type { CustomizationRow, ItemWithFiles } from './load-portal.ts';
import type { Organization } from './find-organization.ts';

/** An item with its linked files, whether its card is hidden and whether its product is shown. */
export interface DocumentItem extends ItemWithFiles {
  cardHidden: boolean;
  productShown: boolean;
}

/** A document of an item as one caller sees it. */
export interface DocumentTarget {
  item: DocumentItem;
  document: TDocument;
}

export interface DocumentContent {
  fileName: string;
  contentType: string;
  size: number | undefined;
  body: Readable | Buffer;
}

export interface DocumentCaller {
  org: Organization;
  customization: Pick<CustomizationRow, 'documentAccessType'>;
  viewer: Viewer;
}

export interface DocumentRequest {
  productId: string;
  itemUid: string;
  fileId: string;
  disposition: TDocumentDisposition;
}

const notFoundDocument = () => notFound('Document not found', 'not_found');

/** Items of one of the organisation's products, by uid, with their files in order. */
export async function loadDocumentItems(
  db: Db,
  orgId: string,
  productId: string,
  itemUids: readonly string[],
): Promise<Map<string, DocumentItem>> {
  if (itemUids.length === 0) return new Map();
  const rows = await db
    .select({ item: items, cardHidden: cards.hidden, productShown: products.show })
    .from(items)
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
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
    rows.map(({ item, cardHidden, productShown }) => [
      item.id,
      {
        ...item,
        cardHidden,
        productShown,
        files: links.filter((l) => l.itemId === item.id).map((l) => l.file),
      },
    ]),
  );
}

/**
 * The document `fileId` of an item as the caller sees it, or null when the item (or its card)
 * does not reach the caller or holds no such document. Decisions come from the same presenter
 * that builds the portal view, so a document opens exactly when the view offers it.
 */
export function findDocument(
  caller: DocumentCaller,
  item: DocumentItem,
  fileId: string,
): DocumentTarget | null {
  const { viewer, org, customization } = caller;
  const access = { itemUid: item.id, access: item.access, enabledState: item.enabledState };
  if (
    !isProductVisible(viewer, { show: item.productShown }) ||
    !isCardVisible(viewer, { hidden: item.cardHidden }) ||
    !isItemVisible(viewer, access)
  ) {
    return null;
  }
  const document = presentDocuments(viewer, item, org.name, customization).find(
    (d) => d.fileId === fileId,
  );
  if (!document) return null;
  return { item, document };
}

/** Where a document's bytes come from; `open` is called only when they are sent. */
export interface DocumentSource {
  fileName: string;
  contentType: string;
  /** Byte size when known before opening (stored files). */
  size: number | undefined;
  open(): Promise<Readable | Buffer>;
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
  if (!target.document.isUnlocked) {
    throw new AppError('access_denied', 'Request access to open this document', 403);
  }
  if (request.disposition === 'attachment' && !target.document.canDownload) {
    throw new AppError('download_not_allowed', 'This document can only be viewed', 403);
  }
  return target;
}

/** Authorizes, then opens the document for streaming. */
export async function openDocument(
  deps: { db: Db; storage: Storage },
  caller: DocumentCaller,
  request: DocumentRequest,
): Promise<DocumentContent> {
  const { item } = await authorizeDocument(deps.db, caller, request);
  const source = await documentSource(deps.storage, caller.org.name, item, request.fileId);
  if (!source) throw notFoundDocument();
  const body = await source.open();
  const size = Buffer.isBuffer(body) ? body.length : source.size;
  return { fileName: source.fileName, contentType: source.contentType, size, body };
}
