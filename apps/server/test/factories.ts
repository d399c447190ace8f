/**
 * Test factories: each writes real rows (and stored bytes) and answers them, with defaults that
 * a test overrides only where it matters. Sessions are created the way sign-in creates them.
 */
import { randomUUID } from 'node:crypto';
import type { CardKind, DocumentAccessType, EnabledState, ItemAccess } from '@trustfront/core';
import type { Db } from '../src/db/client.ts';
import {
  accountMembers,
  accounts,
  cards,
  files,
  itemFiles,
  items,
  organizations,
  permissionProfileItems,
  permissionProfiles,
  portalCustomizations,
  products,
  roles,
  users,
} from '../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../src/lib/session.ts';
import { createSession } from '../src/services/access/sessions.ts';
import type { Storage } from '../src/storage/index.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
export type OrgRow = typeof organizations.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type ProfileRow = typeof permissionProfiles.$inferSelect;

const unique = () => randomUUID().slice(0, 8);

/** The single row an insert or select answered. */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('Insert returned no row');
  return row;
}

/** An organisation with its portal customisation. */
export async function buildOrg(
  db: Db,
  overrides: Insert<typeof organizations> = {},
  customization: Omit<Insert<typeof portalCustomizations>, 'orgId'> = {},
): Promise<OrgRow> {
  const slug = overrides.slug ?? `org-${unique()}`;
  const org = one(
    await db
      .insert(organizations)
      .values({ name: `Org ${slug}`, ...overrides, slug })
      .returning(),
  );
  await db.insert(portalCustomizations).values({ ...customization, orgId: org.id });
  return org;
}

export async function buildProduct(
  db: Db,
  org: OrgRow,
  overrides: Omit<Insert<typeof products>, 'orgId'> = {},
): Promise<ProductRow> {
  const slug = overrides.slug ?? `product-${unique()}`;
  return one(
    await db
      .insert(products)
      .values({ name: `Product ${slug}`, ...overrides, slug, orgId: org.id })
      .returning(),
  );
}

export async function buildCard(
  db: Db,
  product: ProductRow,
  overrides: Omit<Insert<typeof cards>, 'productId'> & { kind?: CardKind } = {},
): Promise<CardRow> {
  return one(
    await db
      .insert(cards)
      .values({ kind: 'Documents', ...overrides, productId: product.id })
      .returning(),
  );
}

export async function buildItem(
  db: Db,
  card: CardRow,
  overrides: Omit<Insert<typeof items>, 'cardId' | 'productId'> & {
    access?: ItemAccess;
    enabledState?: EnabledState;
  } = {},
): Promise<ItemRow> {
  return one(
    await db
      .insert(items)
      .values({
        title: `Item ${unique()}`,
        ...overrides,
        cardId: card.id,
        productId: card.productId,
      })
      .returning(),
  );
}

/** A stored file of the organisation, linked to `item` when given. */
export async function buildFile(
  db: Db,
  storage: Storage,
  org: OrgRow,
  options: {
    item?: ItemRow;
    originalName?: string;
    contentType?: string;
    content?: Buffer;
    documentAccessType?: DocumentAccessType;
  } = {},
): Promise<FileRow> {
  const content = options.content ?? Buffer.from(`content of ${options.originalName ?? 'file'}`);
  const storageKey = `files/${org.id}/${randomUUID()}`;
  await storage.put(storageKey, content);
  const file = one(
    await db
      .insert(files)
      .values({
        orgId: org.id,
        originalName: options.originalName ?? `Document ${unique()}.pdf`,
        contentType: options.contentType ?? 'application/pdf',
        size: content.length,
        storageKey,
        documentAccessType: options.documentAccessType ?? 'view_and_download',
      })
      .returning(),
  );
  if (options.item) await linkFile(db, options.item, file);
  return file;
}

export async function linkFile(db: Db, item: ItemRow, file: FileRow, position = 0): Promise<void> {
  await db.insert(itemFiles).values({ itemId: item.id, fileId: file.id, position });
}

/** A permission profile listing the given items. */
export async function buildProfile(
  db: Db,
  org: OrgRow,
  profileItems: ItemRow[],
  name = `Profile ${unique()}`,
): Promise<ProfileRow> {
  const profile = one(
    await db.insert(permissionProfiles).values({ orgId: org.id, name }).returning(),
  );
  if (profileItems.length) {
    await db
      .insert(permissionProfileItems)
      .values(profileItems.map((item) => ({ profileId: profile.id, itemId: item.id })));
  }
  return profile;
}

/** A `cookie` header value carrying a session token. */
export const sessionCookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;

/** An external account with one member signed in; answers the account and the member's cookie. */
export async function buildAccount(
  db: Db,
  org: OrgRow,
  options: { profile?: ProfileRow | null; reviewStatus?: 'Approved' | 'Declined' | 'Pending' } = {},
): Promise<{
  account: typeof accounts.$inferSelect;
  member: typeof accountMembers.$inferSelect;
  cookie: string;
}> {
  const account = one(
    await db
      .insert(accounts)
      .values({
        orgId: org.id,
        companyName: `Customer ${unique()}`,
        reviewStatus: options.reviewStatus ?? 'Approved',
        permissionProfileId: options.profile?.id ?? null,
      })
      .returning(),
  );
  const member = one(
    await db
      .insert(accountMembers)
      .values({
        accountId: account.id,
        email: `reviewer-${unique()}@customer.example`,
        firstName: 'Riley',
        lastName: 'Reviewer',
      })
      .returning(),
  );
  const { token } = await createSession(db, { accountMemberId: member.id });
  return { account, member, cookie: sessionCookieOf(token) };
}

/** A staff user of the organisation holding `scopes`, signed in; answers the user and cookie. */
export async function buildStaff(
  db: Db,
  org: OrgRow,
  scopes: string[] = ['statuspage:edit', 'files:view', 'files:download'],
  signedInBy: 'password' | 'sso' = 'password',
): Promise<{ user: typeof users.$inferSelect; cookie: string }> {
  const role = one(
    await db.insert(roles).values({ orgId: org.id, name: 'Admin', scopes }).returning(),
  );
  const user = one(
    await db
      .insert(users)
      .values({
        orgId: org.id,
        roleId: role.id,
        email: `staff-${unique()}@${org.slug}.example`,
        name: 'Sam Staff',
        // Not a valid argon2 hash: these users sign in through createSession only.
        passwordHash: 'not-a-password-hash',
      })
      .returning(),
  );
  const { token } = await createSession(db, { userId: user.id, signedInBy });
  return { user, cookie: sessionCookieOf(token) };
}

/** Every kind of portal caller, with and without the restricted items in their profile. */
export const ACCESS_CALLERS = [
  'public',
  'preview including',
  'preview excluding',
  'account including',
  'account excluding',
  'main',
] as const;
export type AccessCaller = (typeof ACCESS_CALLERS)[number];

export interface AccessFixture {
  org: OrgRow;
  product: ProductRow;
  /** One item a state, each with a downloadable file, a view-only file and a bridge letter. */
  items: Record<ItemAccess, { item: ItemRow; download: FileRow; viewOnly: FileRow }>;
  /** Query parameters and cookie of each caller. */
  callers: Record<AccessCaller, { query: Record<string, string>; cookie?: string }>;
}

/**
 * The access matrix's world: an organisation ('Matrix Corp') whose Reports card holds a public,
 * a restricted and a restricted-and-hidden item; a profile including the two restricted ones and
 * one excluding them; staff (files and accounts scopes) and an approved account member for each
 * profile.
 */
export async function buildAccessFixture(
  db: Db,
  storage: Storage,
  titles: Record<ItemAccess, string>,
): Promise<AccessFixture> {
  const org = await buildOrg(db, { name: 'Matrix Corp' });
  const product = await buildProduct(db, org);
  const card = await buildCard(db, product, { kind: 'Reports' });
  const itemWithFiles = async (access: ItemAccess) => {
    const item = await buildItem(db, card, {
      title: titles[access],
      access,
      bridgeLetter: {
        letterEnabled: true,
        letterContent: 'No material changes occurred since the end of the audit period.',
        signerName: 'Dana Signer',
        signerTitle: 'Chief Information Security Officer',
        letterType: 'SOC 2',
      },
    });
    const download = await buildFile(db, storage, org, {
      item,
      originalName: `${access}-downloadable.pdf`,
      content: Buffer.from(`%PDF-1.7 ${access} downloadable`),
    });
    const viewOnly = await buildFile(db, storage, org, {
      item,
      originalName: `${access}-view-only.pdf`,
      documentAccessType: 'view_only',
    });
    return { item, download, viewOnly };
  };
  const items = {
    public: await itemWithFiles('public'),
    restricted: await itemWithFiles('restricted'),
    restricted_hidden: await itemWithFiles('restricted_hidden'),
  };
  const including = await buildProfile(db, org, [
    items.restricted.item,
    items.restricted_hidden.item,
  ]);
  const excluding = await buildProfile(db, org, [items.public.item]);
  // Previews need app:accounts; main mode does not.
  const staff = await buildStaff(db, org, [
    'statuspage:edit',
    'files:view',
    'files:download',
    'app:accounts',
  ]);
  const accountIn = await buildAccount(db, org, { profile: including });
  const accountOut = await buildAccount(db, org, { profile: excluding });
  return {
    org,
    product,
    items,
    callers: {
      public: { query: {} },
      'preview including': { query: { permissionProfileId: including.id }, cookie: staff.cookie },
      'preview excluding': { query: { permissionProfileId: excluding.id }, cookie: staff.cookie },
      'account including': { query: {}, cookie: accountIn.cookie },
      'account excluding': { query: {}, cookie: accountOut.cookie },
      main: { query: { mode: 'main' }, cookie: staff.cookie },
    },
  };
}
