/** Questions Ask AI could not answer from the published content: the knowledge-base gaps. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unansweredQuestions, type UnansweredQuestionRow } from '../../db/schema/index.ts';

/** The same question asked again, whatever its case and spacing. */
export const questionKey = (question: string): string =>
  question.trim().replace(/\s+/g, ' ').toLowerCase();

/** Counts the question among the unanswered ones (once more when it was asked before). */
export async function recordUnanswered(db: Db, orgId: string, question: string): Promise<void> {
  const text = question.trim().replace(/\s+/g, ' ');
  await db
    .insert(unansweredQuestions)
    .values({ orgId, question: text, questionKey: questionKey(text) })
    .onConflictDoUpdate({
      target: [unansweredQuestions.orgId, unansweredQuestions.questionKey],
      set: {
        question: text,
        timesAsked: sql`${unansweredQuestions.timesAsked} + 1`,
        lastAskedAt: sql`now()`,
      },
    });
}

/** The organisation's unanswered questions, most recently asked first. */
export function listUnanswered(db: Db, orgId: string): Promise<UnansweredQuestionRow[]> {
  return db
    .select()
    .from(unansweredQuestions)
    .where(eq(unansweredQuestions.orgId, orgId))
    .orderBy(desc(unansweredQuestions.lastAskedAt))
    .limit(500);
}

/** Removes a question from the list once staff have dealt with it. */
export async function dismissUnanswered(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(unansweredQuestions)
    .where(and(eq(unansweredQuestions.orgId, orgId), eq(unansweredQuestions.id, id)))
    .returning({ id: unansweredQuestions.id });
  return rows.length > 0;
}
