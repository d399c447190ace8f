/** The audit log: every change staff make to their portal, written in the change's transaction. */
import { count, desc, eq } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type TAuditLog } from '@trustfront/core';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

export interface AuditChange {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Records one change by a staff member. */
export async function recordAudit(tx: Db | Tx, staff: StaffCaller, change: AuditChange) {
  await tx.insert(auditLog).values({
    orgId: staff.orgId,
    userId: staff.userId,
    actorEmail: staff.email,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * Records one change made without a staff member's session: by the identity provider (SCIM, a
 * first sign-on), named by `actor` (an e-mail, or 'SCIM').
 */
export async function recordSystemAudit(
  tx: Db | Tx,
  orgId: string,
  actor: string,
  change: AuditChange,
) {
  await tx.insert(auditLog).values({
    orgId,
    userId: null,
    actorEmail: actor,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** A page of the organisation's audit log, newest first. */
export async function listAudit(db: Db, orgId: string, page: number): Promise<TAuditLog> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(eq(auditLog.orgId, orgId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(eq(auditLog.orgId, orgId)),
  ]);
  return {
    total: total?.n ?? 0,
    entries: rows.map(({ entry: r, actorName }) => ({
      id: r.id,
      actorEmail: r.actorEmail,
      actorName,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
