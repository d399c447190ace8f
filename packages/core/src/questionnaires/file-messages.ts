/**
 * Why a questionnaire's file is refused on import or export (docs/questionnaires.md, Importing
 * and exporting files), the limits it is held to, and the name of the file an export sends.
 */
import { AppError, type ErrorCode } from '../errors.ts';
import { QUESTIONNAIRE_MAX_BYTES, QUESTIONNAIRE_MAX_MB } from '../schemas/questionnaires.ts';

/** What an imported file is read to at most. */
export const QUESTIONNAIRE_FILE_LIMITS = {
  bytes: QUESTIONNAIRE_MAX_BYTES,
  /** Bytes a workbook or document unpacks to, all its parts together. */
  unpackedBytes: 256 * 1024 * 1024,
  /** Parts of a workbook or document. */
  entries: 5_000,
  sheets: 100,
  /** Rows of one sheet (or one table, or the CSV file). */
  rows: 50_000,
  /** Columns read of each row: a table of questions stands in the first ones. */
  columns: 100,
  /** Questions of the whole file. */
  questions: 5_000,
} as const;

export const QUESTIONNAIRE_FILE_MESSAGES = {
  unsupported:
    'This file is not one we can read questions from: import an Excel workbook (.xlsx), a CSV file or a Word document (.docx).',
  legacyFormat:
    'This is an older Excel (.xls) or Word (.doc) file: save it as .xlsx or .docx and import it again.',
  unreadable: (kind: string) =>
    `This ${kind} cannot be read: the file is damaged or is not really a ${kind}.`,
  passwordProtected:
    'This file is protected by a password: remove the password (File, Info, Protect), save the file and import it again.',
  noQuestions:
    'No table of questions was found in this file: its questions must stand in a column, under a header such as "Question" or one below the other.',
  noTables:
    'This Word document has no tables: its questions must stand in a table to be found and answered.',
  tooLarge: `The file is larger than ${QUESTIONNAIRE_MAX_MB} MB.`,
  unpacksTooLarge: (mb: number) => `The file unpacks to more than ${mb} MB.`,
  tooManyParts: (limit: number) => `The file has more than ${limit} parts.`,
  tooManySheets: (limit: number) => `The file has more than ${limit} sheets or tables.`,
  tooManyRows: (sheet: string, limit: number) => `"${sheet}" has more than ${limit} rows.`,
  tooManyQuestions: (limit: number) => `The file has more than ${limit} questions.`,
  unknownSheet: (sheet: string) => `The file has no sheet or table named "${sheet}".`,
  columnOutOfRange: (sheet: string, column: string) =>
    `Column ${column} of "${sheet}" lies beyond the columns questions are read from.`,
  noAnswerColumn: (sheet: string) =>
    `Choose the answer column of "${sheet}" before its answers are exported.`,
  /** The kinds of file the messages name. */
  kinds: { xlsx: 'workbook', docx: 'Word document', csv: 'CSV file' },
} as const;

/** A refusal of a questionnaire's file, with the status its reason answers with. */
export function questionnaireFileError(
  code: Extract<ErrorCode, `questionnaire_${string}`>,
  message: string,
): AppError {
  const status =
    code === 'questionnaire_too_large'
      ? 413
      : code === 'questionnaire_unsupported' || code === 'questionnaire_mapping_invalid'
        ? 400
        : 422;
  return new AppError(code, message, status);
}

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * The name of an exported questionnaire: the original's, with the organisation's after it
 * ('CAIQ v4.xlsx' from Acme → 'CAIQ v4 - Acme.xlsx'), without characters a file name may not hold.
 */
export function exportFileName(originalName: string, orgName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).replace(UNSAFE_NAME, ' ').trim();
  const ext = dot > 0 ? base.slice(dot).replace(UNSAFE_NAME, '').toLowerCase() : '';
  const org = orgName.replace(UNSAFE_NAME, ' ').replace(/\s+/g, ' ').trim();
  const named = !org || stem.toLowerCase().endsWith(` - ${org.toLowerCase()}`);
  const name = `${(stem || 'questionnaire').slice(0, 150)}${named ? '' : ` - ${org.slice(0, 80)}`}`;
  return `${name}${ext}`;
}
