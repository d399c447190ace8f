/**
 * A questionnaire enters the workspace (docs/questionnaires.md, Importing): the file is read
 * first, so that nothing of a refused file is kept; then the original is stored under a fresh
 * key and the questionnaire and its questions written in one transaction, the stored file
 * removed again when that fails.
 */
import { randomUUID } from 'node:crypto';
import {
  AppError,
  cleanFileName,
  MEMBER_MESSAGES,
  QUESTIONNAIRE_MAX_BYTES,
  QUESTIONNAIRE_MAX_MB,
  type TQuestionnaireImported,
} from '@trustfront/core';
import type { Db, Tx } from '../../../db/client.ts';
import { workspaceQuestionnaires, workspaceQuestions } from '../../../db/schema/index.ts';
import type { Storage } from '../../../storage/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { parseQuestionnaire, type ParsedQuestion } from './file-layer.ts';

export interface NewQuestionnaire {
  fileName: string;
  bytes: Buffer;
  createdBy: string | null;
  memberQuestionnaireId: string | null;
}

/** The rows of a file's questions, in the file's order. */
export const questionRowsOf = (
  orgId: string,
  questionnaireId: string,
  questions: readonly ParsedQuestion[],
) =>
  questions.map((q, position) => ({
    orgId,
    questionnaireId,
    position,
    sheet: q.sheet,
    row: q.row,
    ref: q.ref,
    section: q.section,
    text: q.text,
    answerOptions: q.answerOptions,
  }));

/** Inserts in slices: a 300-question workbook is one statement per hundred rows. */
export async function insertQuestions(
  tx: Db | Tx,
  rows: ReturnType<typeof questionRowsOf>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await tx.insert(workspaceQuestions).values(rows.slice(i, i + 100));
  }
}

/** Reads, stores and writes a questionnaire; answers what was found. */
export async function createWorkspaceQuestionnaire(
  { db, storage }: { db: Db; storage: Storage },
  orgId: string,
  input: NewQuestionnaire,
  audit?: (tx: Tx, imported: TQuestionnaireImported) => Promise<void>,
): Promise<TQuestionnaireImported> {
  if (input.bytes.length > QUESTIONNAIRE_MAX_BYTES) {
    throw new AppError(
      'file_too_large',
      MEMBER_MESSAGES.questionnaireFileTooLarge(QUESTIONNAIRE_MAX_MB),
      413,
    );
  }
  const fileName = cleanFileName(input.fileName);
  const parsed = await parseQuestionnaire(input.bytes, fileName);
  const key = `questionnaires/${orgId}/${randomUUID()}`;
  await storage.put(key, input.bytes);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(workspaceQuestionnaires)
        .values({
          orgId,
          fileName,
          format: parsed.format,
          storageKey: key,
          sheets: parsed.sheets,
          memberQuestionnaireId: input.memberQuestionnaireId,
          createdBy: input.createdBy,
        })
        .returning({ id: workspaceQuestionnaires.id });
      if (!row) throw new Error('The questionnaire was not written');
      await insertQuestions(tx, questionRowsOf(orgId, row.id, parsed.questions));
      const imported = { id: row.id, format: parsed.format, fileName, sheets: parsed.sheets };
      await audit?.(tx, imported);
      return imported;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** POST /api/app/questionnaires/imports: staff import a customer's questionnaire. */
export function importQuestionnaire(
  deps: { db: Db; storage: Storage },
  staff: StaffCaller,
  upload: { fileName: string; bytes: Buffer },
): Promise<TQuestionnaireImported> {
  return createWorkspaceQuestionnaire(
    deps,
    staff.orgId,
    { ...upload, createdBy: staff.userId, memberQuestionnaireId: null },
    (tx, imported) =>
      recordAudit(tx, staff, {
        action: 'questionnaire.import',
        target: imported.fileName,
        before: null,
        after: { format: imported.format, sheets: imported.sheets.map((s) => s.name) },
      }),
  );
}
