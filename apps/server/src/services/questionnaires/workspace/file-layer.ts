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

/** Reads a questionnaire file; throws the file layer's refusal when it cannot. */
export async function parseQuestionnaire(
  bytes: Buffer,
  fileName: string,
): Promise<ParsedQuestionnaire> {
  return readQuestionnaire(bytes, fileName);
}

export async function parseWithMapping(
  bytes: Buffer,
  format: QuestionnaireFormat,
  sheets: readonly TSheetMapping[],
): Promise<Omit<ParsedQuestionnaire, 'format'>> {
  return readWithMapping(bytes, format, [...sheets]);
}

export async function writeAnswered(
  bytes: Buffer,
  format: QuestionnaireFormat,
  sheets: readonly TSheetMapping[],
  answers: { sheet: string; row: number; answer: string; comment: string }[],
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
