/**
 * The columns each import reads (docs/import.md, Formats and columns): for every field its label,
 * whether it is required, its longest text and the header names it is known by. Headers are
 * matched case- and whitespace-insensitively, so a filled CAIQ or SIG Lite sheet maps as it is.
 */
import { COMPANY_NAME_MAX, COMPANY_TEXT_MAX } from '../schemas/companies.ts';

export const IMPORT_KINDS = ['subprocessors', 'knowledge-base', 'controls'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportColumn {
  /** The field the column fills. */
  key: string;
  /** How the product names the column (the first alias matches it too). */
  label: string;
  required: boolean;
  /** Longest text, in characters. */
  max: number;
  /** Header names, most specific first; compared after `normalizeHeader`. */
  aliases: readonly string[];
  /** Where the column's text lands in what is imported, when its label does not say. */
  into?: string;
}

const column = (
  key: string,
  label: string,
  max: number,
  aliases: readonly string[],
  required = false,
): ImportColumn => ({ key, label, max, required, aliases: [label, ...aliases] });

/** Subprocessors: the company and the texts a Subprocessors entry holds. */
const SUBPROCESSOR_COLUMNS = [
  column(
    'name',
    'Name',
    COMPANY_NAME_MAX,
    [
      'Subprocessor',
      'Sub-processor',
      'Subprocessor name',
      'Sub-processor name',
      'Company',
      'Company name',
      'Vendor',
      'Vendor name',
      'Entity',
      'Entity name',
      'Provider',
    ],
    true,
  ),
  column('purpose', 'Purpose', COMPANY_TEXT_MAX, [
    'Purpose of processing',
    'Processing purpose',
    'Nature of processing',
    'Processing activity',
    'Service',
    'Services',
    'Service provided',
    'Function',
    'Description',
  ]),
  column('location', 'Location', COMPANY_TEXT_MAX, [
    'Locations',
    'Data location',
    'Processing location',
    'Hosting location',
    'Country',
    'Countries',
    'Region',
  ]),
  column('website', 'Website', COMPANY_TEXT_MAX, ['Web site', 'URL', 'Domain', 'Homepage', 'Link']),
  column('additionalDetails', 'Additional details', COMPANY_TEXT_MAX, [
    'Additional information',
    'Details',
    'Notes',
    'Comments',
    'Comment',
  ]),
] as const;

/** Added before a CAIQ's customer responsibilities in an imported entry's comment. */
export const CUSTOMER_RESPONSIBILITIES_PREFIX = 'Customer responsibilities: ';

/**
 * Knowledge base: question and answer, a comment added below the answer, the customer's
 * responsibilities (a CAIQ's 'CSC Responsibilities') as the entry's comment, and a category. The
 * aliases cover CAIQ v4 and SIG Lite workbooks.
 */
const KNOWLEDGE_BASE_COLUMNS = [
  column(
    'question',
    'Question',
    1000,
    ['Question/Request', 'Questions', 'Question text', 'Consensus Assessment Question', 'Request'],
    true,
  ),
  column(
    'answer',
    'Answer',
    20_000,
    [
      'CSP CAIQ Answer',
      'Consensus Assessment Answer',
      'CAIQ Answer',
      'Response',
      'Answers',
      'Yes/No/NA',
    ],
    true,
  ),
  {
    ...column('comment', 'Comment', 5000, [
      'Additional Information',
      'CSP Implementation Description (Optional/Recommended)',
      'CSP Implementation Description',
      'Notes',
      'Note',
      'Comments',
      'Explanation',
    ]),
    into: 'below the answer',
  },
  {
    ...column(
      'responsibilities',
      'Customer responsibilities',
      5000 - CUSTOMER_RESPONSIBILITIES_PREFIX.length,
      [
        'CSC Responsibilities (Optional/Recommended)',
        'CSC Responsibilities',
        'Customer Responsibilities (Optional/Recommended)',
        'Customer Responsibility',
      ],
    ),
    into: "the entry's comment, shown with the answer",
  },
  {
    ...column('category', 'Category', 200, [
      'CCM Domain Title',
      'Domain Title',
      'Domain',
      'Section',
      'Category Name',
      'Topic',
    ]),
    into: "the source's category",
  },
] as const;

/** Controls: the fields of a control record. */
const CONTROL_COLUMNS = [
  column('name', 'Name', 200, ['Control', 'Control name', 'Control title', 'Title'], true),
  column(
    'description',
    'Description',
    5000,
    ['Control description', 'Control specification', 'Specification', 'Details'],
    true,
  ),
  column('status', 'Status', 50, ['Implementation status', 'State']),
  column('visibility', 'Visibility', 50, ['Access', 'Audience']),
] as const;

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  subprocessors: SUBPROCESSOR_COLUMNS,
  'knowledge-base': KNOWLEDGE_BASE_COLUMNS,
  controls: CONTROL_COLUMNS,
};

/** A header as compared: lower case, runs of whitespace as one space, no `*` or `:` at its end. */
export const normalizeHeader = (header: string): string =>
  header
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[\s*:]+$/u, '')
    .toLowerCase();

/** Which column of the file fills each field: its index and its header as written. */
export type ColumnMap = Partial<Record<string, { index: number; header: string }>>;

/**
 * Maps a header row to the fields: each field takes the first header matching its most specific
 * alias, and a header fills one field only.
 */
export function mapColumns(kind: ImportKind, headers: readonly string[]): ColumnMap {
  const normalized = headers.map(normalizeHeader);
  const used = new Set<number>();
  const map: ColumnMap = {};
  for (const col of IMPORT_COLUMNS[kind]) {
    for (const alias of col.aliases) {
      const index = normalized.findIndex((h, i) => !used.has(i) && h === normalizeHeader(alias));
      if (index < 0) continue;
      used.add(index);
      map[col.key] = { index, header: headers[index]?.trim() ?? col.label };
      break;
    }
  }
  return map;
}

/** The required fields a map leaves without a column. */
export const missingColumns = (kind: ImportKind, map: ColumnMap): ImportColumn[] =>
  IMPORT_COLUMNS[kind].filter((c) => c.required && !map[c.key]);
