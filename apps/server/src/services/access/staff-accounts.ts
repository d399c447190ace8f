/**
 * Accounts as staff see them: members, review status, permission profile and access dates;
 * changing the profile or the expiry, and revoking access at once (members' sessions end).
 */
import { emitAccessRevoked } from '../integrations/webhooks/events.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  API_ERRORS,
  hasCurrentAccess,
  refusalOf,
  type TAccountList,
  type TAccountUpdate,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { accountMembers, accounts, permissionProfiles } from '../../db/schema/index.ts';
import { loadAccessSettings } from '../settings/access-settings.ts';
import { endMemberSessions } from './sessions.ts';

export async function listAccounts(db: Db, orgId: string, now = new Date()): Promise<TAccountList> {
  const rows = await db
    .select()
    .from(accounts)
    .where(eq(accounts.orgId, orgId))
    .orderBy(asc(accounts.companyName));
  const members = rows.length
    ? await db
        .select()
        .from(accountMembers)
        .where(
          inArray(
            accountMembers.accountId,
            rows.map((a) => a.id),
          ),
        )
        .orderBy(asc(accountMembers.email))
    : [];
  const profiles = await db
    .select({ id: permissionProfiles.id, name: permissionProfiles.name })
    .from(permissionProfiles)
    .where(eq(permissionProfiles.orgId, orgId))
    .orderBy(asc(permissionProfiles.name));
  const { accessDurationDays } = await loadAccessSettings(db, orgId);
  return {
    profiles,
    accessDurationDays,
    accounts: rows.map((a) => ({
      id: a.id,
      companyName: a.companyName,
      domain: a.domain,
      reviewStatus: a.reviewStatus,
      permissionProfileId: a.permissionProfileId,
      accessGrantedAt: a.accessGrantedAt?.toISOString() ?? null,
      accessExpiresAt: a.accessExpiresAt?.toISOString() ?? null,
      hasAccess: hasCurrentAccess(a, now),
      members: members
        .filter((m) => m.accountId === a.id)
        .map((m) => ({
          id: m.id,
          email: m.email,
          firstName: m.firstName,
          lastName: m.lastName,
          isAutoApproved: m.isAutoApproved,
          lastSeenAt: m.lastSeenAt?.toISOString() ?? null,
        })),
    })),
  };
}

const ofOrg = (orgId: string, id: string) => and(eq(accounts.id, id), eq(accounts.orgId, orgId));

export async function updateAccount(
  db: Db,
  orgId: string,
  id: string,
  update: TAccountUpdate,
): Promise<void> {
  if (update.permissionProfileId) {
    const [profile] = await db
      .select({ id: permissionProfiles.id })
      .from(permissionProfiles)
      .where(
        and(
          eq(permissionProfiles.id, update.permissionProfileId),
          eq(permissionProfiles.orgId, orgId),
        ),
      );
    if (!profile) {
      throw refusalOf(API_ERRORS.permissionProfileNotFound, 400);
    }
  }
  const set = {
    ...(update.permissionProfileId !== undefined
      ? { permissionProfileId: update.permissionProfileId }
      : {}),
    ...(update.accessExpiresAt !== undefined
      ? { accessExpiresAt: update.accessExpiresAt ? new Date(update.accessExpiresAt) : null }
      : {}),
  };
  if (Object.keys(set).length === 0) return;
  const rows = await db
    .update(accounts)
    .set(set)
    .where(ofOrg(orgId, id))
    .returning({ id: accounts.id });
  if (rows.length === 0) throw refusalOf(API_ERRORS.accountNotFound, 404);
}

/** Revokes the account's access now: declined, expired, and every member signed out. */
export async function revokeAccount(db: Db, orgId: string, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(accounts)
      .set({ reviewStatus: 'Declined', accessExpiresAt: now })
      .where(ofOrg(orgId, id))
      .returning({ id: accounts.id });
    if (rows.length === 0) throw refusalOf(API_ERRORS.accountNotFound, 404);
    const members = await tx
      .select({ id: accountMembers.id })
      .from(accountMembers)
      .where(eq(accountMembers.accountId, id));
    await endMemberSessions(
      tx,
      members.map((m) => m.id),
    );
    await emitAccessRevoked(tx, orgId, id, now);
  });
}
