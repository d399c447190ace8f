/**
 * What reaches a visitor beyond items and documents: products hidden from visitors, hidden
 * sections, featured document ids, a portal that requires login, and the sign-in limit's key.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isInHiddenSection, ZPortalView, type TPortalView } from '@trustfront/core';
import {
  assets,
  cards,
  files,
  items,
  portalCustomizations,
  productConfigs,
  products,
  topicProducts,
  topics,
} from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { createTestApp, sessionCookie, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const kinds = await databaseKinds();
const PASSWORD = 'visibility-password';

describe.each(kinds)('portal visibility on %s', (kind) => {
  let t: TestApp;
  let staffCookie: string;
  let mobileId: string;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const view = async (url = '/api/portal/acme/view', cookie?: string): Promise<TPortalView> =>
    ZPortalView.parse((await get(url, cookie)).json());
  const setMobileShown = (show: boolean) =>
    t.database.db.update(products).set({ show }).where(eq(products.id, mobileId));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db, t.storage, { adminPassword: PASSWORD });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@acme.example', password: PASSWORD },
    });
    staffCookie = sessionCookie(login);
    const [mobile] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.slug, 'acme-mobile'));
    if (!mobile) throw new Error('The demo has no Acme Mobile');
    mobileId = mobile.id;
  });
  afterAll(() => t.close());

  describe('a product hidden from visitors', () => {
    beforeEach(() => setMobileShown(false));
    afterAll(() => setMobileShown(true));

    it('is neither listed nor opened for a visitor, who lands on the default product', async () => {
      const v = await view('/api/portal/acme/view?product=acme-mobile');
      expect(v.product.productSlug).toBe('acme-cloud');
      expect(v.products.map((p) => p.productSlug)).toEqual(['acme-cloud']);
      // By id too, the visitor lands on the default product, never told the hidden one exists.
      const byId = await view(`/api/portal/acme/view/${mobileId}`);
      expect(byId.product.productSlug).toBe('acme-cloud');
      expect(JSON.stringify(byId)).not.toContain(mobileId);
    });

    it('is listed and opened in main mode', async () => {
      const v = await view('/api/portal/acme/view?mode=main&product=acme-mobile', staffCookie);
      expect(v.product.productSlug).toBe('acme-mobile');
      expect(v.products.find((p) => p.productSlug === 'acme-mobile')?.show).toBe(false);
    });

    it('keeps its documents, knowledge base and topics from visitors', async () => {
      await setMobileShown(true);
      const shown = await view('/api/portal/acme/view?product=acme-mobile');
      const item = shown.cards
        .flatMap((c) => c.items)
        .find((i) => i.access === 'public' && i.documents.length);
      const doc = item?.documents[0];
      if (!item || !doc) throw new Error('Acme Mobile has no public document');
      const fileUrl = `/api/portal/acme/files/${doc.fileId}?itemUid=${item.itemUid}&productId=${mobileId}`;
      expect((await get(fileUrl)).statusCode).toBe(200);
      const mobileOnly = await t.database.db
        .select({ id: topics.id })
        .from(topics)
        .innerJoin(topicProducts, eq(topicProducts.topicId, topics.id))
        .where(eq(topicProducts.productId, mobileId));
      await setMobileShown(false);

      expect((await get(fileUrl)).statusCode).toBe(404);
      // The knowledge base of a hidden product falls back to the default product's.
      const kb = await get(`/api/portal/acme/knowledge-base?productId=${mobileId}`);
      const fallback = await get('/api/portal/acme/knowledge-base');
      expect(kb.statusCode).toBe(200);
      expect(kb.json()).toEqual(fallback.json());
      const bulk = await t.app.inject({
        method: 'POST',
        url: `/api/portal/acme/products/${mobileId}/bulk-download`,
        payload: {
          productId: mobileId,
          selectAllUsed: false,
          files: [{ itemUid: item.itemUid, fileId: doc.fileId }],
        },
      });
      expect(bulk.statusCode).toBe(403);
      const topicsBody = (await get('/api/portal/acme/compliance-update?productSlugs=acme-mobile'))
        .body;
      const onlyMobile = [];
      for (const { id } of mobileOnly) {
        const links = await t.database.db
          .select()
          .from(topicProducts)
          .where(eq(topicProducts.topicId, id));
        if (links.length === 1) onlyMobile.push(id);
      }
      expect(onlyMobile.length).toBeGreaterThan(0);
      for (const id of onlyMobile) {
        expect(topicsBody).not.toContain(id);
        expect((await get('/api/portal/acme/compliance-update')).body).not.toContain(id);
      }
    });
  });

  it("serves a hidden product's banner and a hidden card's icon to staff only, privately", async () => {
    const [mobile] = await t.database.db.select().from(products).where(eq(products.id, mobileId));
    const banner = mobile?.bannerAssetId;
    if (!mobile || !banner) throw new Error('Acme Mobile has no banner');
    const url = `/api/share/${mobile.orgId}/assets/${banner}?v=1`;
    const shown = await get(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toContain('public');
    // An image, not a page: it keeps the headers that protect it and drops the page-only ones.
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(shown.headers['x-frame-options']).toBeUndefined();
    expect(shown.headers['referrer-policy']).toBeUndefined();
    expect((await get('/api/portal/acme/view')).headers['x-frame-options']).toBe('SAMEORIGIN');
    await setMobileShown(false);
    expect((await get(url)).statusCode).toBe(404);
    const staff = await get(url, staffCookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toContain('private');
    await setMobileShown(true);

    // The same image as nothing but a hidden card's icon reaches main mode only.
    const [hiddenCard] = await t.database.db.select().from(cards).where(eq(cards.hidden, true));
    if (!hiddenCard) throw new Error('The demo has no hidden card');
    await t.database.db.update(assets).set({ productId: null }).where(eq(assets.id, banner));
    await t.database.db
      .update(cards)
      .set({ iconAssetId: banner })
      .where(eq(cards.id, hiddenCard.id));
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, staffCookie)).statusCode).toBe(200);
    await t.database.db.update(cards).set({ iconAssetId: null }).where(eq(cards.id, hiddenCard.id));
    await t.database.db.update(assets).set({ productId: mobileId }).where(eq(assets.id, banner));
    expect((await get(url)).statusCode).toBe(200);
  });

  it('never names a restricted and hidden item among featured documents', async () => {
    const [hidden] = await t.database.db
      .select({ id: items.id, productId: items.productId })
      .from(items)
      .where(eq(items.access, 'restricted_hidden'));
    if (!hidden) throw new Error('The demo has no restricted and hidden item');
    const [documentsCard] = await t.database.db
      .select()
      .from(cards)
      .where(and(eq(cards.productId, hidden.productId), eq(cards.kind, 'Documents')));
    if (!documentsCard) throw new Error('No Documents card');
    await t.database.db
      .update(cards)
      .set({ featuredDocuments: [hidden.id, ...documentsCard.featuredDocuments] })
      .where(eq(cards.id, documentsCard.id));
    const body = (await get('/api/portal/acme/view')).body;
    expect(body).not.toContain(hidden.id);
    const main = await view('/api/portal/acme/view?mode=main', staffCookie);
    expect(main.cards.find((c) => c.kind === 'Documents')?.featuredDocuments).toContain(hidden.id);
    await t.database.db
      .update(cards)
      .set({ featuredDocuments: documentsCard.featuredDocuments })
      .where(eq(cards.id, documentsCard.id));
  });

  it('drops the cards of a hidden section for visitors, not for staff in main mode', async () => {
    const [cloud] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.slug, 'acme-cloud'));
    if (!cloud) throw new Error('No Acme Cloud');
    await t.database.db
      .update(productConfigs)
      .set({ hiddenSections: ['documents', 'subprocessors'] })
      .where(eq(productConfigs.productId, cloud.id));
    const v = await view();
    expect(v.cards.map((c) => c.kind)).not.toContain('Documents');
    expect(v.cards.map((c) => c.kind)).not.toContain('Subprocessors');
    expect(v.sections.find((s) => s.id === 'documents')?.enabled).toBe(false);
    const main = await view('/api/portal/acme/view?mode=main', staffCookie);
    expect(main.cards.map((c) => c.kind)).toContain('Documents');
    await t.database.db
      .update(productConfigs)
      .set({ hiddenSections: [] })
      .where(eq(productConfigs.productId, cloud.id));
  });

  it.each(['overview_and_certifications', 'documents', 'cards'] as const)(
    'takes every document of a hidden %s section out of reach: view, link and bulk download',
    async (section) => {
      const { db } = t.database;
      const [cloud] = await db.select().from(products).where(eq(products.slug, 'acme-cloud'));
      if (!cloud) throw new Error('No Acme Cloud');
      const before = await view();
      const inSection = before.cards
        .filter((c) => isInHiddenSection(c.kind, [section]))
        .flatMap((c) => c.items)
        .flatMap((item) =>
          item.documents
            .filter((d) => d.canDownload)
            .map((d) => ({ itemUid: item.itemUid, fileId: d.fileId })),
        );
      expect(inSection.length).toBeGreaterThan(0);
      const fileUrl = (d: { itemUid: string; fileId: string }) =>
        `/api/portal/acme/files/${d.fileId}?itemUid=${d.itemUid}&productId=${cloud.id}`;
      const bulk = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/portal/acme/products/${cloud.id}/bulk-download`,
          payload: { productId: cloud.id, selectAllUsed: true, files: inSection },
        });
      for (const d of inSection) expect((await get(fileUrl(d))).statusCode).toBe(200);
      expect((await bulk()).statusCode).toBe(200);

      await db
        .update(productConfigs)
        .set({ hiddenSections: [section] })
        .where(eq(productConfigs.productId, cloud.id));
      const after = (await get('/api/portal/acme/view')).body;
      for (const d of inSection) {
        expect(after).not.toContain(d.fileId);
        const res = await get(fileUrl(d));
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
      const refused = await bulk();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('nothing_to_download');
      // Staff in main mode still reach them, to manage the hidden section.
      for (const d of inSection) {
        expect((await get(`${fileUrl(d)}&mode=main`, staffCookie)).statusCode).toBe(200);
      }
      await db
        .update(productConfigs)
        .set({ hiddenSections: [] })
        .where(eq(productConfigs.productId, cloud.id));
    },
  );

  it('shows public visitors no content when the portal requires login', async () => {
    await t.database.db.update(portalCustomizations).set({ publicAccessLevel: 'LoginRequired' });
    const closed = (await get('/api/portal/acme/view')).json();
    // The organisation and why; no products, cards, texts, figures or counts.
    expect(Object.keys(closed).sort()).toEqual([
      'closed',
      'customization',
      'language',
      'mode',
      'org',
    ]);
    expect(closed.closed).toBe('login_required');
    const kb = (await get('/api/portal/acme/knowledge-base')).json();
    expect(kb.total).toBe(0);
    expect((await get('/api/portal/acme/compliance-update')).json()).toEqual({ topics: [] });
    const main = await view('/api/portal/acme/view?mode=main', staffCookie);
    expect(main.cards.flatMap((c) => c.items).length).toBeGreaterThan(0);
    await t.database.db
      .update(portalCustomizations)
      .set({ publicAccessLevel: 'PublicContentOnly' });
  });

  it('keeps files not shared with the portal for staff in main mode', async () => {
    const v = await view();
    const item = v.cards
      .flatMap((c) => c.items)
      .find((i) => i.access === 'public' && i.documents.some((d) => !d.generated));
    const doc = item?.documents.find((d) => !d.generated);
    if (!item || !doc) throw new Error('No public document');
    await t.database.db.update(files).set({ isShared: false }).where(eq(files.id, doc.fileId));
    expect((await get('/api/portal/acme/view')).body).not.toContain(doc.fileId);
    const fileUrl = `/api/portal/acme/files/${doc.fileId}?itemUid=${item.itemUid}&productId=${v.product.productId}`;
    expect((await get(fileUrl)).statusCode).toBe(404);
    expect((await get('/api/portal/acme/view?mode=main', staffCookie)).body).toContain(doc.fileId);
    await t.database.db.update(files).set({ isShared: true }).where(eq(files.id, doc.fileId));
    expect((await get(fileUrl)).statusCode).toBe(200);
  });

  it('answers 304 to a list of ETags or a weak one that matches', async () => {
    const first = await get('/api/portal/acme/view');
    const etag = String(first.headers.etag);
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/portal/acme/view',
        headers: { 'if-none-match': header },
      });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe('sign-in limit behind proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('keys attempts by the socket address unless proxies are trusted', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        // Another address each time: an account's own slow-down would answer first.
        payload: { email: `someone${n}@acme.example`, password: 'guess' },
        remoteAddress: '10.5.5.5',
        headers: { 'x-forwarded-for': `192.0.2.${n}` },
      });
    for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });
});
