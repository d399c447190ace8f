/**
 * First-party analytics: the portal's events kept anonymous for visitors only (staff in main
 * mode are not counted), ids of other organisations dropped, downloads recorded by the server,
 * and the staff's report behind `app:analytics` with its series, totals and top lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_EVENT_NAMES as E, ZAnalyticsReport, type TPortalEvent } from '@trustfront/core';
import {
  buildAccount,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type CardRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

describe.each(await databaseKinds())('analytics (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let card: CardRow;
  let item: ItemRow;
  let fileId: string;
  let otherProduct: ProductRow;
  let analyst: string;
  let editor: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Metrics Corp' });
    product = await buildProduct(db, org, { name: 'Cloud' });
    card = await buildCard(db, product, { kind: 'Policies' });
    item = await buildItem(db, card, { title: 'Encryption policy', access: 'public' });
    fileId = (await buildFile(db, t.storage, org, { item })).id;
    const other = await buildOrg(db, { name: 'Elsewhere Inc' });
    otherProduct = await buildProduct(db, other, { name: 'Other' });
    await buildCard(db, otherProduct, { kind: 'Policies' });
    analyst = (await buildStaff(db, org, ['app:analytics', 'statuspage:edit'])).cookie;
    editor = (await buildStaff(db, org, ['statuspage:edit', 'app:settings'])).cookie;
    member = (await buildAccount(db, org)).cookie;
  });
  afterAll(() => t.close());

  const send = (events: unknown[], opts: { cookie?: string; query?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/events${opts.query ?? ''}`,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
      payload: { events },
    });
  const report = async (range = '7d') => {
    const res = await t.app.inject({
      url: `/api/app/analytics?range=${range}`,
      headers: { cookie: analyst },
    });
    expect(res.statusCode).toBe(200);
    return ZAnalyticsReport.parse(res.json());
  };

  it('refuses a batch that is not the portal events', async () => {
    for (const events of [[], [{ name: 'Other' }], [{ name: E.pageView, productId: 'x' }]]) {
      const res = await send(events);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
  });

  it('counts visitors, not staff, and drops ids of another organisation', async () => {
    const visit: TPortalEvent[] = [
      { name: E.pageView, productId: product.id },
      { name: E.cardClosed, productId: product.id, cardKind: 'Policies', openMs: 4000 },
      { name: E.searchQuery, productId: product.id, query: 'SOC 2', resultCount: 2 },
      { name: E.searchQuery, query: 'pentest  report', resultCount: 0 },
      { name: E.subscribeFailed },
    ];
    expect((await send(visit)).statusCode).toBe(204);
    expect((await send(visit.slice(0, 3), { cookie: member })).statusCode).toBe(204);
    // Staff editing their portal, and events naming what is not this organisation's.
    expect((await send(visit, { cookie: analyst, query: '?mode=main' })).statusCode).toBe(204);
    const forged = [
      { name: E.pageView, productId: otherProduct.id },
      { name: E.cardClosed, productId: product.id, cardKind: 'Reports', openMs: 1 },
      { name: E.cardClosed, productId: otherProduct.id, cardKind: 'Policies', openMs: 1 },
    ];
    expect((await send(forged)).statusCode).toBe(204);

    const r = await report();
    expect(r.totals).toMatchObject({
      views: 2,
      searches: 3,
      subscribeFailures: 1,
      unsubscribeFailures: 0,
    });
    expect(r.viewsByProduct).toEqual([{ productId: product.id, name: 'Cloud', views: 2 }]);
    expect(r.topCards).toEqual([
      { cardId: card.id, title: card.title ?? 'Policies', opens: 2, medianOpenSeconds: 4 },
    ]);
    expect(r.topSearchTerms).toEqual([
      { term: 'soc 2', searches: 2 },
      { term: 'pentest report', searches: 1 },
    ]);
    expect(r.noResultSearches).toEqual([{ term: 'pentest report', searches: 1 }]);
    expect(r.points).toHaveLength(7);
    expect(r.points.at(-1)).toMatchObject({ views: 2, searches: 3 });
  });

  it('counts downloads, not views, of documents', async () => {
    const get = (disposition: string) =>
      t.app.inject({
        url: `/api/portal/${org.slug}/files/${fileId}?itemUid=${item.id}&productId=${product.id}&disposition=${disposition}`,
      });
    expect((await get('inline')).statusCode).toBe(200);
    expect((await get('attachment')).statusCode).toBe(200);
    expect((await get('attachment')).statusCode).toBe(200);
    const r = await report('30d');
    expect(r.totals.downloads).toBe(2);
    expect(r.topItems).toEqual([{ itemId: item.id, title: 'Encryption policy', downloads: 2 }]);
    expect(r.points).toHaveLength(30);
  });

  it('answers each range in its buckets', async () => {
    expect((await report('1y')).bucket).toBe('week');
    const all = await report('all');
    expect(all.bucket).toBe('month');
    expect(all.totals.views).toBe(2);
  });

  it('is for staff holding app:analytics only', async () => {
    expect((await t.app.inject({ url: '/api/app/analytics' })).statusCode).toBe(401);
    const denied = await t.app.inject({ url: '/api/app/analytics', headers: { cookie: editor } });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      url: '/api/app/analytics?range=2d',
      headers: { cookie: analyst },
    });
    expect(bad.statusCode).toBe(400);
  });
});
