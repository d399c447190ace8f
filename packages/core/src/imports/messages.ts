/** The messages of imports (docs/import.md, Errors). */
import type { ImportColumn } from './columns.ts';

const list = (columns: readonly ImportColumn[]) => columns.map((c) => c.label).join(', ');

export const IMPORT_MESSAGES = {
  fileMissing: 'Choose a file to import',
  unsupportedType: 'Choose a CSV or XLSX file',
  empty: 'The file is empty',
  noRows: 'The file has no rows below its header',
  tooLarge: (mb: number) => `The file is larger than the ${mb} MB allowed`,
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-US')} rows: split it into smaller files`,
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again',
  notXlsx: 'The file is not an XLSX workbook',
  unpacksTooLarge: (mb: number) =>
    `The workbook unpacks to more than ${mb} MB: save only the sheet to import and try again`,
  /** Names the missing required columns and every column the import reads. */
  missingColumns: (missing: readonly ImportColumn[], all: readonly ImportColumn[]) => {
    const required = all.filter((c) => c.required);
    const optional = all.filter((c) => !c.required);
    return (
      `Missing column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `'${c.label}'`).join(', ')}. ` +
      `Expected columns: ${list(required)} (required)` +
      (optional.length ? `; ${list(optional)} (optional)` : '')
    );
  },
  refused: (rows: number) =>
    `${rows} row${rows === 1 ? ' has' : 's have'} errors: nothing was imported`,
  imported: (n: number) => `Imported ${n} row${n === 1 ? '' : 's'}`,
  // Per cell
  required: 'required',
  tooLong: (max: number) => `at most ${max.toLocaleString('en-US')} characters`,
  formula: 'formulas are not imported',
  notText: 'contains characters that are not text',
  status: 'must be implemented, in progress or planned',
  visibility: 'must be public or internal',
  website: 'must be a public web address, such as https://example.com',
  duplicate: (name: string, row: number) => `"${name}" is already in row ${row}`,
  onCard: (name: string) => `"${name}" is already on this card`,
} as const;

/** The texts of the import dialogs (docs/import.md, In the app). */
export const IMPORT_TEXTS = {
  importButton: 'Import',
  importSubprocessors: 'Import subprocessors',
  importKnowledgeBase: 'Import knowledge base',
  importControls: 'Import controls',
  uploadSeveral: 'Upload several',
  uploadDocuments: 'Upload documents',
  dropFiles: 'Drop files here',
  dropFile: 'Drop a CSV or XLSX file here',
  chooseFiles: 'Choose files',
  chooseFile: 'Choose a file',
  reading: 'Reading the file…',
  row: 'Row',
  errors: 'Errors',
  noErrors: 'No errors: every row can be imported',
  fixErrors: (n: number) =>
    `${n} error${n === 1 ? '' : 's'}: fix the file and choose it again. Nothing is imported while a row has an error.`,
  importRows: (n: number) => `Import ${n} row${n === 1 ? '' : 's'}`,
  uploadDocumentsCount: (n: number) => `Upload ${n} document${n === 1 ? '' : 's'}`,
  uploadedDocuments: (n: number) => `Uploaded ${n} document${n === 1 ? '' : 's'}`,
  fileName: 'File',
  title: 'Title',
  type: 'Type',
  card: 'Card',
  remove: 'Remove',
  ignoredColumns: (headers: readonly string[]) =>
    `Not imported: ${headers.map((h) => `'${h}'`).join(', ')}`,
  importedColumn: (c: { header: string; field: string; into: string | null }) =>
    `'${c.header}' → ${c.field}${c.into ? ` (${c.into})` : ''}`,
  importedColumnsTitle: 'Columns imported',
  kbRestricted:
    'Entries are imported as restricted: only staff see them until you make each one public in the knowledge base.',
  importedRestricted: (n: number) =>
    `${n === 1 ? 'It is' : 'They are'} restricted: only staff see ${n === 1 ? 'it' : 'them'} until you make ${n === 1 ? 'it' : 'each one'} public.`,
  done: 'Done',
  columnsHelp: (required: string, optional: string) =>
    `Columns: ${required} (required)${optional ? `; ${optional} (optional)` : ''}. Header names are matched without case; see the documentation for the names each column is known by.`,
} as const;
