/**
 * Reading a workbook's sheets (docs/questionnaires.md, Importing and exporting files) from its
 * XML parts: each worksheet's cell texts, merged ranges and list validations (a list typed in, or
 * taken from cells or a defined name), within the limits. exceljs is not used to read: it expands
 * a validation over a whole column into a million cells.
 */
import {
  columnLetter,
  QUESTIONNAIRE_FILE_LIMITS as LIMITS,
  QUESTIONNAIRE_FILE_MESSAGES as M,
  questionnaireFileError as refuse,
  type CellRange,
  type SheetGrid,
} from '@trustfront/core';
import { partText, type Part } from './package.ts';
import { parseRef, scanSheetData } from './sheet-xml.ts';
import { attr, firstElementText, tags, textOf, unescapeXml } from './xml.ts';

export interface WorkbookSheet {
  name: string;
  /** The worksheet's part ('xl/worksheets/sheet1.xml'). */
  path: string;
  xml: string;
}

const unreadable = () => refuse('questionnaire_unreadable', M.unreadable(M.kinds.xlsx));

/** A relationship's target as a part's name, relative to the folder of the part that names it. */
function resolveTarget(folder: string, target: string): string {
  const segments = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const segment of target.replace(/^\//, '').split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** The relationships of the workbook: id → [type, part name]. */
function workbookRels(parts: readonly Part[]): Map<string, [string, string]> {
  const rels = new Map<string, [string, string]>();
  const xml = partText(parts, 'xl/_rels/workbook.xml.rels') ?? '';
  for (const tag of tags(xml)) {
    if (tag.local !== 'Relationship') continue;
    const id = attr(tag.attrs, 'Id');
    const target = attr(tag.attrs, 'Target');
    if (id && target) rels.set(id, [attr(tag.attrs, 'Type') ?? '', resolveTarget('xl', target)]);
  }
  return rels;
}

/** The worksheets in the workbook's order (chart sheets left out). */
export function workbookSheets(parts: readonly Part[]): WorkbookSheet[] {
  const workbook = partText(parts, 'xl/workbook.xml');
  if (workbook === null) throw unreadable();
  const rels = workbookRels(parts);
  const sheets: WorkbookSheet[] = [];
  for (const tag of tags(workbook)) {
    if (tag.local !== 'sheet' || tag.kind === 'close') continue;
    const name = attr(tag.attrs, 'name');
    const rel = rels.get(attr(tag.attrs, 'id') ?? '');
    if (name === null || !rel || !rel[0].endsWith('/worksheet')) continue;
    const xml = partText(parts, rel[1]);
    if (xml === null) throw unreadable();
    sheets.push({ name, path: rel[1], xml });
  }
  if (sheets.length > LIMITS.sheets) {
    throw refuse('questionnaire_too_large', M.tooManySheets(LIMITS.sheets));
  }
  return sheets;
}

function sharedStrings(parts: readonly Part[]): string[] {
  const xml = partText(parts, 'xl/sharedStrings.xml');
  if (xml === null) return [];
  const strings: string[] = [];
  let open = -1;
  for (const tag of tags(xml)) {
    if (tag.local !== 'si') continue;
    if (tag.kind === 'empty') strings.push('');
    else if (tag.kind === 'open') open = tag.end;
    else if (open >= 0) strings.push(textOf(xml, open, tag.start));
  }
  return strings;
}

/** What a cell shows: its shared or inline string, or its value (a formula's last result). */
function cellValue(attrs: string, inner: string, shared: readonly string[]): string {
  const type = attr(attrs, 't');
  if (type === 'inlineStr') return textOf(inner, 0, inner.length);
  const v = firstElementText(inner, 'v');
  if (v === null) return '';
  const value = unescapeXml(v);
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

/**
 * A sheet's cell texts, row by row, within the limits. Rows holding no text (styled or sized
 * only, often down to the sheet's last row) do not count.
 */
function sheetCells(sheet: WorkbookSheet, shared: readonly string[]): string[][] {
  const data = scanSheetData(sheet.xml);
  if (!data) throw unreadable();
  const cells: string[][] = [];
  for (const row of data.rows) {
    const texts: string[] = [];
    for (const cell of row.cells) {
      if (cell.column < LIMITS.columns)
        texts[cell.column] = cellValue(cell.attrs, cell.inner, shared);
    }
    if (!texts.some(Boolean)) continue;
    if (row.row > LIMITS.rows) {
      throw refuse('questionnaire_too_large', M.tooManyRows(sheet.name, LIMITS.rows));
    }
    cells[row.row - 1] = Array.from(texts, (t) => t ?? '');
  }
  return Array.from(cells, (row) => row ?? []);
}

/** 'A5:D5' (or 'C7') as a range. */
function parseRange(ref: string): CellRange | null {
  const [from, to = from] = ref.split(':');
  const a = from ? parseRef(from) : null;
  const b = to ? parseRef(to) : null;
  if (!a || !b) return null;
  return {
    top: Math.min(a.row, b.row),
    left: Math.min(a.column, b.column) + 1,
    bottom: Math.max(a.row, b.row),
    right: Math.max(a.column, b.column) + 1,
  };
}

function merges(xml: string): CellRange[] {
  const ranges: CellRange[] = [];
  for (const m of xml.matchAll(/<(?:\w+:)?mergeCell\b[^<>]*?\bref="([^"<]+)"/g)) {
    const range = m[1] ? parseRange(m[1]) : null;
    if (range) ranges.push(range);
  }
  return ranges;
}

interface ListValidation {
  sqref: string;
  formula: string;
}

/** The list validations of a sheet, the usual ones and those of its extension list (x14). */
function listValidations(xml: string): ListValidation[] {
  const found: ListValidation[] = [];
  let open: { attrs: string; end: number } | null = null;
  for (const tag of tags(xml)) {
    if (tag.local !== 'dataValidation') continue;
    if (tag.kind === 'open') open = { attrs: tag.attrs, end: tag.end };
    if (tag.kind !== 'close' || !open) continue;
    const inner = xml.slice(open.end, tag.start);
    const attrs = open.attrs;
    open = null;
    if (attr(attrs, 'type') !== 'list') continue;
    const sqref = attr(attrs, 'sqref') ?? /<(?:\w+:)?sqref>([^<]*)</.exec(inner)?.[1] ?? '';
    const formula = firstElementText(inner, 'formula1') ?? '';
    found.push({ sqref, formula: unescapeXml(formula.replace(/<[^<>]+>/g, '')).trim() });
  }
  return found;
}

function definedNames(parts: readonly Part[]): Map<string, string> {
  const names = new Map<string, string>();
  const xml = partText(parts, 'xl/workbook.xml') ?? '';
  for (const m of xml.matchAll(/<(?:\w+:)?definedName\b([^<>]*)>([^<]*)</g)) {
    const name = attr(m[1] ?? '', 'name');
    if (name) names.set(name.toLowerCase(), unescapeXml(m[2] ?? ''));
  }
  return names;
}

/** A list formula's values: typed in ('"Yes,No,N/A"'), or the cells of a range or a defined name. */
function listValues(
  formula: string,
  sheet: string,
  grids: ReadonlyMap<string, string[][]>,
  names: ReadonlyMap<string, string>,
): string[] {
  const typed = /^"(.*)"$/s.exec(formula);
  if (typed?.[1] !== undefined) {
    return typed[1]
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  }
  const reference = names.get(formula.replace(/^=/, '').toLowerCase()) ?? formula.replace(/^=/, '');
  const m =
    /^(?:'((?:[^']|'')+)'|([^!'"]+))?!?(\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?)$/.exec(
      reference,
    );
  const range = m?.[3] ? parseRange(m[3]) : null;
  if (!m || !range) return [];
  const grid = grids.get(m[1]?.replace(/''/g, "'") ?? m[2] ?? sheet);
  const values: string[] = [];
  for (let r = range.top; r <= Math.min(range.bottom, range.top + 200); r++) {
    for (let c = range.left; c <= Math.min(range.right, range.left + 20); c++) {
      const v = grid?.[r - 1]?.[c - 1]?.trim();
      if (v) values.push(v);
    }
  }
  return values;
}

/** Every worksheet of the workbook as a grid to detect its table in. */
export function readWorkbookGrids(parts: readonly Part[]): {
  sheets: WorkbookSheet[];
  grids: SheetGrid[];
} {
  const sheets = workbookSheets(parts);
  const shared = sharedStrings(parts);
  const cells = new Map(sheets.map((s) => [s.name, sheetCells(s, shared)]));
  const names = definedNames(parts);
  const grids = sheets.map((sheet): SheetGrid => {
    const lists: Record<string, string[]> = {};
    for (const v of listValidations(sheet.xml)) {
      const values = listValues(v.formula, sheet.name, cells, names);
      if (values.length === 0) continue;
      for (const ref of v.sqref.split(/\s+/)) {
        const range = parseRange(ref);
        if (!range) continue;
        for (let c = range.left; c <= Math.min(range.right, LIMITS.columns); c++) {
          lists[columnLetter(c - 1)] ??= values;
        }
      }
    }
    return {
      name: sheet.name,
      cells: cells.get(sheet.name) ?? [],
      merges: merges(sheet.xml),
      lists,
    };
  });
  return { sheets, grids };
}
