/**
 * A questionnaire's sheet as the detection reads it (docs/questionnaires.md, Importing and
 * exporting files): a worksheet, a CSV file or a DOCX table alike, as the texts of its cells, its
 * merged ranges and the lists its columns offer.
 */

/** A rectangle of cells, 1-based rows and columns, both ends included. */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface SheetGrid {
  name: string;
  /** Each row's cell texts ('' for an empty cell); cells[0] is the file's row 1, cells[r][0] column A. */
  cells: readonly (readonly string[])[];
  merges: readonly CellRange[];
  /** The values a list validation offers, by column letter (a column's first list found). */
  lists: Readonly<Record<string, readonly string[]>>;
  /** A table has no cells beyond its widest row (a DOCX table); a worksheet grows. */
  bounded?: boolean;
}

/** 'A' for 0, 'Z' for 25, 'AA' for 26. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** 0 for 'A', 26 for 'AA'. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** A cell's text, by 1-based row and 0-based column; '' outside the grid. */
export function cellText(grid: SheetGrid, row: number, column: number): string {
  return grid.cells[row - 1]?.[column]?.trim() ?? '';
}

/** The widest row's number of columns. */
export function gridWidth(grid: SheetGrid): number {
  return grid.cells.reduce((max, row) => Math.max(max, row.length), 0);
}

/** The distinct non-empty texts of a row, in column order. */
export function filledTexts(grid: SheetGrid, row: number): string[] {
  const texts: string[] = [];
  for (const cell of grid.cells[row - 1] ?? []) {
    const t = cell.trim();
    if (t && !texts.includes(t)) texts.push(t);
  }
  return texts;
}
