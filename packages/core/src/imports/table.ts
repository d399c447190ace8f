/**
 * A sheet read from an uploaded file, turned into the rows of an import (docs/import.md): the
 * header row is found among the first rows, blank rows are skipped, and every other row is checked
 * cell by cell. The server reads the file (CSV or XLSX); everything after that is here.
 */
import {
  IMPORT_COLUMNS,
  mapColumns,
  missingColumns,
  type ColumnMap,
  type ImportKind,
} from './columns.ts';
import { IMPORT_MESSAGES as M } from './messages.ts';

/** One cell as read: its text, and whether the file holds a formula there. */
export interface ImportCell {
  text: string;
  formula: boolean;
}

/** One row of a sheet with its number in the file (the first row is 1). */
export interface ImportSheetRow {
  number: number;
  cells: readonly ImportCell[];
}

export type ImportSheet = readonly ImportSheetRow[];

/** Limits of one imported file (docs/import.md, Limits). */
export const IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** An XLSX workbook, unpacked: its zip entries together. */
  maxUnpackedBytes: 50 * 1024 * 1024,
  /** An XLSX workbook's zip entries. */
  maxEntries: 2000,
  maxRows: 5000,
  /** The header row is looked for among this many first non-blank rows. */
  headerSearchRows: 20,
} as const;

/** A row's error: its number in the file, the column's header as written, and what is wrong. */
export interface ImportRowError {
  row: number;
  column: string | null;
  message: string;
}

/** 'Row 4, column 'Answer': required'. */
export const importErrorText = (e: ImportRowError): string =>
  `Row ${e.row}${e.column ? `, column '${e.column}'` : ''}: ${e.message}`;

/** A data row: its number and the text of each mapped field. */
export interface ImportRow {
  row: number;
  values: Record<string, string>;
}

export interface ImportTable {
  /** Each field with the header that fills it, null when the file has none. */
  columns: { key: string; label: string; header: string | null }[];
  rows: ImportRow[];
  errors: ImportRowError[];
  /** The data rows' cells, per field, for the kind's own checks. */
  map: ColumnMap;
  /** The header row's other headers, as written: columns the import does not read. */
  ignored: string[];
}

export type TableResult = { ok: true; table: ImportTable } | { ok: false; message: string };

const isBlank = (row: ImportSheetRow) => row.cells.every((c) => c.text.trim() === '');

/**
 * Whether a cell of a text file would be taken for a formula by a spreadsheet: `=` followed by
 * anything, or `+`, `-` or `@` followed by a function call, a cell reference or a DDE call. A
 * leading minus before a number or words ('- yes'), a phone number or a handle stays text.
 */
export function looksLikeFormula(text: string): boolean {
  const t = text.trim();
  if (/^=./su.test(t)) return true;
  if (!/^[+\-@]/u.test(t)) return false;
  const rest = t.slice(1).trim();
  return (
    /^[A-Za-z_][\w.]*\s*\(/u.test(rest) ||
    /^\$?[A-Za-z]{1,3}\$?\d+(\s*([-+*/^&:]|$))/u.test(rest) ||
    /^[\w.]+\|.*!/u.test(rest)
  );
}

// Control characters other than tab, line feed and carriage return mark binary junk.
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffd]/u;

/** The first of the first rows whose headers name every required column, with its map. */
function findHeader(kind: ImportKind, sheet: ImportSheet) {
  const candidates = sheet.filter((r) => !isBlank(r)).slice(0, IMPORT_LIMITS.headerSearchRows);
  for (const row of candidates) {
    const map = mapColumns(
      kind,
      row.cells.map((c) => c.text),
    );
    if (missingColumns(kind, map).length === 0) return { row, map };
  }
  return null;
}

/** Why no row of the sheet is a header: the columns the most promising one lacks. */
function missingMessage(kind: ImportKind, sheet: ImportSheet): string {
  const first = sheet.find((r) => !isBlank(r));
  const map = mapColumns(kind, first ? first.cells.map((c) => c.text) : []);
  return M.missingColumns(missingColumns(kind, map), IMPORT_COLUMNS[kind]);
}

/** The non-blank headers of a header row that fill no field. */
function ignoredHeaders(header: ImportSheetRow, map: ColumnMap): string[] {
  const used = new Set(Object.values(map).map((at) => at?.index));
  return header.cells
    .map((c, i) => ({ text: c.text.replace(/\s+/gu, ' ').trim(), i }))
    .filter(({ text, i }) => text && !used.has(i))
    .map(({ text }) => text);
}

/**
 * The rows of the first sheet that has a header row for this kind: a file with nothing in it,
 * without the required columns, without rows or with too many is refused whole; each other
 * problem is a row's error. Required, length, formula and text checks are made here.
 */
export function readImportTable(kind: ImportKind, sheets: readonly ImportSheet[]): TableResult {
  if (sheets.every((s) => s.every(isBlank))) return { ok: false, message: M.empty };
  const found = sheets
    .map((sheet) => ({ sheet, header: findHeader(kind, sheet) }))
    .find((s) => s.header);
  if (!found?.header) {
    const sheet = sheets.find((s) => !s.every(isBlank)) ?? [];
    return { ok: false, message: missingMessage(kind, sheet) };
  }
  const { map, row: header } = found.header;
  const data = found.sheet.filter((r) => r.number > header.number && !isBlank(r));
  if (data.length === 0) return { ok: false, message: M.noRows };
  if (data.length > IMPORT_LIMITS.maxRows) {
    return { ok: false, message: M.tooManyRows(IMPORT_LIMITS.maxRows) };
  }
  const columns = IMPORT_COLUMNS[kind];
  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  for (const sheetRow of data) {
    const values: Record<string, string> = {};
    for (const col of columns) {
      const at = map[col.key];
      if (!at) continue;
      const cell = sheetRow.cells[at.index];
      const text = cell?.text.trim() ?? '';
      values[col.key] = text;
      const fail = (message: string) =>
        errors.push({ row: sheetRow.number, column: at.header, message });
      if (cell?.formula || (text && looksLikeFormula(text))) fail(M.formula);
      else if (NOT_TEXT.test(text)) fail(M.notText);
      else if (col.required && !text) fail(M.required);
      else if (text.length > col.max) fail(M.tooLong(col.max));
    }
    rows.push({ row: sheetRow.number, values });
  }
  return {
    ok: true,
    table: {
      columns: columns.map((c) => ({
        key: c.key,
        label: c.label,
        header: map[c.key]?.header ?? null,
      })),
      rows,
      errors,
      map,
      ignored: ignoredHeaders(header, map),
    },
  };
}
