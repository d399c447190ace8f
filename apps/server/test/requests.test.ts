/**
 * Requests answered cleanly: hostile paths and queries never reach a 5xx nor Fastify's own
 * error shape, the CSRF guard follows the matched route, caller parameters that name nothing are
 * the public portal, and every answer that depends on the session is kept private.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPortalView } from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
} from './factories.ts';

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** An error answer in the project's shape: `{ error: { code, message } }` and nothing of Fastify's. */
function expectProjectError(res: Answer) {
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  const error = body.error as Record<string, unknown>;
  expect(typeof error.code).toBe('string');
  expect(error.code).toMatch(/^[a-z_]+$/);
  expect(typeof error.message).toBe('string');
}

/** Path segments a visitor or an attacker may send: any text, encoded or raw-ish with bad escapes. */
const segment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9._~-]{0,10}$/),
      fc.constantFrom('%00', '%ff', '%', '%2', '%c0%af', '%ed%a0%80', '..', '%2e%2e', '%2F', ''),
      fc.stringMatching(/^[A-Za-z0-9._~-]{0,10}$/),
    )
    .map((parts) => parts.join('')),
  fc.constant(''),
);
const queryValue = segment;

describe.each(await databaseKinds())('requests (%s)', (kind) => {
  let t: TestApp;
  let slug: string;
  let orgId: string;
  let productId: string;
  let staffCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { name: 'Request Corp' });
    const product = await buildProduct(db, org);
    const item = await buildItem(db, await buildCard(db, product, { kind: 'Reports' }));
    await buildFile(db, t.storage, org, { item });
    slug = org.slug;
    orgId = org.id;
    productId = product.id;
    staffCookie = (
      await buildStaff(db, org, ['statuspage:edit', 'files:view', 'files:download', 'app:accounts'])
    ).cookie;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('never answers 5xx or a foreign shape to arbitrary path segments and query values', async () => {
    const org = fc.oneof(fc.constant(slug), segment);
    const routes = fc.oneof(
      fc.tuple(org, queryValue).map(([o, q]) => `/api/portal/${o}/view?product=${q}`),
      fc
        .tuple(org, segment, queryValue)
        .map(([o, s, q]) => `/api/portal/${o}/view/${s}?accountId=${q}`),
      fc
        .tuple(org, segment, queryValue, queryValue)
        .map(
          ([o, s, q, r]) =>
            `/api/portal/${o}/files/${s}?itemUid=${q}&productId=${r}&disposition=${q}`,
        ),
      fc
        .tuple(org, segment, queryValue)
        .map(
          ([o, s, q]) => `/api/portal/${o}/files/${s}/check?itemUid=${q}&productId=${productId}`,
        ),
      fc
        .tuple(org, queryValue, queryValue)
        .map(([o, q, r]) => `/api/portal/${o}/knowledge-base?q=${q}&page=${r}&productId=${q}`),
      fc
        .tuple(org, queryValue, queryValue)
        .map(([o, q, r]) => `/api/portal/${o}/compliance-update?productSlugs=${q}&productIds=${r}`),
      fc.tuple(org, segment).map(([o, s]) => `/api/portal/${o}/bulk-download/${s}`),
      fc
        .tuple(queryValue, queryValue, queryValue)
        .map(
          ([m, a, p]) =>
            `/api/portal/${slug}/view?mode=${m}&accountId=${a}&permissionProfileId=${p}`,
        ),
      fc.tuple(segment, segment).map(([o, a]) => `/api/share/${o}/assets/${a}?v=${a}`),
      fc
        .tuple(segment, queryValue)
        .map(([o, q]) => `/api/share/${o}/social-image.png?product=${q}`),
      fc
        .tuple(segment, queryValue)
        .map(([o, q]) => `/api/share/${orgId}/social-image.png?product=${q}${o}`),
      fc.tuple(segment, segment).map(([o, s]) => `/api/portal/${o}/${s}`),
      fc.tuple(segment, queryValue).map(([o, q]) => `/trust/${o}?product=${q}`),
    );
    await fc.assert(
      fc.asyncProperty(routes, fc.boolean(), async (url, signedIn) => {
        const res = await get(url, signedIn ? { cookie: staffCookie } : {});
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode >= 400 && url.startsWith('/api/')) expectProjectError(res);
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(org, segment, fc.jsonValue(), async (o, s, body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/portal/${o}/products/${s}/bulk-download`,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
        expectProjectError(res);
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    `/api/portal/${'SLUG'}%00/view`,
    `/api/portal/SLUG/view?product=a%00b`,
    `/api/portal/SLUG/knowledge-base?q=a%00b`,
    `/trust/SLUG%00`,
    `/api/portal/%ff/view`,
    `/trust/%ff`,
  ])('answers %s with 400 in the project shape', async (template) => {
    const res = await get(template.replace('SLUG', slug));
    expect(res.statusCode).toBe(400);
    expectProjectError(res);
    expect(JSON.parse(res.body).error.code).toBe('invalid_request');
  });

  it('answers an unknown API path 404 in the project shape', async () => {
    const res = await get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expectProjectError(res);
  });

  it('refuses an Origin header that is not a URL with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'not a url' },
    });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).error.code).toBe('csrf_rejected');
  });

  it('applies the CSRF guard by the matched route, whatever the spelling of the path', async () => {
    for (const url of ['/api/auth/logout', '/%61pi/auth/logout', '/api/auth/%6cogout']) {
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(JSON.parse(res.body).error.code).toBe('csrf_rejected');
      }
    }
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
      },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('treats caller parameters that name nothing as the public portal', async () => {
    const plain = await get(`/api/portal/${slug}/view`);
    for (const query of [
      'accountId=abc',
      'permissionProfileId=abc',
      'accountId=&permissionProfileId=',
    ]) {
      const res = await get(`/api/portal/${slug}/view?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(ZPortalView.parse(JSON.parse(res.body)).mode).toBe('public');
      expect(res.body).toBe(plain.body);
    }
    // Staff asking to preview something that does not exist are told so.
    const staff = await get(`/api/portal/${slug}/view?accountId=abc`, { cookie: staffCookie });
    expect(staff.statusCode).toBe(404);
    expect(JSON.parse(staff.body).error.code).toBe('account_not_found');
  });

  it('falls back to the default product for an unknown product id', async () => {
    const known = ZPortalView.parse(JSON.parse((await get(`/api/portal/${slug}/view`)).body));
    const unknown = await get(`/api/portal/${slug}/view/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(200);
    expect(ZPortalView.parse(JSON.parse(unknown.body)).product).toEqual(known.product);
  });

  it('keeps every answer that depends on the session private', async () => {
    const privateAnswers = [
      '/api/auth/me',
      `/api/portal/${slug}/view/not-a-uuid`,
      `/api/portal/nobody/view`,
    ];
    for (const url of privateAnswers) {
      for (const headers of [{}, { cookie: staffCookie }] as Record<string, string>[]) {
        const res = await get(url, headers);
        expect(res.headers['cache-control'], url).toBe('private, no-store');
      }
    }
    // Answers kept per content revision: the browser may keep them, and asks again each time.
    for (const url of ['view', 'knowledge-base', 'compliance-update']) {
      const res = await get(`/api/portal/${slug}/${url}`);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.headers.vary, url).toMatch(/cookie/i);
      expect(res.headers.etag, url).toBeTruthy();
      const again = await get(`/api/portal/${slug}/${url}`, {
        'if-none-match': res.headers.etag as string,
      });
      expect(again.statusCode, url).toBe(304);
    }
  });
});
