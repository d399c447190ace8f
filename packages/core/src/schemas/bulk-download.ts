import { z } from 'zod';

/**
 * Most documents one bulk download may ask for. The permitted list is stored server-side, so
 * this only bounds the work of one request (and keeps its body under the 1 MiB body limit).
 */
export const BULK_DOWNLOAD_MAX_FILES = 5000;

/** How long the link answered by a bulk download stays valid. */
export const BULK_DOWNLOAD_LINK_TTL_SECONDS = 10 * 60;

/** Modes a document is answered in: shown in the browser, or saved as a file. */
export const DOCUMENT_DISPOSITIONS = ['inline', 'attachment'] as const;
export const ZDocumentDisposition = z.enum(DOCUMENT_DISPOSITIONS);
export type TDocumentDisposition = z.infer<typeof ZDocumentDisposition>;

/** One document of a bulk download: a file linked to an item, or an item's bridge letter. */
export const ZBulkDownloadFile = z.object({
  itemUid: z.uuid(),
  /** A file id, or `bridge-letter-{itemUid}` for a generated bridge letter. */
  fileId: z.string().min(1).max(100),
  /** True for bridge letters, which are generated on request rather than stored. */
  generated: z.boolean().optional(),
});
export type TBulkDownloadFile = z.infer<typeof ZBulkDownloadFile>;

/** POST {product base}/bulk-download (docs/documents.md, Bulk download). */
export const ZBulkDownloadRequest = z.object({
  files: z.array(ZBulkDownloadFile).min(1).max(BULK_DOWNLOAD_MAX_FILES),
  productId: z.uuid(),
  /** The visitor used the select-all checkbox. */
  selectAllUsed: z.boolean(),
});
export type TBulkDownloadRequest = z.infer<typeof ZBulkDownloadRequest>;

export const ZBulkDownloadResponse = z.object({
  /** Documents the zip holds. */
  successCount: z.number().int().min(0),
  /** Requested documents the caller may not download (view-only, locked, or unknown). */
  failedFileIds: z.array(z.string()),
  /**
   * Where the browser fetches the zip; valid for ten minutes. Following it checks the documents
   * again for whoever follows it.
   */
  fileUrl: z.string(),
});
export type TBulkDownloadResponse = z.infer<typeof ZBulkDownloadResponse>;

/** GET {base}/files/{fileId}/check: whether the caller may open a document, before opening it. */
export const ZDocumentCheckResponse = z.object({
  fileName: z.string(),
  contentType: z.string(),
  canDownload: z.boolean(),
});
export type TDocumentCheckResponse = z.infer<typeof ZDocumentCheckResponse>;
