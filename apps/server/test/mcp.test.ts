/**
 * The MCP endpoint (docs/api.md, MCP) through the SDK's own client over a real listening server:
 * each tool answers what the anonymous portal routes answer, in every portal mode (public,
 * login-only, hidden sections and cards, restricted documents), whatever session it is sent
 * with; an unknown or unpublished trust center is refused as the page refuses it.
 */
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPortalView, type TPortalView } from '@trustfront/core';
import {
  cards,
  items,
  organizations,
  portalCustomizations,
  productConfigs,
} from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { buildAccount, buildProfile, one, type OrgRow } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const kinds = await databaseKinds();

/** Words the demo's content answers, and one it does not. */
const TERMS = ['encryption', 'SOC 2', 'penetration test', 'zebra crossing'];

interface ToolAnswer {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text?: string }[];
}

describe.each(kinds)('MCP endpoint on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let org: OrgRow;

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const customize = (values: Partial<typeof portalCustomizations.$inferInsert>) =>
    t.database.db
      .update(portalCustomizations)
      .set(values)
      .where(eq(portalCustomizations.orgId, org.id));

  /** A connected SDK client of `slug`'s endpoint, sending `cookie` with every request. */
  async function connect(slug = 'acme', cookie?: string): Promise<Client> {
    const client = new Client({ name: 'mcp-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/trust/${slug}/mcp`), {
      requestInit: cookie ? { headers: { cookie } } : {},
    });
    await client.connect(transport);
    return client;
  }

  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as ToolAnswer;

  /** What the anonymous search route answers, and the Ask AI route (or its refusal). */
  async function anonymousRoutes(term: string) {
    const search = await post('/api/portal/acme/search', { query: { term } });
    expect(search.statusCode).toBe(200);
    const answer = await post('/api/portal/acme/search/answer', { query: { term } });
    return { search: search.json<{ result: unknown }>().result, answer };
  }

  /** Every tool's answer against the anonymous routes' answers, for a client. */
  async function expectToolsAreTheRoutes(client: Client) {
    for (const term of TERMS) {
      const routes = await anonymousRoutes(term);
      const search = await call(client, 'search', { query: term });
      expect(search.isError).toBeFalsy();
      expect(search.structuredContent).toEqual(routes.search);
      expect(JSON.parse(search.content[0]?.text ?? '')).toEqual(routes.search);
      const ask = await call(client, 'ask', { question: term });
      if (routes.answer.statusCode === 200) {
        expect(ask.structuredContent).toEqual(routes.answer.json<{ result: unknown }>().result);
      } else {
        // Refused as the route refuses: its very message.
        expect(ask.isError).toBe(true);
        expect(ask.content[0]?.text).toBe(
          routes.answer.json<{ error: { message: string } }>().error.message,
        );
      }
    }
    const documents = await call(client, 'list_documents');
    expect(documents.isError).toBeFalsy();
    const listed = documents.structuredContent as {
      access: string;
      products: {
        id: string;
        documents: {
          id: string;
          itemId: string;
          title: string;
          url: string;
          downloadable: boolean;
        }[];
        restrictedDocuments: { itemId: string; title: string }[];
      }[];
    };
    const first = (await t.app.inject({ method: 'GET', url: '/api/portal/acme/view' })).json<
      TPortalView | { closed: string }
    >();
    if ('closed' in first) {
      expect(listed).toEqual({ access: first.closed, products: [] });
      return listed;
    }
    expect(listed.access).toBe('public');
    expect(listed.products.map((p) => p.id)).toEqual(first.products.map((p) => p.productId));
    for (const product of listed.products) {
      const page = ZPortalView.parse(
        (await t.app.inject({ method: 'GET', url: `/api/portal/acme/view/${product.id}` })).json(),
      );
      const pageDocs = page.cards.flatMap((c) =>
        c.items.flatMap((i) => i.documents.map((d) => ({ item: i, doc: d }))),
      );
      expect(product.documents.map((d) => [d.id, d.itemId, d.title, d.downloadable])).toEqual(
        pageDocs
          .filter((p) => p.doc.isUnlocked)
          .map((p) => [p.doc.fileId, p.item.itemUid, p.item.title, p.doc.canDownload]),
      );
      for (const d of product.documents) {
        const served = await t.app.inject({
          method: 'GET',
          url: d.url.replace('http://localhost:3000', ''),
        });
        expect(served.statusCode).toBe(200);
      }
      const locked = pageDocs.filter((p) => !p.doc.isUnlocked).map((p) => p.item);
      expect(product.restrictedDocuments).toEqual([
        ...new Map(locked.map((i) => [i.itemUid, { itemId: i.itemUid, title: i.title }])).values(),
      ]);
    }
    const overview = await client.readResource({
      uri: 'http://localhost:3000/trust/acme/llms.txt',
    });
    const llms = await t.app.inject({ method: 'GET', url: '/trust/acme/llms.txt' });
    expect(overview.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: llms.body });
    return listed;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db, t.storage, { adminPassword: 'mcp-test-password' });
    org = one(
      await t.database.db.select().from(organizations).where(eq(organizations.slug, 'acme')),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('offers three read-only tools and the overview, answering as the anonymous public page', async () => {
    const client = await connect();
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['ask', 'list_documents', 'search']);
      expect(tools.every((tool) => tool.annotations?.readOnlyHint)).toBe(true);
      const { resources } = await client.listResources();
      expect(resources.map((r) => r.uri)).toEqual(['http://localhost:3000/trust/acme/llms.txt']);
      const listed = await expectToolsAreTheRoutes(client);
      expect(listed.products.flatMap((p) => p.documents).length).toBeGreaterThan(0);
      expect(listed.products.flatMap((p) => p.restrictedDocuments).length).toBeGreaterThan(0);
      const hits = (await call(client, 'search', { query: 'encryption' })).structuredContent;
      expect((hits as { matches: unknown[] }).matches.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it('keeps restricted documents to their titles, even for a client sending a member’s session', async () => {
    const anonymous = await connect();
    const restricted = (
      (await call(anonymous, 'list_documents')).structuredContent as {
        products: { restrictedDocuments: { itemId: string }[] }[];
      }
    ).products.flatMap((p) => p.restrictedDocuments.map((d) => d.itemId));
    expect(restricted.length).toBeGreaterThan(0);
    // A member whose profile opens every restricted document.
    const granted = await t.database.db.select().from(items).where(inArray(items.id, restricted));
    const profile = await buildProfile(t.database.db, org, granted);
    const { cookie } = await buildAccount(t.database.db, org, { profile });
    const asMember = await connect('acme', cookie);
    try {
      await expectToolsAreTheRoutes(asMember);
      // The member's own page opens them; the endpoint still does not.
      const memberView = ZPortalView.parse(
        (
          await t.app.inject({ method: 'GET', url: '/api/portal/acme/view', headers: { cookie } })
        ).json(),
      );
      const opened = memberView.cards
        .flatMap((c) => c.items)
        .filter((i) => restricted.includes(i.itemUid) && i.documents.some((d) => d.isUnlocked))
        .flatMap((i) => i.documents.map((d) => d.fileId));
      expect(opened.length).toBeGreaterThan(0);
      for (const term of TERMS) {
        const asThem = await call(asMember, 'search', { query: term });
        for (const fileId of opened) expect(JSON.stringify(asThem)).not.toContain(fileId);
        expect(asThem).toEqual(await call(anonymous, 'search', { query: term }));
      }
      const docs = JSON.stringify(await call(asMember, 'list_documents'));
      for (const fileId of opened) expect(docs).not.toContain(fileId);
    } finally {
      await asMember.close();
      await anonymous.close();
    }
  });

  it('leaves out hidden sections and hidden cards as the page does', async () => {
    const { db } = t.database;
    const config = one(await db.select().from(productConfigs).limit(1));
    const documentsCard = one(await db.select().from(cards).where(eq(cards.kind, 'Documents')));
    const controls = one(await db.select().from(cards).where(eq(cards.kind, 'DataSecurity')));
    const hiddenItem = one(await db.select().from(items).where(eq(items.cardId, controls.id)));
    const setHidden = async (hidden: boolean) => {
      await db
        .update(productConfigs)
        .set({ hiddenSections: hidden ? ['subprocessors'] : config.hiddenSections })
        .where(eq(productConfigs.productId, config.productId));
      await db.update(cards).set({ hidden }).where(eq(cards.id, documentsCard.id));
      await db
        .update(items)
        .set({ access: hidden ? 'restricted_hidden' : hiddenItem.access })
        .where(eq(items.id, hiddenItem.id));
    };
    const client = await connect();
    const before = (await call(client, 'list_documents')).structuredContent;
    await setHidden(true);
    try {
      const listed = await expectToolsAreTheRoutes(client);
      expect(listed).not.toEqual(before);
      const text = JSON.stringify([
        listed,
        ...(await Promise.all(TERMS.map((query) => call(client, 'search', { query })))),
      ]);
      expect(text).not.toContain(hiddenItem.id);
    } finally {
      await setHidden(false);
      await client.close();
    }
  });

  it('of a login-only portal says what its closed page says, and nothing else', async () => {
    await customize({ publicAccessLevel: 'LoginRequired' });
    const client = await connect();
    try {
      const listed = await expectToolsAreTheRoutes(client);
      expect(listed).toEqual({ access: 'login_required', products: [] });
      for (const query of TERMS) {
        expect((await call(client, 'search', { query })).structuredContent).toEqual({
          matches: [],
        });
      }
    } finally {
      await customize({ publicAccessLevel: 'PublicContentOnly' });
      await client.close();
    }
  });

  it('refuses an unknown or unpublished trust center as the page does', async () => {
    await expect(connect('nobody')).rejects.toThrow(/Company not found/);
    await t.database.db
      .update(organizations)
      .set({ publishedAt: null })
      .where(eq(organizations.id, org.id));
    try {
      await expect(connect()).rejects.toThrow(/not published/);
      const direct = await post('/trust/acme/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
      expect(direct.statusCode).toBe(404);
      expect(direct.json()).toMatchObject({ error: { code: 'not_published' } });
    } finally {
      await t.database.db
        .update(organizations)
        .set({ publishedAt: org.publishedAt })
        .where(eq(organizations.id, org.id));
    }
  });

  it('answers GET and DELETE 405, and refuses what is not MCP in the API’s error shape', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/trust/acme/mcp' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toMatchObject({ error: { code: 'bad_request' } });
    }
    const notJsonRpc = await t.app.inject({
      method: 'POST',
      url: '/trust/acme/mcp',
      headers: { accept: 'application/json, text/event-stream' },
      payload: { hello: 'world' },
    });
    expect(notJsonRpc.statusCode).toBe(400);
    expect(notJsonRpc.json()).toMatchObject({ error: { code: 'invalid_request' } });
    const noAccept = await post('/trust/acme/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(noAccept.statusCode).toBe(406);
    expect(noAccept.json().error.message).toContain('Accept');
    const badTerm = await connect();
    try {
      const empty = await call(badTerm, 'search', { query: '' });
      expect(empty.isError).toBe(true);
    } finally {
      await badTerm.close();
    }
  });
});
