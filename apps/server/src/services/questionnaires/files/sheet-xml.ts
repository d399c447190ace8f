/**
 * A worksheet's XML as rows of cells, where each stands in the text (docs/questionnaires.md,
 * Importing and exporting files): the reader takes their values, the writer patches the cells an
 * answer goes to and keeps every other byte.
 */
import { attr } from './xml.ts';

export interface CellXml {
  /** 0-based column. */
  column: number;
  start: number;
  end: number;
  attrs: string;
  inner: string;
}

export interface RowXml {
  /** 1-based row. */
  row: number;
  start: number;
  end: number;
  attrs: string;
  /** Where its cells start, or -1 for an empty `<row/>`. */
  innerStart: number;
  cells: CellXml[];
}

export interface SheetDataXml {
  /** The tag prefix the sheet's elements carry ('' or 'x:'). */
  prefix: string;
  /** The content between `<sheetData>` and `</sheetData>` (start = end for `<sheetData/>`). */
  start: number;
  end: number;
  /** Whether it is written `<sheetData/>`. */
  empty: boolean;
  rows: RowXml[];
}

/** 'C12' → { row: 12, column: 2 }. */
export function parseRef(ref: string): { row: number; column: number } | null {
  const m = /^\$?([A-Z]{1,3})\$?(\d+)$/.exec(ref);
  if (!m?.[1] || !m[2]) return null;
  let column = 0;
  for (const ch of m[1]) column = column * 26 + (ch.charCodeAt(0) - 64);
  return { row: Number(m[2]), column: column - 1 };
}

/** The rows of a worksheet's `<sheetData>`, each with its cells; rows or cells without `r` counted on. */
export function scanSheetData(xml: string): SheetDataXml | null {
  const open = /<(\w+:)?sheetData\b[^>]*?(\/?)>/.exec(xml);
  if (!open) return null;
  const prefix = open[1] ?? '';
  const start = open.index + open[0].length;
  if (open[2]) return { prefix, start, end: start, empty: true, rows: [] };
  const end = xml.indexOf(`</${prefix}sheetData>`, start);
  if (end < 0) return null;
  const rowRe = new RegExp(`<${prefix}row\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${prefix}row>)`, 'g');
  const cellRe = new RegExp(`<${prefix}c\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${prefix}c>)`, 'g');
  rowRe.lastIndex = start;
  const rows: RowXml[] = [];
  let last = 0;
  for (let m = rowRe.exec(xml); m !== null && m.index < end; m = rowRe.exec(xml)) {
    const attrs = m[1] ?? '';
    const row = Number(attr(attrs, 'r') ?? last + 1);
    last = row;
    const inner = m[2];
    const innerStart =
      inner === undefined ? -1 : m.index + m[0].length - inner.length - `</${prefix}row>`.length;
    const cells: CellXml[] = [];
    if (inner !== undefined) {
      let column = -1;
      for (const c of inner.matchAll(cellRe)) {
        const cellAttrs = c[1] ?? '';
        const ref = attr(cellAttrs, 'r');
        column = (ref === null ? null : parseRef(ref))?.column ?? column + 1;
        const at = innerStart + (c.index ?? 0);
        cells.push({
          column,
          start: at,
          end: at + c[0].length,
          attrs: cellAttrs,
          inner: c[2] ?? '',
        });
      }
    }
    rows.push({ row, start: m.index, end: m.index + m[0].length, attrs, innerStart, cells });
  }
  return { prefix, start, end, empty: false, rows };
}
