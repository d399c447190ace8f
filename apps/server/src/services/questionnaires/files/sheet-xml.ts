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

interface ElementXml {
  start: number;
  end: number;
  attrs: string;
  /** Where its content starts and ends, or -1 for an empty element. */
  innerStart: number;
  innerEnd: number;
}

/**
 * The `name` elements (not nested in each other) between `from` and `to`, each found with a
 * search for its start tag and one for its end tag from there: every byte is read once, however
 * many start tags a hostile part leaves unclosed (an unclosed one ends the scan).
 */
function* elements(xml: string, name: string, from: number, to: number): Generator<ElementXml> {
  const open = new RegExp(`<${name}(?=[\\s/>])([^<>]*?)(/?)>`, 'g');
  const close = `</${name}>`;
  open.lastIndex = from;
  for (let m = open.exec(xml); m !== null && m.index < to; m = open.exec(xml)) {
    const start = m.index;
    const innerStart = start + m[0].length;
    if (m[2]) {
      yield { start, end: innerStart, attrs: m[1] ?? '', innerStart: -1, innerEnd: -1 };
      continue;
    }
    const innerEnd = xml.indexOf(close, innerStart);
    if (innerEnd < 0 || innerEnd + close.length > to) return;
    const end = innerEnd + close.length;
    yield { start, end, attrs: m[1] ?? '', innerStart, innerEnd };
    open.lastIndex = end;
  }
}

/** The rows of a worksheet's `<sheetData>`, each with its cells; rows or cells without `r` counted on. */
export function scanSheetData(xml: string): SheetDataXml | null {
  const open = /<(\w+:)?sheetData\b[^<>]*?(\/?)>/.exec(xml);
  if (!open) return null;
  const prefix = open[1] ?? '';
  const start = open.index + open[0].length;
  if (open[2]) return { prefix, start, end: start, empty: true, rows: [] };
  const end = xml.indexOf(`</${prefix}sheetData>`, start);
  if (end < 0) return null;
  const rows: RowXml[] = [];
  let last = 0;
  for (const m of elements(xml, `${prefix}row`, start, end)) {
    const row = Number(attr(m.attrs, 'r') ?? last + 1);
    last = row;
    const cells: CellXml[] = [];
    if (m.innerStart >= 0) {
      let column = -1;
      for (const c of elements(xml, `${prefix}c`, m.innerStart, m.innerEnd)) {
        const ref = attr(c.attrs, 'r');
        column = (ref === null ? null : parseRef(ref))?.column ?? column + 1;
        const inner = c.innerStart < 0 ? '' : xml.slice(c.innerStart, c.innerEnd);
        cells.push({ column, start: c.start, end: c.end, attrs: c.attrs, inner });
      }
    }
    rows.push({ ...m, row, cells });
  }
  return { prefix, start, end, empty: false, rows };
}
