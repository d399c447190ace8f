/** Questionnaires as staff see them (scope app:accounts), and as a member sees their own. */
import { and, desc, eq } from 'drizzle-orm';
import {
  API_ERRORS,
  receivedFileReachOf,
  refusalOf,
  SERVER_ERRORS,
  staffViewer,
  type TMemberQuestionnaire,
  type TStaffQuestionnaire,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { questionnaires, type QuestionnaireRow } from '../../../db/schema/index.ts';
import type { Storage } from '../../../storage/index.ts';
import { memberSideOf } from '../../questionnaires/workspace/member-side.ts';

const present = (q: QuestionnaireRow, canDownload: boolean): TStaffQuestionnaire => ({
  id: q.id,
  kind: q.kind,
  email: q.email,
  companyName: q.companyName,
  accountId: q.accountId,
  link: q.link,
  fileName: q.fileName,
  size: q.size,
  note: q.note,
  createdAt: q.createdAt.toISOString(),
  canDownload: canDownload && q.kind === 'file',
});

export async function listQuestionnaires(
  db: Db,
  staff: { orgId: string; scopes: ReadonlySet<string> },
): Promise<TStaffQuestionnaire[]> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.orgId, staff.orgId))
    .orderBy(desc(questionnaires.createdAt));
  const canDownload = receivedFileReachOf(staffViewer(staff.scopes)) === 'download';
  return rows.map((q) => present(q, canDownload));
}

/**
 * The member's own account's questionnaires, newest first, with where each stands in the
 * workspace (docs/questionnaires.md, The member's side).
 */
export async function listAccountQuestionnaires(
  db: Db,
  orgId: string,
  accountId: string,
): Promise<TMemberQuestionnaire[]> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.orgId, orgId), eq(questionnaires.accountId, accountId)))
    .orderBy(desc(questionnaires.createdAt));
  const side = await memberSideOf(
    db,
    rows.map((q) => q.id),
  );
  return rows.map((q) => ({
    id: q.id,
    kind: q.kind,
    link: q.link,
    fileName: q.fileName,
    createdAt: q.createdAt.toISOString(),
    ...(side.get(q.id) ?? { status: 'received', answeredFileName: null, hasDrafts: false }),
  }));
}

/**
 * A questionnaire's file for staff to download: the core rule decides (staff only, with
 * files:download).
 */
export async function openQuestionnaireFile(
  { db, storage }: { db: Db; storage: Storage },
  staff: { orgId: string; scopes: ReadonlySet<string> },
  id: string,
) {
  const reach = receivedFileReachOf(staffViewer(staff.scopes));
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.orgId, staff.orgId)));
  if (!row?.storageKey || !row.fileName || !row.contentType || reach === 'none') {
    throw refusalOf(API_ERRORS.questionnaireFileNotFound, 404);
  }
  if (reach === 'locked') throw refusalOf(SERVER_ERRORS.filesLocked, 403);
  if (reach !== 'download') {
    throw refusalOf(SERVER_ERRORS.filesViewOnly, 403);
  }
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size ?? undefined,
    body: storage.read(row.storageKey),
  };
}
