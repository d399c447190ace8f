/**
 * Drafting (docs/questionnaires.md, Drafting): staff start it, the job queue runs it in the
 * background (answers/questionnaire-drafting.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, QUESTIONNAIRE_MESSAGES as M } from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { workspaceQuestions } from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { assertNotDrafting, ownQuestionnaire, questionsOf, setStatus } from './own.ts';

export const QUESTIONNAIRE_DRAFT_JOB = 'questionnaires.draft';

/** Marks the questions staff have not touched as new again and queues the drafting job. */
export async function queueDrafting(db: Db, questionnaireId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(workspaceQuestions)
      .set({ state: 'new' })
      .where(
        and(
          eq(workspaceQuestions.questionnaireId, questionnaireId),
          inArray(workspaceQuestions.state, ['drafted', 'needs_person']),
        ),
      );
    const pending = await tx
      .select({ id: workspaceQuestions.id })
      .from(workspaceQuestions)
      .where(
        and(
          eq(workspaceQuestions.questionnaireId, questionnaireId),
          eq(workspaceQuestions.state, 'new'),
        ),
      );
    await setStatus(tx, questionnaireId, 'drafting');
    await enqueueJob(tx, QUESTIONNAIRE_DRAFT_JOB, { questionnaireId }, { maxAttempts: 3 });
    return pending.length;
  });
}

/** POST /api/app/questionnaires/{id}/draft */
export async function startDrafting(
  db: Db,
  staff: StaffCaller,
  id: string,
): Promise<{ status: 'drafting'; total: number }> {
  const row = await ownQuestionnaire(db, staff.orgId, id);
  assertNotDrafting(row);
  const all = await questionsOf(db, row.id);
  if (all.length === 0) throw new AppError('invalid_request', M.noQuestions, 400);
  await queueDrafting(db, row.id);
  await recordAudit(db, staff, {
    action: 'questionnaire.draft',
    target: row.fileName,
    before: null,
    after: { questions: all.length },
  });
  return { status: 'drafting', total: all.length };
}
