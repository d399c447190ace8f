/**
 * CSV for spreadsheets (RFC 4180, CRLF between rows). A cell a spreadsheet would run as a
 * formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a
 * leading `'`, so that text from visitors is never executed when staff open an export.
 */

const FORMULA_START = /^[=+\-@\t\r]/u;
const NEEDS_QUOTES = /[",\r\n]/u;

/** One cell as written: defused when it would start a formula, quoted when it must be. */
export function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A negative number as a spreadsheet reads it ('-5', '-2.5', '-10%'): a value, not a formula. */
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)*%?$/u;

/**
 * Whether a spreadsheet opening the text as a cell would run it as a formula: it starts with
 * `=`, `+`, `@`, a tab or a carriage return, or with `-` unless it is a plain negative number
 * ('-1+cmd|…' and '- cmd|…' are formulas a spreadsheet runs).
 */
export function runsAsFormula(text: string): boolean {
  return FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text);
}

/** A whole CSV document: the header row, then each row, every line ended by CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
