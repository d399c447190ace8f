/**
 * What a custom domain answers, asked in the forms a request may take (docs/portal.md, Hosts and
 * custom domains): the Host header with a port, a final dot or upper case, a forwarded host, and
 * paths encoded, doubled, dotted or with parameters. Each form of a request for the private app,
 * the staff API, staff sign-in, SCIM or another organisation's portal answers 404 on Beta's domain.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customDomains } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { makeWebDist, type TestWebDist } from './helpers/web-dist.ts';
import { buildOrg, buildProduct, buildStaff, type OrgRow } from './factories.ts';

const B_DOMAIN = 'trust.beta.example';
const HOST_FORMS = [
  B_DOMAIN,
  'TRUST.Beta.Example',
  `${B_DOMAIN}.`,
  `${B_DOMAIN}:8443`,
  `${B_DOMAIN}.:443`,
];
const PATHS = (alphaId: string): (InjectOptions & { url: string })[] => [
  { url: '/app' },
  { url: '//app' },
  { url: '/app/' },
  { url: '/App' },
  { url: '/%61pp' },
  { url: '/app;x=1' },
  { method: 'HEAD', url: '/app' },
  { url: '/api/app/settings/scripts' },
  { url: '/api//app/settings/scripts' },
  { url: '/api/%61pp/settings/scripts' },
  { url: '/api/app/settings/scripts;x' },
  { method: 'OPTIONS', url: '/api/app/settings/scripts' },
  { url: '/api/auth/me' },
  { url: '/API/auth/me' },
  { url: '/scim/v2/Users' },
  { url: '/api/openapi.json' },
  { url: '/api/portal/alpha/view' },
  { url: '/api/portal/%61lpha/view' },
  { url: '/api/portal/beta/../alpha/view' },
  { url: '/api/portal/beta%2F..%2Falpha/view' },
  { url: '/api/portal/ALPHA/view' },
  { url: '/api/portal/alpha;x/view' },
  { url: '/trust/alpha' },
  { url: '/trust/beta/../alpha' },
  { url: '/trust/alpha/feed.atom' },
  { url: `/api/share/${alphaId}/og.png` },
  { url: `/api/byoid/${alphaId}/start`, method: 'POST', payload: {} },
  { url: '/mcp' },
];

describe.each(await databaseKinds())("a custom domain's answers in every form (%s)", (kind) => {
  let t: TestApp;
  let web: TestWebDist;
  let alpha: OrgRow;
  let adminA: string;

  beforeAll(async () => {
    web = makeWebDist({ rendered: false });
    t = await createTestApp(kind, { webDist: web.webDist });
    const { db } = t.database;
    alpha = await buildOrg(db, { slug: 'alpha', name: 'Alpha' });
    const beta = await buildOrg(db, { slug: 'beta', name: 'Beta' });
    for (const org of [alpha, beta]) await buildProduct(db, org);
    adminA = (await buildStaff(db, alpha, ['app:settings'])).cookie;
    await db
      .insert(customDomains)
      .values({ domain: B_DOMAIN, orgId: beta.id, verifiedAt: new Date() });
  });

  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  it("answers 404 for staff and Alpha's portal on Beta's domain in every form", async () => {
    const answered: string[] = [];
    for (const host of HOST_FORMS) {
      for (const request of PATHS(alpha.id)) {
        const res = await t.app.inject({
          ...request,
          headers: { host, cookie: adminA, 'x-forwarded-host': 'localhost:3000' },
        });
        if (res.statusCode !== 404) {
          answered.push(`${request.method ?? 'GET'} ${request.url} on ${host}: ${res.statusCode}`);
        }
      }
    }
    expect(answered).toEqual([]);
  });

  it('serves Beta its own portal on each form of its host', async () => {
    for (const host of HOST_FORMS) {
      const res = await t.app.inject({ url: '/api/portal/beta/view', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });
});
