/**
 * A customer's questionnaire file (docs/questionnaires.md, Importing and exporting files): its
 * questions found per sheet (or per DOCX table, or in the CSV file), read again under the columns
 * staff corrected, and the approved answers written back into the same file, every other cell
 * as it was.
 */
import {
  addedColumnTitles,
  columnIndex,
  detectSheet,
  exportFileName,
  mapSheet,
  QUESTIONNAIRE_FILE_LIMITS as LIMITS,
  QUESTIONNAIRE_FILE_MESSAGES as M,
  questionnaireFileError as refuse,
  type DetectedQuestion,
  type QuestionnaireFormat,
  type SheetColumns,
  type TSheetMapping,
} from '@trustfront/core';
import { readSheets, readSheetsAs } from './sheets.ts';
import { answerEdits, writeEdits, type AnswerCell } from './write.ts';

export { exportFileName };
export type { AnswerCell };

export type ParsedQuestion = DetectedQuestion;

export interface ParsedSheet {
  mapping: TSheetMapping;
  questions: ParsedQuestion[];
}

export interface ParsedQuestionnaire {
  format: QuestionnaireFormat;
  sheets: ParsedSheet[];
}

function checked(format: QuestionnaireFormat, sheets: ParsedSheet[]): ParsedQuestionnaire {
  const total = sheets.reduce((n, s) => n + s.questions.length, 0);
  if (total > LIMITS.questions) {
    throw refuse('questionnaire_too_large', M.tooManyQuestions(LIMITS.questions));
  }
  return { format, sheets };
}

/** The file's questions, each sheet's columns as detected; a file without any is refused. */
export async function readQuestionnaire(
  bytes: Buffer,
  fileName: string,
): Promise<ParsedQuestionnaire> {
  const { format, grids } = await readSheets(bytes, fileName);
  const sheets = grids.map(detectSheet);
  if (sheets.every((s) => s.questions.length === 0)) {
    throw refuse('questionnaire_no_questions', M.noQuestions);
  }
  return checked(format, sheets);
}

/** Refuses a mapping naming no sheet of the file, or a column beyond those read. */
function checkMappings(names: readonly string[], mappings: readonly SheetColumns[]): void {
  for (const m of mappings) {
    if (!names.includes(m.name))
      throw refuse('questionnaire_mapping_invalid', M.unknownSheet(m.name));
    for (const column of [m.idColumn, m.questionColumn, m.answerColumn, m.commentColumn]) {
      if (column !== null && columnIndex(column) >= LIMITS.columns) {
        throw refuse('questionnaire_mapping_invalid', M.columnOutOfRange(m.name, column));
      }
    }
  }
}

/**
 * The file's questions under the columns staff gave (by sheet name; a sheet not named keeps its
 * detected columns). A CSV file's one sheet is named as its mapping names it.
 */
export async function readWithMapping(
  bytes: Buffer,
  format: QuestionnaireFormat,
  mappings: SheetColumns[],
): Promise<ParsedQuestionnaire> {
  const { grids } = await readSheetsAs(bytes, format, mappings[0]?.name ?? 'questionnaire.csv');
  checkMappings(
    grids.map((g) => g.name),
    mappings,
  );
  const sheets = grids.map((grid) => {
    const given = mappings.find((m) => m.name === grid.name);
    return given ? mapSheet(grid, given) : detectSheet(grid);
  });
  return checked(format, sheets);
}

/**
 * The file with the answers written into each sheet's answer column (the list's own value where
 * the column offers one) and the explanations into its comment column.
 */
export async function writeAnswers(
  bytes: Buffer,
  format: QuestionnaireFormat,
  mappings: TSheetMapping[],
  answers: AnswerCell[],
): Promise<Buffer> {
  const read = await readSheetsAs(bytes, format, mappings[0]?.name ?? 'questionnaire.csv');
  const names = read.grids.map((g) => g.name);
  checkMappings(names, mappings);
  for (const a of answers) {
    if (!names.includes(a.sheet))
      throw refuse('questionnaire_mapping_invalid', M.unknownSheet(a.sheet));
  }
  const edits = answerEdits(mappings, answers);
  // A column added beside the table is named in its header (docs/questionnaires.md).
  const titles = read.grids.flatMap((grid) => {
    const mapping = mappings.find((m) => m.name === grid.name);
    const written = new Set(edits.filter((e) => e.sheet === grid.name).map((e) => e.column));
    return mapping
      ? addedColumnTitles(grid, mapping, written).map((t) => ({ ...t, sheet: grid.name }))
      : [];
  });
  return writeEdits(bytes, read, [...titles, ...edits]);
}
