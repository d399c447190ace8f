/**
 * The questionnaire drafting job (docs/questionnaires.md, Drafting): it drafts the questions
 * still new, a slice at a time, writing each slice's drafts as it goes: the questionnaire's
 * progress is the count of questions no longer new, and a job taken over after a crash goes on
 * where the last one stopped. A member's questionnaire is drafted a second time in the member's
 * own reach when the organisation sends members high-confidence drafts at once.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { nextQuestionState, workspaceStatusOf, type TDraft } from '@trustfront/core';
import type { AppDeps } from '../app-types.ts';
import type { Db } from '../db/client.ts';
import {
  organizations,
  questionnaires,
  workspaceQuestionnaires,
  workspaceQuestions,
  type WorkspaceQuestionRow,
} from '../db/schema/index.ts';
import { NOTHING_TO_DO, type JobHandler } from '../jobs/worker.ts';
import { QUESTIONNAIRE_DRAFT_JOB } from '../services/questionnaires/workspace/drafting.ts';
import { questionsOf, setStatus } from '../services/questionnaires/workspace/own.ts';
import {
  draftAnswers,
  memberDraftScope,
  staffDraftScope,
  type DraftDeps,
  type DraftScope,
  type EngineDraft,
  needsPerson,
} from './drafts.ts';

const ZPayload = z.object({ questionnaireId: z.uuid() });
/** Questions drafted between two writes of progress. */
const SLICE = 25;

async function draftsIn(
  deps: DraftDeps,
  scope: DraftScope | null,
  slice: readonly WorkspaceQuestionRow[],
): Promise<Map<string, EngineDraft>> {
  if (!scope) return new Map(slice.map((q) => [q.id, needsPerson()]));
  const inputs = slice.map((q) => ({ key: q.id, text: q.text, answerOptions: q.answerOptions }));
  return draftAnswers(deps, scope, inputs);
}

/** The member's reach, when the questionnaire is a member's and the organisation asks for it. */
async function memberScopeOf(db: Db, orgId: string, memberQuestionnaireId: string | null) {
  if (!memberQuestionnaireId) return null;
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!org?.features.instantMemberDrafts) return null;
  const [sent] = await db
    .select({ memberId: questionnaires.accountMemberId })
    .from(questionnaires)
    .where(eq(questionnaires.id, memberQuestionnaireId));
  return sent?.memberId ? memberDraftScope(db, orgId, sent.memberId) : null;
}

/** Drafts every new question of the questionnaire, then opens it for review. */
export async function runDrafting(deps: DraftDeps, questionnaireId: string): Promise<boolean> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(workspaceQuestionnaires)
    .where(eq(workspaceQuestionnaires.id, questionnaireId));
  if (!row || row.status !== 'drafting') return false;
  const pending = (await questionsOf(db, row.id)).filter((q) => q.state === 'new');
  const staffScope = await staffDraftScope(db, row.orgId);
  const memberScope = await memberScopeOf(db, row.orgId, row.memberQuestionnaireId);
  for (let i = 0; i < pending.length; i += SLICE) {
    const slice = pending.slice(i, i + SLICE);
    const drafts = await draftsIn(deps, staffScope, slice);
    const memberDrafts = memberScope ? await draftsIn(deps, memberScope, slice) : null;
    await db.transaction(async (tx) => {
      for (const q of slice) {
        const draft: TDraft = drafts.get(q.id) ?? needsPerson();
        const next = nextQuestionState(
          { state: q.state, draft, editedAnswer: q.editedAnswer },
          { kind: 'drafted', draft },
        );
        await tx
          .update(workspaceQuestions)
          .set({
            draft,
            memberDraft: memberDrafts?.get(q.id) ?? null,
            state: next.ok ? next.state : q.state,
          })
          .where(eq(workspaceQuestions.id, q.id));
      }
    });
  }
  await settle(db, row.id);
  return true;
}

/**
 * Ends drafting: review (done when every question is approved), or imported again when no
 * question was drafted (a job that failed for good leaves the questionnaire to staff, never
 * drafting for ever).
 */
async function settle(db: Db, questionnaireId: string): Promise<void> {
  const states = (
    await db
      .select({ state: workspaceQuestions.state })
      .from(workspaceQuestions)
      .where(eq(workspaceQuestions.questionnaireId, questionnaireId))
  ).map((q) => q.state);
  const drafted = states.some((state) => state !== 'new');
  await setStatus(db, questionnaireId, drafted ? workspaceStatusOf('review', states) : 'imported');
}

export { QUESTIONNAIRE_DRAFT_JOB };

export const questionnaireDraftJobHandler =
  (deps: AppDeps): JobHandler =>
  async (job) => {
    const { questionnaireId } = ZPayload.parse(job.payload);
    try {
      return (await runDrafting(deps, questionnaireId)) ? undefined : NOTHING_TO_DO;
    } catch (error) {
      if (job.attempts >= job.maxAttempts) await settle(deps.db, questionnaireId);
      throw error;
    }
  };
