/**
 * Staff members of an organisation (settings, scope app:settings): listed with their role and
 * last sign-in, added (mailed a link to set their password), given another role, removed (their
 * sessions end with them). Every change passes the guards in core and is written to the audit
 * log in its transaction.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  AppError,
  STAFF_MESSAGES as M,
  notFound,
  type TStaffMember,
  type TStaffMemberUpdate,
  type ZStaffMemberCreate,
} from '@trustfront/core';
import type { z } from 'zod';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffCaller } from './staff-caller.ts';
import { assertStaffChange, lockedStaffState } from './guard.ts';
import { mailPasswordLink } from './password-link.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const memberNotFound = () => notFound(M.memberNotFound, 'staff_not_found');

async function selectMembers(db: Db, orgId: string, userId?: string): Promise<TStaffMember[]> {
  const rows = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.orgId, orgId), userId ? eq(users.id, userId) : undefined))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map(({ user, roleName }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    roleId: user.roleId,
    roleName,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    hasPassword: user.passwordHash !== null,
    deactivated: user.deactivatedAt !== null,
    createdAt: user.createdAt.toISOString(),
  }));
}

/** Every staff member of the organisation, by name. */
export const listStaffMembers = (db: Db, orgId: string) => selectMembers(db, orgId);

async function findMember(db: Db, orgId: string, userId: string): Promise<TStaffMember> {
  const [member] = await selectMembers(db, orgId, userId);
  if (!member) throw memberNotFound();
  return member;
}

async function assertOwnRole(db: Db, orgId: string, roleId: string): Promise<void> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.orgId, orgId)));
  if (!role) throw new AppError('role_not_found', M.roleNotFound, 400);
}

/** Adds a member without a password and mails them the link to set one. */
export async function addStaffMember(
  deps: Deps,
  staff: StaffCaller,
  input: z.output<typeof ZStaffMemberCreate>,
): Promise<TStaffMember> {
  const { db } = deps;
  await assertOwnRole(db, staff.orgId, input.roleId);
  // Unique in the organisation only: staff of another organisation with the address are another
  // account, of which nothing is said.
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, staff.orgId), eq(users.email, input.email)));
  if (taken) throw new AppError('staff_email_taken', M.emailTaken, 409);
  const userId = await db.transaction(async (tx) => {
    // Under the staff lock: the role cannot be deleted while the member is given it.
    await lockedStaffState(tx, staff.orgId);
    const [row] = await tx
      .insert(users)
      .values({ ...input, orgId: staff.orgId, passwordHash: null })
      .returning({ id: users.id });
    if (!row) throw new Error('The staff member was not written');
    await recordAudit(tx, staff, {
      action: 'staff.add',
      target: input.email,
      before: null,
      after: input,
    });
    return row.id;
  });
  await mailPasswordLink(deps, { orgId: staff.orgId, userId, ...input });
  return findMember(db, staff.orgId, userId);
}

/** Mails a member who has not set a password yet a new link to set it. */
export async function resendPasswordLink(
  deps: Deps,
  staff: StaffCaller,
  userId: string,
): Promise<void> {
  const member = await findMember(deps.db, staff.orgId, userId);
  // A link sets a first password only: staff never choose another member's password.
  if (member.hasPassword) throw new AppError('password_already_set', M.passwordAlreadySet, 409);
  await recordAudit(deps.db, staff, {
    action: 'staff.password_link',
    target: member.email,
    before: null,
    after: null,
  });
  await mailPasswordLink(deps, { orgId: staff.orgId, userId, ...member });
}

/** Gives a member another role; their scopes change on their next request. */
export async function changeStaffRole(
  db: Db,
  staff: StaffCaller,
  userId: string,
  { roleId }: TStaffMemberUpdate,
): Promise<TStaffMember> {
  const before = await findMember(db, staff.orgId, userId);
  await assertOwnRole(db, staff.orgId, roleId);
  await db.transaction(async (tx) => {
    await assertStaffChange(tx, staff, { kind: 'assign', userId, roleId });
    await tx.update(users).set({ roleId }).where(eq(users.id, userId));
    await recordAudit(tx, staff, {
      action: 'staff.role',
      target: before.email,
      before: { roleId: before.roleId, roleName: before.roleName },
      after: { roleId },
    });
  });
  return findMember(db, staff.orgId, userId);
}

/** Removes a member; their sessions go with them, so they are signed out at once. */
export async function removeStaffMember(db: Db, staff: StaffCaller, userId: string): Promise<void> {
  const before = await findMember(db, staff.orgId, userId);
  await db.transaction(async (tx) => {
    await assertStaffChange(tx, staff, { kind: 'remove', userId });
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, staff, {
      action: 'staff.remove',
      target: before.email,
      before: { name: before.name, email: before.email, roleName: before.roleName },
      after: null,
    });
  });
}
