/** The workspace's questionnaires as staff read them: the list, one with its questions, assignees. */
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  TQuestionnaireAssignees,
  TWorkspaceList,
  TWorkspaceQuestionnaire,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import {
  questionnaires,
  users,
  workspaceComments,
  workspaceQuestionnaires,
  workspaceQuestions,
} from '../../../db/schema/index.ts';
import { presentQuestionnaire, presentSummary } from './present.ts';
import { ownQuestionnaire, questionsOf } from './own.ts';

type FromMember = TWorkspaceQuestionnaire['fromMember'];

async function membersOf(db: Db, ids: readonly (string | null)[]) {
  const wanted = ids.filter((id): id is string => id !== null);
  const rows = wanted.length
    ? await db
        .select({
          id: questionnaires.id,
          email: questionnaires.email,
          companyName: questionnaires.companyName,
        })
        .from(questionnaires)
        .where(inArray(questionnaires.id, wanted))
    : [];
  return (id: string | null): FromMember => {
    const row = id ? rows.find((r) => r.id === id) : undefined;
    return row ? { email: row.email, companyName: row.companyName } : null;
  };
}

/** The organisation's workspace questionnaires, newest first. */
export async function listWorkspace(db: Db, orgId: string): Promise<TWorkspaceList> {
  const rows = await db
    .select()
    .from(workspaceQuestionnaires)
    .where(eq(workspaceQuestionnaires.orgId, orgId))
    .orderBy(desc(workspaceQuestionnaires.createdAt))
    .limit(500);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({
          id: workspaceQuestions.questionnaireId,
          state: workspaceQuestions.state,
          n: count(),
        })
        .from(workspaceQuestions)
        .where(inArray(workspaceQuestions.questionnaireId, ids))
        .groupBy(workspaceQuestions.questionnaireId, workspaceQuestions.state)
    : [];
  const fromMember = await membersOf(
    db,
    rows.map((r) => r.memberQuestionnaireId),
  );
  return {
    questionnaires: rows.map((row) => {
      const states = counts
        .filter((c) => c.id === row.id)
        .flatMap((c) => Array.from({ length: c.n }, () => c.state));
      return presentSummary(row, states, fromMember(row.memberQuestionnaireId));
    }),
  };
}

/** Staff names by id, for assignees and approvers. */
async function staffNames(db: Db, orgId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.orgId, orgId));
  return new Map(rows.map((u) => [u.id, u.name || u.email]));
}

export async function getWorkspaceQuestionnaire(
  db: Db,
  orgId: string,
  id: string,
): Promise<TWorkspaceQuestionnaire> {
  const row = await ownQuestionnaire(db, orgId, id);
  const questions = await questionsOf(db, row.id);
  const comments = questions.length
    ? await db
        .select()
        .from(workspaceComments)
        .where(
          inArray(
            workspaceComments.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(workspaceComments.createdAt))
    : [];
  const names = await staffNames(db, orgId);
  const fromMember = (await membersOf(db, [row.memberQuestionnaireId]))(row.memberQuestionnaireId);
  return presentQuestionnaire(row, questions, comments, { names }, fromMember);
}

/** The organisation's active staff: who a question may be assigned to. */
export async function listAssignees(db: Db, orgId: string): Promise<TQuestionnaireAssignees> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.orgId, orgId), isNull(users.deactivatedAt)))
    .orderBy(asc(users.name), asc(users.email));
  return { assignees: rows.map((u) => ({ id: u.id, name: u.name || u.email, email: u.email })) };
}
