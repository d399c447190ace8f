/**
 * The header cells an export writes above the columns it added beside a table
 * (docs/questionnaires.md, Writing the answers).
 */
import { cellText, columnIndex, type SheetGrid } from './grid.ts';
import type { TSheetMapping } from './workspace.ts';

/** What an export names an answer or comment column whose header cell is empty. */
export const ADDED_COLUMN_TITLES = { answer: 'Answer', comment: 'Comments' } as const;

/**
 * The header cells to write for a sheet's answer and comment columns that will hold text but
 * whose header cell is empty (a column the detection added beside the table); none without a
 * header row.
 */
export function addedColumnTitles(
  grid: SheetGrid,
  mapping: Pick<TSheetMapping, 'headerRow' | 'answerColumn' | 'commentColumn'>,
  written: ReadonlySet<string>,
): { row: number; column: string; text: string }[] {
  const row = mapping.headerRow;
  if (row === null) return [];
  const titles: { row: number; column: string; text: string }[] = [];
  for (const [column, text] of [
    [mapping.answerColumn, ADDED_COLUMN_TITLES.answer],
    [mapping.commentColumn, ADDED_COLUMN_TITLES.comment],
  ] as const) {
    if (column === null || !written.has(column)) continue;
    if (cellText(grid, row, columnIndex(column)) !== '') continue;
    titles.push({ row, column, text });
  }
  return titles;
}
