/**
 * The staff of an organisation as the guards in core see it, read under a lock: two staff
 * changes of one organisation never interleave, so no pair of them leaves it without anyone
 * holding `app:settings`.
 */
import { eq } from 'drizzle-orm';
import { AppError, staffChangeRefusal, type StaffChange, type StaffState } from '@trustfront/core';
import type { Db, Tx } from '../../db/client.ts';
import { organizations, roles, users } from '../../db/schema/index.ts';
import type { StaffCaller } from './staff-caller.ts';

/** Reads the organisation's members and roles, holding its row until the transaction ends. */
export async function lockedStaffState(tx: Db | Tx, orgId: string): Promise<StaffState> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for('update');
  const members = await tx
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(eq(users.orgId, orgId));
  const orgRoles = await tx
    .select({ id: roles.id, scopes: roles.scopes })
    .from(roles)
    .where(eq(roles.orgId, orgId));
  return { members, roles: orgRoles };
}

/** Throws the guard's refusal (409) when the staff member may not make the change. */
export async function assertStaffChange(
  tx: Db | Tx,
  staff: StaffCaller,
  change: StaffChange,
): Promise<void> {
  const refusal = staffChangeRefusal(staff.userId, await lockedStaffState(tx, staff.orgId), change);
  if (refusal) throw new AppError(refusal.code, refusal.message, 409);
}
