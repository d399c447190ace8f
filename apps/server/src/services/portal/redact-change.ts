/**
 * Redacting a change published by mistake (docs/transparency-log.md, Redaction): the change's
 * row is deleted, so that history.json, the log's entries and the Changes page no longer tell
 * it, and its log entry keeps its leaf hash with when it was redacted, so the log still verifies.
 * The reason goes to the audit log; the entry's content does not.
 */
import { and, eq } from 'drizzle-orm';
import { AppError, LOG_MESSAGES, notFound, type TRedactChangeResponse } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { transparencyLogEntries, transparencyLogs, trustChanges } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

export async function redactChange(
  db: Db,
  staff: StaffCaller,
  changeId: string,
  reason: string,
  now = new Date(),
): Promise<TRedactChangeResponse> {
  const { orgId } = staff;
  return db.transaction(async (tx) => {
    // The log's row first: an append running now finishes before the entry changes.
    await tx
      .select({ orgId: transparencyLogs.orgId })
      .from(transparencyLogs)
      .where(eq(transparencyLogs.orgId, orgId))
      .for('update');
    const [entry] = await tx
      .select()
      .from(transparencyLogEntries)
      .where(
        and(eq(transparencyLogEntries.orgId, orgId), eq(transparencyLogEntries.changeId, changeId)),
      );
    if (!entry) {
      const [change] = await tx
        .select({ id: trustChanges.id })
        .from(trustChanges)
        .where(and(eq(trustChanges.orgId, orgId), eq(trustChanges.id, changeId)));
      if (change) throw new AppError('conflict', LOG_MESSAGES.notInLogYet, 409);
      throw notFound(LOG_MESSAGES.changeNotFound);
    }
    if (entry.redactedAt) throw new AppError('conflict', LOG_MESSAGES.alreadyRedacted, 409);
    await tx
      .update(transparencyLogEntries)
      .set({ redactedAt: now })
      .where(
        and(
          eq(transparencyLogEntries.orgId, orgId),
          eq(transparencyLogEntries.position, entry.position),
        ),
      );
    await tx
      .delete(trustChanges)
      .where(and(eq(trustChanges.orgId, orgId), eq(trustChanges.id, changeId)));
    await recordAudit(tx, staff, {
      action: 'history.redact',
      target: `Log entry ${entry.position}`,
      before: { index: entry.position, leafHash: entry.leafHash },
      after: { reason, redactedAt: now.toISOString() },
    });
    return { index: entry.position, redactedAt: now.toISOString() };
  });
}
