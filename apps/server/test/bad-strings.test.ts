/**
 * A NUL character, an unpaired surrogate or nesting past the limit anywhere in a body or query
 * answers 400 `invalid_request` naming the field, on public, member and staff routes alike,
 * before validation and before the database sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX } from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildAccount, buildOrg, buildProduct, buildStaff } from './factories.ts';

describe.each(await databaseKinds())('bad strings in requests (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  let productId: string;
  let staff: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const org = await buildOrg(t.database.db);
    base = `/api/portal/${org.slug}`;
    productId = (await buildProduct(t.database.db, org)).id;
    staff = (await buildStaff(t.database.db, org, ['app:settings'])).cookie;
    member = (await buildAccount(t.database.db, org)).cookie;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: string, cookie?: string) =>
    t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload,
    });

  const refused = (res: { statusCode: number; json: () => unknown }, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid_request', message } });
  };

  it('names the field holding a NUL, on public, member and staff routes', async () => {
    const term = JSON.stringify({ query: { term: 'soc\u0000 2', filters: {} } });
    refused(await send('POST', `${base}/search`, term), 'body.query.term contains a NUL character');
    const comment = JSON.stringify({ itemUid: productId, productId, content: 'hi\u0000' });
    refused(
      await send('POST', `${base}/comments`, comment, member),
      'body.content contains a NUL character',
    );
    const settings = JSON.stringify({ name: { 'bad\u0000key': 1 } });
    refused(
      await send('PUT', '/api/app/settings/ai', settings, staff),
      'body.name["bad\\u0000key"] contains a NUL character',
    );
  });

  it('names the field holding an unpaired surrogate, in the body and the query', async () => {
    refused(
      await send('POST', `${base}/request`, '{"email":"a@b.example","firstName":"\\ud800"}'),
      'body.firstName contains an unpaired UTF-16 surrogate (not valid Unicode text)',
    );
    const res = await t.app.inject({ method: 'GET', url: `${base}/view?accountId=%ED%A0%80` });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses JSON nested past the limit, however deep', async () => {
    const nested = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const res = await send('POST', `${base}/search`, nested);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(`${JSON_DEPTH_MAX} levels`);
  });
});
