/**
 * A Word document's tables (docs/questionnaires.md, Importing and exporting files): each table of
 * `word/document.xml`, nested ones too, in the order they open, as 'Table 1', 'Table 2', …; a
 * row's cells by the grid columns they span (a cell spanning the table is a merged range, as a
 * section's title is), a drop-down list (a content control) as the column's list. Answers are
 * written by docx-write.ts.
 */
import { columnLetter, type CellRange, type SheetGrid } from '@trustfront/core';
import { attr, tags, unescapeXml, type Tag } from './xml.ts';

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
  /** The values a drop-down list (a content control) in it offers. */
  options: string[];
  /** Whether its content control shows its placeholder ('Choose an item.'), no value. */
  placeholder: boolean;
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
            options: [],
            placeholder: false,
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
      case 'listItem': {
        const value = attr(tag.attrs, 'displayText') ?? attr(tag.attrs, 'value');
        if (top?.cell && value) top.cell.options.push(value);
        break;
      }
      case 'showingPlcHdr':
        if (top?.cell && tag.kind !== 'close') top.cell.placeholder = true;
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

/**
 * A table as a grid: each cell's text at its first column, spans as merged ranges, a column's
 * drop-down list as its list.
 */
export function tableGrid(table: DocxTable): SheetGrid {
  const merges: CellRange[] = [];
  const lists: Record<string, string[]> = {};
  const cells = table.rows.map((row, r) => {
    const texts: string[] = [];
    for (const cell of row) {
      const empty = cell.continued || cell.placeholder;
      texts[cell.column] = empty ? '' : cell.paragraphs.join('\n').trim();
      if (cell.options.length > 0) lists[columnLetter(cell.column)] ??= cell.options;
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
  return { name: table.name, cells, merges, lists, bounded: true };
}

/** The cell of a row that covers a grid column, if the row has one. */
export function cellAt(table: DocxTable, row: number, column: number): DocxCell | null {
  return table.rows[row - 1]?.find((c) => column >= c.column && column < c.column + c.span) ?? null;
}
