/**
 * Objections to planned subprocessor changes as staff handle them (docs/editing.md, Planned
 * subprocessor changes): listed per change and per account, answered (again, while open), and
 * closed as withdrawn, resolved or contract ended (`objectionAfter` in core). Each step is
 * recorded in the audit log with it.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  AppError,
  objectionAfter,
  SUBPROCESSOR_CHANGE_MESSAGES as M,
  type ObjectionAction,
  type TStaffObjection,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import {
  accountMembers,
  accounts,
  subprocessorChanges,
  subprocessorObjections,
} from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { findChange } from './planned-changes.ts';

async function objectionRows(db: Db, orgId: string, where: SQL): Promise<TStaffObjection[]> {
  const rows = await db
    .select({
      objection: subprocessorObjections,
      change: {
        company: subprocessorChanges.company,
        effectiveOn: subprocessorChanges.effectiveOn,
      },
      accountName: accounts.companyName,
      member: {
        email: accountMembers.email,
        firstName: accountMembers.firstName,
        lastName: accountMembers.lastName,
      },
    })
    .from(subprocessorObjections)
    .innerJoin(subprocessorChanges, eq(subprocessorChanges.id, subprocessorObjections.changeId))
    .innerJoin(accounts, eq(accounts.id, subprocessorObjections.accountId))
    .innerJoin(accountMembers, eq(accountMembers.id, subprocessorObjections.accountMemberId))
    .where(and(eq(subprocessorObjections.orgId, orgId), where))
    .orderBy(desc(subprocessorObjections.createdAt), desc(subprocessorObjections.id));
  return rows.map(({ objection: o, change, accountName, member }) => ({
    id: o.id,
    reason: o.reason,
    status: o.status,
    answer: o.answer,
    createdAt: o.createdAt.toISOString(),
    answeredAt: o.answeredAt?.toISOString() ?? null,
    closedAt: o.closedAt?.toISOString() ?? null,
    changeId: o.changeId,
    changeName: change.company.name,
    effectiveOn: change.effectiveOn,
    accountId: o.accountId,
    accountName,
    memberEmail: member.email,
    memberName: `${member.firstName} ${member.lastName}`.trim(),
  }));
}

/** The objections to one change (404 for another organisation's change). */
export async function listChangeObjections(
  db: Db,
  orgId: string,
  changeId: string,
): Promise<TStaffObjection[]> {
  await findChange(db, orgId, changeId);
  return objectionRows(db, orgId, eq(subprocessorObjections.changeId, changeId));
}

/** The objections an account's members made, for the account's page. */
export async function listAccountObjections(
  db: Db,
  orgId: string,
  accountId: string,
): Promise<TStaffObjection[]> {
  return objectionRows(db, orgId, eq(subprocessorObjections.accountId, accountId));
}

/**
 * Answers or closes an objection of the organisation (404 otherwise; 409 once closed). An answer
 * replaces the one before; closing keeps the last answer.
 */
export async function handleObjection(
  db: Db,
  staff: StaffCaller,
  id: string,
  action: ObjectionAction & { answer?: string },
): Promise<TStaffObjection> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subprocessorObjections)
      .where(and(eq(subprocessorObjections.id, id), eq(subprocessorObjections.orgId, staff.orgId)))
      .for('update');
    if (!row) throw new AppError('not_found', M.objectionNotFound, 404);
    const status = objectionAfter(row.status, action);
    if (!status) throw new AppError('objection_closed', M.objectionClosed, 409);
    const now = new Date();
    const set =
      action.type === 'answer'
        ? { status, answer: action.answer ?? '', answeredAt: now }
        : { status, closedAt: now };
    await tx.update(subprocessorObjections).set(set).where(eq(subprocessorObjections.id, row.id));
    const change = await findChange(tx, staff.orgId, row.changeId);
    await recordAudit(tx, staff, {
      action:
        action.type === 'answer' ? 'subprocessor-objection.answer' : 'subprocessor-objection.close',
      target: `Subprocessors / ${change.company.name} from ${change.effectiveOn}`,
      before: { status: row.status, answer: row.answer },
      after: { status, answer: action.type === 'answer' ? (action.answer ?? '') : row.answer },
    });
  });
  const [saved] = await objectionRows(db, staff.orgId, eq(subprocessorObjections.id, id));
  if (!saved) throw new AppError('not_found', M.objectionNotFound, 404);
  return saved;
}
