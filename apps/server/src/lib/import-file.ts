/**
 * Reads an uploaded import file into sheets of text cells (docs/import.md, Formats and columns):
 * a CSV file (UTF-8, comma, semicolon or tab separated) with csv-parse, or an XLSX workbook with
 * exceljs, every worksheet of it, formula cells marked. What the cells mean is decided in core.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import {
  AppError,
  IMPORT_LIMITS,
  IMPORT_MESSAGES as M,
  type ImportCell,
  type ImportSheet,
} from '@trustfront/core';

export type ImportFormat = 'csv' | 'xlsx';

/** What a file is by its name, else by its media type; null for anything else. */
export function importFormatOf(fileName: string, mimetype: string): ImportFormat | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'csv';
  if (mimetype.includes('spreadsheetml')) return 'xlsx';
  if (mimetype === 'text/csv') return 'csv';
  return null;
}

const refuse = (message: string) => new AppError('invalid_request', message, 400);

/** The separator of a CSV text: the one of comma, semicolon and tab its first line has most of. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/u));
  const outsideQuotes = firstLine.replace(/"[^"]*"/gu, '');
  const count = (d: string) => outsideQuotes.split(d).length - 1;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

/** A CSV file's one sheet; text that is not UTF-8, or holds NUL bytes, is refused. */
function readCsv(bytes: Buffer): ImportSheet {
  if (bytes.includes(0)) throw refuse(M.notUtf8);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(M.notUtf8);
  }
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refuse(`The file is not valid CSV${line ? ` (line ${line})` : ''}`);
  }
  return records.map((cells, i) => ({
    number: i + 1,
    cells: cells.map((text): ImportCell => ({ text, formula: false })),
  }));
}

/** The text a spreadsheet shows for a cell (a date as yyyy-mm-dd, rich text joined). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value === null || value === undefined) return '';
  return cell.text;
}

const MB = 1024 * 1024;

/**
 * Refuses a workbook that unpacks to more than IMPORT_LIMITS allow, before exceljs unpacks it
 * whole: the sizes its zip declares are added up, and every entry is inflated against its declared
 * size (yauzl stops one that is larger), so a small file that would unpack to gigabytes, declared
 * or not, stops at the limit.
 */
async function checkUnpackedSize(bytes: Buffer): Promise<void> {
  const tooLarge = refuse(M.unpacksTooLarge(IMPORT_LIMITS.maxUnpackedBytes / MB));
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw refuse(M.notXlsx);
  }
  try {
    let declared = 0;
    let entries = 0;
    const listed: yauzl.Entry[] = [];
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      entries += 1;
      if (declared > IMPORT_LIMITS.maxUnpackedBytes) throw tooLarge;
      if (entries > IMPORT_LIMITS.maxEntries) throw refuse(M.notXlsx);
      listed.push(entry);
    }
    for (const entry of listed) {
      await pipeline(
        await zip.openReadStreamPromise(entry),
        new Writable({ write: (_chunk, _encoding, done) => done() }),
      );
    }
  } catch (error) {
    throw error instanceof AppError ? error : refuse(M.notXlsx);
  } finally {
    zip.close();
  }
}

/** Every worksheet of an XLSX workbook; anything that is not one is refused. */
async function readXlsx(bytes: Buffer): Promise<ImportSheet[]> {
  // An XLSX file is a zip archive: it starts with a local file header.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw refuse(M.notXlsx);
  await checkUnpackedSize(bytes);
  // Loaded with the first workbook read, not at every start (docs/deploy.md, Sizing).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(M.notXlsx);
  }
  return workbook.worksheets.map((sheet) => {
    const rows: { number: number; cells: ImportCell[] }[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      const cells: ImportCell[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = {
          text: cellText(cell),
          formula: cell.type === excel.ValueType.Formula || Boolean(cell.formula),
        };
      });
      rows.push({
        number,
        cells: Array.from(cells, (c) => c ?? { text: '', formula: false }),
      });
    });
    return rows;
  });
}

/**
 * The sheets of an uploaded file: refused when it is empty, of another kind than CSV or XLSX, not
 * UTF-8 text, or not a workbook.
 */
export async function readImportFile(
  fileName: string,
  mimetype: string,
  bytes: Buffer,
): Promise<ImportSheet[]> {
  const format = importFormatOf(fileName, mimetype);
  if (!format) throw refuse(M.unsupportedType);
  if (bytes.length === 0) throw refuse(M.empty);
  return format === 'csv' ? [readCsv(bytes)] : readXlsx(bytes);
}
