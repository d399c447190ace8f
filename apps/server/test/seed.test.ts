import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  INTEGRATION_CARD,
  itemFieldErrors,
  CARD_KINDS,
  DEFAULT_SECTION_ORDER,
  ENABLED_STATES,
  GRADE_PROVIDERS,
  ITEM_ACCESS,
  STAFF_SCOPES,
  TOPIC_CATEGORIES,
} from '@trustfront/core';
import { verify } from '@node-rs/argon2';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import { seedDemo, type SeedResult } from '../src/db/seed/index.ts';
import { diskStorage, type Storage } from '../src/storage/index.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const kinds = await databaseKinds();

const TABLES = {
  organizations: s.organizations,
  portalCustomizations: s.portalCustomizations,
  products: s.products,
  productLinks: s.productLinks,
  productConfigs: s.productConfigs,
  assets: s.assets,
  cards: s.cards,
  items: s.items,
  files: s.files,
  itemFiles: s.itemFiles,
  topics: s.topics,
  topicProducts: s.topicProducts,
  updates: s.updates,
  kbEntries: s.kbEntries,
  roles: s.roles,
  users: s.users,
  permissionProfiles: s.permissionProfiles,
  permissionProfileItems: s.permissionProfileItems,
  accounts: s.accounts,
  accountMembers: s.accountMembers,
};

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function tempStorage(): Promise<{ root: string; storage: Storage }> {
  const root = await mkdtemp(join(tmpdir(), 'trustfront-seed-'));
  return { root, storage: diskStorage(root) };
}

describe.each(kinds)('seedDemo on %s', (kind) => {
  let database: Database;
  let db: Db;
  let root: string;
  let storage: Storage;
  let result: SeedResult | null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    ({ root, storage } = await tempStorage());
    result = await seedDemo(db, storage, { now: NOW });
  });

  afterAll(async () => {
    await database?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('returns the admin e-mail and a generated password that signs in', async () => {
    expect(result).toMatchObject({ adminEmail: 'admin@acme.example', passwordGenerated: true });
    expect(result?.adminPassword.length).toBeGreaterThanOrEqual(16);
    const staff = await db
      .select({
        email: s.users.email,
        name: s.users.name,
        hash: s.users.passwordHash,
        role: s.roles,
      })
      .from(s.users)
      .innerJoin(s.roles, eq(s.roles.id, s.users.roleId));
    const admin = staff.find((u) => u.email === 'admin@acme.example');
    expect(admin?.name).toBe('Avery Admin');
    expect(await verify(admin?.hash ?? '', result?.adminPassword ?? '')).toBe(true);
    expect(admin?.role.name).toBe('Owner');
    expect([...(admin?.role.scopes ?? [])].sort()).toEqual([...STAFF_SCOPES].sort());
    // The auditor signs in with the same password and lacks the settings scope.
    const auditor = staff.find((u) => u.email === 'auditor@acme.example');
    expect(await verify(auditor?.hash ?? '', result?.adminPassword ?? '')).toBe(true);
    expect(auditor?.role.name).toBe('Auditor');
    expect(auditor?.role.scopes).not.toContain('app:settings');
  });

  it('creates the acme organisation with its portal customisation', async () => {
    const orgs = await db.select().from(s.organizations);
    expect(orgs.map((o) => o.slug)).toEqual(['acme']);
    expect(orgs[0]).toMatchObject({ name: 'Acme Corp', plan: 'growth' });
    // Every plan feature is on; sending members drafts before review is a setting staff opt into.
    const { instantMemberDrafts, ...features } = orgs[0]?.features ?? {};
    expect(instantMemberDrafts).toBe(false);
    expect(Object.values(features).every(Boolean)).toBe(true);
    const [custom] = await db.select().from(s.portalCustomizations);
    expect(custom).toMatchObject({
      portalTitle: 'Trust Center',
      securityMailbox: 'security@acme.example',
    });
    expect(custom?.logoAssetId).toBeTruthy();
    expect(custom?.faviconAssetId).toBeTruthy();
  });

  it('creates two products, each configured with the default sections and a banner', async () => {
    const products = await db.select().from(s.products).orderBy(s.products.position);
    expect(products.map((p) => p.slug)).toEqual(['acme-cloud', 'acme-mobile']);
    expect(products.every((p) => p.bannerAssetId)).toBe(true);
    const configs = await db.select().from(s.productConfigs);
    expect(configs).toHaveLength(2);
    for (const config of configs) expect(config.sections).toEqual(DEFAULT_SECTION_ORDER);
    expect(await db.select().from(s.productLinks)).toHaveLength(1);
  });

  it('gives Acme Cloud a card of every kind, Reports first', async () => {
    const [cloud] = await db.select().from(s.products).where(eq(s.products.slug, 'acme-cloud'));
    const cards = await db
      .select()
      .from(s.cards)
      .where(eq(s.cards.productId, cloud?.id ?? ''))
      .orderBy(s.cards.position);
    expect(cards.map((c) => c.kind).sort()).toEqual([...CARD_KINDS].sort());
    expect(cards[0]?.kind).toBe('Reports');
    expect(cards.find((c) => c.kind === 'Esg')?.hidden).toBe(true);
    expect(cards.find((c) => c.kind === 'CustomerData')?.placeholder).toBeTruthy();
    expect(cards.find((c) => c.kind === 'Overview')?.content.overview).toContain('\n\n');
  });

  it('connects the integrations whose figures its cards show, and types every report', async () => {
    const connections = await db.select().from(s.integrations);
    expect(connections.map((c) => [c.provider, c.pageUrl, c.target]).sort()).toEqual([
      ['hackerone', 'https://hackerone.com/acme', 'acme'],
      ['statuspageio', 'https://status.acme.example', 'https://status.acme.example'],
    ]);
    for (const connection of connections) {
      const fed = await db
        .select({ content: s.cards.content })
        .from(s.cards)
        .where(
          and(
            eq(s.cards.productId, connection.productId),
            eq(s.cards.kind, INTEGRATION_CARD[connection.provider]),
          ),
        );
      const key = connection.provider === 'hackerone' ? 'bugBounty' : 'statusPage';
      expect(fed[0]?.content[key]).toBeTruthy();
      expect(connection.refreshedAt?.getTime()).toBe(NOW.getTime());
    }
    const reports = await db
      .select({ details: s.items.details })
      .from(s.items)
      .innerJoin(s.cards, eq(s.items.cardId, s.cards.id))
      .where(eq(s.cards.kind, 'Reports'));
    for (const { details } of reports)
      expect(Object.keys(itemFieldErrors('Reports', details))).toEqual([]);
  });

  it('has items in every enabled state and every access value', async () => {
    const items = await db.select().from(s.items);
    expect(new Set(items.map((i) => i.enabledState))).toEqual(new Set(ENABLED_STATES));
    expect(new Set(items.map((i) => i.access))).toEqual(new Set(ITEM_ACCESS));
    expect(items.find((i) => i.slug === 'soc-2-type-ii-report')?.bridgeLetter?.letterType).toBe(
      'SOC 2',
    );
  });

  it('lists at least 15 subprocessors with logos, and valid security grades', async () => {
    const rows = await db
      .select({ kind: s.cards.kind, details: s.items.details })
      .from(s.items)
      .innerJoin(s.cards, eq(s.items.cardId, s.cards.id));
    const subprocessors = rows.filter((r) => r.kind === 'Subprocessors');
    expect(subprocessors.length).toBeGreaterThanOrEqual(15);
    expect(subprocessors.every((r) => r.details.company?.logo?.assetId)).toBe(true);
    const grades = rows.filter((r) => r.kind === 'SecurityGrades').map((r) => r.details.grade);
    expect(grades.length).toBeGreaterThanOrEqual(7);
    for (const grade of grades) {
      const provider = GRADE_PROVIDERS.find((p) => p.id === grade?.provider);
      expect(provider).toBeDefined();
      if (provider && 'urlPrefix' in provider)
        expect(grade?.url?.startsWith(provider.urlPrefix)).toBe(true);
    }
  });

  it('features existing document items on the Documents cards', async () => {
    const documentCards = await db.select().from(s.cards).where(eq(s.cards.kind, 'Documents'));
    const itemIds = new Set((await db.select({ id: s.items.id }).from(s.items)).map((i) => i.id));
    for (const card of documentCards) {
      expect(card.featuredDocuments.length).toBeGreaterThanOrEqual(2);
      for (const id of card.featuredDocuments) expect(itemIds.has(id)).toBe(true);
    }
  });

  it('writes its texts without doubled punctuation', async () => {
    // A name ending with a full stop ('… Ltd.') ending a sentence must not read 'Ltd..'.
    const doubled = /(?<![.])[.,;:!?]{2}(?![.])|[,;:] ?[.,;:]/;
    const texts = [
      ...(await db.select().from(s.items)),
      ...(await db.select().from(s.cards)),
      ...(await db.select().from(s.kbEntries)),
      ...(await db.select().from(s.topics)),
      ...(await db.select().from(s.updates)),
      ...(await db.select().from(s.portalCustomizations)),
      ...(await db.select().from(s.products)),
    ].flatMap((row) => JSON.stringify(row).match(/"(?:[^"\\]|\\.)*"/g) ?? []);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => doubled.test(text))).toEqual([]);
  });

  it('has at least 30 knowledge base entries', async () => {
    const [row] = await db.select({ n: count() }).from(s.kbEntries);
    expect(row?.n).toBeGreaterThanOrEqual(30);
  });

  it('has topics in every category and exactly one update from the last 24 hours', async () => {
    const topics = await db.select().from(s.topics);
    expect(new Set(topics.map((t) => t.category))).toEqual(new Set(TOPIC_CATEGORIES));
    expect(topics.filter((t) => t.isPinned)).toHaveLength(1);
    const updates = await db.select().from(s.updates);
    const recent = updates.filter((u) => NOW.getTime() - u.createdAt.getTime() < DAY_MS);
    expect(recent).toHaveLength(1);
    expect(updates.every((u) => u.createdAt.getTime() <= NOW.getTime())).toBe(true);
  });

  it('stores a real PDF for every file row', async () => {
    const files = await db.select().from(s.files);
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) {
      const bytes = await readAll(storage.read(file.storageKey));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(bytes.byteLength).toBe(file.size);
    }
    const links = await db.select().from(s.itemFiles);
    expect(new Set(links.map((l) => l.fileId)).size).toBe(files.length);
  });

  it('grants the restricted reports to the NDA customers profile held by Globex Inc', async () => {
    const [account] = await db.select().from(s.accounts);
    expect(account).toMatchObject({ companyName: 'Globex Inc', reviewStatus: 'Approved' });
    const granted = await db
      .select({ access: s.items.access })
      .from(s.permissionProfileItems)
      .innerJoin(s.items, eq(s.permissionProfileItems.itemId, s.items.id))
      .where(eq(s.permissionProfileItems.profileId, account?.permissionProfileId ?? ''));
    expect(new Set(granted.map((g) => g.access))).toEqual(
      new Set(['restricted', 'restricted_hidden']),
    );
    const [member] = await db.select().from(s.accountMembers);
    expect(member).toMatchObject({ email: 'jane@globex.example', firstName: 'Jane' });
  });

  it('does nothing when run again', async () => {
    const before = await rowCounts(db);
    expect(await seedDemo(db, storage, { now: NOW })).toBeNull();
    expect(await rowCounts(db)).toEqual(before);
  });
});

describe.each(kinds)('seedDemo failure on %s', (kind) => {
  let database: Database;
  let root: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('leaves the database empty when a write fails, and can be run again', async () => {
    const temp = await tempStorage();
    root = temp.root;
    let puts = 0;
    const failing: Storage = {
      ...temp.storage,
      async put(key, data) {
        if (++puts > 20) throw new Error('disk full');
        await temp.storage.put(key, data);
      },
    };
    await expect(seedDemo(database.db, failing, { now: NOW })).rejects.toThrow('disk full');
    const counts = await rowCounts(database.db);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    const left = await readdir(root, { recursive: true, withFileTypes: true });
    expect(left.filter((entry) => entry.isFile())).toEqual([]);

    const seeded = await seedDemo(database.db, temp.storage, { adminPassword: 'correct horse 42' });
    expect(seeded).toEqual({
      adminEmail: 'admin@acme.example',
      adminPassword: 'correct horse 42',
      passwordGenerated: false,
    });
  });
});
