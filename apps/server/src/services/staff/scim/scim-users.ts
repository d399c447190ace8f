/**
 * SCIM Users (docs/staff.md, SCIM): the organisation's staff members as its identity provider
 * creates, reads, changes and deactivates them. A new member gets the role their groups give, or
 * the default role of Settings → Single sign-on; deactivation ends their sessions at once, and
 * their API tokens stop acting for them (the caller guard finds no active member).
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  SCIM_USER_SCHEMA,
  ScimError,
  roleForGroups,
  scimFilter,
  scimUserInput,
  scimUserPatch,
  type ScimUserInput,
  type ScimUserPatch,
} from '@trustfront/core';
import type { Db, Tx } from '../../../db/client.ts';
import { scimGroups, sessions, users, type UserRow } from '../../../db/schema/index.ts';
import { recordSystemAudit } from '../../audit/audit.ts';
import { loadSso } from '../sso/settings.ts';

export const SCIM_ACTOR = 'SCIM';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new ScimError(404, 'No such user.');

/** The groups of each member, by member id. */
async function groupsByMember(db: Db, orgId: string) {
  const groups = await db
    .select({ id: scimGroups.id, name: scimGroups.displayName, members: scimGroups.memberIds })
    .from(scimGroups)
    .where(eq(scimGroups.orgId, orgId));
  const of = new Map<string, { value: string; display: string }[]>();
  for (const group of groups)
    for (const member of group.members)
      of.set(member, [...(of.get(member) ?? []), { value: group.id, display: group.name }]);
  return of;
}

export function scimUser(
  user: UserRow,
  groups: readonly { value: string; display: string }[],
  baseUrl: string,
) {
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: user.id,
    externalId: user.externalId ?? undefined,
    userName: user.email,
    name: { formatted: user.name },
    displayName: user.name,
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: user.deactivatedAt === null,
    groups,
    meta: {
      resourceType: 'User',
      created: user.createdAt.toISOString(),
      location: `${baseUrl}/Users/${user.id}`,
    },
  };
}

async function findUser(db: Db, orgId: string, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw notFound();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.id, id)));
  if (!user) throw notFound();
  return user;
}

export async function getScimUser(db: Db, orgId: string, id: string, baseUrl: string) {
  const user = await findUser(db, orgId, id);
  return scimUser(user, (await groupsByMember(db, orgId)).get(user.id) ?? [], baseUrl);
}

/** A page of the members, optionally those of one `userName` or `externalId`. */
export async function listScimUsers(
  db: Db,
  orgId: string,
  query: { filter?: string; startIndex?: number; count?: number },
  baseUrl: string,
) {
  const filter = scimFilter(query.filter, ['userName', 'externalId']);
  const where = and(
    eq(users.orgId, orgId),
    filter?.attribute === 'userName'
      ? sql`lower(${users.email}) = ${filter.value.toLowerCase()}`
      : filter
        ? eq(users.externalId, filter.value)
        : undefined,
  );
  const start = Math.max(1, query.startIndex ?? 1);
  const size = Math.min(200, Math.max(0, query.count ?? 100));
  const [rows, [total], groups] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .offset(start - 1)
      .limit(size),
    db.select({ n: count() }).from(users).where(where),
    groupsByMember(db, orgId),
  ]);
  return {
    totalResults: total?.n ?? 0,
    startIndex: start,
    itemsPerPage: rows.length,
    Resources: rows.map((u) => scimUser(u, groups.get(u.id) ?? [], baseUrl)),
  };
}

/** Sets `deactivatedAt` as `active` says; deactivating ends every session of the member now. */
async function setActive(tx: Db | Tx, user: UserRow, active: boolean, now: Date) {
  if (active === (user.deactivatedAt === null)) return;
  await tx
    .update(users)
    .set({ deactivatedAt: active ? null : now })
    .where(eq(users.id, user.id));
  if (!active) await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await recordSystemAudit(tx, user.orgId, SCIM_ACTOR, {
    action: active ? 'staff.reactivate' : 'staff.deactivate',
    target: user.email,
    before: { active: !active },
    after: { active },
  });
}

/** Refuses an address another member of the organisation has; other organisations' do not count. */
async function assertEmailFree(db: Db, orgId: string, email: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.email, email)));
  if (taken && taken.id !== exceptId)
    throw new ScimError(409, `${email} is already a staff member.`, 'uniqueness');
}

export async function createScimUser(db: Db, orgId: string, body: unknown, baseUrl: string) {
  const input = scimUserInput(body);
  const sso = await loadSso(db, orgId);
  const { roleId } = roleForGroups([], sso?.groupRoles ?? [], sso?.defaultRoleId ?? null);
  if (!roleId)
    throw new ScimError(
      400,
      'Choose a default role in Settings → Single sign-on to create staff members by SCIM.',
      'invalidValue',
    );
  await assertEmailFree(db, orgId, input.email);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        orgId,
        email: input.email,
        name: input.name,
        roleId,
        externalId: input.externalId,
        deactivatedAt: input.active ? null : new Date(),
      })
      .returning();
    await recordSystemAudit(tx, orgId, SCIM_ACTOR, {
      action: 'staff.add',
      target: input.email,
      before: null,
      after: { name: input.name, roleId, active: input.active },
    });
    return user as UserRow;
  });
  return scimUser(created, [], baseUrl);
}

/** A PUT (the whole user) or a PATCH (the attributes it names). */
export async function changeScimUser(
  db: Db,
  orgId: string,
  id: string,
  change: { put: unknown } | { patch: unknown },
  baseUrl: string,
  now = new Date(),
) {
  const user = await findUser(db, orgId, id);
  const patch: ScimUserPatch | ScimUserInput =
    'put' in change ? scimUserInput(change.put) : scimUserPatch(change.patch);
  if (patch.email && patch.email !== user.email)
    await assertEmailFree(db, orgId, patch.email, user.id);
  await db.transaction(async (tx) => {
    const fields = {
      ...(patch.email ? { email: patch.email } : {}),
      ...(patch.name ? { name: patch.name } : {}),
      ...(patch.externalId !== undefined ? { externalId: patch.externalId } : {}),
    };
    if (Object.keys(fields).length > 0) {
      await tx.update(users).set(fields).where(eq(users.id, user.id));
      await recordSystemAudit(tx, orgId, SCIM_ACTOR, {
        action: 'staff.update',
        target: user.email,
        before: { email: user.email, name: user.name },
        after: fields,
      });
    }
    if (patch.active !== undefined) await setActive(tx, user, patch.active, now);
  });
  return getScimUser(db, orgId, id, baseUrl);
}

/** DELETE: the member is deactivated (their audit trail kept); GET then shows `active: false`. */
export async function deleteScimUser(db: Db, orgId: string, id: string, now = new Date()) {
  const user = await findUser(db, orgId, id);
  await db.transaction((tx) => setActive(tx, user, false, now));
}
