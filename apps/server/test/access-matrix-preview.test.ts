/**
 * Previewing as an account or a permission profile needs the scope that manages them
 * (app:accounts). Staff without it, such as the demo's Auditor role, who ask for a preview get
 * the public portal through every way in not covered by the reach matrices: the view with an
 * account, a profile or both named (existing or not, so nothing is revealed), the knowledge base,
 * the trust updates and the organisation's images. Staff holding the scope, asking the same,
 * get the preview.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPortalView } from '@trustfront/core';
import {
  assets,
  kbEntries,
  permissionProfiles,
  products,
  topics,
  updates,
} from '../src/db/schema/index.ts';
import { buildAccount, buildProduct, buildStaff, one } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildItemAccessFixture, type ItemAccessFixture } from './helpers/reach-fixture.ts';

describe.each(await databaseKinds())('previews need app:accounts (%s)', (kind) => {
  let t: TestApp;
  let f: ItemAccessFixture;
  let profileId: string;
  let accountId: string;
  let bannerId: string;
  let accountsOnly: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    f = await buildItemAccessFixture(db, t.storage);
    profileId = f.callers['preview as A'].query.permissionProfileId ?? '';
    const profile = one(
      await db.select().from(permissionProfiles).where(eq(permissionProfiles.id, profileId)),
    );
    accountId = (await buildAccount(db, f.org, { profile })).account.id;
    // The scope alone opens the preview, whatever else the role holds.
    accountsOnly = (await buildStaff(db, f.org, ['app:accounts'])).cookie;

    await db.insert(kbEntries).values([
      { orgId: f.org.id, question: 'Open question kbopen', answer: 'Open answer' },
      {
        orgId: f.org.id,
        question: 'Restricted question kbshut',
        answer: 'Restricted answer',
        accessLevel: 'restricted',
      },
    ]);
    const topic = one(
      await db
        .insert(topics)
        .values({ orgId: f.org.id, subject: 'Preview news', category: 'general' })
        .returning(),
    );
    await db.insert(updates).values([
      { topicId: topic.id, message: 'Public note updopen', spAudience: 'public' },
      { topicId: topic.id, message: 'Private note updshut', spAudience: 'private' },
    ]);

    const hidden = await buildProduct(db, f.org, { show: false });
    await t.storage.put('banners/hidden.png', Buffer.from('banner bytes'));
    const banner = one(
      await db
        .insert(assets)
        .values({
          orgId: f.org.id,
          productId: hidden.id,
          type: 'banner',
          contentType: 'image/png',
          storageKey: 'banners/hidden.png',
        })
        .returning(),
    );
    bannerId = banner.id;
    await db.update(products).set({ bannerAssetId: banner.id }).where(eq(products.id, hidden.id));
  });
  afterAll(() => t.close());

  const auditor = () => f.callers['auditor asking to preview as A'].cookie ?? '';
  const previewer = () => f.callers['preview as A'].cookie ?? '';
  const get = (path: string, query: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/${f.org.slug}${path}?${new URLSearchParams(query)}`,
      headers: cookie ? { cookie } : {},
    });

  it('gives the Auditor the public view whatever preview it asks for, revealing nothing', async () => {
    const plain = await get(`/view/${f.product.id}`, {});
    const asks: Record<string, string>[] = [
      { permissionProfileId: profileId },
      { accountId },
      { accountId, permissionProfileId: profileId },
      { permissionProfileId: crypto.randomUUID() },
      { accountId: 'not-an-id' },
    ];
    for (const query of asks) {
      const res = await get(`/view/${f.product.id}`, query, auditor());
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(ZPortalView.parse(res.json()).mode).toBe('public');
      expect(res.body).toBe(plain.body);
      expect(res.body).not.toContain(f.items.restricted_hidden.item.id);
    }
    // Staff holding the scope get the preview, and are told when it names nothing.
    for (const cookie of [previewer(), accountsOnly]) {
      for (const query of asks.slice(0, 3)) {
        const res = await get(`/view/${f.product.id}`, query, cookie);
        expect(ZPortalView.parse(res.json()).mode).toBe('preview');
        expect(res.body).toContain(f.items.restricted_hidden.item.id);
      }
      const unknown = await get(`/view/${f.product.id}`, asks[3] ?? {}, cookie);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('permission_profile_not_found');
    }
  });

  it('opens none of the profile documents to the Auditor, by view, download or check', async () => {
    for (const access of ['restricted', 'restricted_hidden'] as const) {
      const { item, file } = f.items[access];
      const query = { permissionProfileId: profileId, itemUid: item.id, productId: f.product.id };
      const expected = access === 'restricted' ? 403 : 404;
      for (const path of [`/files/${file.id}`, `/files/${file.id}/check`]) {
        for (const disposition of ['inline', 'attachment']) {
          const res = await get(path, { ...query, disposition }, auditor());
          expect(res.statusCode, `${access} ${path} ${disposition}`).toBe(expected);
          expect(res.json().error.code).toBe(expected === 403 ? 'access_denied' : 'not_found');
        }
      }
      const opened = await get(`/files/${file.id}`, query, accountsOnly);
      // app:accounts alone previews, but opening a document still needs files:view.
      expect(opened.statusCode).toBe(403);
      expect((await get(`/files/${file.id}`, query, previewer())).statusCode).toBe(200);
    }
  });

  it('answers the Auditor the public knowledge base and trust updates', async () => {
    const preview = { permissionProfileId: profileId };
    for (const path of ['/knowledge-base', '/compliance-update']) {
      const plain = await get(path, {});
      const asked = await get(path, preview, auditor());
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toBe(plain.body);
    }
    const kb = await get('/knowledge-base', preview, auditor());
    expect(kb.body).toContain('kbopen');
    expect(kb.body).not.toContain('kbshut');
    const news = await get('/compliance-update', preview, auditor());
    expect(news.body).toContain('updopen');
    expect(news.body).not.toContain('updshut');
    // A preview shows the private update; restricted entries stay in main mode.
    const previewed = await get('/compliance-update', preview, previewer());
    expect(previewed.body).toContain('updshut');
    expect((await get('/knowledge-base', preview, previewer())).body).not.toContain('kbshut');
  });

  it("keeps a hidden product's banner from the Auditor, preview asked or not", async () => {
    const banner = (query: Record<string, string>, cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/share/${f.org.id}/assets/${bannerId}?${new URLSearchParams({ v: '1', ...query })}`,
        headers: cookie ? { cookie } : {},
      });
    const asks: Record<string, string>[] = [{}, { permissionProfileId: profileId }, { accountId }];
    for (const query of asks) {
      const res = await banner(query, auditor());
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('asset_not_found');
    }
    expect((await banner({})).statusCode).toBe(404);
    expect((await banner({}, previewer())).statusCode).toBe(200);
  });
});
