/**
 * SCIM Groups (docs/staff.md, SCIM): the groups an identity provider pushes, with their members.
 * A group's name maps to a role as the sign-in claim's groups do (Settings → Single sign-on): when
 * a group's members or name change, each member affected takes the role of the first mapping
 * among their groups; a member of no mapped group keeps the role they have.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  SCIM_GROUP_SCHEMA,
  ScimError,
  roleForGroups,
  scimFilter,
  scimGroupInput,
  scimGroupPatch,
} from '@trustfront/core';
import type { Db, Tx } from '../../../db/client.ts';
import { scimGroups, users, type ScimGroupRow } from '../../../db/schema/index.ts';
import { recordSystemAudit } from '../../audit/audit.ts';
import { loadSso } from '../sso/settings.ts';
import { SCIM_ACTOR } from './scim-users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new ScimError(404, 'No such group.');

function scimGroup(group: ScimGroupRow, members: ReadonlyMap<string, string>, baseUrl: string) {
  return {
    schemas: [SCIM_GROUP_SCHEMA],
    id: group.id,
    externalId: group.externalId ?? undefined,
    displayName: group.displayName,
    members: group.memberIds
      .filter((id) => members.has(id))
      .map((id) => ({ value: id, display: members.get(id) })),
    meta: {
      resourceType: 'Group',
      created: group.createdAt.toISOString(),
      location: `${baseUrl}/Groups/${group.id}`,
    },
  };
}

/** The organisation's members by id (their e-mail), to name and check group members. */
async function memberEmails(db: Db | Tx, orgId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.orgId, orgId));
  return new Map(rows.map((r) => [r.id, r.email]));
}

async function findGroup(db: Db | Tx, orgId: string, id: string): Promise<ScimGroupRow> {
  if (!UUID.test(id)) throw notFound();
  const [group] = await db
    .select()
    .from(scimGroups)
    .where(and(eq(scimGroups.orgId, orgId), eq(scimGroups.id, id)));
  if (!group) throw notFound();
  return group;
}

/** Member ids that are the organisation's staff; any other is refused. */
function checkedMembers(ids: readonly string[], members: ReadonlyMap<string, string>): string[] {
  const unknown = ids.find((id) => !members.has(id));
  if (unknown) throw new ScimError(400, `No staff member ${unknown} here.`, 'invalidValue');
  return [...new Set(ids)];
}

/** Gives each of `userIds` the role of the first mapped group they are in (none: unchanged). */
async function syncRoles(tx: Tx, orgId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  const sso = await loadSso(tx, orgId);
  const mapping = sso?.groupRoles ?? [];
  if (mapping.length === 0) return;
  const groups = await tx
    .select({ name: scimGroups.displayName, members: scimGroups.memberIds })
    .from(scimGroups)
    .where(eq(scimGroups.orgId, orgId));
  const people = await tx
    .select({ id: users.id, email: users.email, roleId: users.roleId })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.id, [...userIds])));
  for (const person of people) {
    const names = groups.filter((g) => g.members.includes(person.id)).map((g) => g.name);
    const role = roleForGroups(names, mapping, null);
    if (!role.mapped || !role.roleId || role.roleId === person.roleId) continue;
    await tx.update(users).set({ roleId: role.roleId }).where(eq(users.id, person.id));
    await recordSystemAudit(tx, orgId, SCIM_ACTOR, {
      action: 'staff.role',
      target: person.email,
      before: { roleId: person.roleId },
      after: { roleId: role.roleId, by: 'SCIM groups' },
    });
  }
}

export async function getScimGroup(db: Db, orgId: string, id: string, baseUrl: string) {
  const group = await findGroup(db, orgId, id);
  return scimGroup(group, await memberEmails(db, orgId), baseUrl);
}

export async function listScimGroups(
  db: Db,
  orgId: string,
  query: { filter?: string; startIndex?: number; count?: number },
  baseUrl: string,
) {
  const filter = scimFilter(query.filter, ['displayName', 'externalId']);
  const where = and(
    eq(scimGroups.orgId, orgId),
    filter?.attribute === 'displayName'
      ? eq(scimGroups.displayName, filter.value)
      : filter
        ? eq(scimGroups.externalId, filter.value)
        : undefined,
  );
  const start = Math.max(1, query.startIndex ?? 1);
  const size = Math.min(200, Math.max(0, query.count ?? 100));
  const [rows, [total], members] = await Promise.all([
    db
      .select()
      .from(scimGroups)
      .where(where)
      .orderBy(asc(scimGroups.displayName))
      .offset(start - 1)
      .limit(size),
    db.select({ n: count() }).from(scimGroups).where(where),
    memberEmails(db, orgId),
  ]);
  return {
    totalResults: total?.n ?? 0,
    startIndex: start,
    itemsPerPage: rows.length,
    Resources: rows.map((g) => scimGroup(g, members, baseUrl)),
  };
}

async function assertNameFree(db: Db | Tx, orgId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: scimGroups.id })
    .from(scimGroups)
    .where(and(eq(scimGroups.orgId, orgId), eq(scimGroups.displayName, name)));
  if (taken && taken.id !== exceptId)
    throw new ScimError(409, `A group named ${name} exists.`, 'uniqueness');
}

export async function createScimGroup(db: Db, orgId: string, body: unknown, baseUrl: string) {
  const input = scimGroupInput(body);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, orgId, input.displayName);
    const members = await memberEmails(tx, orgId);
    const memberIds = checkedMembers(input.members, members);
    const [group] = await tx
      .insert(scimGroups)
      .values({ orgId, displayName: input.displayName, externalId: input.externalId, memberIds })
      .returning();
    await syncRoles(tx, orgId, memberIds);
    return scimGroup(group as ScimGroupRow, members, baseUrl);
  });
}

/** A PUT (name and all members) or a PATCH (name, members added, removed or replaced). */
export async function changeScimGroup(
  db: Db,
  orgId: string,
  id: string,
  change: { put: unknown } | { patch: unknown },
  baseUrl: string,
) {
  return db.transaction(async (tx) => {
    const group = await findGroup(tx, orgId, id);
    const members = await memberEmails(tx, orgId);
    let displayName = group.displayName;
    let memberIds = group.memberIds;
    if ('put' in change) {
      const input = scimGroupInput(change.put);
      displayName = input.displayName;
      memberIds = checkedMembers(input.members, members);
    } else {
      const patch = scimGroupPatch(change.patch);
      displayName = patch.displayName?.trim() || displayName;
      if (patch.replace) memberIds = checkedMembers(patch.replace, members);
      memberIds = checkedMembers([...memberIds, ...patch.add], members).filter(
        (m) => !patch.remove.includes(m),
      );
    }
    if (displayName !== group.displayName) await assertNameFree(tx, orgId, displayName, id);
    await tx
      .update(scimGroups)
      .set({ displayName: displayName.slice(0, 200), memberIds })
      .where(eq(scimGroups.id, id));
    await syncRoles(tx, orgId, [...new Set([...group.memberIds, ...memberIds])]);
    return scimGroup({ ...group, displayName, memberIds }, members, baseUrl);
  });
}

export async function deleteScimGroup(db: Db, orgId: string, id: string) {
  await db.transaction(async (tx) => {
    const group = await findGroup(tx, orgId, id);
    await tx.delete(scimGroups).where(eq(scimGroups.id, id));
    await syncRoles(tx, orgId, group.memberIds);
  });
}
