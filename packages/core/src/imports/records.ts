/**
 * What each row of an import becomes (docs/import.md, Formats and columns): a subprocessor entry,
 * a knowledge-base entry or a control, with the checks that belong to the kind (a website, a
 * status, a visibility, a company listed twice). `parseImport` is the whole preview: the server
 * answers it as it is and imports its records only when it has no errors.
 */
import { AppError } from '../errors.ts';
import { checkPublicLink } from '../rules/public-link.ts';
import {
  CONTROL_STATUSES,
  RECORD_VISIBILITIES,
  type ControlStatus,
  type RecordVisibility,
} from '../search/constants.ts';
import { CUSTOMER_RESPONSIBILITIES_PREFIX, IMPORT_COLUMNS, type ImportKind } from './columns.ts';
import { IMPORT_MESSAGES as M } from './messages.ts';
import type { TImportedColumn, TImportPreview } from './schemas.ts';
import type { TCompanyOption } from '../schemas/companies.ts';
import type { TCompany } from '../schemas/portal-view.ts';
import {
  readImportTable,
  type ImportRow,
  type ImportRowError,
  type ImportSheet,
  type ImportTable,
} from './table.ts';

export interface SubprocessorRecord {
  name: string;
  purpose: string;
  location: string;
  additionalDetails: string;
  /** The website as a full address and its domain (without `www.`), when given. */
  website: { url: string; domain: string } | null;
}

export interface KnowledgeBaseRecord {
  question: string;
  /** The answer, with the comment column's text below it. */
  answer: string;
  /** The customer's responsibilities, after CUSTOMER_RESPONSIBILITIES_PREFIX; null without. */
  comment: string | null;
  category: string | null;
}

export interface ControlRecord {
  name: string;
  description: string;
  status: ControlStatus;
  visibility: RecordVisibility;
}

export interface ImportRecords {
  subprocessors: SubprocessorRecord;
  'knowledge-base': KnowledgeBaseRecord;
  controls: ControlRecord;
}

export interface ParsedImport<K extends ImportKind> {
  columns: ImportTable['columns'];
  rows: ImportRow[];
  errors: ImportRowError[];
  /** The header row's columns the import does not read. */
  ignored: string[];
  /** One record a row, in the file's order; imported only when there is no error. */
  records: { row: number; record: ImportRecords[K] }[];
}

export type ImportResult<K extends ImportKind> =
  { ok: true; parsed: ParsedImport<K> } | { ok: false; message: string };

/** Longest answer once the comment is added below it (docs/search.md, Knowledge base). */
const ANSWER_MAX = 20_000;

type RowCheck<K extends ImportKind> = (
  row: ImportRow,
  fail: (key: string, message: string) => void,
) => ImportRecords[K];

/** A website cell as a full address: a bare domain gets `https://`. */
export function websiteOf(text: string): { url: string; domain: string } | null {
  const url = /^[a-z][a-z0-9+.-]*:\/\//iu.test(text) ? text : `https://${text}`;
  if (checkPublicLink(url) !== 'ok' || !/^https?:/iu.test(url)) return null;
  const domain = new URL(url).hostname.toLowerCase().replace(/^www\./u, '');
  return { url, domain };
}

const subprocessor: RowCheck<'subprocessors'> = ({ values }, fail) => {
  const website = values.website ? websiteOf(values.website) : null;
  if (values.website && !website) fail('website', M.website);
  return {
    name: values.name ?? '',
    purpose: values.purpose ?? '',
    location: values.location ?? '',
    additionalDetails: values.additionalDetails ?? '',
    website,
  };
};

const knowledgeBase: RowCheck<'knowledge-base'> = ({ values }, fail) => {
  const answer = [values.answer, values.comment].filter(Boolean).join('\n\n');
  if (answer.length > ANSWER_MAX) fail('answer', M.tooLong(ANSWER_MAX));
  const comment = values.responsibilities
    ? `${CUSTOMER_RESPONSIBILITIES_PREFIX}${values.responsibilities}`
    : null;
  return { question: values.question ?? '', answer, comment, category: values.category || null };
};

/** 'In progress', 'in-progress' and 'IN_PROGRESS' are one status. */
const keyword = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/gu, '_');

const control: RowCheck<'controls'> = ({ values }, fail) => {
  const status = values.status ? keyword(values.status) : 'implemented';
  const visibility = values.visibility ? keyword(values.visibility) : 'public';
  const isStatus = (s: string): s is ControlStatus =>
    (CONTROL_STATUSES as readonly string[]).includes(s);
  const isVisibility = (v: string): v is RecordVisibility =>
    (RECORD_VISIBILITIES as readonly string[]).includes(v);
  if (!isStatus(status)) fail('status', M.status);
  if (!isVisibility(visibility)) fail('visibility', M.visibility);
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    status: isStatus(status) ? status : 'implemented',
    visibility: isVisibility(visibility) ? visibility : 'public',
  };
};

const CHECKS: { [K in ImportKind]: RowCheck<K> } = {
  subprocessors: subprocessor,
  'knowledge-base': knowledgeBase,
  controls: control,
};

/** A subprocessor's key on a card: its domain, else its name (docs/editing.md, Company entries). */
export const subprocessorKey = (r: SubprocessorRecord): string =>
  (r.website?.domain ?? r.name).trim().toLowerCase();

/** Refuses a company a file lists twice, naming the row that listed it first. */
function duplicateErrors(
  parsed: ParsedImport<'subprocessors'>,
  header: string | null,
): ImportRowError[] {
  const first = new Map<string, number>();
  const errors: ImportRowError[] = [];
  for (const { row, record } of parsed.records) {
    if (!record.name) continue;
    const key = subprocessorKey(record);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, row);
    else errors.push({ row, column: header, message: M.duplicate(record.name, seen) });
  }
  return errors;
}

/**
 * Parses the sheets of a file for an import: the table (header, rows, cell checks), then each
 * row's record and the kind's own checks. Errors are in row order.
 */
export function parseImport<K extends ImportKind>(
  kind: K,
  sheets: readonly ImportSheet[],
): ImportResult<K> {
  const read = readImportTable(kind, sheets);
  if (!read.ok) return read;
  const { table } = read;
  const check = CHECKS[kind] as RowCheck<K>;
  const errors = [...table.errors];
  // One error a cell: a cell the table already refused is not checked again.
  const refused = new Set(errors.map((e) => `${e.row}:${e.column}`));
  const records = table.rows.map((row) => {
    const fail = (key: string, message: string) => {
      const column = table.map[key]?.header ?? null;
      if (!refused.has(`${row.row}:${column}`)) errors.push({ row: row.row, column, message });
    };
    return { row: row.row, record: check(row, fail) };
  });
  const { columns, rows, ignored } = table;
  const parsed: ParsedImport<K> = { columns, rows, errors, ignored, records };
  if (kind === 'subprocessors') {
    const sub = parsed as unknown as ParsedImport<'subprocessors'>;
    errors.push(...duplicateErrors(sub, table.map.name?.header ?? null));
  }
  errors.sort((a, b) => a.row - b.row);
  return { ok: true, parsed };
}

/** The preview a route answers: the parsed rows with their errors and those found beside them. */
export function importPreviewOf<K extends ImportKind>(
  fileName: string,
  parsed: ParsedImport<K>,
  more: readonly ImportRowError[] = [],
): TImportPreview {
  const errors = [...parsed.errors, ...more].sort((a, b) => a.row - b.row);
  return { fileName, columns: parsed.columns, rows: parsed.rows, errors, ignored: parsed.ignored };
}

/**
 * What an import read and left out, for its result: each column read with the field it filled
 * and where its text went, and the header row's other columns.
 */
export function importedColumnsOf<K extends ImportKind>(
  kind: K,
  parsed: ParsedImport<K>,
): { columns: TImportedColumn[]; ignored: string[] } {
  const columns = IMPORT_COLUMNS[kind].flatMap((col) => {
    const header = parsed.columns.find((c) => c.key === col.key)?.header;
    return header ? [{ header, field: col.label, into: col.into ?? null }] : [];
  });
  return { columns, ignored: parsed.ignored };
}

/** Refuses an import whose rows have errors (400 `import_invalid`, the errors in its details). */
export function assertImportable(errors: readonly ImportRowError[]): void {
  if (errors.length === 0) return;
  const rows = new Set(errors.map((e) => e.row)).size;
  throw new AppError('import_invalid', M.refused(rows), 400, { errors });
}

/** The parsed rows of a file, or 400 with the reason the file is refused whole. */
export function parseImportOrRefuse<K extends ImportKind>(
  kind: K,
  sheets: readonly ImportSheet[],
): ParsedImport<K> {
  const result = parseImport(kind, sheets);
  if (!result.ok) throw new AppError('invalid_request', result.message, 400);
  return result.parsed;
}

/**
 * The company an imported subprocessor stands for: one the organisation may pick with the same
 * domain, else with the same name (keeping its logo), else a custom company with the website.
 */
export function importedCompanyOf(
  record: SubprocessorRecord,
  choices: readonly TCompanyOption[],
): TCompany {
  const name = record.name.trim().toLowerCase();
  const domain = record.website?.domain;
  const found =
    (domain ? choices.find((c) => c.domain?.toLowerCase() === domain) : undefined) ??
    choices.find((c) => c.name.trim().toLowerCase() === name);
  if (found) {
    const { source, domain: d, url, logo } = found;
    return { source, name: record.name, domain: d, url, logo };
  }
  return {
    source: 'custom',
    name: record.name,
    domain: record.website?.domain ?? null,
    url: record.website?.url ?? null,
    logo: null,
  };
}

/** The preview of a kind that needs nothing beyond the file: its rows and their errors. */
export const previewImport = (
  kind: ImportKind,
  fileName: string,
  sheets: readonly ImportSheet[],
): TImportPreview => importPreviewOf(fileName, parseImportOrRefuse(kind, sheets));
