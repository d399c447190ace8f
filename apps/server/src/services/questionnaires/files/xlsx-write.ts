/**
 * Writing answers into a workbook (docs/questionnaires.md, Importing and exporting files): only
 * the answer and comment cells of the worksheet's XML are rewritten, as inline strings keeping
 * their style (a new cell takes its row's or column's style); every other cell, row, part and
 * byte stays as it was. A cell holding a formula is left as it is.
 */
import { columnLetter } from '@trustfront/core';
import { scanSheetData, type RowXml } from './sheet-xml.ts';
import { attr, escapeXml } from './xml.ts';

export interface CellEdit {
  row: number;
  /** 0-based column. */
  column: number;
  text: string;
}

/** The style of each column the sheet's `<cols>` gives one. */
function columnStyles(xml: string): { min: number; max: number; style: string }[] {
  const styles: { min: number; max: number; style: string }[] = [];
  for (const m of xml.matchAll(/<(?:\w+:)?col\b([^<>]*?)\/?>/g)) {
    const attrs = m[1] ?? '';
    const style = attr(attrs, 'style');
    if (style && style !== '0') {
      styles.push({ min: Number(attr(attrs, 'min')), max: Number(attr(attrs, 'max')), style });
    }
  }
  return styles;
}

/** A text cell; its line breaks as a spreadsheet's (LF), its spaces kept. */
function inlineCell(prefix: string, ref: string, style: string | null, text: string): string {
  const s = style && style !== '0' ? ` s="${style}"` : '';
  const xml = escapeXml(text.replace(/\r\n?/g, '\n'));
  const space = /^\s|\s$|\n|\t/.test(xml) ? ' xml:space="preserve"' : '';
  return `<${prefix}c r="${ref}"${s} t="inlineStr"><${prefix}is><${prefix}t${space}>${xml}</${prefix}t></${prefix}is></${prefix}c>`;
}

/** The row's cells with the edits in place: existing cells rewritten, new ones in column order. */
function patchedCells(
  xml: string,
  prefix: string,
  row: RowXml | null,
  rowNumber: number,
  edits: readonly CellEdit[],
  styleOf: (column: number) => string | null,
): string {
  const out: { column: number; xml: string }[] = (row?.cells ?? []).map((c) => ({
    column: c.column,
    xml: xml.slice(c.start, c.end),
  }));
  for (const edit of edits) {
    const ref = `${columnLetter(edit.column)}${rowNumber}`;
    const at = out.findIndex((c) => c.column === edit.column);
    const existing = at >= 0 ? row?.cells.find((c) => c.column === edit.column) : undefined;
    if (existing && /<(?:\w+:)?f\b/.test(existing.inner)) continue;
    const style = existing ? attr(existing.attrs, 's') : styleOf(edit.column);
    const cell = { column: edit.column, xml: inlineCell(prefix, ref, style, edit.text) };
    if (at >= 0) out[at] = cell;
    else out.push(cell);
  }
  return out
    .sort((a, b) => a.column - b.column)
    .map((c) => c.xml)
    .join('');
}

/** The row's start tag, open, with its `spans` hint widened to the cells it now holds. */
function rowOpenTag(open: string, columns: number[]): string {
  const tag = open.replace(/\s*\/>$/, '>');
  return tag.replace(/\bspans="(\d+):(\d+)"/, (whole, a: string, b: string) => {
    const min = Math.min(Number(a), ...columns.map((c) => c + 1));
    const max = Math.max(Number(b), ...columns.map((c) => c + 1));
    return `spans="${min}:${max}"`;
  });
}

/** The `<dimension>` widened to the edited cells. */
function widenDimension(xml: string, edits: readonly CellEdit[]): string {
  return xml.replace(
    /(<(?:\w+:)?dimension\b[^<>]*?\bref=")([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?(")/,
    (
      whole,
      head: string,
      c1: string,
      r1: string,
      c2: string | undefined,
      r2: string | undefined,
      tail: string,
    ) => {
      if (!c2 || !r2) return whole;
      const colIndex = (l: string) =>
        [...l].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      const top = Math.min(Number(r1), ...edits.map((e) => e.row));
      const bottom = Math.max(Number(r2), ...edits.map((e) => e.row));
      const left = Math.min(colIndex(c1), ...edits.map((e) => e.column));
      const right = Math.max(colIndex(c2), ...edits.map((e) => e.column));
      return `${head}${columnLetter(left)}${top}:${columnLetter(right)}${bottom}${tail}`;
    },
  );
}

/** The worksheet's XML with the edits written (null when it has no cells to write into). */
export function patchSheet(xml: string, edits: readonly CellEdit[]): string | null {
  const data = scanSheetData(xml);
  if (!data) return null;
  if (edits.length === 0) return xml;
  const { prefix } = data;
  const cols = columnStyles(xml.slice(0, data.start));
  const byRow = new Map<number, CellEdit[]>();
  for (const edit of edits) byRow.set(edit.row, [...(byRow.get(edit.row) ?? []), edit]);
  const rows = new Map(data.rows.map((r) => [r.row, r]));
  const pieces: string[] = [];
  let at = data.start;
  const pending = [...byRow.keys()].filter((r) => !rows.has(r)).sort((a, b) => a - b);
  const newRow = (number: number) => {
    const cells = patchedCells(
      xml,
      prefix,
      null,
      number,
      byRow.get(number) ?? [],
      (column) => cols.find((c) => column + 1 >= c.min && column + 1 <= c.max)?.style ?? null,
    );
    return `<${prefix}row r="${number}">${cells}</${prefix}row>`;
  };
  for (const row of data.rows) {
    while (pending.length > 0 && (pending[0] ?? 0) < row.row) {
      pieces.push(xml.slice(at, row.start), newRow(pending.shift() ?? 0));
      at = row.start;
    }
    const rowEdits = byRow.get(row.row);
    if (!rowEdits) continue;
    const rowStyle = attr(row.attrs, 'customFormat') === '1' ? attr(row.attrs, 's') : null;
    const styleOf = (column: number) =>
      rowStyle ?? cols.find((c) => column + 1 >= c.min && column + 1 <= c.max)?.style ?? null;
    const open = xml.slice(row.start, row.innerStart < 0 ? row.end : row.innerStart);
    const cells = patchedCells(xml, prefix, row, row.row, rowEdits, styleOf);
    const columns = rowEdits.map((e) => e.column);
    pieces.push(xml.slice(at, row.start), rowOpenTag(open, columns), cells, `</${prefix}row>`);
    at = row.end;
  }
  pieces.push(xml.slice(at, data.end), ...pending.map(newRow));
  const body = pieces.join('');
  const before = data.empty
    ? xml.slice(0, data.start).replace(/\s*\/>$/, '>')
    : xml.slice(0, data.start);
  const after = data.empty ? `</${prefix}sheetData>${xml.slice(data.end)}` : xml.slice(data.end);
  return widenDimension(before, edits) + body + after;
}
