/**
 * What an export writes where (docs/questionnaires.md, Importing and exporting files): each
 * answer into its sheet's answer column, as the list's own value where the column offers one,
 * its explanation into the comment column (or after the answer where the sheet has none and the
 * column is free text); then the cells patched in the workbook, document or CSV text.
 */
import {
  columnIndex,
  QUESTIONNAIRE_FILE_MESSAGES as M,
  questionnaireFileError as refuse,
  type TSheetMapping,
} from '@trustfront/core';
import { writeCsv } from './csv.ts';
import { cellAt, documentTables } from './docx.ts';
import { cellContent } from './docx-write.ts';
import { partText, withPart, writeParts } from './package.ts';
import type { ReadFile } from './sheets.ts';
import { patchSheet, type CellEdit } from './xlsx-write.ts';
import { workbookSheets } from './xlsx.ts';

export interface AnswerCell {
  sheet: string;
  row: number;
  answer: string | null;
  comment: string | null;
}

export interface SheetEdit {
  sheet: string;
  row: number;
  column: string;
  text: string;
}

const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The list's own spelling of an answer ('yes' → 'Yes', 'NA' → 'N/A'), else the answer. */
export function listValue(answer: string, options: readonly string[] | null): string {
  const trimmed = answer.trim();
  const exact = options?.find((o) => o.trim().toLowerCase() === trimmed.toLowerCase());
  return exact ?? options?.find((o) => squeeze(o) === squeeze(trimmed)) ?? trimmed;
}

/** The cells to write: one answer and one comment cell per question, where each has a column. */
export function answerEdits(
  mappings: readonly TSheetMapping[],
  answers: readonly AnswerCell[],
): SheetEdit[] {
  const edits: SheetEdit[] = [];
  for (const a of answers) {
    const mapping = mappings.find((m) => m.name === a.sheet);
    if (!mapping) throw refuse('questionnaire_mapping_invalid', M.unknownSheet(a.sheet));
    const answer = a.answer?.trim() ? listValue(a.answer, mapping.answerOptions) : null;
    const comment = a.comment?.trim() ? a.comment.trim() : null;
    if (answer === null && comment === null) continue;
    if (mapping.answerColumn === null) {
      throw refuse('questionnaire_mapping_invalid', M.noAnswerColumn(a.sheet));
    }
    const at = (column: string, text: string) =>
      edits.push({ sheet: a.sheet, row: a.row, column, text });
    if (mapping.commentColumn !== null) {
      if (answer !== null) at(mapping.answerColumn, answer);
      if (comment !== null) at(mapping.commentColumn, comment);
    } else if (mapping.answerOptions === null) {
      at(mapping.answerColumn, [answer, comment].filter((t) => t !== null).join('\n\n'));
    } else if (answer !== null) {
      at(mapping.answerColumn, answer);
    }
  }
  return edits;
}

const grouped = (edits: readonly SheetEdit[], sheet: string): CellEdit[] =>
  edits
    .filter((e) => e.sheet === sheet)
    .map((e) => ({ row: e.row, column: columnIndex(e.column), text: e.text }));

/** The file's bytes with the edits written, every other byte as it was. */
export async function writeEdits(
  bytes: Buffer,
  read: ReadFile,
  edits: readonly SheetEdit[],
): Promise<Buffer> {
  if (read.format === 'csv') return writeCsv(bytes, edits);
  let parts = read.parts;
  if (read.format === 'xlsx') {
    for (const sheet of workbookSheets(parts)) {
      const sheetEdits = grouped(edits, sheet.name);
      if (sheetEdits.length === 0) continue;
      const patched = patchSheet(sheet.xml, sheetEdits);
      if (patched === null) throw refuse('questionnaire_unreadable', M.unreadable(M.kinds.xlsx));
      parts = withPart(parts, sheet.path, patched);
    }
    return writeParts(parts);
  }
  const xml = partText(parts, 'word/document.xml') ?? '';
  const tables = documentTables(xml);
  const replacements = tables.flatMap((table) =>
    grouped(edits, table.name).flatMap((edit) => {
      const cell = cellAt(table, edit.row, edit.column);
      return cell && !cell.continued ? [{ cell, text: cellContent(xml, cell, edit.text) }] : [];
    }),
  );
  replacements.sort((a, b) => b.cell.start - a.cell.start);
  let patched = xml;
  let written = xml.length;
  for (const { cell, text } of replacements) {
    // A cell holding a table whose own cells were written is not written over them.
    if (cell.end > written) continue;
    patched = patched.slice(0, cell.start) + text + patched.slice(cell.end);
    written = cell.start;
  }
  return writeParts(withPart(parts, 'word/document.xml', patched));
}
