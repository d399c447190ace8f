/**
 * Each client's limits on the portal's costly answers (docs/search.md, Limits; docs/api.md, MCP):
 * server search, Ask AI's answers, and MCP tool calls, counted call by call inside a batch. Past
 * a limit the client gets 429 `rate_limited` saying how long to wait; another client does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_RATE_LIMITS, countToolCalls, mcpToolCallsRefused } from '@trustfront/core';
import { buildOrg, buildProduct, type OrgRow } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { enableAi } from './helpers/search.ts';

const query = { query: { term: 'encryption', filters: {} } };
const toolCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'search', arguments: { query: 'encryption' } },
});

describe('counting MCP tool calls', () => {
  it('counts each tools/call, in a batch or alone, and nothing else', () => {
    expect(countToolCalls(toolCall(1))).toBe(1);
    expect(countToolCalls([toolCall(1), { method: 'tools/list' }, toolCall(2)])).toBe(2);
    expect(countToolCalls({ method: 'initialize' })).toBe(0);
    expect(countToolCalls(null)).toBe(0);
    expect(countToolCalls('tools/call')).toBe(0);
  });
});

describe.each(await databaseKinds())('portal rate limits (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await buildOrg(t.database.db, { slug: 'limits-org' });
    await buildProduct(t.database.db, org);
    await enableAi(t.database.db, org.id);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress,
      headers: { accept: 'application/json, text/event-stream' },
    });

  /** Sends `max` requests, all answered, then one more, refused with 429 `rate_limited`. */
  async function expectLimit(url: string, payload: unknown, max: number, address: string) {
    for (let i = 0; i < max; i += 1) {
      const res = await post(url, payload, address);
      expect(res.statusCode, `request ${i + 1} of ${max}`).not.toBe(429);
    }
    const refused = await post(url, payload, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.json().error.message).toMatch(/Please try again in \d+/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await post(url, payload, '192.0.2.250')).statusCode).not.toBe(429);
  }

  it('limits searches a client makes', async () => {
    await expectLimit(
      `/api/portal/${org.slug}/search`,
      query,
      PORTAL_RATE_LIMITS.search.max,
      '192.0.2.1',
    );
  });

  it('limits Ask AI answers a client asks for', async () => {
    await expectLimit(
      `/api/portal/${org.slug}/search/answer`,
      { query: { term: 'Do you encrypt data?', filters: {} } },
      PORTAL_RATE_LIMITS.answer.max,
      '192.0.2.2',
    );
  });

  it('limits MCP tool calls, each call of a batch counting', async () => {
    const url = `/trust/${org.slug}/mcp`;
    const { max } = PORTAL_RATE_LIMITS.mcpToolCalls;
    const address = '192.0.2.3';
    // One request carrying the whole allowance is answered; a single call more is refused.
    const batch = Array.from({ length: max }, (_, i) => toolCall(i + 1));
    expect((await post(url, batch, address)).statusCode).not.toBe(429);
    const refused = await post(url, toolCall(max + 1), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.json().error.message).toMatch(
      new RegExp(`^${mcpToolCallsRefused(1).split(':')[0]}`),
    );
    // Messages that are not tool calls are still answered, within the request limit.
    const listed = await post(url, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, address);
    expect(listed.statusCode).not.toBe(429);
    // A batch over the allowance on its own is refused from a fresh client too.
    const over = Array.from({ length: max + 1 }, (_, i) => toolCall(i + 1));
    expect((await post(url, over, '192.0.2.4')).statusCode).toBe(429);
  });
});
