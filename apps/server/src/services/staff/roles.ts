/**
 * Staff roles of an organisation (settings, scope app:settings): a named set of scopes. Created,
 * renamed, given other scopes (members holding the role get them on their next request) and
 * deleted when nobody holds them. Every change is written to the audit log in its transaction.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import {
  AppError,
  STAFF_MESSAGES as M,
  notFound,
  roleDeletionRefusal,
  type TStaffRole,
  type ZStaffRoleCreate,
  type ZStaffRoleUpdate,
} from '@trustfront/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffCaller } from './staff-caller.ts';
import { assertStaffChange, lockedStaffState } from './guard.ts';

const roleNotFound = () => notFound(M.roleNotFound, 'role_not_found');

/** Every role of the organisation, by name, with how many members hold it. */
export async function listStaffRoles(db: Db, orgId: string): Promise<TStaffRole[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, scopes: roles.scopes, memberCount: count(users.id) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .where(eq(roles.orgId, orgId))
    .groupBy(roles.id)
    .orderBy(asc(roles.name));
  return rows;
}

async function findRole(db: Db, orgId: string, id: string): Promise<TStaffRole> {
  const role = (await listStaffRoles(db, orgId)).find((r) => r.id === id);
  if (!role) throw roleNotFound();
  return role;
}

async function assertNameFree(db: Db, orgId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.orgId, orgId),
        eq(roles.name, name),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new AppError('role_name_taken', M.roleNameTaken, 409);
}

export async function createStaffRole(
  db: Db,
  staff: StaffCaller,
  input: z.output<typeof ZStaffRoleCreate>,
): Promise<TStaffRole> {
  await assertNameFree(db, staff.orgId, input.name);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roles)
      .values({ orgId: staff.orgId, name: input.name, scopes: input.scopes })
      .returning({ id: roles.id });
    if (!row) throw new Error('The role was not written');
    await recordAudit(tx, staff, {
      action: 'role.create',
      target: input.name,
      before: null,
      after: input,
    });
    return row.id;
  });
  return findRole(db, staff.orgId, id);
}

/** Renames the role and/or replaces its scopes, within the guards on `app:settings`. */
export async function updateStaffRole(
  db: Db,
  staff: StaffCaller,
  id: string,
  input: z.output<typeof ZStaffRoleUpdate>,
): Promise<TStaffRole> {
  const before = await findRole(db, staff.orgId, id);
  if (input.name !== undefined) await assertNameFree(db, staff.orgId, input.name, id);
  await db.transaction(async (tx) => {
    if (input.scopes !== undefined) {
      await assertStaffChange(tx, staff, { kind: 'scopes', roleId: id, scopes: input.scopes });
    }
    await tx
      .update(roles)
      // Only what was sent: a rename never writes back scopes read before another change.
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.scopes !== undefined && { scopes: input.scopes }),
      })
      .where(eq(roles.id, id));
    await recordAudit(tx, staff, {
      action: 'role.update',
      target: before.name,
      before: { name: before.name, scopes: before.scopes },
      after: input,
    });
  });
  return findRole(db, staff.orgId, id);
}

/** Deletes a role nobody holds. */
export async function deleteStaffRole(db: Db, staff: StaffCaller, id: string): Promise<void> {
  const before = await findRole(db, staff.orgId, id);
  await db.transaction(async (tx) => {
    // Counted under the staff lock: nobody is given the role while it is being deleted.
    const { members } = await lockedStaffState(tx, staff.orgId);
    const refusal = roleDeletionRefusal(members.filter((m) => m.roleId === id).length);
    if (refusal) throw new AppError('role_in_use', refusal, 409);
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, staff, {
      action: 'role.delete',
      target: before.name,
      before: { name: before.name, scopes: before.scopes },
      after: null,
    });
  });
}
