import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TKnowledgeBaseResponse } from '@trustfront/core';
import { kbEntries, organizations, products } from '../src/db/schema/index.ts';
import { buildAccount, buildStaff } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

/** 'Question 01' … in alphabetical order, so pages are predictable. */
const question = (n: number) => `Question ${String(n).padStart(2, '0')}`;

describe.each(await databaseKinds())('GET /api/portal/{orgSlug}/knowledge-base (%s)', (kind) => {
  let t: TestApp;
  let cloudId: string;
  let mobileId: string;
  let otherOrgProductId: string;
  let staffCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const [acme, other] = await db
      .insert(organizations)
      .values([
        { slug: 'acme', name: 'Acme' },
        { slug: 'other', name: 'Other' },
      ])
      .returning();
    if (!acme || !other) throw new Error('organisations not created');
    const [cloud, mobile, otherProduct] = await db
      .insert(products)
      .values([
        { orgId: acme.id, slug: 'acme-cloud', name: 'Acme Cloud', position: 0 },
        { orgId: acme.id, slug: 'acme-mobile', name: 'Acme Mobile', position: 1 },
        { orgId: other.id, slug: 'other', name: 'Other', position: 0 },
      ])
      .returning();
    if (!cloud || !mobile || !otherProduct) throw new Error('products not created');
    cloudId = cloud.id;
    mobileId = mobile.id;
    otherOrgProductId = otherProduct.id;
    await db.insert(kbEntries).values([
      // 23 public entries for every product.
      ...Array.from({ length: 23 }, (_, i) => ({
        orgId: acme.id,
        question: question(i + 1),
        answer: `Answer ${i + 1}`,
        comment: i === 0 ? 'A comment' : null,
      })),
      {
        orgId: acme.id,
        question: 'Restricted question',
        answer: 'Secret',
        accessLevel: 'restricted' as const,
      },
      {
        orgId: acme.id,
        question: 'Restricted mobile question',
        answer: 'Secret too',
        accessLevel: 'restricted' as const,
        productIds: [mobile.id],
      },
      {
        orgId: acme.id,
        question: 'Mobile only',
        answer: 'Offline sync 100% encrypted',
        productIds: [mobile.id],
      },
      { orgId: acme.id, question: 'Cloud only', answer: 'Regions_EU', productIds: [cloud.id] },
      { orgId: other.id, question: 'Other organisation', answer: 'Not Acme' },
    ]);
    staffCookie = (await buildStaff(db, acme, ['statuspage:edit'])).cookie;
    memberCookie = (await buildAccount(db, acme)).cookie;
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, orgSlug = 'acme', cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/${orgSlug}/knowledge-base${query}`,
      headers: cookie ? { cookie } : {},
    });

  const page = async (query: string): Promise<TKnowledgeBaseResponse> => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return response.json<TKnowledgeBaseResponse>();
  };

  it('answers the first page of ten by default, for the default product', async () => {
    const body = await page('');
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(10);
    // 23 shared entries and the Cloud-only one; the default product is the first (Acme Cloud).
    expect(body.total).toBe(24);
    expect(body.entries).toHaveLength(10);
    expect(body.entries[0]).toEqual({
      id: expect.any(String),
      question: 'Cloud only',
      answer: 'Regions_EU',
      comment: null,
    });
    expect(body.entries[1]?.comment).toBe('A comment');
    expect(Object.keys(body.entries[0] ?? {}).sort()).toEqual([
      'answer',
      'comment',
      'id',
      'question',
    ]);
  });

  it('pages through every entry once', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => page(`?page=${n}&pageSize=10`)));
    expect(pages.map((p) => p.entries.length)).toEqual([10, 10, 4]);
    const ids = pages.flatMap((p) => p.entries.map((e) => e.id));
    expect(new Set(ids).size).toBe(24);
    expect(pages[2]?.entries.at(-1)?.question).toBe(question(23));
    const beyond = await page('?page=4');
    expect(beyond.entries).toEqual([]);
    expect(beyond.total).toBe(24);
  });

  it('never returns restricted entries to a visitor', async () => {
    for (const productId of [cloudId, mobileId]) {
      const body = await page(`?pageSize=100&productId=${productId}`);
      expect(body.entries.map((e) => e.question)).not.toContain('Restricted question');
      expect(body.entries.map((e) => e.question)).not.toContain('Restricted mobile question');
      expect(body.entries.every((e) => !e.answer.startsWith('Secret'))).toBe(true);
    }
    const searched = await page('?q=restricted');
    expect(searched.total).toBe(0);
  });

  it('lists the entries that apply to the chosen product', async () => {
    const mobile = await page(`?pageSize=100&productId=${mobileId}`);
    const questions = mobile.entries.map((e) => e.question);
    expect(mobile.total).toBe(24);
    expect(questions).toContain('Mobile only');
    expect(questions).not.toContain('Cloud only');
    expect(questions).not.toContain('Other organisation');
  });

  it('searches questions and answers, with % and _ as plain characters', async () => {
    expect((await page('?q=question%2007')).entries.map((e) => e.question)).toEqual([question(7)]);
    expect((await page('?q=regions_eu')).entries.map((e) => e.question)).toEqual(['Cloud only']);
    expect((await page('?q=Question_07')).total).toBe(0);
    const percent = await page(`?q=${encodeURIComponent('100%')}&productId=${mobileId}`);
    expect(percent.entries.map((e) => e.question)).toEqual(['Mobile only']);
    expect((await page(`?q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('answers 400 for a page size over 100 and for bad paging', async () => {
    for (const query of ['?pageSize=101', '?pageSize=0', '?page=0', '?page=x', '?productId=nope']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('invalid_request');
    }
    expect((await page('?pageSize=100')).entries).toHaveLength(24);
  });

  it("falls back to the default product for another organisation's product; 404 for an unknown organisation", async () => {
    const foreign = await get(`?productId=${otherOrgProductId}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual((await get('')).json());
    expect((await get('', 'nobody')).statusCode).toBe(404);
  });

  it('refuses main mode without a staff session', async () => {
    expect((await get('?mode=main')).statusCode).toBe(403);
    expect((await get('?mode=main', 'acme', memberCookie)).statusCode).toBe(403);
  });

  it('keeps restricted entries from signed-in account members', async () => {
    const response = await get(`?pageSize=100&productId=${mobileId}`, 'acme', memberCookie);
    expect(response.statusCode).toBe(200);
    const questions = response.json<TKnowledgeBaseResponse>().entries.map((e) => e.question);
    expect(questions).toHaveLength(24);
    expect(questions.filter((q) => q.startsWith('Restricted'))).toEqual([]);
  });

  it('shows staff every entry in main mode only', async () => {
    const main = await get(`?mode=main&pageSize=100&productId=${mobileId}`, 'acme', staffCookie);
    expect(main.statusCode).toBe(200);
    const questions = main.json<TKnowledgeBaseResponse>().entries.map((e) => e.question);
    expect(questions).toContain('Restricted question');
    expect(questions).toContain('Restricted mobile question');
    expect(questions).not.toContain('Other organisation');
    const visitorView = await get(`?pageSize=100&productId=${mobileId}`, 'acme', staffCookie);
    expect(visitorView.json<TKnowledgeBaseResponse>().total).toBe(24);
  });
});
