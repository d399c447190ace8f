/**
 * A knowledge-base entry's internal note never leaves the private app (docs/search.md, Knowledge
 * base), asked through every way out and every kind of caller: the portal's view and page, the
 * knowledge base's answer, search, Ask AI, the MCP tools, and the feeds. The comment beside it
 * is the entry's as visitors see it, and does reach them: the same checks find it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZKbAdminEntry } from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { enableAi } from './helpers/search.ts';
import { ssrWebDist } from './helpers/ssr-web-dist.ts';
import {
  ACCESS_CALLERS,
  buildAccessFixture,
  buildStaff,
  type AccessCaller,
  type AccessFixture,
} from './factories.ts';

const NOTE = 'Ask legal before quoting Wallaroo';
const COMMENT = 'Renewed every spring Quandong';
const QUESTION = 'Do you encrypt backups?';

describe.each(await databaseKinds())('knowledge base internal note (%s)', (kind) => {
  let t: TestApp;
  let web: ReturnType<typeof ssrWebDist>;
  let world: AccessFixture;
  let staff: string;

  beforeAll(async () => {
    web = ssrWebDist('kb-internal-note');
    t = await createTestApp(kind, { webDist: web.webDist });
    const { db } = t.database;
    world = await buildAccessFixture(db, t.storage, {
      public: 'Public item',
      restricted: 'Restricted item',
      restricted_hidden: 'Hidden item',
    });
    await enableAi(db, world.org.id);
    staff = (await buildStaff(db, world.org, ['app:knowledge-base'])).cookie;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/app/knowledge-base',
      headers: { cookie: staff },
      payload: {
        question: QUESTION,
        answer: 'Yes, backups are encrypted with AES-256.',
        comment: COMMENT,
        internalNote: NOTE,
      },
    });
    expect(created.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  const as = (caller: AccessCaller, method: 'GET' | 'POST', url: string, payload?: object) => {
    const { query, cookie } = world.callers[caller];
    return t.app.inject({
      method,
      url,
      query,
      headers: {
        accept: 'application/json, text/event-stream',
        ...(cookie ? { cookie } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  };
  const base = () => `/api/portal/${world.org.slug}`;
  const term = { query: { term: 'encrypt backups', filters: {} } };
  const mcp = (name: string, args: object) => ({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name, arguments: args },
  });

  /** Every way out a caller has, with whether it shows the entry's comment. */
  const waysOut = (): [string, 'GET' | 'POST', string, object | undefined, boolean][] => [
    ['view', 'GET', `${base()}/view`, undefined, true],
    ['knowledge base', 'GET', `${base()}/knowledge-base`, undefined, true],
    ['search', 'POST', `${base()}/search`, term, true],
    ['Ask AI', 'POST', `${base()}/search/answer`, term, false],
    ['page', 'GET', `/trust/${world.org.slug}`, undefined, false],
    [
      'MCP search',
      'POST',
      `/trust/${world.org.slug}/mcp`,
      mcp('search', { query: 'encrypt' }),
      false,
    ],
    ['MCP ask', 'POST', `/trust/${world.org.slug}/mcp`, mcp('ask', { question: QUESTION }), false],
    ['trust feed', 'GET', `/trust/${world.org.slug}/trust.json`, undefined, false],
    ['llms.txt', 'GET', `/trust/${world.org.slug}/llms.txt`, undefined, false],
    ['Atom feed', 'GET', `/trust/${world.org.slug}/feed.atom`, undefined, false],
  ];

  it.each(ACCESS_CALLERS)('never reaches %s, whatever way out', async (caller) => {
    for (const [name, method, url, payload, showsComment] of waysOut()) {
      const res = await as(caller, method, url, payload);
      expect(res.statusCode, `${name} for ${caller}`).toBeLessThan(500);
      expect(res.body, `${name} for ${caller}`).not.toContain('Wallaroo');
      if (showsComment && res.statusCode === 200) {
        expect(res.body, `the comment in ${name} for ${caller}`).toContain('Quandong');
      }
    }
  });

  it('is kept and shown in the private app, to staff of the knowledge base alone', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/app/knowledge-base?q=backups',
      headers: { cookie: staff },
    });
    const [entry] = list.json().entries;
    expect(ZKbAdminEntry.parse(entry)).toMatchObject({ comment: COMMENT, internal_note: NOTE });
    const other = (await buildStaff(t.database.db, world.org, ['app:cards'])).cookie;
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/app/knowledge-base?q=backups',
      headers: { cookie: other },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Wallaroo');
  });
});
