/**
 * Badges and the embed (docs/portal.md, Badges and embed) as a matrix: a published public
 * portal, a login-only one and an unpublished one, each with public, restricted and hidden
 * certifications; a hostile name escaped in the SVG; the headers that let another origin use
 * them, and no cookie.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_MAX_BYTES, ZBadgeList, type ItemAccess, type TBadgeList } from '@trustfront/core';
import { cards, items, organizations, portalCustomizations } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { one } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const HOSTILE = `ISO <script>alert("x")</script> & '27001'`;
const MODES = ['public', 'login-only', 'unpublished'] as const;
const ACCESSES: readonly ItemAccess[] = ['public', 'restricted', 'restricted_hidden'];

describe.each(await databaseKinds())('badges and embed on %s', (kind) => {
  let t: TestApp;
  let orgId: string;
  /** A certification of each access, by access. */
  const certs = new Map<ItemAccess, { id: string; title: string }>();

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const customize = (values: Partial<typeof portalCustomizations.$inferInsert>) =>
    t.database.db
      .update(portalCustomizations)
      .set(values)
      .where(eq(portalCustomizations.orgId, orgId));
  const setMode = (mode: (typeof MODES)[number]) =>
    customize({
      isPublished: mode !== 'unpublished',
      publicAccessLevel: mode === 'login-only' ? 'LoginRequired' : 'PublicContentOnly',
    });
  const urlsOf = (id: string) => [
    `/api/portal/acme/badges/${id}.svg`,
    `/api/portal/acme/badges/${id}.svg?theme=dark`,
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    await seedDemo(db, t.storage, { adminPassword: 'badge-test-password' });
    orgId = one(await db.select().from(organizations).where(eq(organizations.slug, 'acme'))).id;
    const card = (await db.select().from(cards).where(eq(cards.kind, 'Certifications')))[0];
    if (!card) throw new Error('The demo has a Certifications card');
    const rows = await db.select().from(items).where(eq(items.cardId, card.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const [index, access] of ACCESSES.entries()) {
      const row = rows[index];
      if (!row) throw new Error('A certification of each access');
      const title = access === 'public' ? HOSTILE : `Certification kept ${access} 7c41`;
      await db
        .update(items)
        .set({ access, title })
        .where(and(eq(items.id, row.id)));
      certs.set(access, { id: row.id, title });
    }
  });
  afterAll(() => t.close());

  it.each(MODES)('answers a %s portal with public certifications only', async (mode) => {
    await setMode(mode);
    try {
      const list = await get('/api/portal/acme/badges');
      const script = await get('/api/portal/acme/embed.js');
      if (mode !== 'public') {
        expect([list.statusCode, script.statusCode]).toEqual([404, 404]);
      } else {
        expect([list.statusCode, script.statusCode]).toEqual([200, 200]);
        const ids = ZBadgeList.parse(list.json()).items.map((i) => i.id);
        expect(ids).toContain(certs.get('public')?.id);
        expect(ids).not.toContain(certs.get('restricted')?.id);
        expect(ids).not.toContain(certs.get('restricted_hidden')?.id);
      }
      for (const access of ACCESSES) {
        const cert = certs.get(access);
        if (!cert) throw new Error(access);
        for (const url of urlsOf(cert.id)) {
          const res = await get(url);
          const shown = mode === 'public' && access === 'public';
          expect(res.statusCode, `${mode} ${access} ${url}`).toBe(shown ? 200 : 404);
          if (!shown) expect(res.body).not.toContain(cert.title);
        }
        if (access !== 'public') expect(list.body).not.toContain(cert.title);
      }
    } finally {
      await setMode('public');
    }
  });

  it('lists each badge with its image and item address on the portal', async () => {
    const list: TBadgeList = ZBadgeList.parse((await get('/api/portal/acme/badges')).json());
    expect(list.trustCenterUrl).toBe('http://localhost:3000/trust/acme');
    expect(list.embedUrl).toBe('http://localhost:3000/api/portal/acme/embed.js');
    const hostile = list.items.find((i) => i.id === certs.get('public')?.id);
    expect(hostile?.title).toBe(HOSTILE);
    expect(hostile?.badgeUrl).toBe(
      `http://localhost:3000/api/portal/acme/badges/${hostile?.id ?? ''}.svg`,
    );
    // The demo's item has a slug and the demo several products: the product's item path.
    expect(hostile?.itemUrl).toMatch(
      /^http:\/\/localhost:3000\/trust\/acme\/product\/[a-z-]+\/[a-z0-9-]+$/,
    );
    const other = list.items.find((i) => i.title === 'GDPR');
    expect(other?.itemUrl).toBe(
      `http://localhost:3000/trust/acme?itemUid=${other?.id ?? ''}&product=acme-cloud`,
    );
  });

  it('escapes a hostile name in the SVG, in both themes', async () => {
    const id = certs.get('public')?.id ?? '';
    for (const url of urlsOf(id)) {
      const res = await get(url);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).not.toContain('<script');
      expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;');
      expect(res.body).toMatch(/^<svg [^>]*role="img" aria-label="ISO &lt;script&gt;/);
      expect(res.body).toContain('<title>ISO &lt;script&gt;');
    }
    const light = await get(urlsOf(id)[0] ?? '');
    const dark = await get(urlsOf(id)[1] ?? '');
    expect(light.body).not.toBe(dark.body);
    expect(light.headers.etag).not.toBe(dark.headers.etag);
    expect((await get(`${urlsOf(id)[0] ?? ''}?theme=pink`)).statusCode).toBe(400);
  });

  it('lets any origin read them, sets no cookie and answers the same to a session', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@acme.example', password: 'badge-test-password' },
    });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const id = certs.get('public')?.id ?? '';
    for (const url of ['/api/portal/acme/badges', '/api/portal/acme/embed.js', ...urlsOf(id)]) {
      const anonymous = await get(url, { origin: 'https://vendor.example' });
      const staff = await get(url, { origin: 'https://vendor.example', cookie });
      for (const res of [anonymous, staff]) {
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['access-control-allow-origin'], url).toBe('*');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
      expect(staff.body, url).toBe(anonymous.body);
      const again = await get(url, { 'if-none-match': String(anonymous.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('serves an embed script under 10 KB that reads the list next to it', async () => {
    const res = await get('/api/portal/acme/embed.js');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Buffer.byteLength(res.body, 'utf8')).toBeLessThanOrEqual(EMBED_MAX_BYTES);
    expect(res.body).toContain("credentials:'omit'");
    expect(res.body).toContain("new URL('badges'");
    expect((await get('/api/portal/nobody/embed.js')).statusCode).toBe(404);
    expect((await get('/api/portal/nobody/badges')).statusCode).toBe(404);
  });
});
