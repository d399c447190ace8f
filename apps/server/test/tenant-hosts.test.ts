/**
 * What each host answers (docs/portal.md, Hosts and custom domains), as a matrix over paths and
 * host kinds: the main host answers everything; a verified custom domain only its organisation's
 * portal, its portal API, feeds and members' sign-in, and 404 for the private app, the staff API,
 * staff sign-in, SCIM and every other organisation; an unknown host answers 404. A staff session
 * sent to a custom domain is read as none; a member's session there stays. The Host header's forms
 * (port, final dot, case, a forwarded host) and the path's (encoded, doubled, dotted, with
 * parameters, HEAD, OPTIONS) change none of it.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customDomains } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { makeWebDist, type TestWebDist } from './helpers/web-dist.ts';
import { buildAccount, buildOrg, buildProduct, buildStaff, type OrgRow } from './factories.ts';

const A_DOMAIN = 'trust.alpha.example';
const B_DOMAIN = 'trust.beta.example';
const C_DOMAIN = 'trust.gamma.example';
const HOSTS = {
  main: 'localhost:3000',
  'its own domain': A_DOMAIN,
  "another organisation's domain": B_DOMAIN,
  unknown: 'nobody.example',
} as const;
type HostKind = keyof typeof HOSTS;

/**
 * A request about organisation Alpha (`alpha`, its id `{A}`) and whether it answers (anything but
 * 404) on each kind of host. The requests carry Alpha's admin's session cookie.
 */
interface Row {
  request: InjectOptions & { url: string };
  answers: Record<HostKind, boolean>;
}
const everywhereButUnknown = {
  main: true,
  'its own domain': true,
  "another organisation's domain": true,
  unknown: false,
};
const alphaPortal = {
  main: true,
  'its own domain': true,
  "another organisation's domain": false,
  unknown: false,
};
const mainOnly = {
  main: true,
  'its own domain': false,
  "another organisation's domain": false,
  unknown: false,
};
const rows = (alphaId: string): Row[] => [
  // The portal's pages on the host: whichever organisation the host serves.
  { request: { url: '/' }, answers: everywhereButUnknown },
  { request: { url: '/item/soc-2' }, answers: everywhereButUnknown },
  { request: { url: '/changes' }, answers: everywhereButUnknown },
  { request: { url: '/de' }, answers: everywhereButUnknown },
  // Alpha's own portal, its API, feeds and its members' sign-in.
  { request: { url: '/api/portal/alpha/view' }, answers: alphaPortal },
  { request: { url: '/api/portal/%61lpha/view' }, answers: alphaPortal },
  { request: { url: '/api/portal/alpha/compliance-update' }, answers: alphaPortal },
  { request: { url: '/api/portal/alpha/request-form' }, answers: alphaPortal },
  { request: { url: '/api/portal/alpha/auth/magic-link?token=x' }, answers: alphaPortal },
  { request: { url: '/trust/alpha' }, answers: alphaPortal },
  { request: { url: '/trust/alpha/trust.json' }, answers: alphaPortal },
  {
    request: { method: 'POST', url: `/api/byoid/${alphaId}/welcome`, payload: {} },
    answers: alphaPortal,
  },
  // A member's own actions: the member's session says whose.
  {
    request: { method: 'POST', url: '/api/statuspage/share/auth/logout' },
    answers: everywhereButUnknown,
  },
  // Beta's portal: never on Alpha's domain.
  { request: { url: '/api/portal/beta/view' }, answers: mainOnly },
  { request: { url: '/trust/beta' }, answers: mainOnly },
  // Staff: the private app, its API, staff sign-in, SCIM, the operator's endpoints.
  { request: { url: '/app' }, answers: mainOnly },
  { request: { url: '/app/settings/scripts' }, answers: mainOnly },
  { request: { url: '/api/app/settings/scripts' }, answers: mainOnly },
  { request: { url: '/api/app/settings/api-tokens' }, answers: mainOnly },
  { request: { url: '/api/trust-center/editor' }, answers: mainOnly },
  { request: { url: '/api/auth/me' }, answers: mainOnly },
  { request: { url: '/api/auth/session' }, answers: mainOnly },
  {
    request: { method: 'POST', url: '/api/auth/login', payload: { email: 'x', password: 'y' } },
    answers: mainOnly,
  },
  { request: { url: '/scim/v2/Users' }, answers: mainOnly },
  { request: { url: '/api/openapi.json' }, answers: mainOnly },
];

/** Forms of Beta's Host header: with a port, a final dot, upper case. */
const HOST_FORMS = [
  B_DOMAIN,
  'TRUST.Beta.Example',
  `${B_DOMAIN}.`,
  `${B_DOMAIN}:8443`,
  `${B_DOMAIN}.:443`,
];
/** Forms of requests for staff and Alpha, none of which Beta's domain answers. */
const TRICKS = (alphaId: string): (InjectOptions & { url: string })[] => [
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

/** Beta's portal on Beta's domain, and on the main host; nowhere else. */
const betaPortal = (row: Row): Row['answers'] =>
  row.request.url.includes('beta')
    ? { ...mainOnly, "another organisation's domain": true }
    : row.answers;

describe.each(await databaseKinds())('what each host answers (%s)', (kind) => {
  let t: TestApp;
  let web: TestWebDist;
  let alpha: OrgRow;
  let gamma: OrgRow;
  let adminA: string;

  beforeAll(async () => {
    web = makeWebDist({ rendered: false });
    t = await createTestApp(kind, { webDist: web.webDist });
    const { db } = t.database;
    alpha = await buildOrg(db, { slug: 'alpha', name: 'Alpha' });
    const beta = await buildOrg(db, { slug: 'beta', name: 'Beta' });
    // Gamma's portal is not published: only its staff may open it.
    gamma = await buildOrg(db, { slug: 'gamma', name: 'Gamma', publishedAt: null });
    for (const org of [alpha, beta, gamma]) await buildProduct(db, org);
    adminA = (await buildStaff(db, alpha, ['app:settings'])).cookie;
    const verifiedAt = new Date();
    await db.insert(customDomains).values([
      { domain: A_DOMAIN, orgId: alpha.id, verifiedAt },
      { domain: B_DOMAIN, orgId: beta.id, verifiedAt },
      { domain: C_DOMAIN, orgId: gamma.id, verifiedAt },
    ]);
  });

  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  const ask = (request: Row['request'], host: string, cookie = adminA) =>
    t.app.inject({ ...request, headers: { ...request.headers, host, cookie } });

  it('answers each path on the hosts that serve it, and 404 on the others', async () => {
    const found: string[] = [];
    const expected: string[] = [];
    for (const row of rows(alpha.id)) {
      const answers = betaPortal(row);
      for (const [hostKind, host] of Object.entries(HOSTS) as [HostKind, string][]) {
        const res = await ask(row.request, host);
        const line = `${row.request.method ?? 'GET'} ${row.request.url} on ${hostKind}`;
        found.push(`${line}: ${res.statusCode === 404 ? '404' : 'answers'}`);
        expected.push(`${line}: ${answers[hostKind] ? 'answers' : '404'}`);
      }
    }
    expect(found).toEqual(expected);
  });

  it("answers 404 for staff and Alpha's portal on Beta's domain in every form", async () => {
    const answered: string[] = [];
    for (const host of HOST_FORMS) {
      for (const request of TRICKS(alpha.id)) {
        const headers = { 'x-forwarded-host': HOSTS.main };
        const res = await ask({ ...request, headers }, host);
        if (res.statusCode !== 404) {
          answered.push(`${request.method ?? 'GET'} ${request.url} on ${host}: ${res.statusCode}`);
        }
      }
    }
    expect(answered).toEqual([]);
  });

  it('serves Beta its own portal on each form of its host', async () => {
    for (const host of HOST_FORMS) {
      const res = await ask({ url: '/api/portal/beta/view' }, host);
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('reads a staff session sent to a custom domain as none', async () => {
    const staffC = (await buildStaff(t.database.db, gamma, ['app:settings'])).cookie;
    // On the main host its staff open the unpublished portal.
    expect((await ask({ url: '/trust/gamma' }, HOSTS.main, staffC)).statusCode).toBe(200);
    expect((await ask({ url: '/api/portal/gamma/view' }, HOSTS.main, staffC)).statusCode).toBe(200);
    // On its own domain the same cookie is nobody's: the portal is not published to it.
    expect((await ask({ url: '/' }, C_DOMAIN, staffC)).statusCode).toBe(404);
    const view = await ask({ url: '/api/portal/gamma/view' }, C_DOMAIN, staffC);
    expect(view.statusCode).toBe(404);
    expect(view.json().error.code).toBe('not_published');
  });

  it("keeps a member's session of the portal on its custom domain", async () => {
    const { cookie } = await buildAccount(t.database.db, alpha);
    const member = await ask({ url: '/api/portal/alpha/member' }, A_DOMAIN, cookie);
    expect(member.statusCode).toBe(200);
    expect(member.json().member).not.toBeNull();
  });
});
