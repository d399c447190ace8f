/**
 * Publication (docs/portal.md, Publication): an organisation the operator creates is not
 * published; every way into its portal answers visitors and members 404 `not_published` with
 * nothing of its content, while its own staff see it; publishing opens it, unpublishing closes it
 * again, and both move the content revision so that no kept answer outlives the change. The
 * demo stays published and its setup checklist complete.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_MESSAGES, SETUP_STEPS, type TSetupChecklist } from '@trustfront/core';
import { seedDemo } from '../src/db/seed/index.ts';
import { DEMO_ADMIN, DEMO_ORG } from '../src/db/seed/organization.ts';
import {
  auditLog,
  cards,
  organizations,
  products,
  subscribers,
  users,
} from '../src/db/schema/index.ts';
import { signToken } from '../src/lib/tokens.ts';
import { createSession } from '../src/services/access/sessions.ts';
import { createOrganization } from '../src/services/organizations/create-organization.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildAccount,
  buildFile,
  buildOrg,
  buildStaff,
  one,
  sessionCookieOf,
  type OrgRow,
} from './factories.ts';

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-shell--></div></body></html>`;
const NEW_ORG = { name: 'Gamma Secretive Ltd', slug: 'gamma', adminEmail: 'owner@gamma.example' };
/** Content of the unpublished organisation that no refused answer may carry. */
const SECRETS = ['Gamma Secretive', 'overview-secret-7f3a', 'description-secret-91c2'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** A route's required query parameters, given 0, 1, 2… in order (a range's start before its end). */
function requiredQuery(operation: Operation | undefined): string {
  const names = (operation?.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p, i) => `${p.name}=${i}`);
  return names.length ? `?${names.join('&')}` : '';
}

interface Route {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
}

/** Every operation keyed by an organisation: `{orgSlug}`, `{orgId}` or a member's account. */
/**
 * Routes that answer the same for any organisation, published or not, and serve nothing of its
 * portal: the MCP methods a stateless server never answers (405 for any slug), and Slack's
 * signed callbacks (refused unless Slack signed them for a connected workspace).
 */
const NOT_THE_PORTAL = [
  'GET /trust/{orgSlug}/mcp',
  'DELETE /trust/{orgSlug}/mcp',
  'POST /api/integrations/slack/{orgSlug}/interactions',
];

const MAILED_LINKS = [
  '/api/portal/{orgSlug}/unsubscribe',
  '/api/portal/{orgSlug}/unsubscribe/one-click',
  '/api/portal/{orgSlug}/weekly-digest/off',
];

function orgRoutes(doc: OpenApi, org: OrgRow, accountId: string, fileId: string): Route[] {
  const ids: Record<string, string> = { orgSlug: org.slug, orgId: org.id, accountId, fileId };
  return (
    Object.entries(doc.paths)
      .filter(([path]) =>
        /\{orgSlug\}|\{orgId\}|\/api\/statuspage\/share\/\{accountId\}/.test(path),
      )
      // A subscriber's mailed links work whatever the publication (tested on their own below).
      .filter(([path]) => !MAILED_LINKS.includes(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => METHODS.includes(method))
          .map((method) => ({
            key: `${method.toUpperCase()} ${path}`,
            method: method.toUpperCase() as Route['method'],
            url:
              path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? randomUUID()) +
              requiredQuery(operations[method]),
          })),
      )
  );
}

describe.each(await databaseKinds())('publication (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let gamma: OrgRow;
  let owner: string;
  let member: string;
  let routes: Route[];

  const inject = (method: Route['method'], url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setPublished = (published: boolean, cookie = owner) =>
    inject('PUT', '/api/app/publication', cookie, { published });
  const checklist = async (cookie: string) =>
    (await inject('GET', '/api/app/setup-checklist', cookie)).json<TSetupChecklist>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trustfront-publication-'));
    mkdirSync(join(dir, 'web', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'web', 'index.html'), TEMPLATE);
    t = await createTestApp(kind, { webDist: join(dir, 'web') });
    const { db } = t.database;
    await seedDemo(db, t.storage, { adminPassword: 'demo-admin-password' });
    const created = await createOrganization({ db, config: testConfig() }, NEW_ORG);
    gamma = one(await db.select().from(organizations).where(eq(organizations.id, created.orgId)));
    owner = sessionCookieOf(
      (await createSession(db, { userId: created.admin.userId, signedInBy: 'password' })).token,
    );
    // Content a visitor would see once published: an Overview text shown on the portal.
    await db
      .update(cards)
      .set({ hidden: false, content: { overview: 'overview-secret-7f3a' } })
      .where(
        and(
          eq(cards.kind, 'Overview'),
          eq(
            cards.productId,
            one(await db.select().from(products).where(eq(products.orgId, gamma.id))).id,
          ),
        ),
      );
    const file = await buildFile(db, t.storage, gamma, { originalName: 'secret.pdf' });
    const account = await buildAccount(db, gamma);
    member = account.cookie;
    const doc = (await inject('GET', '/api/openapi.json')).json<OpenApi>();
    routes = orgRoutes(doc, gamma, account.account.id, file.id);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the organisation unpublished and keeps the demo published', async () => {
    expect(gamma.publishedAt).toBeNull();
    const demo = one(
      await t.database.db.select().from(organizations).where(eq(organizations.slug, DEMO_ORG.slug)),
    );
    expect(demo.publishedAt).not.toBeNull();
    expect((await inject('GET', `/api/portal/${DEMO_ORG.slug}/view`)).statusCode).toBe(200);
  });

  it('answers every route of the organisation 404 not_published to visitors and members', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !NOT_THE_PORTAL.includes(r.key))) {
      // A member's own routes answer 401 to anonymous callers, as for any organisation.
      const callers = route.key.includes('/api/statuspage/share/')
        ? ([['member', member]] as const)
        : ([
            ['anonymous', undefined],
            ['member', member],
          ] as const);
      for (const [who, cookie] of callers) {
        const body = route.key.includes('byoid') ? { byoidJwt: 'a.b.c', state: 's' } : {};
        const res = await inject(
          route.method,
          route.url,
          cookie,
          route.method === 'GET' ? undefined : body,
        );
        const error = res.json<{ error?: { code?: string; message?: string } }>().error;
        const leaks = SECRETS.filter((secret) => res.body.includes(secret));
        if (
          res.statusCode !== 404 ||
          error?.code !== 'not_published' ||
          error.message !== PUBLICATION_MESSAGES.notPublished ||
          leaks.length > 0
        ) {
          wrong.push(`${who} ${route.key}: ${res.statusCode} ${error?.code ?? ''} ${leaks.join()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('publishes no machine-readable feed of it either', async () => {
    const feeds = [
      'trust.json',
      'trust.json.sig',
      'llms.txt',
      'security.txt',
      'feed.atom',
      'feed.json',
    ];
    for (const path of feeds) {
      const res = await inject('GET', `/trust/gamma/${path}`, member);
      expect(res.statusCode, path).toBe(404);
      for (const secret of SECRETS) expect(res.body, path).not.toContain(secret);
    }
  });

  it("lets a subscriber leave the list of an unpublished trust center by the mail's link", async () => {
    const email = 'leaving@subscriber.example';
    await t.database.db
      .insert(subscribers)
      .values({ orgId: gamma.id, email, status: 'confirmed', confirmedAt: new Date() });
    const token = await signToken(testConfig().secret, {
      purpose: 'unsubscribe',
      subject: email,
      orgId: gamma.id,
      ttl: 600,
    });
    const res = await inject('POST', '/api/portal/gamma/unsubscribe', undefined, { token });
    expect(res.json()).toEqual({ ok: true });
    const left = await t.database.db
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.orgId, gamma.id), eq(subscribers.email, email)));
    expect(left.every((row) => row.status !== 'confirmed')).toBe(true);
  });

  it('refuses main mode and preview parameters to visitors as well', async () => {
    for (const query of ['?mode=main', `?accountId=${randomUUID()}`]) {
      const res = await inject('GET', `/api/portal/gamma/view${query}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_published');
    }
  });

  it('serves visitors a page that says so and holds nothing of the organisation', async () => {
    for (const url of ['/trust/gamma', '/trust/gamma/item/anything']) {
      const page = await inject('GET', url, member);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(PUBLICATION_MESSAGES.notPublished);
      expect(page.body).toContain('<meta name="trustfront-error" content="not-published">');
      for (const secret of [...SECRETS, gamma.id, 'social-image', 'rel="preload"']) {
        expect(page.body).not.toContain(secret);
      }
    }
  });

  it("shows the organisation's own staff their portal, in preview and main mode", async () => {
    expect((await inject('GET', '/api/portal/gamma/view', owner)).statusCode).toBe(200);
    const main = await inject('GET', '/api/portal/gamma/view?mode=main', owner);
    expect(main.statusCode).toBe(200);
    expect(main.body).toContain('overview-secret-7f3a');
    const page = await inject('GET', '/trust/gamma', owner);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Gamma Secretive Ltd');
    const image = await inject('GET', `/api/share/${gamma.id}/social-image.png`, owner);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps staff of another organisation out', async () => {
    const other = await buildOrg(t.database.db);
    const { cookie } = await buildStaff(t.database.db, other, ['statuspage:edit']);
    const view = await inject('GET', '/api/portal/gamma/view', cookie);
    expect(view.statusCode).toBe(404);
    expect(view.json().error.code).toBe('not_published');
    expect((await inject('GET', '/trust/gamma', cookie)).body).not.toContain('Gamma Secretive');
  });

  it('lets only staff holding app:settings publish, and checks the body', async () => {
    const { cookie } = await buildStaff(t.database.db, gamma, ['statuspage:edit']);
    expect((await setPublished(true, cookie)).statusCode).toBe(403);
    expect(
      (await inject('PUT', '/api/app/publication', undefined, { published: true })).statusCode,
    ).toBe(401);
    const bad = await inject('PUT', '/api/app/publication', owner, { published: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(
      one(await t.database.db.select().from(organizations).where(eq(organizations.id, gamma.id)))
        .publishedAt,
    ).toBeNull();
  });

  it('publishes and unpublishes, new ETags each time, recorded in the audit log', async () => {
    const before = await inject('GET', '/api/portal/gamma/view', owner);
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();

    const published = await setPublished(true);
    expect(published.statusCode).toBe(200);
    expect(published.json().publishedAt).toEqual(expect.any(String));
    const visitor = await inject('GET', '/api/portal/gamma/view');
    expect(visitor.statusCode).toBe(200);
    expect((await inject('GET', '/trust/gamma')).body).toContain('Gamma Secretive Ltd');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/portal/gamma/view',
      headers: { cookie: owner, 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    // Publishing again keeps the first time.
    expect((await setPublished(true)).json().publishedAt).toBe(published.json().publishedAt);

    const visitorEtag = visitor.headers.etag as string;
    expect((await setPublished(false)).json()).toEqual({ publishedAt: null });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/portal/gamma/view',
      headers: { 'if-none-match': visitorEtag },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not_published');
    expect((await inject('GET', '/trust/gamma')).statusCode).toBe(404);

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.orgId, gamma.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'trust-center.publish',
      'trust-center.unpublish',
    ]);
  });

  it("answers the setup checklist from the organisation's rows", async () => {
    const gammaList = await checklist(owner);
    expect(gammaList.steps.map((s) => s.id)).toEqual([...SETUP_STEPS]);
    const done = Object.fromEntries(gammaList.steps.map((s) => [s.id, s.done]));
    // An overview but no logo; a document; nothing else, and not published.
    expect(done).toEqual({
      brand: false,
      certification: false,
      document: true,
      subprocessors: false,
      access: false,
      knowledgeBase: false,
      publish: false,
    });
    expect(gammaList.publishedAt).toBeNull();

    const admin = one(
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_ADMIN.email)),
    );
    const demo = sessionCookieOf(
      (await createSession(t.database.db, { userId: admin.id, signedInBy: 'password' })).token,
    );
    const demoList = await checklist(demo);
    expect(demoList.steps.every((s) => s.done)).toBe(true);
    expect(demoList.publishedAt).toEqual(expect.any(String));
    expect((await inject('GET', '/api/app/setup-checklist')).statusCode).toBe(401);
  });
});
