/**
 * The member's side (docs/questionnaires.md, The member's side): a questionnaire file sent from
 * the portal enters the workspace and is drafted in the background (a file the workspace cannot
 * read stays a received file); the member's list shows where it stands; the answers reach them
 * as the core rule says (approved ones, and high-confidence drafts from their own reach when the
 * organisation sends those at once); the answered file downloads for the account's members only.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  AppError,
  memberDraftView,
  memberQuestionnaireStatus,
  parseStoredDraft,
  QUESTIONNAIRE_MESSAGES as M,
  ZDraft,
  ZDraftSource,
  type DraftSourceType,
  type TDraft,
  type TMemberDrafts,
  type TMemberQuestionnaire,
} from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import type { Db } from '../../../db/client.ts';
import {
  organizations,
  questionnaires,
  workspaceQuestionnaires,
  workspaceSentFiles,
} from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import { log } from '../../../lib/log-context.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import type { Storage } from '../../../storage/index.ts';
import { createWorkspaceQuestionnaire } from './create-questionnaire.ts';
import { queueDrafting } from './drafting.ts';
import { isWorkspaceFile, readStored } from './file-layer.ts';
import { questionsOf } from './own.ts';

export const QUESTIONNAIRE_INTAKE_JOB = 'questionnaires.intake';
const ZPayload = z.object({ questionnaireId: z.uuid() });

/** Queues a received file's way into the workspace (when its type is one the workspace reads). */
export async function enqueueIntake(db: Db, questionnaireId: string, fileName: string) {
  if (!isWorkspaceFile(fileName)) return;
  await enqueueJob(
    db,
    QUESTIONNAIRE_INTAKE_JOB,
    { questionnaireId },
    { dedupeKey: `${QUESTIONNAIRE_INTAKE_JOB}:${questionnaireId}`, maxAttempts: 3 },
  );
}

/** Reads the received file into the workspace and starts drafting it. */
export async function intakeQuestionnaire(
  deps: { db: Db; storage: Storage },
  questionnaireId: string,
): Promise<void> {
  const { db } = deps;
  const [sent] = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.id, questionnaireId));
  if (!sent?.storageKey || !sent.fileName) return;
  const [already] = await db
    .select({ id: workspaceQuestionnaires.id })
    .from(workspaceQuestionnaires)
    .where(eq(workspaceQuestionnaires.memberQuestionnaireId, sent.id));
  if (already) return;
  let created: { id: string; sheets: { questions: number }[] };
  try {
    created = await createWorkspaceQuestionnaire(deps, sent.orgId, {
      fileName: sent.fileName,
      bytes: await readStored(deps.storage, sent.storageKey),
      createdBy: null,
      memberQuestionnaireId: sent.id,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Not a questionnaire the workspace reads: it stays a received file, as staff see it today.
    log().info({ questionnaireId, code: error.code }, 'received questionnaire left as a file');
    return;
  }
  if (created.sheets.some((s) => s.questions > 0)) await queueDrafting(db, created.id);
}

export const questionnaireIntakeJobHandler =
  (deps: AppDeps): JobHandler =>
  async (job) => {
    await intakeQuestionnaire(deps, ZPayload.parse(job.payload).questionnaireId);
  };

/** Status, answered file and drafts of the member's questionnaires, by their id. */
export async function memberSideOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, Pick<TMemberQuestionnaire, 'status' | 'answeredFileName' | 'hasDrafts'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(workspaceQuestionnaires)
    .where(inArray(workspaceQuestionnaires.memberQuestionnaireId, [...ids]));
  const sent = rows.length
    ? await db
        .select()
        .from(workspaceSentFiles)
        .where(
          inArray(
            workspaceSentFiles.questionnaireId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(workspaceSentFiles.createdAt))
    : [];
  return new Map(
    ids.map((id) => {
      const row = rows.find((r) => r.memberQuestionnaireId === id) ?? null;
      const file = row ? sent.find((f) => f.questionnaireId === row.id) : undefined;
      return [
        id,
        {
          status: memberQuestionnaireStatus(row),
          answeredFileName: row?.sentAt ? (file?.fileName ?? null) : null,
          hasDrafts: row !== null && row.status !== 'imported' && row.status !== 'drafting',
        },
      ];
    }),
  );
}

/** The account's questionnaire `id` in the workspace, or 404. */
async function accountWorkspace(db: Db, orgId: string, accountId: string, id: string) {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db
        .select({ workspace: workspaceQuestionnaires })
        .from(questionnaires)
        .innerJoin(
          workspaceQuestionnaires,
          eq(workspaceQuestionnaires.memberQuestionnaireId, questionnaires.id),
        )
        .where(
          and(
            eq(questionnaires.id, id),
            eq(questionnaires.orgId, orgId),
            eq(questionnaires.accountId, accountId),
          ),
        )
    : [];
  if (!row) throw new AppError('not_found', M.notFound, 404);
  return row.workspace;
}

/** A stored draft with its sources' ids, as the engine wrote it. */
const ZStoredDraft = ZDraft.extend({
  sources: z.array(ZDraftSource.extend({ id: z.string() })).max(3),
});

/**
 * The member's draft when every source of it still reaches them (their account or profile may
 * have lost an item since it was drafted); null otherwise.
 */
function stillReaching(value: unknown, reaches: SourceReach): TDraft | null {
  const parsed = ZStoredDraft.safeParse(value);
  if (!parsed.success) return null;
  return parsed.data.sources.every(reaches) ? parsed.data : null;
}

/** Whether a draft's source reaches the member now (answers/member-reach.ts). */
export type SourceReach = (source: { type: DraftSourceType; id: string }) => boolean;

/** GET {base}/questionnaires/{id}/drafts */
export async function memberDrafts(
  db: Db,
  caller: { orgId: string; accountId: string },
  id: string,
  reaches: SourceReach,
): Promise<TMemberDrafts> {
  const { orgId, accountId } = caller;
  const row = await accountWorkspace(db, orgId, accountId, id);
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  const instant = org?.features.instantMemberDrafts ?? false;
  const questions =
    row.status === 'imported' || row.status === 'drafting' ? [] : await questionsOf(db, row.id);
  return {
    status: memberQuestionnaireStatus(row),
    questions: questions.map((q) => {
      const draft = parseStoredDraft(q.draft);
      return memberDraftView(
        {
          ref: q.ref,
          section: q.section,
          text: q.text,
          approved: q.state === 'approved',
          answer: q.editedAnswer ?? draft?.answer ?? null,
          explanation: q.editedExplanation ?? draft?.explanation ?? null,
          sources: draft?.sources ?? [],
          memberDraft: instant ? stillReaching(q.memberDraft, reaches) : null,
        },
        instant,
      );
    }),
  };
}

/** GET {base}/questionnaires/{id}/answered: the file as it was last sent back. */
export async function openAnsweredFile(
  { db, storage }: { db: Db; storage: Storage },
  orgId: string,
  accountId: string,
  id: string,
) {
  const row = await accountWorkspace(db, orgId, accountId, id);
  const [file] = row.sentAt
    ? await db
        .select()
        .from(workspaceSentFiles)
        .where(eq(workspaceSentFiles.questionnaireId, row.id))
        .orderBy(desc(workspaceSentFiles.createdAt))
        .limit(1)
    : [];
  if (!file) throw new AppError('not_found', M.answeredFileNotFound, 404);
  return {
    fileName: file.fileName,
    contentType: file.contentType,
    size: await storage.size(file.storageKey),
    body: storage.read(file.storageKey),
  };
}
