/**
 * Permission profiles of an organisation (docs/access.md, Permission profiles): which restricted
 * items an account holding the profile sees, and which profile newly approved accounts receive.
 * Every operation is scoped to the staff member's organisation; another organisation's profile
 * answers 404 like one that does not exist.
 */
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import {
  AppError,
  DEFAULT_PROFILE_NAME,
  PROFILE_MESSAGES,
  itemsOfProfile,
  notFound,
  type TPermissionProfile,
  type TProfileUpdate,
  type TRestrictedItem,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import {
  accounts,
  cards,
  items,
  permissionProfileItems,
  permissionProfiles,
  products,
} from '../../db/schema/index.ts';

const profileNotFound = () => notFound(PROFILE_MESSAGES.notFound, 'permission_profile_not_found');

/** Writes the organisation's default profile for approved accounts, as a new one starts. */
export async function createDefaultProfile(tx: Db | Tx, orgId: string): Promise<void> {
  await tx
    .insert(permissionProfiles)
    .values({ orgId, name: DEFAULT_PROFILE_NAME, allRestricted: true, isDefault: true });
}

/** The organisation's default profile for approved accounts, if it has one. */
export async function defaultProfileId(db: Db | Tx, orgId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.isDefault, true)));
  return row?.id ?? null;
}

/**
 * A profile of the organisation, or 400 when the id names none of its profiles (another
 * organisation's included): for choices made while approving.
 */
export async function assertOrgProfile(db: Db | Tx, orgId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.id, id), eq(permissionProfiles.orgId, orgId)));
  if (!row) throw new AppError('permission_profile_not_found', PROFILE_MESSAGES.notFound, 400);
}

/** The ids of the items the organisation's profile holds now (none for no profile). */
export async function itemsHeldBy(
  db: Db,
  orgId: string,
  profileId: string | null,
): Promise<Set<string>> {
  if (!profileId) return new Set();
  const [profile] = await db
    .select({ allRestricted: permissionProfiles.allRestricted })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.id, profileId), eq(permissionProfiles.orgId, orgId)));
  if (!profile) return new Set();
  const links = await db
    .select({ itemId: permissionProfileItems.itemId })
    .from(permissionProfileItems)
    .where(eq(permissionProfileItems.profileId, profileId));
  const itemIds = links.map((l) => l.itemId);
  return itemsOfProfile(
    { allRestricted: profile.allRestricted, itemIds },
    profile.allRestricted ? await listRestrictedItems(db, orgId) : [],
  );
}

/** Every profile of the organisation, by name, with its items and how many accounts hold it. */
export async function listProfiles(db: Db, orgId: string): Promise<TPermissionProfile[]> {
  const profiles = await db
    .select()
    .from(permissionProfiles)
    .where(eq(permissionProfiles.orgId, orgId))
    .orderBy(asc(permissionProfiles.name), asc(permissionProfiles.createdAt));
  if (profiles.length === 0) return [];
  const ids = profiles.map((p) => p.id);
  const links = await db
    .select()
    .from(permissionProfileItems)
    .where(inArray(permissionProfileItems.profileId, ids));
  const holders = await db
    .select({ profileId: accounts.permissionProfileId, n: count() })
    .from(accounts)
    .where(inArray(accounts.permissionProfileId, ids))
    .groupBy(accounts.permissionProfileId);
  const restricted = profiles.some((p) => p.allRestricted)
    ? await listRestrictedItems(db, orgId)
    : [];
  return profiles.map((p) => ({
    id: p.id,
    name: p.name,
    itemIds: [
      ...itemsOfProfile(
        {
          allRestricted: p.allRestricted,
          itemIds: links.filter((l) => l.profileId === p.id).map((l) => l.itemId),
        },
        restricted,
      ),
    ],
    allRestricted: p.allRestricted,
    isDefault: p.isDefault,
    accountCount: holders.find((h) => h.profileId === p.id)?.n ?? 0,
    createdAt: p.createdAt.toISOString(),
  }));
}

async function findProfile(db: Db, orgId: string, id: string): Promise<TPermissionProfile> {
  const profile = (await listProfiles(db, orgId)).find((p) => p.id === id);
  if (!profile) throw profileNotFound();
  return profile;
}

async function assertNameFree(db: Db, orgId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(
      and(
        eq(permissionProfiles.orgId, orgId),
        eq(permissionProfiles.name, name),
        exceptId ? ne(permissionProfiles.id, exceptId) : undefined,
      ),
    );
  if (taken) {
    throw new AppError('permission_profile_name_taken', PROFILE_MESSAGES.nameTaken, 409);
  }
}

/** The restricted items of the organisation's products a profile may include. */
export async function listRestrictedItems(db: Db, orgId: string): Promise<TRestrictedItem[]> {
  const rows = await db
    .select({
      id: items.id,
      title: items.title,
      access: items.access,
      cardKind: cards.kind,
      productName: products.name,
    })
    .from(items)
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .where(and(eq(products.orgId, orgId), ne(items.access, 'public')))
    .orderBy(asc(products.position), asc(cards.kind), asc(items.position), asc(items.title));
  return rows.flatMap((r) => (r.access === 'public' ? [] : [{ ...r, access: r.access }]));
}

export async function createProfile(
  db: Db,
  orgId: string,
  name: string,
): Promise<TPermissionProfile> {
  await assertNameFree(db, orgId, name);
  const [row] = await db
    .insert(permissionProfiles)
    .values({ orgId, name })
    .returning({ id: permissionProfiles.id });
  if (!row) throw new Error('Insert returned no profile');
  return findProfile(db, orgId, row.id);
}

/** Renames the profile and/or replaces its items (restricted items of the organisation only). */
export async function updateProfile(
  db: Db,
  orgId: string,
  id: string,
  update: TProfileUpdate,
): Promise<TPermissionProfile> {
  await findProfile(db, orgId, id);
  const { name, itemIds, allRestricted, isDefault } = update;
  if (name !== undefined) await assertNameFree(db, orgId, name, id);
  const wanted = [...new Set(itemIds ?? [])];
  if (itemIds !== undefined && wanted.length > 0) {
    const allowed = new Set((await listRestrictedItems(db, orgId)).map((i) => i.id));
    if (wanted.some((itemId) => !allowed.has(itemId))) {
      throw new AppError('invalid_request', PROFILE_MESSAGES.unknownItems, 400);
    }
  }
  await db.transaction(async (tx) => {
    if (name !== undefined || allRestricted !== undefined) {
      await tx
        .update(permissionProfiles)
        .set({ name, allRestricted })
        .where(eq(permissionProfiles.id, id));
    }
    if (isDefault !== undefined) {
      // One default per organisation: made the default, this profile takes over from the one
      // before; no longer the default, the organisation has none.
      await tx
        .update(permissionProfiles)
        .set({ isDefault: false })
        .where(
          and(
            eq(permissionProfiles.orgId, orgId),
            isDefault ? eq(permissionProfiles.isDefault, true) : eq(permissionProfiles.id, id),
          ),
        );
      if (isDefault) {
        await tx
          .update(permissionProfiles)
          .set({ isDefault: true })
          .where(eq(permissionProfiles.id, id));
      }
    }
    if (itemIds !== undefined) {
      await tx.delete(permissionProfileItems).where(eq(permissionProfileItems.profileId, id));
      if (wanted.length > 0) {
        await tx
          .insert(permissionProfileItems)
          .values(wanted.map((itemId) => ({ profileId: id, itemId })));
      }
    }
  });
  return findProfile(db, orgId, id);
}

/** Deletes the profile; accounts holding it keep no profile (public items only). */
export async function deleteProfile(db: Db, orgId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(permissionProfiles)
    .where(and(eq(permissionProfiles.id, id), eq(permissionProfiles.orgId, orgId)))
    .returning({ id: permissionProfiles.id });
  if (deleted.length === 0) throw profileNotFound();
}
