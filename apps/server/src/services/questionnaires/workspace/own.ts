/**
 * The workspace questionnaire a staff request names, of the caller's organisation only: another
 * organisation's questionnaire is as missing as one that never was.
 */
import { and, asc, eq } from 'drizzle-orm';
import { AppError, QUESTIONNAIRE_MESSAGES as M, type WorkspaceStatus } from '@trustfront/core';
import type { Db, Tx } from '../../../db/client.ts';
import {
  workspaceQuestionnaires,
  workspaceQuestions,
  type WorkspaceQuestionnaireRow,
  type WorkspaceQuestionRow,
} from '../../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const questionnaireNotFound = () => new AppError('not_found', M.notFound, 404);

export async function ownQuestionnaire(
  db: Db,
  orgId: string,
  id: string,
): Promise<WorkspaceQuestionnaireRow> {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(workspaceQuestionnaires)
        .where(and(eq(workspaceQuestionnaires.id, id), eq(workspaceQuestionnaires.orgId, orgId)))
    : [];
  if (!row) throw questionnaireNotFound();
  return row;
}

/** The questionnaire's questions in the file's order. */
export function questionsOf(db: Db, questionnaireId: string): Promise<WorkspaceQuestionRow[]> {
  return db
    .select()
    .from(workspaceQuestions)
    .where(eq(workspaceQuestions.questionnaireId, questionnaireId))
    .orderBy(asc(workspaceQuestions.position));
}

/** The questionnaire's question `questionId`, or 404. */
export async function ownQuestion(
  db: Db,
  questionnaireId: string,
  questionId: string,
): Promise<WorkspaceQuestionRow> {
  const [row] = UUID.test(questionId)
    ? await db
        .select()
        .from(workspaceQuestions)
        .where(
          and(
            eq(workspaceQuestions.id, questionId),
            eq(workspaceQuestions.questionnaireId, questionnaireId),
          ),
        )
    : [];
  if (!row) throw new AppError('not_found', M.questionNotFound, 404);
  return row;
}

/** Refuses a change while the drafting job works on the questions. */
export function assertNotDrafting(row: { status: WorkspaceStatus }): void {
  if (row.status === 'drafting') throw new AppError('questionnaire_busy', M.busy, 409);
}

export async function setStatus(db: Db | Tx, id: string, status: WorkspaceStatus): Promise<void> {
  await db
    .update(workspaceQuestionnaires)
    .set({ status, updatedAt: new Date() })
    .where(eq(workspaceQuestionnaires.id, id));
}
