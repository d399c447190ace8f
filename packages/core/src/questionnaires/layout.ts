/**
 * Finding a questionnaire's table in a sheet (docs/questionnaires.md, Importing and exporting
 * files): the header row wherever it stands, the id, question, answer and comment columns by
 * their headers' words (or, without a header, by what the cells say), then each question row with
 * its id and the section it stands in. A sheet without such a table maps to nulls and no
 * questions. Pure: the server reads the file into a `SheetGrid` and writes the answers back.
 */
import type { TSheetMapping } from './workspace.ts';
import {
  headerCue,
  isAnswerList,
  isRef,
  leadingRef,
  looksLikeHeading,
  looksLikeQuestion,
  headerWords,
  type ColumnRole,
} from './cues.ts';
import {
  cellText,
  columnIndex,
  columnLetter,
  filledTexts,
  gridWidth,
  type CellRange,
  type SheetGrid,
} from './grid.ts';

export interface DetectedQuestion {
  /** The 1-based row in the file (a DOCX table's row). */
  row: number;
  /** The question's own id ('IAM-01.1'), from the id column or the start of its text. */
  ref: string | null;
  section: string | null;
  text: string;
}

/** A sheet's columns, as detected or as staff corrected them. */
export type SheetColumns = Omit<TSheetMapping, 'questions' | 'answerOptions'>;

export interface DetectedSheet {
  mapping: TSheetMapping;
  questions: DetectedQuestion[];
}

/** How far down a header is looked for (cover text, logos and instructions stand above it). */
export const HEADER_SEARCH_ROWS = 60;

const NO_TABLE = (name: string): SheetColumns => ({
  name,
  headerRow: null,
  idColumn: null,
  questionColumn: null,
  answerColumn: null,
  commentColumn: null,
});

interface HeaderRow {
  row: number;
  roles: Partial<Record<ColumnRole, number>>;
  score: number;
}

/** Whether a cell of this column in the next rows reads like a question. */
function asksBelow(grid: SheetGrid, row: number, column: number): boolean {
  const last = Math.min(grid.cells.length, row + 200);
  for (let r = row + 1; r <= last; r++) {
    if (looksLikeQuestion(cellText(grid, r, column))) return true;
  }
  return false;
}

/** Whether a row's one header cell, naming the questions, stands over questions. */
function lonelyHeader(grid: SheetGrid, row: number, column: number): boolean {
  return !cellText(grid, row, column).includes('?') && asksBelow(grid, row, column);
}

/** The row whose cells name the most roles (a question column among them), the first of equals. */
function findHeaderRow(grid: SheetGrid): HeaderRow | null {
  let best: HeaderRow | null = null;
  const last = Math.min(grid.cells.length, HEADER_SEARCH_ROWS);
  for (let row = 1; row <= last; row++) {
    const roles: Partial<Record<ColumnRole, number>> = {};
    const strengths: Partial<Record<ColumnRole, number>> = {};
    (grid.cells[row - 1] ?? []).forEach((text, column) => {
      const cue = headerCue(text);
      if (!cue || (strengths[cue.role] ?? 0) >= cue.strength) return;
      roles[cue.role] = column;
      strengths[cue.role] = cue.strength;
    });
    const found = Object.keys(roles).length;
    const question = strengths.question ?? 0;
    if (question === 0) continue;
    // A lone header cell naming the questions ('Question') heads a list of questions alone,
    // when it asks nothing itself and questions follow.
    if (found < 2 && !(question === 3 && lonelyHeader(grid, row, roles.question ?? 0))) continue;
    // Weak words ('Description', 'Control') name a question column only above a question: a
    // legend ('Response' | 'Description') on an instructions sheet is no table of questions.
    if (question === 1 && !asksBelow(grid, row, roles.question ?? 0)) continue;
    const score =
      question * 2 +
      (strengths.answer ?? 0) * 2 +
      (strengths.comment ?? 0) +
      (strengths.id ?? 0) / 2;
    if (!best || score > best.score) best = { row, roles, score };
  }
  return best;
}

/** The list-carrying column right of the question whose values are an answer's, if any. */
function listAnswerColumn(grid: SheetGrid, after: number, taken: number[]): number | null {
  const columns = Object.entries(grid.lists)
    .filter(([, values]) => isAnswerList(values))
    .map(([letter]) => columnIndex(letter))
    .filter((c) => c > after && !taken.includes(c))
    .sort((a, b) => a - b);
  return columns[0] ?? null;
}

/** The column left of the question whose cells in these rows are mostly ids, if any. */
function refColumn(grid: SheetGrid, question: number, rows: number[]): number | null {
  for (let c = question - 1; c >= 0; c--) {
    const refs = rows.filter((r) => isRef(cellText(grid, r, c))).length;
    if (rows.length > 0 && refs / rows.length >= 0.6) return c;
  }
  return null;
}

/** The first column right of `after` that is empty on every one of these rows. */
function emptyColumn(grid: SheetGrid, after: number, rows: number[], taken: number[]): number {
  let c = after + 1;
  while (taken.includes(c) || rows.some((r) => cellText(grid, r, c) !== '')) c++;
  return c;
}

/** A column, or null where the table cannot grow to it (a Word table's columns stop). */
const withinTable = (grid: SheetGrid, column: number) =>
  grid.bounded && column >= gridWidth(grid) ? null : column;

const letterOf = (index: number | null | undefined) =>
  index === null || index === undefined ? null : columnLetter(index);

/** The columns by the header's words; a list column or the ids' shape fills what the words miss. */
function columnsFromHeader(grid: SheetGrid, header: HeaderRow): SheetColumns {
  const question = header.roles.question ?? 0;
  const below = Array.from(
    { length: grid.cells.length - header.row },
    (_, i) => header.row + 1 + i,
  );
  const asked = below.filter((r) => cellText(grid, r, question) !== '');
  const id = header.roles.id ?? refColumn(grid, question, asked);
  const taken = [question, ...(id === null ? [] : [id])];
  const answer = header.roles.answer ?? listAnswerColumn(grid, question, taken);
  if (answer === null) return withNewColumns(grid, header, { question, id, taken }, asked);
  return {
    name: grid.name,
    headerRow: header.row,
    idColumn: letterOf(id),
    questionColumn: letterOf(question),
    answerColumn: letterOf(answer),
    commentColumn: letterOf(header.roles.comment),
  };
}

/**
 * A header naming no answer column: the answer goes in the first column right of the question
 * that is empty in the header and on every question's row, the comment (unless the header names
 * one) in the next; the export names them in the header (docs/questionnaires.md, Exporting).
 * A table that cannot grow (a Word table) keeps only the columns it has.
 */
function withNewColumns(
  grid: SheetGrid,
  header: HeaderRow,
  { question, id, taken }: { question: number; id: number | null; taken: number[] },
  asked: number[],
): SheetColumns {
  const rows = [header.row, ...asked];
  const comment = header.roles.comment;
  const answer = emptyColumn(
    grid,
    question,
    rows,
    comment === undefined ? taken : [...taken, comment],
  );
  const added = comment ?? emptyColumn(grid, answer, rows, [...taken, answer]);
  return {
    name: grid.name,
    headerRow: header.row,
    idColumn: letterOf(id),
    questionColumn: letterOf(question),
    answerColumn: letterOf(withinTable(grid, answer)),
    commentColumn: letterOf(withinTable(grid, added)),
  };
}

/** Without a header: the column holding the most question-like texts, at least two. */
function columnsFromContent(grid: SheetGrid): SheetColumns {
  const width = gridWidth(grid);
  let question = -1;
  let count = 0;
  for (let c = 0; c < width; c++) {
    const n = grid.cells.filter((row) => looksLikeQuestion(row[c] ?? '')).length;
    if (n > count) [question, count] = [c, n];
  }
  if (count < 2) return NO_TABLE(grid.name);
  const rows = grid.cells
    .map((row, i) => (looksLikeQuestion(row[question] ?? '') ? i + 1 : 0))
    .filter((r) => r > 0);
  // The section titles right above the first question belong to the table: the rows above them
  // (a title, a blank line) do not.
  let first = rows[0] ?? 1;
  while (first > 1) {
    const above = filledTexts(grid, first - 1);
    if (above.length !== 1 || !looksLikeHeading(above[0] ?? '')) break;
    first--;
  }
  const id = refColumn(grid, question, rows);
  const taken = [question, ...(id === null ? [] : [id])];
  const answer =
    listAnswerColumn(grid, question, taken) ?? emptyColumn(grid, question, rows, taken);
  const comment = emptyColumn(grid, answer, rows, [...taken, answer]);
  return {
    name: grid.name,
    headerRow: first > 1 ? first - 1 : null,
    idColumn: letterOf(id),
    questionColumn: columnLetter(question),
    answerColumn: letterOf(withinTable(grid, answer)),
    commentColumn: letterOf(withinTable(grid, comment)),
  };
}

/** The merged ranges running across columns, by the row they start on. */
function mergesByRow(grid: SheetGrid): Map<number, CellRange[]> {
  const byRow = new Map<number, CellRange[]>();
  for (const m of grid.merges) {
    if (m.right > m.left) byRow.set(m.top, [...(byRow.get(m.top) ?? []), m]);
  }
  return byRow;
}

/** The title of a merged range starting on this row across the table (a section's), or null. */
function sectionMerge(
  grid: SheetGrid,
  merges: ReadonlyMap<number, CellRange[]>,
  row: number,
  columns: number[],
): string | null {
  for (const m of merges.get(row) ?? []) {
    const covered = columns.filter((c) => c + 1 >= m.left && c + 1 <= m.right).length;
    if (covered >= 2 || (covered >= 1 && columns.length === 1)) {
      return cellText(grid, row, m.left - 1) || filledTexts(grid, row)[0] || null;
    }
  }
  return null;
}

/** The next non-empty text of a column from `row` on, going `step` rows at a time, or null. */
function nextText(
  grid: SheetGrid,
  column: number,
  row: number,
  step: 1 | -1,
  top: number,
): string | null {
  for (let r = row + step; r >= top && r <= grid.cells.length; r += step) {
    const text = cellText(grid, r, column);
    if (text !== '') return text;
  }
  return null;
}

/**
 * Whether a lone title-like text heads questions as a section does: it starts with a capital or
 * a digit, a question follows it, and it does not close a run of short statements ('TLS min
 * version', 'RTO / RPO': a run of terse questions, not sections).
 */
function headsQuestions(
  grid: SheetGrid,
  at: { column: number; row: number; top: number },
  text: string,
): boolean {
  if (!/^[\p{Lu}\p{N}]/u.test(text.trim())) return false;
  const next = nextText(grid, at.column, at.row, 1, at.top);
  const previous = nextText(grid, at.column, at.row, -1, at.top);
  return (
    next !== null && !looksLikeHeading(next) && (previous === null || !looksLikeHeading(previous))
  );
}

/** The questions of a sheet under these columns, each with the section it stands in. */
export function questionsOf(grid: SheetGrid, columns: SheetColumns): DetectedQuestion[] {
  if (columns.questionColumn === null) return [];
  const q = columnIndex(columns.questionColumn);
  const id = columns.idColumn === null ? null : columnIndex(columns.idColumn);
  const tableColumns = [columns.idColumn, columns.questionColumn, columns.answerColumn]
    .filter((c): c is string => c !== null)
    .map(columnIndex);
  const first = (columns.headerRow ?? 0) + 1;
  const headerText = columns.headerRow ? headerWords(cellText(grid, columns.headerRow, q)) : '';
  const rows = Array.from(
    { length: Math.max(0, grid.cells.length - first + 1) },
    (_, i) => first + i,
  );
  const texts = rows.map((r) => cellText(grid, r, q)).filter((t) => t !== '');
  const withRef = id === null ? 0 : rows.filter((r) => cellText(grid, r, id) !== '').length;
  const refsUsual = id !== null && withRef * 2 >= texts.length;
  // Lone short titles are sections only while they are the exception: a list of short
  // statements is a list of questions.
  const headingsRare = texts.filter(looksLikeHeading).length * 2 < texts.length;

  const merges = mergesByRow(grid);
  const questions: DetectedQuestion[] = [];
  let section: string | null = null;
  for (const row of rows) {
    const merged = sectionMerge(grid, merges, row, tableColumns);
    if (merged !== null) {
      section = merged;
      continue;
    }
    const filled = filledTexts(grid, row);
    const text = cellText(grid, row, q);
    if (text === '') {
      if (filled.length === 1 && filled[0] !== undefined && !isRef(filled[0])) section = filled[0];
      continue;
    }
    if (headerText && headerWords(text) === headerText) continue;
    const ref = id === null ? '' : cellText(grid, row, id);
    const alone = filled.length === 1;
    if (
      alone &&
      ((refsUsual && ref === '') ||
        (id === null &&
          headingsRare &&
          looksLikeHeading(text) &&
          headsQuestions(grid, { column: q, row, top: first }, text)))
    ) {
      section = text;
      continue;
    }
    questions.push({ row, ref: ref || leadingRef(text), section, text });
  }
  return questions;
}

/** The mapping of a sheet's columns, with what it finds; no questions maps to nulls. */
export function mapSheet(grid: SheetGrid, columns: SheetColumns): DetectedSheet {
  const questions = questionsOf(grid, columns);
  const options = columns.answerColumn === null ? undefined : grid.lists[columns.answerColumn];
  return {
    mapping: {
      ...columns,
      answerOptions: options ? [...options] : null,
      questions: questions.length,
    },
    questions,
  };
}

/** The mapping of a sheet without questions (a cover, instructions, a list of values). */
export function unmappedSheet(name: string): TSheetMapping {
  return { ...NO_TABLE(name), answerOptions: null, questions: 0 };
}

/** The sheet's mapping and questions as detected. */
export function detectSheet(grid: SheetGrid): DetectedSheet {
  const header = findHeaderRow(grid);
  const byHeader = header ? mapSheet(grid, columnsFromHeader(grid, header)) : null;
  const byContent = mapSheet(grid, columnsFromContent(grid));
  // A header over another column than the one asking more questions (a form's labels, a legend
  // above the table) gives way to what the cells say.
  const detected =
    byHeader &&
    (byHeader.mapping.questionColumn === byContent.mapping.questionColumn ||
      byHeader.questions.length >= byContent.questions.length)
      ? byHeader
      : byContent;
  if (detected.questions.length > 0) return detected;
  return { mapping: unmappedSheet(grid.name), questions: [] };
}
