/**
 * Export and send-back (docs/questionnaires.md, Exporting and sending back): the original file
 * with the answers written in place (staff's edit, else the draft's), named for the
 * organisation. Sending it back keeps the file as sent, tells the member by mail and shows it
 * under the portal's Questionnaires.
 */
import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AppError,
  DRAFT_SOURCE_TYPES,
  parseStoredDraft,
  QUESTIONNAIRE_MESSAGES as M,
  questionnaireContentType,
  type QuestionnaireFormat,
} from '@trustfront/core';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import {
  organizations,
  questionnaires,
  workspaceQuestionnaires,
  workspaceSentFiles,
  type WorkspaceQuestionnaireRow,
} from '../../../db/schema/index.ts';
import { mailSenderOf } from '../../../mail/org-identity.ts';
import { queueMail } from '../../../mail/outbox.ts';
import { renderMail } from '../../../mail/render.ts';
import { ActionMail } from '../../../mail/templates/ActionMail.tsx';
import type { Storage } from '../../../storage/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { signAnswers, withDigests, type SourceRef } from '../../portal/signed-answers.ts';
import { gridCell, readSignedFile, withSignature } from '../files/signature.ts';
import { answeredFileName, readStored, writeAnswered } from './file-layer.ts';
import { ownQuestionnaire, questionsOf } from './own.ts';

type Deps = {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'smtpUrl' | 'publicUrl' | 'secret'>;
};

/** A stored draft's sources with the ids they were found by (the schema keeps only what is shown). */
const ZCitedSources = z.object({
  sources: z.array(
    z.object({
      type: z.enum(DRAFT_SOURCE_TYPES),
      id: z.string(),
      title: z.string(),
      internal: z.boolean(),
    }),
  ),
});

/** The sources a buyer may be told of: those the draft cites that are not only staff's. */
function publicSourcesOf(draft: unknown): SourceRef[] {
  const parsed = ZCitedSources.safeParse(draft);
  if (!parsed.success) return [];
  return parsed.data.sources
    .filter((s) => !s.internal)
    .map(({ type, id, title }) => ({ type, id, title }));
}

export interface AnsweredFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * The questionnaire's file with its answers written and signed (docs/questionnaires.md, Signed
 * answers): the signature names each answer with the cells it was written into, as the written
 * file reads them, and the public sources its draft cites.
 */
export async function answeredFileOf(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  row: WorkspaceQuestionnaireRow,
): Promise<AnsweredFile> {
  const { db, storage } = deps;
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, row.orgId));
  const questions = (await questionsOf(db, row.id)).flatMap((q) => {
    const draft = parseStoredDraft(q.draft);
    const answer = q.editedAnswer ?? draft?.answer ?? null;
    const comment = q.editedExplanation ?? draft?.explanation ?? null;
    return answer === null && comment === null ? [] : [{ q, answer, comment }];
  });
  const answers = questions.map(({ q, answer, comment }) => ({
    sheet: q.sheet,
    row: q.row,
    answer,
    comment,
  }));
  const original = await readStored(storage, row.storageKey);
  const fileName = answeredFileName(row.fileName, org?.name ?? '');
  const written = await writeAnswered(original, row.format, row.sheets, answers);
  const read = await readSignedFile(written, `answered.${row.format}`);
  const signedAnswers = await Promise.all(
    questions.map(async ({ q, answer, comment }) => {
      const mapping = row.sheets.find((m) => m.name === q.sheet);
      const columns = [mapping?.answerColumn ?? null, mapping?.commentColumn ?? null];
      const cells = columns.flatMap((column) => {
        if (column === null || !read) return [];
        const text = gridCell(read, { sheet: q.sheet, row: q.row, column }) ?? '';
        return [{ sheet: q.sheet, row: q.row, column, text }];
      });
      const sources = await withDigests(db, row.orgId, publicSourcesOf(q.draft));
      return { question: q.text, ref: q.ref, answer, comment, cells, sources };
    }),
  );
  const { jws } = await signAnswers({ db, secret: deps.config.secret }, row.orgId, {
    kind: 'questionnaire',
    file: { name: fileName, format: row.format },
    answers: signedAnswers,
  });
  return {
    fileName,
    contentType: questionnaireContentType(fileName) ?? 'application/octet-stream',
    body: await withSignature(written, row.format, jws),
  };
}

/** GET /api/app/questionnaires/{id}/export?format= (the questionnaire's own format only). */
export async function exportQuestionnaire(
  deps: Deps,
  staff: StaffCaller,
  id: string,
  format: QuestionnaireFormat | undefined,
): Promise<AnsweredFile> {
  const row = await ownQuestionnaire(deps.db, staff.orgId, id);
  if (format && format !== row.format) {
    throw new AppError('invalid_request', M.exportFormat(row.format), 400);
  }
  const file = await answeredFileOf(deps, row);
  await recordAudit(deps.db, staff, {
    action: 'questionnaire.export',
    target: row.fileName,
    before: null,
    after: { fileName: file.fileName },
  });
  return file;
}

/** POST /api/app/questionnaires/{id}/send: every question approved, to the member it came from. */
export async function sendBack(deps: Deps, staff: StaffCaller, id: string) {
  const { db, storage } = deps;
  const row = await ownQuestionnaire(db, staff.orgId, id);
  const [from] = row.memberQuestionnaireId
    ? await db.select().from(questionnaires).where(eq(questionnaires.id, row.memberQuestionnaireId))
    : [];
  // A public visitor has no portal account to find the file in: staff export and send it.
  if (!from?.accountId) throw new AppError('invalid_request', M.noMember, 409);
  if (row.status !== 'done') throw new AppError('questionnaire_not_done', M.notDone, 409);
  const file = await answeredFileOf(deps, row);
  const key = `questionnaires/${row.orgId}/${randomUUID()}`;
  await storage.put(key, file.body);
  const sentAt = new Date();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(workspaceSentFiles).values({
        orgId: row.orgId,
        questionnaireId: row.id,
        fileName: file.fileName,
        contentType: file.contentType,
        storageKey: key,
      });
      await tx
        .update(workspaceQuestionnaires)
        .set({ sentAt, updatedAt: sentAt })
        .where(eq(workspaceQuestionnaires.id, row.id));
      await recordAudit(tx, staff, {
        action: 'questionnaire.send',
        target: row.fileName,
        before: null,
        after: { to: from.email, fileName: file.fileName },
      });
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  const sender = await mailSenderOf(db, deps.config.publicUrl, row.orgId);
  const subject = M.answeredSubject(sender.name);
  const { html, text } = await renderMail(
    createElement(ActionMail, {
      org: sender,
      heading: subject,
      paragraphs: [M.answeredText(sender.name, row.fileName)],
      action: { label: M.answeredAction, url: sender.portalUrl },
    }),
  );
  await queueMail(deps, {
    orgId: row.orgId,
    kind: 'questionnaire_answered',
    to: from.email,
    subject,
    html,
    text,
  });
  return { sentAt: sentAt.toISOString() };
}

/** DELETE /api/app/questionnaires/{id}: the questionnaire, its questions and its stored files. */
export async function deleteWorkspaceQuestionnaire(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  staff: StaffCaller,
  id: string,
): Promise<void> {
  const row = await ownQuestionnaire(db, staff.orgId, id);
  const sent = await db
    .select({ key: workspaceSentFiles.storageKey })
    .from(workspaceSentFiles)
    .where(eq(workspaceSentFiles.questionnaireId, row.id));
  await db.transaction(async (tx) => {
    await tx.delete(workspaceQuestionnaires).where(eq(workspaceQuestionnaires.id, row.id));
    await recordAudit(tx, staff, {
      action: 'questionnaire.delete',
      target: row.fileName,
      before: { status: row.status },
      after: null,
    });
  });
  for (const key of [row.storageKey, ...sent.map((s) => s.key)]) await storage.remove(key);
}
