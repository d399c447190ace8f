/**
 * The organisation's notice period for planned subprocessor changes (docs/editing.md, Planned
 * subprocessor changes): 30 days unless staff set another.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_NOTICE_DAYS, type TSubprocessorNoticeSettings } from '@trustfront/core';
import type { Db, Tx } from '../../../db/client.ts';
import { subprocessorNoticeSettings } from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';

/** The organisation's notice period in days. */
export async function noticeDaysOf(db: Db | Tx, orgId: string): Promise<number> {
  const [row] = await db
    .select({ noticeDays: subprocessorNoticeSettings.noticeDays })
    .from(subprocessorNoticeSettings)
    .where(eq(subprocessorNoticeSettings.orgId, orgId));
  return row?.noticeDays ?? DEFAULT_NOTICE_DAYS;
}

/** Saves the notice period, recorded in the audit log. */
export async function saveNoticeDays(
  db: Db,
  staff: StaffCaller,
  input: TSubprocessorNoticeSettings,
): Promise<TSubprocessorNoticeSettings> {
  return db.transaction(async (tx) => {
    const before = await noticeDaysOf(tx, staff.orgId);
    await tx
      .insert(subprocessorNoticeSettings)
      .values({ orgId: staff.orgId, noticeDays: input.noticeDays })
      .onConflictDoUpdate({
        target: subprocessorNoticeSettings.orgId,
        set: { noticeDays: input.noticeDays },
      });
    await recordAudit(tx, staff, {
      action: 'subprocessor-change.notice',
      target: 'Subprocessor notice period',
      before: { noticeDays: before },
      after: { noticeDays: input.noticeDays },
    });
    return { noticeDays: input.noticeDays };
  });
}
