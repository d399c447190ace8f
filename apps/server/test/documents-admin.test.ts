/**
 * The trust center's documents: GET /api/documents/trust-center lists every document of the
 * organisation's cards (no one else's) with its count, to editors and to staff of the Documents
 * section (documentsAccessOf); the bulk type change
 * sets one type on the chosen documents' items in one go, asks the editing rule for each card
 * kind, refuses unknown types and other organisations' items, and lands in the audit log. The
 * section-order dialog's enabled sections: the knowledge base once it has an entry, updates once
 * they have a topic (docs/updates.md, On the portal; docs/portal.md, Products).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOPIC_CATEGORIES, ZTrustCenterDocuments, ZPortalView } from '@trustfront/core';
import { organizations, topics } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type ItemRow,
} from './factories.ts';

describe.each(await databaseKinds())('documents administration (%s)', (kind) => {
  let t: TestApp;
  let editor: string;
  let noEdit: string;
  let neither: string;
  let soc2: ItemRow;
  let policy: ItemRow;
  let foreign: ItemRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'docs-admin', plan: 'growth' });
    const product = await buildProduct(db, org, { name: 'Cloud' });
    const reports = await buildCard(db, product, { kind: 'Reports', position: 0 });
    const policies = await buildCard(db, product, { kind: 'Policies', position: 1 });
    soc2 = await buildItem(db, reports, { title: 'SOC 2', details: { type: 'SOC 2 Type I' } });
    policy = await buildItem(db, policies, { title: 'Access policy' });
    await buildItem(db, policies, { title: 'No file yet' });
    await buildFile(db, t.storage, org, { item: soc2, originalName: 'soc2.pdf' });
    await buildFile(db, t.storage, org, { item: policy, originalName: 'access.pdf' });
    editor = (await buildStaff(db, org, ['statuspage:edit', 'app:settings'])).cookie;
    noEdit = (await buildStaff(db, org, ['app:documents', 'files:view'])).cookie;
    neither = (await buildStaff(db, org, ['app:knowledge-base', 'files:view'])).cookie;

    const other = await buildOrg(db, { slug: 'docs-other' });
    const otherCard = await buildCard(db, await buildProduct(db, other), { kind: 'Reports' });
    foreign = await buildItem(db, otherCard, { title: 'Foreign' });
    await buildFile(db, t.storage, other, { item: foreign, originalName: 'foreign.pdf' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH', url: string, payload?: object, cookie = editor) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const list = async () =>
    ZTrustCenterDocuments.parse((await call('GET', '/api/documents/trust-center')).json());

  it('lists the organisation documents in the portal order, with their count', async () => {
    const answer = await list();
    expect(answer.count).toBe(2);
    expect(answer.documents.map((d) => [d.kind, d.itemTitle, d.originalName, d.type])).toEqual([
      ['Reports', 'SOC 2', 'soc2.pdf', 'SOC 2 Type I'],
      ['Policies', 'Access policy', 'access.pdf', null],
    ]);
    expect(answer.documents[0]).toMatchObject({ productName: 'Cloud', cardTitle: 'Reports' });
    expect(answer.cards.map((c) => c.kind)).toEqual(['Reports', 'Policies']);
  });

  it('changes the type of many documents at once, in the portal and the audit log', async () => {
    const changed = await call('PATCH', '/api/trust-center/documents/types', {
      itemUids: [soc2.id, policy.id],
      type: 'Policy',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ updated: 2 });
    expect((await list()).documents.map((d) => d.type)).toEqual(['Policy', 'Policy']);
    const view = ZPortalView.parse(
      (await t.app.inject({ method: 'GET', url: '/api/portal/docs-admin/view' })).json(),
    );
    const item = view.cards.flatMap((c) => c.items).find((i) => i.itemUid === soc2.id);
    expect(item?.details.type).toBe('Policy');
    const log = (await call('GET', '/api/app/audit-log')).json();
    expect(log.entries[0]).toMatchObject({
      action: 'documents.type',
      target: 'SOC 2, Access policy',
      after: { type: 'Policy' },
    });
  });

  it('refuses unknown types, foreign items and staff without statuspage:edit', async () => {
    const unknownType = await call('PATCH', '/api/trust-center/documents/types', {
      itemUids: [soc2.id],
      type: 'Anything',
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error.message).toBe('Select an item type to save this item');
    const none = await call('PATCH', '/api/trust-center/documents/types', {
      itemUids: [],
      type: 'Policy',
    });
    expect(none.json().error.message).toBe('Select at least one document');
    const stranger = await call('PATCH', '/api/trust-center/documents/types', {
      itemUids: [soc2.id, foreign.id],
      type: 'Contract',
    });
    expect(stranger.statusCode).toBe(404);
    expect((await list()).documents.map((d) => d.type)).not.toContain('Contract');
    const retype = { itemUids: [soc2.id], type: 'Other' };
    expect(
      (await call('PATCH', '/api/trust-center/documents/types', retype, noEdit)).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', '/api/trust-center/documents/types', retype, neither)).statusCode,
    ).toBe(403);
  });

  it('lets the Documents section read the list without editing, and refuses everyone else', async () => {
    const read = await call('GET', '/api/documents/trust-center', undefined, noEdit);
    expect(read.statusCode).toBe(200);
    expect(ZTrustCenterDocuments.parse(read.json())).toEqual(await list());
    const refused = await call('GET', '/api/documents/trust-center', undefined, neither);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You don't have access to this page");
  });
});

describe.each(await databaseKinds())('sections counted enabled (%s)', (kind) => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'sections-enabled' });
    await buildCard(db, await buildProduct(db, org), { kind: 'Reports' });
    staff = (await buildStaff(db, org, ['statuspage:edit', 'app:knowledge-base'])).cookie;
  });
  afterAll(() => t.close());

  const enabled = async () => {
    const view = ZPortalView.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/portal/sections-enabled/view?mode=main',
          headers: { cookie: staff },
        })
      ).json(),
    );
    return Object.fromEntries(view.sections.map((s) => [s.id, s.enabled]));
  };

  it('counts the knowledge base once it has an entry and updates once they have a topic', async () => {
    const before = await enabled();
    expect([before.knowledge_base, before.trust_center_updates, before.documents]).toEqual([
      false,
      false,
      true,
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/app/knowledge-base',
      headers: { cookie: staff },
      payload: { question: 'Do you encrypt backups?', answer: 'Yes.' },
    });
    expect(created.statusCode).toBe(200);
    const [org] = await t.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, 'sections-enabled'));
    await t.database.db
      .insert(topics)
      .values({ orgId: org?.id ?? '', subject: 'Pentest done', category: TOPIC_CATEGORIES[0] });
    const after = await enabled();
    expect([after.knowledge_base, after.trust_center_updates]).toEqual([true, true]);
  });
});
