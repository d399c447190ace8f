/**
 * The knowledge base in the private app: a server-paginated list with search, the source facet
 * and the Access, Products and Time filters; entries created, edited (favorite, public),
 * deleted, each in the audit log; the section's scope guards it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ZKbAdminPage } from '@trustfront/core';
import { kbEntries } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildOrg, buildProduct, buildStaff, type ProductRow } from './factories.ts';

describe.each(await databaseKinds())('knowledge base admin (%s)', (kind) => {
  let t: TestApp;
  let staff: string;
  let narrow: string;
  let product: ProductRow;
  let other: ProductRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'kb-admin' });
    product = await buildProduct(db, org);
    other = await buildProduct(db, org);
    staff = (await buildStaff(db, org, ['app:knowledge-base', 'app:settings'])).cookie;
    narrow = (await buildStaff(db, org, ['app:cards'])).cookie;
    const day = 24 * 60 * 60 * 1000;
    await db.insert(kbEntries).values([
      {
        orgId: org.id,
        question: 'Do you encrypt data at rest?',
        answer: 'Yes, AES-256.',
        sourceType: 'questionnaire',
        dateTimestamp: new Date(Date.now() - 2 * day),
      },
      {
        orgId: org.id,
        question: 'Do you have SSO?',
        answer: 'SAML and OIDC.',
        sourceType: 'manual',
        accessLevel: 'restricted',
        productIds: [product.id],
        dateTimestamp: new Date(Date.now() - 20 * day),
      },
      {
        orgId: org.id,
        question: 'Where is data hosted?',
        answer: 'EU.',
        sourceType: 'questionnaire',
        productIds: [other.id],
        dateTimestamp: new Date(Date.now() - 400 * day),
      },
    ]);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = staff,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const list = async (query: string) =>
    ZKbAdminPage.parse((await call('GET', `/api/app/knowledge-base?${query}`)).json());

  it('pages, searches, filters and counts sources', async () => {
    const all = await list('pageSize=2');
    expect(all.total).toBe(3);
    expect(all.entries.map((e) => e.content)).toEqual([
      'Do you encrypt data at rest?',
      'Do you have SSO?',
    ]);
    expect(all.facets.source).toEqual([
      { value: 'questionnaire', count: 2 },
      { value: 'manual', count: 1 },
    ]);
    expect(all.products.map((p) => p.id).sort()).toEqual([product.id, other.id].sort());
    expect((await list('page=2&pageSize=2')).entries.map((e) => e.content)).toEqual([
      'Where is data hosted?',
    ]);
    expect((await list('q=saml')).entries.map((e) => e.content)).toEqual(['Do you have SSO?']);
    expect((await list('source=questionnaire')).total).toBe(2);
    expect((await list('access=restricted')).total).toBe(1);
    expect((await list(`productId=${product.id}`)).entries.map((e) => e.content)).toEqual([
      'Do you encrypt data at rest?',
      'Do you have SSO?',
    ]);
    expect((await list('time=7d')).total).toBe(1);
    expect((await list('time=1m')).total).toBe(2);
    expect((await list('time=1y')).total).toBe(2);
    const faceted = await list('time=7d&source=manual');
    expect([faceted.total, faceted.facets.source]).toEqual([
      0,
      [{ value: 'questionnaire', count: 1 }],
    ]);
  });

  it('creates, edits, marks favorite and deletes an entry, in the audit log', async () => {
    const refused = await call('POST', '/api/app/knowledge-base', { question: '', answer: 'x' });
    expect(refused.json().error.message).toBe('This field is required');
    const created = (
      await call('POST', '/api/app/knowledge-base', { question: 'Pentests?', answer: 'Yearly.' })
    ).json();
    expect(created).toMatchObject({
      content: 'Pentests?',
      source_type: 'manual',
      favorite_public: false,
    });
    const edited = await call('PUT', `/api/app/knowledge-base/${created.objectID}`, {
      question: 'Pentests?',
      answer: 'Twice a year.',
      favoritePublic: true,
      accessLevel: 'restricted',
    });
    expect(edited.json()).toMatchObject({
      answer: 'Twice a year.',
      favorite_public: true,
      access_level: 'restricted',
    });
    expect(edited.json().customer_modified_timestamp).not.toBeNull();
    expect((await call('GET', `/api/app/knowledge-base/${created.objectID}`)).json().answer).toBe(
      'Twice a year.',
    );
    expect((await call('DELETE', `/api/app/knowledge-base/${created.objectID}`)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/app/knowledge-base/${created.objectID}`)).statusCode).toBe(404);
    const log = (await call('GET', '/api/app/audit-log')).json();
    expect(log.entries.map((e: { action: string }) => e.action).slice(0, 3)).toEqual([
      'kb.delete',
      'kb.update',
      'kb.create',
    ]);
  });

  it("refuses another organisation's products, saving nothing", async () => {
    const { db } = t.database;
    const stranger = await buildProduct(db, await buildOrg(db, { slug: 'kb-admin-other' }));
    const entry = (productIds: string[]) => ({ question: 'Foreign?', answer: 'No.', productIds });
    for (const ids of [[stranger.id], [product.id, stranger.id], [crypto.randomUUID()]]) {
      const refused = await call('POST', '/api/app/knowledge-base', entry(ids));
      expect(refused.statusCode, ids.join()).toBe(400);
      expect(refused.json().error).toEqual({
        code: 'product_not_found',
        message: ADMIN_MESSAGES.foreignProducts,
      });
    }
    expect((await list('q=Foreign')).total).toBe(0);
    const created = await call('POST', '/api/app/knowledge-base', entry([product.id]));
    expect(created.statusCode).toBe(200);
    const id = created.json().objectID;
    const moved = await call('PUT', `/api/app/knowledge-base/${id}`, entry([stranger.id]));
    expect(moved.statusCode).toBe(400);
    expect((await call('GET', `/api/app/knowledge-base/${id}`)).json().product_ids).toEqual([
      product.id,
    ]);
    await call('DELETE', `/api/app/knowledge-base/${id}`);
  });

  it('needs the knowledge base scope', async () => {
    expect((await call('GET', '/api/app/knowledge-base', undefined, narrow)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/app/knowledge-base', { question: 'Q', answer: 'A' }, narrow))
        .statusCode,
    ).toBe(403);
    const [first] = (await list('pageSize=1')).entries;
    const id = first?.objectID ?? '';
    const put = await call(
      'PUT',
      `/api/app/knowledge-base/${id}`,
      { question: 'Q', answer: 'A' },
      narrow,
    );
    expect(put.statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/app/knowledge-base/${id}`, undefined, narrow)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/app/knowledge-base/${id}`, undefined, narrow)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/app/knowledge-base/${id}`)).json().content).toBe(
      first?.content,
    );
  });
});
