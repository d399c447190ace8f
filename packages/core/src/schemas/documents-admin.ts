/**
 * The documents of the trust center as staff manage them (docs/documents.md, Documents and Managing
 * documents): every document linked to an item of any card, `GET /api/documents/trust-center` (main
 * mode only), and the bulk type change of the items they belong to.
 */
import { z } from 'zod';
import { CARD_KINDS, DOCUMENT_ACCESS_TYPES, ITEM_ACCESS } from '../constants/cards.ts';

/** The item types a document may be given (docs/documents.md, Managing documents). */
export const DOCUMENT_TYPES = [
  'SOC 2 Type II',
  'SOC 2 Type I',
  'SOC 1 Type II',
  'SOC 1 Type I',
  'ISO 27001 Certificate',
  'ISO 27701 Certificate',
  'Penetration Test',
  'Policy',
  'Questionnaire',
  'Contract',
  'Other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const ZTrustCenterDocument = z.object({
  itemUid: z.string(),
  fileId: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  documentAccessType: z.enum(DOCUMENT_ACCESS_TYPES),
  productId: z.string(),
  productName: z.string(),
  kind: z.enum(CARD_KINDS),
  cardTitle: z.string(),
  itemTitle: z.string(),
  access: z.enum(ITEM_ACCESS),
  /** The item's type, when it has one. */
  type: z.string().nullable(),
  createdAt: z.string(),
  /** The current version's number (docs/documents.md, Versions). */
  version: z.number().int(),
  /** When the current version replaced an earlier one; null when never replaced. */
  replacedAt: z.string().nullable(),
});
export type TTrustCenterDocument = z.infer<typeof ZTrustCenterDocument>;

export const ZTrustCenterDocuments = z.object({
  documents: z.array(ZTrustCenterDocument),
  count: z.number().int(),
  /** The cards a new document may be uploaded to: those whose kind takes custom items. */
  cards: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      kind: z.enum(CARD_KINDS),
      title: z.string(),
    }),
  ),
});
export type TTrustCenterDocuments = z.infer<typeof ZTrustCenterDocuments>;

/** PATCH /api/trust-center/documents/types: one type for the items of the chosen documents. */
export const ZDocumentTypesRequest = z.object({
  itemUids: z
    .array(z.uuid())
    .min(1, 'Select at least one document')
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each document once'),
  type: z.enum(DOCUMENT_TYPES, 'Select an item type to save this item'),
});
export type TDocumentTypesRequest = z.infer<typeof ZDocumentTypesRequest>;

export const ZDocumentTypesResponse = z.object({ updated: z.number().int() });
export type TDocumentTypesResponse = z.infer<typeof ZDocumentTypesResponse>;

/** The texts of the documents' administration. */
export const DOCUMENT_ADMIN_TEXTS = {
  title: 'Documents',
  typesUpdated: (n: number) => `Types have been updated for ${n} document(s)`,
  typesFailed: 'Type updates could not be saved',
  changeType: 'Change type',
  newType: 'New type',
  selected: (n: number) => `${n} selected`,
  upload: 'Upload document',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  uploaded: (name: string) => `${name} uploaded`,
  file: 'File',
  product: 'Product',
  card: 'Card',
  itemTitle: 'Item title',
  type: 'Type',
  noDocuments: 'Uploaded documents from all cards will appear here',
  documentsOf: (n: number) => `${n} document(s)`,
  view: 'View',
  edit: 'Edit',
  manage: 'Manage documents',
  /** Shown to staff who may read the list but not edit the trust center (documentsAccessOf). */
  readOnly:
    'You can view these documents. Uploading and changing them needs the right to edit the Trust Center.',
} as const;
