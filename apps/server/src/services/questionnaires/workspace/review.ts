/**
 * Review (docs/questionnaires.md, Review): staff edit, approve, assign and comment on a question,
 * each change through the core state rule and in the audit log; approve-high approves every
 * high-confidence draft at once. The questionnaire is done once every question is approved.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  AppError,
  learnsFromApproval,
  nextQuestionState,
  parseStoredDraft,
  QUESTIONNAIRE_MESSAGES as M,
  workspaceStatusOf,
  type QuestionEvent,
  type QuestionFacts,
  type TQuestionPatch,
  type TWorkspaceQuestion,
} from '@trustfront/core';
import type { Config } from '../../../config.ts';
import type { Db, Tx } from '../../../db/client.ts';
import {
  users,
  workspaceComments,
  workspaceQuestions,
  type WorkspaceQuestionnaireRow,
  type WorkspaceQuestionRow,
} from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { mailAssignee } from './assign-mail.ts';
import { learnAnswer } from './learn.ts';
import { getWorkspaceQuestionnaire } from './load-workspace.ts';
import { assertNotDrafting, ownQuestion, ownQuestionnaire, questionsOf, setStatus } from './own.ts';

type Deps = { db: Db; config: Pick<Config, 'smtpUrl' | 'publicUrl'> };

function step(facts: QuestionFacts, event: QuestionEvent): QuestionFacts {
  const next = nextQuestionState(facts, event);
  if (!next.ok) throw new AppError(next.code, next.message, 409);
  return { ...facts, state: next.state };
}

async function staffMember(db: Db, orgId: string, id: string) {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.id, id), eq(users.orgId, orgId), isNull(users.deactivatedAt)))
    : [];
  if (!row) throw new AppError('invalid_request', M.assigneeNotFound, 400);
  return row;
}

/** The question's facts after the patch's edit (answer and explanation), before approval. */
function edited(q: WorkspaceQuestionRow, patch: TQuestionPatch) {
  const answer = patch.answer === undefined ? q.editedAnswer : patch.answer || null;
  const explanation =
    patch.explanation === undefined ? q.editedExplanation : patch.explanation || null;
  const draft = parseStoredDraft(q.draft);
  let facts: QuestionFacts = { state: q.state, draft, editedAnswer: answer };
  if (patch.answer !== undefined || patch.explanation !== undefined) {
    facts =
      answer === null && explanation === null
        ? // The edit taken back: the question is the draft's again.
          step(facts, { kind: 'revert' })
        : step(facts, { kind: 'edit' });
  }
  return { facts, answer, explanation };
}

async function refreshStatus(tx: Tx, row: WorkspaceQuestionnaireRow) {
  const states = (await questionsOf(tx, row.id)).map((q) => q.state);
  const status = workspaceStatusOf(row.status, states);
  if (status !== row.status) await setStatus(tx, row.id, status);
}

/** PATCH /api/app/questionnaires/{id}/questions/{questionId} */
export async function patchQuestion(
  deps: Deps,
  staff: StaffCaller,
  id: string,
  questionId: string,
  patch: TQuestionPatch,
): Promise<TWorkspaceQuestion> {
  const { db } = deps;
  const row = await ownQuestionnaire(db, staff.orgId, id);
  assertNotDrafting(row);
  const q = await ownQuestion(db, row.id, questionId);
  const assignee = patch.assigneeId ? await staffMember(db, staff.orgId, patch.assigneeId) : null;
  const change = edited(q, patch);
  let facts = change.facts;
  const stateBeforeApproval = facts.state;
  if (patch.approved === true && facts.state !== 'approved') {
    facts = step(facts, { kind: 'approve' });
  }
  if (patch.approved === false) facts = step(facts, { kind: 'unapprove' });
  const approvedNow = facts.state === 'approved' && q.state !== 'approved';
  await db.transaction(async (tx) => {
    const draft = parseStoredDraft(q.draft);
    const kbEntryId =
      approvedNow && patch.keepInKnowledgeBase && learnsFromApproval(stateBeforeApproval)
        ? await learnAnswer(tx, staff, {
            question: q.text,
            answer: change.answer ?? draft?.answer ?? '',
            explanation: change.explanation ?? draft?.explanation ?? null,
            sources: draft?.sources ?? [],
            fileName: row.fileName,
          })
        : q.kbEntryId;
    await tx
      .update(workspaceQuestions)
      .set({
        state: facts.state,
        editedAnswer: change.answer,
        editedExplanation: change.explanation,
        approvedBy: facts.state === 'approved' ? (approvedNow ? staff.userId : q.approvedBy) : null,
        approvedAt: facts.state === 'approved' ? (approvedNow ? new Date() : q.approvedAt) : null,
        assigneeId: patch.assigneeId === undefined ? q.assigneeId : patch.assigneeId,
        kbEntryId,
      })
      .where(eq(workspaceQuestions.id, q.id));
    if (patch.comment) {
      const [author] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, staff.userId));
      await tx.insert(workspaceComments).values({
        orgId: staff.orgId,
        questionId: q.id,
        authorId: staff.userId,
        authorName: author?.name || author?.email || staff.email,
        text: patch.comment,
      });
    }
    await refreshStatus(tx, row);
    await recordAudit(tx, staff, {
      action: 'questionnaire.question',
      target: `${row.fileName}: ${q.ref ?? q.text.slice(0, 80)}`,
      before: { state: q.state, answer: q.editedAnswer, assigneeId: q.assigneeId },
      after: { state: facts.state, ...patch },
    });
  });
  if (assignee && assignee.id !== q.assigneeId && assignee.id !== staff.userId) {
    await mailAssignee(deps, staff, { row, question: q, assignee });
  }
  const full = await getWorkspaceQuestionnaire(db, staff.orgId, row.id);
  const question = full.questions.find((x) => x.id === q.id);
  if (!question) throw new AppError('not_found', M.questionNotFound, 404);
  return question;
}

/** POST /api/app/questionnaires/{id}/approve-high: every high-confidence draft not yet approved. */
export async function approveHigh(
  db: Db,
  staff: StaffCaller,
  id: string,
): Promise<{ approved: number }> {
  const row = await ownQuestionnaire(db, staff.orgId, id);
  assertNotDrafting(row);
  const high = (await questionsOf(db, row.id)).filter(
    (q) => q.state === 'drafted' && parseStoredDraft(q.draft)?.confidence === 'high',
  );
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const q of high) {
      await tx
        .update(workspaceQuestions)
        .set({ state: 'approved', approvedBy: staff.userId, approvedAt: now })
        .where(eq(workspaceQuestions.id, q.id));
    }
    await refreshStatus(tx, row);
    await recordAudit(tx, staff, {
      action: 'questionnaire.approve-high',
      target: row.fileName,
      before: null,
      after: { approved: high.length },
    });
  });
  return { approved: high.length };
}
