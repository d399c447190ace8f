/**
 * What the workspace asks of the questionnaire file layer (services/questionnaires/files): read
 * a file into sheets and questions, read it again with a corrected mapping, write answers into
 * it, name the answered file. Also reading a stored file whole (questionnaires are small).
 */
import type { QuestionnaireFormat, TSheetMapping } from '@trustfront/core';
import { QUESTIONNAIRE_FORMATS } from '@trustfront/core';
import type { Storage } from '../../../storage/index.ts';
import {
  exportFileName,
  readQuestionnaire,
  readWithMapping,
  writeAnswers,
  type AnswerCell,
} from '../files/index.ts';

export interface ParsedQuestion {
  sheet: string;
  row: number;
  ref: string | null;
  section: string | null;
  text: string;
  answerOptions: string[] | null;
}

export interface ParsedQuestionnaire {
  format: QuestionnaireFormat;
  sheets: TSheetMapping[];
  questions: ParsedQuestion[];
}

/** Every sheet's mapping, and the questions of all sheets in the file's order. */
function flattened(read: Awaited<ReturnType<typeof readQuestionnaire>>): ParsedQuestionnaire {
  return {
    format: read.format,
    sheets: read.sheets.map((s) => s.mapping),
    questions: read.sheets.flatMap(({ mapping, questions }) =>
      questions.map((q) => ({
        sheet: mapping.name,
        row: q.row,
        ref: q.ref,
        section: q.section,
        text: q.text,
        answerOptions: mapping.answerOptions,
      })),
    ),
  };
}

/** Reads a questionnaire file; throws the file layer's refusal when it cannot. */
export async function parseQuestionnaire(
  bytes: Buffer,
  fileName: string,
): Promise<ParsedQuestionnaire> {
  return flattened(await readQuestionnaire(bytes, fileName));
}

/** Reads the stored file again under the given sheets' columns. */
export async function parseWithMapping(
  bytes: Buffer,
  format: QuestionnaireFormat,
  sheets: readonly TSheetMapping[],
): Promise<ParsedQuestionnaire> {
  const columns = sheets.map(
    ({ name, headerRow, idColumn, questionColumn, answerColumn, commentColumn }) => ({
      name,
      headerRow,
      idColumn,
      questionColumn,
      answerColumn,
      commentColumn,
    }),
  );
  return flattened(await readWithMapping(bytes, format, columns));
}

export async function writeAnswered(
  bytes: Buffer,
  format: QuestionnaireFormat,
  sheets: readonly TSheetMapping[],
  answers: AnswerCell[],
): Promise<Buffer> {
  return writeAnswers(bytes, format, [...sheets], answers);
}

export const answeredFileName = (original: string, orgName: string): string =>
  exportFileName(original, orgName);

/** Whether the workspace reads files of this name's type. */
export const isWorkspaceFile = (fileName: string): boolean =>
  (QUESTIONNAIRE_FORMATS as readonly string[]).includes(
    fileName.toLowerCase().split('.').pop() ?? '',
  );

export async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
