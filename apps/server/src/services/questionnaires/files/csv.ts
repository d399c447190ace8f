/**
 * A questionnaire in a CSV file (docs/questionnaires.md, Importing and exporting files): one
 * sheet named after the file, read with csv-parse; a row is a record (a quoted cell may hold
 * line breaks). Answers are written back into their two columns of the very text, in its
 * encoding, separator, quoting and line endings.
 */
import { parse } from 'csv-parse/sync';
import {
  columnIndex,
  QUESTIONNAIRE_FILE_LIMITS as LIMITS,
  QUESTIONNAIRE_FILE_MESSAGES as M,
  questionnaireFileError as refuse,
  type SheetGrid,
} from '@trustfront/core';
import {
  decodeCsv,
  delimiterOf,
  encodeCsv,
  encodeField,
  lineEndingOf,
  readableText,
  scanCsv,
  toSingleByte,
  type CsvText,
} from './csv-text.ts';

const unreadable = () => refuse('questionnaire_unreadable', M.unreadable(M.kinds.csv));

/** The name of a CSV file's one sheet: the file's name without its folder. */
export function csvSheetName(fileName: string): string {
  return fileName.split(/[\\/]/).pop() || 'questionnaire.csv';
}

function decoded(bytes: Buffer): CsvText {
  if (bytes.length > LIMITS.bytes) throw refuse('questionnaire_too_large', M.tooLarge);
  const csv = decodeCsv(bytes);
  if (!csv) throw unreadable();
  return csv;
}

/** The file's one sheet as a grid. */
export function readCsv(bytes: Buffer, name: string): SheetGrid {
  const csv = decoded(bytes);
  let records: string[][];
  try {
    records = parse(readableText(csv, csv.text), {
      delimiter: delimiterOf(csv.text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to: LIMITS.rows + 1,
    }) as string[][];
  } catch {
    throw unreadable();
  }
  if (records.length > LIMITS.rows) {
    throw refuse('questionnaire_too_large', M.tooManyRows(name, LIMITS.rows));
  }
  const cells = records.map((record) =>
    record.slice(0, LIMITS.columns).map((cell) => cell.replace(/\r\n?/g, '\n')),
  );
  return { name, cells, merges: [], lists: {} };
}

export interface CsvEdit {
  row: number;
  column: string;
  text: string;
}

/** The file with the edits written into their fields, every other byte as it was. */
export function writeCsv(bytes: Buffer, edits: readonly CsvEdit[]): Buffer {
  const csv = decoded(bytes);
  const { text } = csv;
  const delimiter = delimiterOf(text);
  const lineEnding = lineEndingOf(text);
  const records = scanCsv(text, delimiter);
  const fields = records.flatMap((r) => r.fields).filter((f) => f.end > f.start);
  const mostlyQuoted = fields.filter((f) => f.quoted).length * 2 > fields.length;
  const byRow = new Map<number, CsvEdit[]>();
  for (const edit of edits) byRow.set(edit.row, [...(byRow.get(edit.row) ?? []), edit]);
  const pieces: string[] = [];
  let at = 0;
  records.forEach((record, i) => {
    const rowEdits = byRow.get(i + 1);
    if (!rowEdits) return;
    const raw = record.fields.map((f) => text.slice(f.start, f.end));
    for (const edit of rowEdits) {
      const column = columnIndex(edit.column);
      while (raw.length <= column) raw.push('');
      const field = record.fields[column];
      const quote = field
        ? field.quoted || (field.end === field.start && mostlyQuoted)
        : mostlyQuoted;
      raw[column] = encodeField(toSingleByte(csv, edit.text), { delimiter, lineEnding, quote });
    }
    pieces.push(text.slice(at, record.start), raw.join(delimiter));
    at = record.end;
  });
  pieces.push(text.slice(at));
  return encodeCsv(csv, pieces.join(''));
}
