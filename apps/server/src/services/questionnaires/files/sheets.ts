/**
 * A questionnaire file as sheets to find questions in (docs/questionnaires.md, Importing and
 * exporting files): what format the bytes are, then each worksheet, each DOCX table, or the CSV
 * file's one sheet as a grid, with the parts of a zip kept for writing back.
 */
import {
  QUESTIONNAIRE_FILE_LIMITS as LIMITS,
  QUESTIONNAIRE_FILE_MESSAGES as M,
  questionnaireFileError as refuse,
  type QuestionnaireFormat,
  type SheetGrid,
} from '@trustfront/core';
import { csvSheetName, readCsv } from './csv.ts';
import { documentTables, tableGrid } from './docx.ts';
import { partText, readParts, sniff, zipFormat, type Part } from './package.ts';
import { readWorkbookGrids } from './xlsx.ts';

export interface ReadFile {
  format: QuestionnaireFormat;
  grids: SheetGrid[];
  /** A workbook's or document's parts (none for CSV). */
  parts: Part[];
}

/** The format of the bytes, whatever the file's name says (the name decides only for text). */
async function formatAndParts(
  bytes: Buffer,
  fileName: string,
): Promise<{ format: QuestionnaireFormat; parts: Part[] }> {
  if (sniff(bytes, fileName) === 'csv') return { format: 'csv', parts: [] };
  const ext = fileName.toLowerCase().split('.').pop();
  const kind = ext === 'docx' ? M.kinds.docx : M.kinds.xlsx;
  const parts = await readParts(bytes, kind);
  const format = zipFormat(parts);
  if (!format) throw refuse('questionnaire_unsupported', M.unsupported);
  return { format, parts };
}

function documentGrids(parts: readonly Part[]): SheetGrid[] {
  const xml = partText(parts, 'word/document.xml') ?? '';
  const tables = documentTables(xml);
  if (tables.length === 0) throw refuse('questionnaire_no_questions', M.noTables);
  if (tables.length > LIMITS.sheets) {
    throw refuse('questionnaire_too_large', M.tooManySheets(LIMITS.sheets));
  }
  for (const table of tables) {
    if (table.rows.length > LIMITS.rows) {
      throw refuse('questionnaire_too_large', M.tooManyRows(table.name, LIMITS.rows));
    }
  }
  return tables.map(tableGrid);
}

/** The file's sheets as grids; `csvName` names a CSV file's one sheet. */
export async function readSheets(
  bytes: Buffer,
  fileName: string,
  csvName = csvSheetName(fileName),
): Promise<ReadFile> {
  const { format, parts } = await formatAndParts(bytes, fileName);
  if (format === 'csv') return { format, grids: [readCsv(bytes, csvName)], parts };
  if (format === 'docx') return { format, grids: documentGrids(parts), parts };
  return { format, grids: readWorkbookGrids(parts).grids, parts };
}

/** The file read as the format it is said to be (a file of another format is refused). */
export async function readSheetsAs(
  bytes: Buffer,
  format: QuestionnaireFormat,
  csvName: string,
): Promise<ReadFile> {
  const read = await readSheets(bytes, `questionnaire.${format}`, csvName);
  if (read.format !== format) {
    throw refuse('questionnaire_unreadable', M.unreadable(M.kinds[format]));
  }
  return read;
}
