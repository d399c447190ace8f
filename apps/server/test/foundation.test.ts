import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZPortalView } from '@trustfront/core';
import { items } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { createTestApp, sessionCookie, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const kinds = await databaseKinds();
const ADMIN_PASSWORD = 'correct-horse-battery';

describe.each(kinds)('foundation on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db, t.storage, { adminPassword: ADMIN_PASSWORD });
  });
  afterAll(() => t.close());

  it('answers health once migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI 3 document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/portal/{orgSlug}/view', '/api/auth/login']),
    );
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 Company not found for an unknown organisation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/nope/view' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'company_not_found', message: 'Company not found' },
    });
  });

  it('serves the demo portal view with an ETag and 304 on revalidation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/acme/view' });
    expect(res.statusCode).toBe(200);
    const view = ZPortalView.parse(res.json());
    expect(view.org.name).toBe('Acme Corp');
    expect(view.mode).toBe('public');
    expect(view.products.map((p) => p.productSlug)).toEqual(['acme-cloud', 'acme-mobile']);
    expect(view.cards.length).toBeGreaterThan(20);
    expect(view.cards[0]?.kind).toBe('Reports');
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/portal/acme/view',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('renders again, with a new ETag, once content changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/portal/acme/view' });
    const view = ZPortalView.parse(first.json());
    const item = view.cards.flatMap((c) => c.items)[0];
    if (!item) throw new Error('The demo view has no item');
    await t.database.db
      .update(items)
      .set({ title: 'Renamed control' })
      .where(eq(items.id, item.itemUid));
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/portal/acme/view',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const renamed = ZPortalView.parse(second.json()).cards.flatMap((c) => c.items);
    expect(renamed.find((i) => i.itemUid === item.itemUid)?.title).toBe('Renamed control');
    await t.database.db.update(items).set({ title: item.title }).where(eq(items.id, item.itemUid));
  });

  it('selects a product by slug and by id', async () => {
    const bySlug = ZPortalView.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/portal/acme/view?product=acme-mobile' })
      ).json(),
    );
    expect(bySlug.product.productSlug).toBe('acme-mobile');
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/portal/acme/view/${bySlug.product.productId}`,
    });
    expect(ZPortalView.parse(byId.json()).product.productName).toBe('Acme Mobile');
  });

  it('hides hidden cards and items not enabled outside main mode, and shows them in main mode', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@acme.example', password: ADMIN_PASSWORD },
    });
    const cookie = sessionCookie(login);
    const main = ZPortalView.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/portal/acme/view?mode=main',
          headers: { cookie },
        })
      ).json(),
    );
    const pub = ZPortalView.parse(
      (await t.app.inject({ method: 'GET', url: '/api/portal/acme/view' })).json(),
    );
    const hiddenKinds = main.cards.filter((c) => c.hidden).map((c) => c.kind);
    expect(hiddenKinds.length).toBeGreaterThan(0);
    for (const kind of hiddenKinds) expect(pub.cards.map((c) => c.kind)).not.toContain(kind);
    const items = (v: typeof pub) => v.cards.flatMap((c) => c.items);
    expect(items(main).some((i) => i.enabledState === 'not_enabled')).toBe(true);
    expect(items(pub).some((i) => i.enabledState === 'not_enabled')).toBe(false);
    expect(items(pub).some((i) => i.access === 'restricted_hidden')).toBe(false);
  });

  it('refuses main mode to visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/acme/view?mode=main' });
    expect(res.statusCode).toBe(403);
  });

  it('ignores preview parameters without a staff session', async () => {
    const pub = await t.app.inject({ method: 'GET', url: '/api/portal/acme/view' });
    const withParams = await t.app.inject({
      method: 'GET',
      url: `/api/portal/acme/view?permissionProfileId=${crypto.randomUUID()}&accountId=${crypto.randomUUID()}`,
    });
    expect(withParams.statusCode).toBe(200);
    expect(withParams.json()).toEqual(pub.json());
  });

  it('lists topics with updates, public audience only for visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/acme/compliance-update' });
    expect(res.statusCode).toBe(200);
    const { topics } = res.json<{
      topics: { category: string; updates: { spAudience: string }[] }[];
    }>();
    expect(new Set(topics.map((x) => x.category))).toEqual(
      new Set(['compliance', 'vulnerabilities', 'incidents', 'subprocessors', 'general']),
    );
    expect(topics.flatMap((x) => x.updates).every((u) => u.spAudience === 'public')).toBe(true);
  });

  describe('staff sign-in', () => {
    it('refuses a wrong password with a clear message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@acme.example', password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Incorrect email or password.' },
      });
    });

    it('validates the e-mail with the documented messages', async () => {
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: '', password: 'x' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe('You must provide an email.');
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'not-an-email', password: 'x' },
      });
      expect(invalid.json().error.message).toBe('This email is invalid');
    });

    it('signs in, reads the session, and signs out', async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ADMIN@acme.example', password: ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const cookie = sessionCookie(login);
      const setCookie = String(login.headers['set-cookie']);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().user).toMatchObject({ email: 'admin@acme.example', orgSlug: 'acme' });
      expect(me.json().user.scopes).toContain('statuspage:edit');
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    });

    it('answers who is signed in, and nobody signed out without a refusal', async () => {
      const signedOut = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.json()).toEqual({ user: null });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@acme.example', password: ADMIN_PASSWORD },
      });
      const cookie = sessionCookie(login);
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(session.json().user).toMatchObject({ email: 'admin@acme.example', orgSlug: 'acme' });
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ user: null });
    });
  });
});

describe('cross-site protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('refuses a state-changing call sent from another site', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('refuses sign-in attempts past 20 in 15 minutes from one address', async () => {
    // Each attempt names another address: the per-account slow-down is not what this counts.
    let n = 0;
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `someone${++n}@acme.example`, password: 'guess' },
        remoteAddress: '10.1.2.3',
      });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    // The wait in seconds, as the header says it, for the portal to say it in its language.
    const retryAfterS = Number(blocked.headers['retry-after']);
    expect(retryAfterS).toBeGreaterThan(0);
    expect(blocked.json().error.details).toEqual({ retryAfterS });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@acme.example', password: 'guess' },
      remoteAddress: '10.9.9.9',
    });
    expect(other.statusCode).toBe(401);
  });
});
