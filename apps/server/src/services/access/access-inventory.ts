/**
 * The access inventory of one organisation (docs/access.md, Access inventory): its accounts,
 * their members, the permission profiles with the titles of their items, and the members' NDA
 * acceptances, read here and shaped by `buildAccessInventory` in core. An NDA text is named by
 * its version: the first 12 hex digits of its SHA-256.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { buildAccessInventory, type TAccessInventory } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { accountMembers, accounts, ndaAcceptances } from '../../db/schema/index.ts';
import { loadAccessSettings } from '../settings/access-settings.ts';
import { listProfiles, listRestrictedItems } from './permission-profiles.ts';

/** The version of an NDA text. */
export const ndaTextVersion = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12);

export async function loadAccessInventory(
  db: Db,
  orgId: string,
  now = new Date(),
): Promise<TAccessInventory> {
  const accountRows = await db
    .select({
      id: accounts.id,
      companyName: accounts.companyName,
      domain: accounts.domain,
      reviewStatus: accounts.reviewStatus,
      permissionProfileId: accounts.permissionProfileId,
      accessGrantedAt: accounts.accessGrantedAt,
      accessExpiresAt: accounts.accessExpiresAt,
    })
    .from(accounts)
    .where(eq(accounts.orgId, orgId));
  const members = await db
    .select({
      id: accountMembers.id,
      accountId: accountMembers.accountId,
      email: accountMembers.email,
      firstName: accountMembers.firstName,
      lastName: accountMembers.lastName,
      isAutoApproved: accountMembers.isAutoApproved,
      createdAt: accountMembers.createdAt,
      lastSeenAt: accountMembers.lastSeenAt,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accounts.orgId, orgId));
  const profiles = await listProfiles(db, orgId);
  const titles = new Map(
    (await listRestrictedItems(db, orgId)).map((item) => [item.id, item.title]),
  );
  const acceptances = await db
    .select({
      accountMemberId: ndaAcceptances.accountMemberId,
      acceptedAt: ndaAcceptances.acceptedAt,
      ndaText: ndaAcceptances.ndaText,
    })
    .from(ndaAcceptances)
    .innerJoin(accountMembers, eq(accountMembers.id, ndaAcceptances.accountMemberId))
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(ndaAcceptances.orgId, orgId), eq(accounts.orgId, orgId)));
  const settings = await loadAccessSettings(db, orgId);
  const versions = new Map<string, string>();
  const versionOf = (text: string) => {
    const known = versions.get(text);
    if (known) return known;
    const version = ndaTextVersion(text);
    versions.set(text, version);
    return version;
  };
  return buildAccessInventory({
    now,
    accounts: accountRows,
    members,
    profiles: profiles.map((p) => ({
      id: p.id,
      name: p.name,
      itemTitles: p.itemIds.flatMap((id) => titles.get(id) ?? []),
    })),
    ndaAcceptances: acceptances.map((a) => ({
      accountMemberId: a.accountMemberId,
      acceptedAt: a.acceptedAt,
      textVersion: versionOf(a.ndaText),
    })),
    currentNdaVersion: settings.ndaProvider === 'clickwrap' ? versionOf(settings.ndaText) : null,
  });
}
