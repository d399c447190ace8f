/**
 * For crawlers, on both databases, over the demo: robots.txt keeps crawlers out of the app and
 * the API and lists each published portal's sitemap (a custom domain lists its own); a sitemap
 * lists the pages anyone may read, only the home of a login-only portal, and none of an
 * unpublished one; a portal page carries the organisation's JSON-LD.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customDomains, organizations, portalCustomizations } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { one } from './factories.ts';

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-shell--></div></body></html>`;
const MAIN = 'http://localhost:3000';

describe.each(await databaseKinds())('crawlers (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let acmeId: string;
  const get = (url: string, host?: string) =>
    t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trustfront-crawlers-'));
    const webDist = join(dir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), TEMPLATE);
    t = await createTestApp(kind, { webDist });
    await seedDemo(t.database.db, t.storage, { adminPassword: 'crawlers-test-password' });
    const db = t.database.db;
    acmeId = one(await db.select().from(organizations).where(eq(organizations.slug, 'acme'))).id;
    await db
      .insert(organizations)
      .values({ slug: 'hidden-co', name: 'Hidden Co', publishedAt: null });
    await db.insert(customDomains).values({
      orgId: acmeId,
      domain: 'trust.acme.example',
      verifiedAt: new Date(),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps crawlers out of the app and the API, and lists published portals’ sitemaps', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /app\nDisallow: /api/\n');
    expect(robots.body).toContain(`Sitemap: ${MAIN}/trust/acme/sitemap.xml`);
    expect(robots.body).not.toContain('hidden-co');
    const onDomain = await get('/robots.txt', 'trust.acme.example');
    expect(onDomain.body).toContain('Sitemap: http://trust.acme.example/sitemap.xml');
    expect(onDomain.body).not.toContain('/trust/acme');
  });

  it('lists the pages anyone may read, as the feed does', async () => {
    const sitemap = await get('/trust/acme/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toContain(`${MAIN}/trust/acme`);
    expect(urls).toContain(`${MAIN}/trust/acme/changes`);
    expect(urls).toContain(`${MAIN}/trust/acme/verify`);
    const feed = (await get('/trust/acme/trust.json')).json<{ products: { page: string }[] }>();
    for (const product of feed.products)
      expect(urls).toContain(product.page.replaceAll('&', '&amp;'));
    // Its own ETag answers 304 (polled: the seed's background jobs may still be changing content).
    await expect
      .poll(
        async () => {
          const first = await get('/trust/acme/sitemap.xml');
          const again = await t.app.inject({
            method: 'GET',
            url: '/trust/acme/sitemap.xml',
            headers: { 'if-none-match': String(first.headers.etag) },
          });
          return again.statusCode;
        },
        { timeout: 15_000 },
      )
      .toBe(304);

    const onDomain = await get('/sitemap.xml', 'trust.acme.example');
    expect(onDomain.statusCode).toBe(200);
    expect(onDomain.body).toContain('<loc>http://trust.acme.example</loc>');
  });

  it('lists only the home of a login-only portal, and nothing of an unpublished one', async () => {
    const db = t.database.db;
    await db
      .update(portalCustomizations)
      .set({ publicAccessLevel: 'LoginRequired' })
      .where(eq(portalCustomizations.orgId, acmeId));
    try {
      const sitemap = await get('/trust/acme/sitemap.xml');
      expect([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
        `${MAIN}/trust/acme`,
      ]);
    } finally {
      await db
        .update(portalCustomizations)
        .set({ publicAccessLevel: 'PublicContentOnly' })
        .where(eq(portalCustomizations.orgId, acmeId));
    }
    const hidden = await get('/trust/hidden-co/sitemap.xml');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Hidden Co');
  });

  it('writes the organisation’s JSON-LD in the portal page, and none in the unpublished one', async () => {
    const page = await get('/trust/acme');
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(block ?? 'null')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme Corp',
      url: `${MAIN}/trust/acme`,
    });
    const hidden = await get('/trust/hidden-co');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('application/ld+json');
  });
});
