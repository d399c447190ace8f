import type { DocumentAccessType } from '../constants/cards.ts';

/**
 * Bridge letter file name: `{org}-{title}.pdf` with spaces replaced by dashes (docs/documents.md,
 * Bridge letters).
 */
export function bridgeLetterFileName(orgName: string, itemTitle: string): string {
  return `${orgName}-${itemTitle}.pdf`.replace(/\s+/g, '-');
}

/** File names longer than this show whole in a tooltip wherever a list shows them. */
export const FILE_NAME_TOOLTIP_AFTER = 60;

/** The tooltip of a listed file name: the whole name when it is over 60 characters, else none. */
export const fileNameTooltip = (name: string): string | null =>
  name.length > FILE_NAME_TOOLTIP_AFTER ? name : null;

/** The file id a generated bridge letter is addressed by in document lists and bulk downloads. */
export const bridgeLetterFileId = (itemUid: string) => `bridge-letter-${itemUid}`;

/** A document an item offers before access is decided: a stored file or its bridge letter. */
export interface ItemDocument {
  fileId: string;
  originalName: string;
  contentType: string;
  documentAccessType: DocumentAccessType;
  isShared: boolean;
  /** A bridge letter made on request rather than a stored file. */
  generated: boolean;
  /** When the stored file's current version replaced an earlier one (docs/documents.md, Versions). */
  replacedAt?: Date | null;
}

/** A file linked to an item, as stored. */
export type StoredItemFile = Omit<ItemDocument, 'generated' | 'fileId'> & { id: string };

/**
 * Every document of an item in order: its linked files, then its bridge letter when enabled
 * (always shared, viewable and downloadable as a PDF). Who may open which is `documentReachOf`'s.
 */
export function itemDocuments(
  item: {
    id: string;
    title: string;
    files: readonly StoredItemFile[];
    bridgeLetter: { letterEnabled: boolean } | null;
  },
  orgName: string,
): ItemDocument[] {
  const docs: ItemDocument[] = item.files.map((file) => ({
    fileId: file.id,
    originalName: file.originalName,
    contentType: file.contentType,
    documentAccessType: file.documentAccessType,
    isShared: file.isShared,
    generated: false,
    ...(file.replacedAt ? { replacedAt: file.replacedAt } : {}),
  }));
  if (item.bridgeLetter?.letterEnabled) {
    docs.push({
      fileId: bridgeLetterFileId(item.id),
      originalName: bridgeLetterFileName(orgName, item.title),
      contentType: 'application/pdf',
      documentAccessType: 'view_and_download',
      isShared: true,
      generated: true,
    });
  }
  return docs;
}
