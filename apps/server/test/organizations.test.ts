/**
 * Organisations the operator creates and deletes: a new one is an empty, unpublished portal (no
 * card content for a visitor) whose admin sets a password from the link and signs in; bad and duplicate slugs
 * are refused with their messages; deleting one removes every row and stored file of it and
 * leaves the demo organisation as it was.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, CARD_KINDS, MESSAGES, ORG_MESSAGES as M } from '@trustfront/core';
import { seedDemo } from '../src/db/seed/index.ts';
import { DEMO_ORG } from '../src/db/seed/organization.ts';
import { queryRows } from '../src/db/query.ts';
import { assets, cards, organizations, products, users } from '../src/db/schema/index.ts';
import { createSession } from '../src/services/access/sessions.ts';
import { createOrganization } from '../src/services/organizations/create-organization.ts';
import { deleteOrganization } from '../src/services/organizations/delete-organization.ts';
import { listOrganizations } from '../src/services/organizations/list-organizations.ts';
import { createTestApp, sessionCookie, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { sessionCookieOf } from './factories.ts';

const NEW_ORG = { name: 'Beta Inc', slug: 'beta', adminEmail: 'Owner@Beta.Example' };

describe.each(await databaseKinds())('organisations of the operator (%s)', (kind) => {
  let t: TestApp;
  const deps = () => ({ db: t.database.db, config: testConfig() });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db, t.storage, { adminPassword: 'demo-admin-password' });
  });
  afterAll(() => t.close());

  /**
   * Every table with an org_id column and how many rows of `orgId` it holds (non-zero only).
   * Content revisions outlive their organisation by design, so that no revision goes back.
   */
  const rowsOf = async (orgId: string) => {
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.columns
          where column_name = 'org_id' and table_schema = 'public'
            and table_name <> 'content_revisions' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables) {
      const [row] = await queryRows<{ n: number | string }>(
        t.database.db,
        sql`select count(*) as n from ${sql.identifier(table)} where org_id = ${orgId}`,
      );
      const n = Number(row?.n ?? 0);
      if (n > 0) counts[table] = n;
    }
    return counts;
  };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const { code, message, status } = error as AppError;
    return { code, message, status };
  };

  it('creates an empty portal whose admin sets a password by link and signs in', async () => {
    const created = await createOrganization(deps(), NEW_ORG);
    expect(created).toMatchObject({ slug: 'beta', name: 'Beta Inc', plan: 'enterprise' });
    expect(created.admin).toMatchObject({ email: 'owner@beta.example', name: 'owner' });

    const { db } = t.database;
    const productRows = await db.select().from(products).where(eq(products.orgId, created.orgId));
    expect(productRows).toHaveLength(1);
    const cardRows = await db
      .select()
      .from(cards)
      .where(eq(cards.productId, productRows[0]?.id ?? ''));
    expect(cardRows.map((c) => c.kind).sort()).toEqual([...CARD_KINDS].sort());
    expect(cardRows.every((c) => c.hidden)).toBe(true);

    // Not published: visitors are told so (docs/portal.md, Publication).
    const closed = await t.app.inject({ method: 'GET', url: '/api/portal/beta/view' });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error.code).toBe('not_published');

    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@beta.example', password },
      });
    expect((await login('a long enough password')).statusCode).toBe(401);
    const link = created.passwordLink ?? '';
    const token = new URL(link).searchParams.get('token');
    expect(link.startsWith('http://localhost:3000/app/set-password?token=')).toBe(true);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { token, password: 'a long enough password' },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await login('a long enough password');
    expect(signedIn.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      user: { orgSlug: 'beta', email: 'owner@beta.example' },
    });
    // Its staff see the portal, with no card content for a visitor.
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/portal/beta/view',
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect(view.statusCode).toBe(200);
    const body = view.json<{ org: { name: string }; cards: unknown[]; products: unknown[] }>();
    expect(body.org.name).toBe('Beta Inc');
    expect(body.products).toHaveLength(1);
    expect(body.cards).toEqual([]);

    const listed = await listOrganizations(db);
    expect(listed.map((o) => [o.slug, o.plan, o.staffCount])).toEqual([
      [DEMO_ORG.slug, 'growth', 2],
      ['beta', 'enterprise', 1],
    ]);
  });

  it('refuses bad and duplicate slugs with their messages', async () => {
    const create = (overrides: Partial<typeof NEW_ORG>) =>
      refusal(
        createOrganization(deps(), { ...NEW_ORG, adminEmail: 'x@gamma.example', ...overrides }),
      );
    expect(await create({ slug: 'beta' })).toEqual({
      code: 'slug_in_use',
      message: M.slugTaken('beta'),
      status: 409,
    });
    expect(await create({ slug: 'api' })).toEqual({
      code: 'invalid_request',
      message: M.slugReserved('api'),
      status: 400,
    });
    expect((await create({ slug: 'Gamma Corp' })).message).toBe(M.slugCharacters);
    expect((await create({ slug: 'g' })).message).toBe(M.slugLength);
    expect((await create({ slug: 'gamma', name: '  ' })).message).toBe(M.nameRequired);
    const slugs = (await listOrganizations(t.database.db)).map((o) => o.slug);
    expect(slugs).toEqual([DEMO_ORG.slug, 'beta']);
  });

  it('deletes every row and stored file of an organisation, and nothing of the demo', async () => {
    const { db } = t.database;
    const [beta] = await db.select().from(organizations).where(eq(organizations.slug, 'beta'));
    const [demo] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.slug, DEMO_ORG.slug));
    if (!beta || !demo) throw new Error('Both organisations should exist');
    const logoId = randomUUID();
    await t.storage.put(`assets/${logoId}.svg`, Buffer.from('<svg/>'));
    await db.insert(assets).values({
      id: logoId,
      orgId: beta.id,
      type: 'logo',
      contentType: 'image/svg+xml',
      storageKey: `assets/${logoId}.svg`,
    });
    const betaProducts = (
      await db.select({ id: products.id }).from(products).where(eq(products.orgId, beta.id))
    ).map((p) => p.id);
    const demoRows = await rowsOf(demo.id);
    const demoKeys = (
      await db.select({ key: assets.storageKey }).from(assets).where(eq(assets.orgId, demo.id))
    ).map((a) => a.key);
    expect(Object.keys(await rowsOf(beta.id))).toEqual(
      expect.arrayContaining([
        'assets',
        'mails',
        'portal_customizations',
        'products',
        'roles',
        'users',
      ]),
    );

    const deleted = await deleteOrganization({ db, storage: t.storage }, 'beta');
    expect(deleted).toMatchObject({ slug: 'beta', removedFiles: 1, failedFiles: [] });
    expect(await rowsOf(beta.id)).toEqual({});
    expect(
      await db
        .select()
        .from(cards)
        .where(eq(cards.productId, betaProducts[0] ?? '')),
    ).toEqual([]);
    expect(existsSync(join(t.filesDir, `assets/${logoId}.svg`))).toBe(false);
    expect(await db.select().from(users).where(eq(users.email, 'owner@beta.example'))).toEqual([]);

    expect(await rowsOf(demo.id)).toEqual(demoRows);
    expect(demoKeys.length).toBeGreaterThan(0);
    expect(demoKeys.every((key) => existsSync(join(t.filesDir, key)))).toBe(true);
    const demoView = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${DEMO_ORG.slug}/view`,
    });
    expect(demoView.statusCode).toBe(200);

    expect(await refusal(deleteOrganization({ db, storage: t.storage }, 'beta'))).toEqual({
      code: 'not_found',
      message: M.notFound('beta'),
      status: 404,
    });
  });
  it('gives a new organisation every feature unless the operator set a default plan', async () => {
    const { db } = t.database;
    /** The new organisation's admin adds a restricted certification: the free plan lacks it. */
    const addRestricted = async (orgId: string, userId: string) => {
      const [product] = await db.select().from(products).where(eq(products.orgId, orgId));
      const cookie = sessionCookieOf(
        (await createSession(db, { userId, signedInBy: 'password' })).token,
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/trust-center/products/${product?.id}/cards/Certifications/custom-items`,
        headers: { cookie },
        payload: { title: 'ISO 27001', access: 'restricted' },
      });
    };
    const own = await createOrganization(deps(), {
      name: 'Own Inc',
      slug: 'own-inc',
      adminEmail: 'owner@own-inc.example',
    });
    expect(own.plan).toBe('enterprise');
    expect((await addRestricted(own.orgId, own.admin.userId)).statusCode).toBe(200);

    const hosted = await createOrganization(
      { db, config: testConfig({ defaultPlan: 'free' }) },
      { name: 'Hosted Inc', slug: 'hosted-inc', adminEmail: 'owner@hosted-inc.example' },
    );
    expect(hosted.plan).toBe('free');
    const refused = await addRestricted(hosted.orgId, hosted.admin.userId);
    // The plan gate's words stay for a plan that lacks the feature (docs/editing.md).
    expect([refused.statusCode, refused.json().error.message]).toEqual([403, MESSAGES.upgradePlan]);
    await deleteOrganization({ db, storage: t.storage }, own.slug);
    await deleteOrganization({ db, storage: t.storage }, hosted.slug);
  });
});
