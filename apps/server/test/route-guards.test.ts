/**
 * Every route of the OpenAPI document is either public (listed below, each with why) or guarded:
 * a guarded route answers 401 to an anonymous request and 403 to a staff member without its
 * scope, before it reads the body, so an empty or garbage body changes nothing. A new route that
 * is neither listed nor guarded fails here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildAccount, buildOrg, buildStaff, type OrgRow } from './factories.ts';

/** Routes anyone may call: the portal, sign-in and the links mails and partners carry. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  // Readiness for probes: names the failed check, never why.
  'GET /api/ready',
  // A TLS proxy asks it before a certificate: it answers only whether a domain is served.
  'GET /api/domains/allowed',
  'POST /api/auth/login',
  // Who is signed in: the session's own member, or nobody, never anyone else's.
  'GET /api/auth/session',
  // For crawlers: what anyone may read of published portals (crawlers.test.ts).
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /trust/{orgSlug}/sitemap.xml',
  // Single sign-on: the browser goes to the identity provider and comes back with its code.
  'GET /api/auth/sso/start',
  'GET /api/auth/sso/callback',
  // Ends whatever session it is sent with, and answers the same without one.
  'POST /api/auth/logout',
  'POST /api/statuspage/share/auth/logout',
  // The single-use token mailed to a new staff member is the credential.
  'POST /api/auth/password',
  // First-run setup: open only while there is no organisation; the setup token is the credential.
  'GET /api/setup',
  'POST /api/setup',
  // The company's signed token is the credential.
  'POST /api/byoid/{orgId}/start',
  'POST /api/byoid/{orgId}/welcome',
  'GET /api/share/{orgId}/assets/{assetId}',
  'GET /api/share/{orgId}/social-image.png',
  'GET /api/portal/{orgSlug}/view',
  'GET /api/portal/{orgSlug}/compliance-update',
  // The planned subprocessor changes the caller may see (plannedChangeReaches in core).
  'GET /api/portal/{orgSlug}/subprocessor-changes',
  'GET /api/portal/{orgSlug}/files/{fileId}',
  'GET /api/portal/{orgSlug}/view/{productId}',
  'GET /api/portal/{orgSlug}/files/{fileId}/check',
  // Names only what the caller's page lists (docs/documents.md, Verify a document).
  'POST /api/portal/{orgSlug}/verify',
  'POST /api/portal/{orgSlug}/verify/signed',
  'POST /api/portal/{orgSlug}/products/{productId}/bulk-download',
  'GET /api/portal/{orgSlug}/bulk-download/{id}',
  'GET /api/portal/{orgSlug}/knowledge-base',
  'GET /api/portal/{orgSlug}/request-form',
  'POST /api/portal/{orgSlug}/request',
  'POST /api/portal/{orgSlug}/login',
  'GET /api/portal/{orgSlug}/auth/magic-link',
  'GET /api/portal/{orgSlug}/auth/magic-link/details',
  'POST /api/portal/{orgSlug}/auth/magic-link',
  'GET /api/portal/{orgSlug}/member',
  'GET /api/portal/{orgSlug}/nda',
  // Answers 404 to anyone without a signed copy, signed in or not.
  'POST /api/portal/{orgSlug}/download-signed-clickwrap-nda',
  'POST /api/portal/{orgSlug}/search',
  'POST /api/portal/{orgSlug}/search/answer',
  'POST /api/portal/{orgSlug}/subscribe',
  'GET /api/portal/{orgSlug}/subscribe/confirm',
  'POST /api/portal/{orgSlug}/unsubscribe',
  'POST /api/portal/{orgSlug}/unsubscribe/one-click',
  'POST /api/portal/{orgSlug}/questionnaires/link',
  'POST /api/portal/{orgSlug}/questionnaires/file',
  'POST /api/portal/{orgSlug}/events',
  // The weekly mail's own link turns it off without signing in.
  'GET /api/portal/{orgSlug}/weekly-digest/off',
  // The trust center for machines: public, as the anonymous page is (docs/portal.md).
  'GET /trust/{orgSlug}/trust.json',
  'GET /trust/{orgSlug}/trust.json.sig',
  'GET /trust/{orgSlug}/llms.txt',
  'GET /trust/{orgSlug}/security.txt',
  'GET /trust/{orgSlug}/feed.atom',
  'GET /trust/{orgSlug}/feed.json',
  // The MCP endpoint answers as the anonymous page, whatever the session (docs/api.md, MCP).
  'POST /trust/{orgSlug}/mcp',
  'GET /trust/{orgSlug}/mcp',
  'DELETE /trust/{orgSlug}/mcp',
  'GET /.well-known/trust-center.json',
  'GET /.well-known/trust-center.json.sig',
  'GET /.well-known/security.txt',
  'GET /.well-known/jwks.json',
  'GET /llms.txt',
  'GET /feed.atom',
  'GET /feed.json',
  // Its history: what the anonymous page published, never who made it (docs/portal.md, History).
  'GET /trust/{orgSlug}/history.json',
  'GET /history.json',
  // Its transparency log: the same changes in a signed Merkle tree (docs/transparency-log.md).
  'GET /api/portal/{orgSlug}/transparency-log',
  'GET /api/portal/{orgSlug}/transparency-log/entries',
  'GET /api/portal/{orgSlug}/transparency-log/inclusion',
  'GET /api/portal/{orgSlug}/transparency-log/consistency',
  'GET /schemas/trust-center-feed.v1.json',
  // Badges and the embed: the anonymous page's public certifications (docs/portal.md).
  'GET /api/portal/{orgSlug}/badges',
  'GET /api/portal/{orgSlug}/badges/{itemId}.svg',
  'GET /api/portal/{orgSlug}/embed.js',
  // Slack's button clicks: its signature with the organisation's signing secret is the credential.
  'POST /api/integrations/slack/{orgSlug}/interactions',
]);

/** Staff routes every signed-in staff member may call, whatever their scopes. */
const ANY_STAFF_ROUTES = new Set([
  'GET /api/auth/me',
  'GET /api/app/setup-checklist',
  // Today: each count is offered by the member's own scopes (staff-today.test.ts).
  'GET /api/app/today',
  // Whether mails leave the outbox: Home tells every staff member (docs/staff.md, Mail delivery).
  'GET /api/app/mail-delivery',
]);

interface Operation {
  security?: Record<string, string[]>[];
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface Route {
  key: string;
  method: string;
  url: string;
  schemes: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, its path parameters filled in for `org`. */
function routesOf(doc: OpenApi, org: OrgRow): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'orgSlug' ? org.slug : name === 'provider' ? 'hackerone' : randomUUID(),
        ),
        schemes: (operation.security ?? []).flatMap((s) => Object.keys(s)),
      })),
  );
}

describe.each(await databaseKinds())('route guards (%s)', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let scopeless: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const org = await buildOrg(t.database.db);
    scopeless = (await buildStaff(t.database.db, org, [])).cookie;
    member = (await buildAccount(t.database.db, org)).cookie;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    routes = routesOf(doc, org);
  });
  afterAll(() => t.close());

  const call = (route: Route, cookie: string | undefined, payload?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload,
    });

  it('lists only routes that exist, and marks exactly the others as guarded', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect([...PUBLIC_ROUTES].filter((k) => !keys.has(k))).toEqual([]);
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.size + 50);
    const unmarked = routes.filter((r) => !PUBLIC_ROUTES.has(r.key) && r.schemes.length === 0);
    expect(unmarked.map((r) => r.key)).toEqual([]);
    const markedPublic = routes.filter((r) => PUBLIC_ROUTES.has(r.key) && r.schemes.length > 0);
    expect(markedPublic.map((r) => r.key)).toEqual([]);
  });

  it('answers 401 to anonymous calls of every guarded route, whatever the body', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(r.key))) {
      const bodies = route.method === 'GET' ? [undefined] : [undefined, '{"garbage', '[1,{}]'];
      for (const body of bodies) {
        const res = await call(route, undefined, body);
        if (res.statusCode !== 401 || res.json().error?.code === undefined) {
          wrong.push(`${route.key} ${JSON.stringify(body)}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to staff without the scope, and refuses staff on member routes', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const staffRoute = route.schemes.includes('staffSession');
      if (!staffRoute && !route.schemes.includes('memberSession')) continue;
      if (ANY_STAFF_ROUTES.has(route.key)) continue;
      const bodies = route.method === 'GET' ? [undefined] : [undefined, '{"garbage'];
      for (const body of bodies) {
        const res = await call(route, scopeless, body);
        const refused = staffRoute ? [403] : [401, 403];
        if (!refused.includes(res.statusCode)) {
          wrong.push(`${route.key} ${JSON.stringify(body)}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a member on staff routes, whatever the body', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.schemes.includes('staffSession'))) {
      const res = await call(route, member, route.method === 'GET' ? undefined : '{"garbage');
      if (res.statusCode !== 401) wrong.push(`${route.key}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
