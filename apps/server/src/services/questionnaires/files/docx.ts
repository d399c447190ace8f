/**
 * A Word document's tables (docs/questionnaires.md, Importing and exporting files): each table of
 * `word/document.xml`, nested ones too, in the order they open, as 'Table 1', 'Table 2', …; a
 * row's cells by the grid columns they span (a cell spanning the table is a merged range, as a
 * section's title is). Answers are written into the cells' own paragraphs, keeping the cell's,
 * paragraph's and first run's properties; the rest of the document stays byte for byte.
 */
import type { CellRange, SheetGrid } from '@trustfront/core';
import { attr, escapeXml, tags, unescapeXml, type Tag } from './xml.ts';

export interface DocxCell {
  /** 0-based first grid column and how many it spans. */
  column: number;
  span: number;
  /** Where its content stands (after `<w:tc>`, before `</w:tc>`). */
  start: number;
  end: number;
  /** Whether it continues a vertical merge (its text is the cell's above). */
  continued: boolean;
  paragraphs: string[];
}

export interface DocxTable {
  name: string;
  rows: DocxCell[][];
}

interface OpenTable {
  table: DocxTable;
  row: DocxCell[] | null;
  column: number;
  cell: DocxCell | null;
}

/** Every table of the document, with where each cell stands and what it says. */
export function documentTables(xml: string): DocxTable[] {
  const tables: DocxTable[] = [];
  const stack: OpenTable[] = [];
  let textFrom = -1;
  for (const tag of tags(xml)) {
    const top = stack.at(-1);
    switch (tag.local) {
      case 'tbl':
        if (tag.kind === 'open') {
          const table = { name: `Table ${tables.length + 1}`, rows: [] };
          tables.push(table);
          stack.push({ table, row: null, column: 0, cell: null });
        } else if (tag.kind === 'close') stack.pop();
        break;
      case 'tr':
        if (!top) break;
        if (tag.kind === 'open') {
          top.row = [];
          top.column = 0;
          top.table.rows.push(top.row);
        } else top.row = null;
        break;
      case 'gridBefore':
        if (top?.row && !top.cell) top.column += Number(attr(tag.attrs, 'val') ?? 0);
        break;
      case 'tc':
        if (!top?.row) break;
        if (tag.kind === 'open') {
          top.cell = {
            column: top.column,
            span: 1,
            start: tag.end,
            end: tag.end,
            continued: false,
            paragraphs: [],
          };
          top.row.push(top.cell);
        } else if (tag.kind === 'close' && top.cell) {
          top.cell.end = tag.start;
          top.column = top.cell.column + top.cell.span;
          top.cell = null;
        }
        break;
      case 'gridSpan':
        if (top?.cell) top.cell.span = Math.max(1, Number(attr(tag.attrs, 'val') ?? 1));
        break;
      case 'vMerge':
        if (top?.cell) top.cell.continued = (attr(tag.attrs, 'val') ?? 'continue') === 'continue';
        break;
      case 'p':
        if (top?.cell && tag.kind !== 'close') top.cell.paragraphs.push('');
        break;
      default:
        textFrom = cellText(xml, tag, top?.cell ?? null, textFrom);
    }
  }
  return tables;
}

/** Adds a run's text, tab or break to the cell's last paragraph; the start of an open `w:t`. */
function cellText(xml: string, tag: Tag, cell: DocxCell | null, textFrom: number): number {
  if (!cell) return -1;
  const add = (text: string) => {
    const last = cell.paragraphs.length - 1;
    if (last < 0) cell.paragraphs.push(text);
    else cell.paragraphs[last] += text;
  };
  if (tag.local === 't' && tag.kind === 'open') return tag.end;
  if (tag.local === 't' && tag.kind === 'close' && textFrom >= 0) {
    add(unescapeXml(xml.slice(textFrom, tag.start)));
    return -1;
  }
  // A tab stop of the paragraph's properties carries a position; a run's tab does not.
  if (tag.local === 'tab' && tag.kind === 'empty' && attr(tag.attrs, 'pos') === null) add('\t');
  if ((tag.local === 'br' || tag.local === 'cr') && tag.kind === 'empty') add('\n');
  return textFrom;
}

/** A table as a grid: each cell's text at its first column, spans as merged ranges. */
export function tableGrid(table: DocxTable): SheetGrid {
  const merges: CellRange[] = [];
  const cells = table.rows.map((row, r) => {
    const texts: string[] = [];
    for (const cell of row) {
      texts[cell.column] = cell.continued ? '' : cell.paragraphs.join('\n').trim();
      if (cell.span > 1) {
        merges.push({
          top: r + 1,
          bottom: r + 1,
          left: cell.column + 1,
          right: cell.column + cell.span,
        });
      }
    }
    return Array.from(texts, (t) => t ?? '');
  });
  return { name: table.name, cells, merges, lists: {}, bounded: true };
}

/** The cell of a row that covers a grid column, if the row has one. */
export function cellAt(table: DocxTable, row: number, column: number): DocxCell | null {
  return table.rows[row - 1]?.find((c) => column >= c.column && column < c.column + c.span) ?? null;
}

/**
 * A cell's new content: its properties kept, then one paragraph a line of the text, each with
 * the first paragraph's properties and a run with the first run's.
 */
export function cellContent(xml: string, cell: DocxCell, text: string): string {
  const inner = xml.slice(cell.start, cell.end);
  const prefix = /<(\w+:)?p\b/.exec(inner)?.[1] ?? 'w:';
  const tcPr =
    new RegExp(`<${prefix}tcPr\\b[\\s\\S]*?</${prefix}tcPr>|<${prefix}tcPr\\b[^>]*/>`).exec(
      inner,
    )?.[0] ?? '';
  const pPr =
    new RegExp(`<${prefix}pPr\\b[\\s\\S]*?</${prefix}pPr>|<${prefix}pPr\\b[^>]*/>`).exec(
      inner,
    )?.[0] ?? '';
  const runAt = inner.search(new RegExp(`<${prefix}r\\b[^>]*>`));
  const run = runAt < 0 ? '' : inner.slice(runAt);
  const rPr =
    new RegExp(
      `^<${prefix}r\\b[^>]*>\\s*(<${prefix}rPr\\b[\\s\\S]*?</${prefix}rPr>|<${prefix}rPr\\b[^>]*/>)`,
    ).exec(run)?.[1] ?? '';
  const paragraphs = text.split(/\r\n|\r|\n/).map((line) => {
    const runs = line
      .split('\t')
      .map((part) =>
        part ? `<${prefix}t xml:space="preserve">${escapeXml(part)}</${prefix}t>` : '',
      )
      .join(`<${prefix}tab/>`);
    return `<${prefix}p>${pPr}<${prefix}r>${rPr}${runs}</${prefix}r></${prefix}p>`;
  });
  return tcPr + paragraphs.join('');
}
