/**
 * The knowledge base in the private app (docs/search.md, Knowledge base): entries created, edited,
 * deleted and marked favorite or public; a server-paginated list with search, a facet on source
 * and the Access, Products and Time filters.
 */
import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';

export const KB_TIME_FILTERS = ['1d', '7d', '1m', '1y', 'all'] as const;
export type KbTimeFilter = (typeof KB_TIME_FILTERS)[number];

/**
 * The Time filter's labels; the last-day option exists but is not offered (docs/search.md,
 * Knowledge base).
 */
export const KB_TIME_LABELS: Record<Exclude<KbTimeFilter, '1d'>, string> = {
  '7d': 'Last 7 days',
  '1m': 'Last month',
  '1y': 'Last year',
  all: 'All time',
};

/** The earliest `date_timestamp` a time filter keeps, or null for all time. */
export function kbTimeSince(filter: KbTimeFilter, now: Date): Date | null {
  const since = new Date(now.getTime());
  switch (filter) {
    case 'all':
      return null;
    case '1d':
      since.setUTCDate(since.getUTCDate() - 1);
      return since;
    case '7d':
      since.setUTCDate(since.getUTCDate() - 7);
      return since;
    case '1m':
      since.setUTCMonth(since.getUTCMonth() - 1);
      return since;
    case '1y':
      since.setUTCFullYear(since.getUTCFullYear() - 1);
      return since;
  }
}

const required = 'This field is required';

export const ZKbEntryInput = z.object({
  question: z.string().trim().min(1, required).max(1000),
  answer: z.string().trim().min(1, required).max(20_000),
  comment: z.string().trim().max(5000).nullable().default(null),
  /** Staff's own note, never shown outside the private app. */
  internalNote: z.string().trim().max(5000).nullable().default(null),
  accessLevel: z.enum(['public', 'restricted']).default('public'),
  favoritePublic: z.boolean().default(false),
  /** Empty: every product. */
  productIds: z.array(z.uuid()).default([]),
});
export type TKbEntryInput = z.input<typeof ZKbEntryInput>;

export const ZKbAdminQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.knowledgeBasePageSize),
  q: z.string().trim().max(LIMITS.searchMaxLength).optional(),
  source: z.string().max(100).optional(),
  access: z.enum(['public', 'restricted']).optional(),
  productId: z.uuid().optional(),
  time: z.enum(KB_TIME_FILTERS).default('all'),
});
export type TKbAdminQuery = z.input<typeof ZKbAdminQuery>;

/** An entry with every field of docs/search.md, Knowledge base. */
export const ZKbAdminEntry = z.object({
  objectID: z.string(),
  content: z.string(),
  answer: z.string(),
  comment: z.string().nullable(),
  /** Staff's own note: in the private app only. */
  internal_note: z.string().nullable(),
  source_type: z.string(),
  source_subtype: z.string().nullable(),
  source_name: z.string().nullable(),
  favorite_public: z.boolean(),
  access_level: z.enum(['public', 'restricted']),
  product_ids: z.array(z.string()),
  date_timestamp: z.string(),
  customer_modified_timestamp: z.string().nullable(),
});
export type TKbAdminEntry = z.infer<typeof ZKbAdminEntry>;

export const ZKbAdminPage = z.object({
  entries: z.array(ZKbAdminEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * Counts per source type over the other filters (at most 1000 values, docs/search.md, Knowledge
   * base).
   */
  facets: z.object({ source: z.array(z.object({ value: z.string(), count: z.number().int() })) }),
  /** The organisation's products: the Products filter's options and the entries' product names. */
  products: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TKbAdminPage = z.infer<typeof ZKbAdminPage>;

/** Each stored source of an entry in words: written in the private app, or imported. */
export const KB_SOURCE_LABELS: Readonly<Record<string, string>> = {
  manual: 'Written by staff',
  import: 'Imported',
};

/** An entry's source in words; a source of another kind by its own name. */
export const kbSourceLabel = (sourceType: string): string =>
  Object.hasOwn(KB_SOURCE_LABELS, sourceType)
    ? (KB_SOURCE_LABELS[sourceType] ?? sourceType)
    : sourceType;

/** The texts of the knowledge base in the private app. */
export const KB_ADMIN_TEXTS = {
  title: 'Knowledge base',
  newEntry: 'New entry',
  editEntry: 'Edit entry',
  deleteEntry: 'Delete entry',
  deleteConfirm: (question: string) => `Delete "${question}"? Visitors will no longer see it.`,
  question: 'Question',
  answer: 'Answer',
  comment: 'Comment',
  commentHint: 'Shown to visitors with the answer',
  internalNote: 'Internal note',
  internalNoteHint: 'For staff only: never shown on the portal, in search or to Ask AI',
  source: 'Source',
  access: 'Access',
  products: 'Products',
  time: 'Time',
  favorite: 'Favorite',
  date: 'Date',
  modified: 'Modified',
  allProducts: 'All products',
  everyProduct: 'Every product',
  allAccess: 'All access levels',
  public: 'Public',
  restricted: 'Restricted',
  favoritePublic: 'Favorite (shown first to visitors)',
  searchPlaceholder: 'Search questions and answers',
  created: 'Entry created',
  saved: 'Entry saved',
  deleted: 'Entry deleted',
  markFavorite: 'Mark favorite',
  unmarkFavorite: 'Remove favorite',
  copied: (type: string) => `Copied ${type} to clipboard`,
  copy: (type: string) => `Copy ${type}`,
} as const;
