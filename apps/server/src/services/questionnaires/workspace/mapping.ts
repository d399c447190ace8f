/**
 * Correcting a questionnaire's mapping (docs/questionnaires.md, Mapping): the sheets named are
 * replaced, the others kept, and the file is read again with the new mapping; its questions
 * replace the old ones. Before drafting this is free; once drafted, the questions' drafts and
 * review go with them, so the change must be confirmed and the questionnaire returns to imported,
 * to be drafted again. Never while the drafting job runs.
 */
import { eq } from 'drizzle-orm';
import {
  AppError,
  QUESTIONNAIRE_MESSAGES as M,
  type TMappingPatch,
  type TMappingSaved,
  type TSheetMapping,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { workspaceQuestionnaires, workspaceQuestions } from '../../../db/schema/index.ts';
import type { Storage } from '../../../storage/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { insertQuestions, questionRowsOf } from './create-questionnaire.ts';
import { parseWithMapping, readStored } from './file-layer.ts';
import { assertNotDrafting, ownQuestionnaire } from './own.ts';

/** The stored sheets with the patch's sheets put in their place (by name; unknown names ignored). */
function patchedSheets(stored: readonly TSheetMapping[], patch: TMappingPatch): TSheetMapping[] {
  return stored.map((sheet) => {
    const change = patch.sheets.find((s) => s.name === sheet.name);
    return change ? { ...sheet, ...change } : sheet;
  });
}

export async function saveMapping(
  deps: { db: Db; storage: Storage },
  staff: StaffCaller,
  id: string,
  patch: TMappingPatch,
): Promise<TMappingSaved> {
  const { db } = deps;
  const row = await ownQuestionnaire(db, staff.orgId, id);
  assertNotDrafting(row);
  if (row.status !== 'imported' && !patch.confirm) {
    throw new AppError('drafts_would_be_lost', M.draftsWouldBeLost, 409);
  }
  const bytes = await readStored(deps.storage, row.storageKey);
  const read = await parseWithMapping(bytes, row.format, patchedSheets(row.sheets, patch));
  await db.transaction(async (tx) => {
    await tx.delete(workspaceQuestions).where(eq(workspaceQuestions.questionnaireId, row.id));
    await insertQuestions(tx, questionRowsOf(row.orgId, row.id, read.questions));
    await tx
      .update(workspaceQuestionnaires)
      .set({ sheets: read.sheets, status: 'imported', updatedAt: new Date() })
      .where(eq(workspaceQuestionnaires.id, row.id));
    await recordAudit(tx, staff, {
      action: 'questionnaire.mapping',
      target: row.fileName,
      before: row.sheets,
      after: read.sheets,
    });
  });
  return { sheets: read.sheets };
}
