/**
 * Portal pages and the social preview image: head tags per organisation and product, host
 * resolution at `/`, and the 1200x630 PNG, against real databases.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  assets,
  customDomains,
  organizations,
  portalCustomizations,
  products,
} from '../src/db/schema/index.ts';
import type { Storage } from '../src/storage/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-shell--></div></body></html>`;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The content of `<meta {attr}="{key}" content="…">`. */
function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const pattern = new RegExp(
    `<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`,
  );
  return pattern.exec(html)?.[1];
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><rect width="64" height="64" fill="#2563eb"/><text x="70" y="42" font-size="28">Acme</text></svg>`;

for (const kind of await databaseKinds()) {
  describe(`portal pages and social image (${kind})`, () => {
    let t: TestApp | undefined;
    let database: Database;
    let app: FastifyInstance;
    let storage: Storage;
    let dir: string;
    let acmeId: string;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'trustfront-pages-'));
      const webDist = join(dir, 'web');
      mkdirSync(join(webDist, 'assets'), { recursive: true });
      writeFileSync(join(webDist, 'index.html'), TEMPLATE);
      t = await createTestApp(kind, { webDist });
      ({ app, database, storage } = t);
      const { db } = database;
      const [acme] = await db
        .insert(organizations)
        .values({ slug: 'acme', name: 'Acme Corp', websiteUrl: 'https://acme.example' })
        .returning();
      if (!acme) throw new Error('no org');
      acmeId = acme.id;
      await storage.put('logos/acme.svg', Buffer.from(LOGO_SVG));
      const [logo] = await db
        .insert(assets)
        .values({
          orgId: acme.id,
          type: 'logo',
          contentType: 'image/svg+xml',
          storageKey: 'logos/acme.svg',
        })
        .returning();
      await db.insert(portalCustomizations).values({
        orgId: acme.id,
        portalTitle: 'Trust Center',
        description: null,
        logoAssetId: logo?.id,
      });
      await db.insert(products).values([
        { orgId: acme.id, slug: 'acme-cloud', name: 'Acme Cloud', position: 0 },
        { orgId: acme.id, slug: 'acme-mobile', name: 'Acme Mobile', position: 1 },
        { orgId: acme.id, slug: 'secret', name: 'Secret Product', show: false, position: 2 },
      ]);
    });

    afterAll(async () => {
      await t?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('renders the social preview as a 1200x630 PNG, cached for an hour', async () => {
      for (const query of ['', '?product=acme-mobile', '?product=unknown']) {
        const res = await app.inject(`/api/share/${acmeId}/social-image.png${query}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      }
    });

    it('answers 404 for an unknown organisation and 400 for a malformed id', async () => {
      const missing = await app.inject(
        '/api/share/00000000-0000-4000-8000-000000000000/social-image.png',
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'company_not_found' } });
      expect((await app.inject('/api/share/nope/social-image.png')).statusCode).toBe(400);
    });

    it('serves the portal page with title, description, canonical and social image tags', async () => {
      const res = await app.inject('/trust/acme');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<title>Acme Corp Trust Center</title>');
      expect(metaContent(html, 'name', 'description')).toBe(
        'Acme Corp&#39;s security and compliance posture.',
      );
      expect(html).toContain('<link rel="canonical" href="http://localhost:3000/trust/acme">');
      expect(metaContent(html, 'property', 'og:image')).toBe(
        `http://localhost:3000/api/share/${acmeId}/social-image.png`,
      );
      expect(metaContent(html, 'property', 'og:image:type')).toBe('image/png');
      expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
      expect(metaContent(html, 'name', 'trustfront-org')).toBe('acme');
      expect(metaContent(html, 'name', 'trustfront-base')).toBe('/trust/acme');
    });

    it("keeps staff's texts as text in the page, '$' patterns included, and versions the favicon", async () => {
      const { db } = database;
      const [favicon] = await db
        .insert(assets)
        .values({
          orgId: acmeId,
          type: 'favicon',
          contentType: 'image/svg+xml',
          storageKey: 'logos/acme.svg',
          revision: 3,
        })
        .returning();
      await db
        .update(portalCustomizations)
        .set({ description: "Costs $` and $' and $& stay", faviconAssetId: favicon?.id })
        .where(eq(portalCustomizations.orgId, acmeId));
      try {
        const html = (await app.inject('/trust/acme')).body;
        expect(metaContent(html, 'name', 'description')).toBe(
          'Costs $` and $&#39; and $&#38; stay',
        );
        expect(html.match(/<!doctype/gi)).toHaveLength(1);
        expect(html).toContain(`/api/share/${acmeId}/assets/${favicon?.id}?v=3`);
      } finally {
        await db
          .update(portalCustomizations)
          .set({ description: null, faviconAssetId: null })
          .where(eq(portalCustomizations.orgId, acmeId));
      }
    });

    it('paints the organisation and portal title before the scripts run, on portal pages only', async () => {
      const html = (await app.inject('/trust/acme')).body;
      const shell = /<div id="root">(<header data-shell[^]*?<\/header>)<\/div>/.exec(html)?.[1];
      expect(shell).toContain('>Acme Corp</span>');
      expect(shell).toContain('>Trust Center</span>');
      expect(shell).not.toMatch(/<script|<h1/);
      expect((await app.inject('/app')).body).toContain('<div id="root"></div>');
    });

    it('names a shown product in the title, canonical link and image, never a hidden one', async () => {
      const mobile = (await app.inject('/trust/acme?product=acme-mobile&accountId=x')).body;
      expect(mobile).toContain('<title>Acme Corp Trust Center - Acme Mobile</title>');
      expect(mobile).toContain(
        '<link rel="canonical" href="http://localhost:3000/trust/acme?product=acme-mobile">',
      );
      expect(metaContent(mobile, 'property', 'og:image')).toBe(
        `http://localhost:3000/api/share/${acmeId}/social-image.png?product=acme-mobile`,
      );
      const hidden = (await app.inject('/trust/acme?product=secret')).body;
      expect(hidden).toContain('<title>Acme Corp Trust Center</title>');
      expect(hidden).not.toContain('Secret Product');
    });

    it('answers 404 with the company-not-found marker for an unknown slug', async () => {
      const res = await app.inject('/trust/nope');
      expect(res.statusCode).toBe(404);
      expect(metaContent(res.body, 'name', 'trustfront-error')).toBe('company-not-found');
      expect(res.body).toContain('<title>Company not found</title>');
    });

    it('answers 404, not the page, for a missing build asset or API path', async () => {
      for (const url of ['/assets/index-missing.js', '/api/nothing-here']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
      }
      const page = await app.inject({ method: 'GET', url: '/some/page' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    });

    it('serves the sole organisation at / on the main host', async () => {
      const res = await app.inject({ url: '/', headers: { host: 'localhost:3000' } });
      expect(res.statusCode).toBe(200);
      expect(metaContent(res.body, 'name', 'trustfront-org')).toBe('acme');
      expect(metaContent(res.body, 'name', 'trustfront-base')).toBe('');
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/">');
    });

    it('answers 404 Company not found for an unknown host', async () => {
      const res = await app.inject({ url: '/', headers: { host: 'trust.unknown.example' } });
      expect(res.statusCode).toBe(404);
      expect(metaContent(res.body, 'name', 'trustfront-error')).toBe('company-not-found');
    });

    describe('with a second organisation', () => {
      beforeAll(async () => {
        const [globex] = await database.db
          .insert(organizations)
          .values({ slug: 'globex', name: 'Globex' })
          .returning();
        if (!globex) throw new Error('no org');
        await database.db
          .insert(customDomains)
          .values({ domain: 'trust.globex.example', orgId: globex.id, verifiedAt: new Date() });
      });

      it('redirects / on the main host to the app', async () => {
        const res = await app.inject({ url: '/', headers: { host: 'localhost:3000' } });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/app');
      });

      it('serves a custom domain its own organisation at /', async () => {
        const res = await app.inject({ url: '/', headers: { host: 'trust.globex.example' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>Globex Trust Center</title>');
        expect(metaContent(res.body, 'name', 'trustfront-org')).toBe('globex');
        expect(metaContent(res.body, 'name', 'trustfront-base')).toBe('');
        expect(res.body).toContain('<link rel="canonical" href="http://trust.globex.example/">');
        const image = metaContent(res.body, 'property', 'og:image') ?? '';
        expect(image).toMatch(
          /^http:\/\/trust\.globex\.example\/api\/share\/[0-9a-f-]+\/social-image\.png$/,
        );
        const png = await app.inject({
          url: new URL(image).pathname,
          headers: { host: 'trust.globex.example' },
        });
        expect(pngSize(png.rawPayload)).toEqual({ width: 1200, height: 630 });
        // Written fully qualified, with its root's dot, the host is the same.
        const qualified = await app.inject({
          url: '/',
          headers: { host: 'Trust.Globex.example.' },
        });
        expect(metaContent(qualified.body, 'name', 'trustfront-org')).toBe('globex');
      });

      it('crops an uploaded social image to 1200x630', async () => {
        const [org] = await database.db
          .select()
          .from(organizations)
          .where(eq(organizations.slug, 'globex'));
        if (!org) throw new Error('no org');
        const square = await sharp({
          create: { width: 400, height: 400, channels: 3, background: '#ff0000' },
        })
          .png()
          .toBuffer();
        await storage.put('social/globex.png', square);
        const [asset] = await database.db
          .insert(assets)
          .values({
            orgId: org.id,
            type: 'social',
            contentType: 'image/png',
            storageKey: 'social/globex.png',
          })
          .returning();
        await database.db
          .insert(portalCustomizations)
          .values({ orgId: org.id, socialImageAssetId: asset?.id })
          .onConflictDoUpdate({
            target: portalCustomizations.orgId,
            set: { socialImageAssetId: asset?.id },
          });
        const res = await app.inject(`/api/share/${org.id}/social-image.png`);
        expect(res.statusCode).toBe(200);
        expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
        const { dominant } = await sharp(res.rawPayload).stats();
        expect(dominant.r).toBeGreaterThan(200);
        expect(dominant.g).toBeLessThan(60);
      });
    });
  });
}

/** The `href` of `<link rel="{rel}" …>` in a page, its character references decoded. */
function linkHref(html: string, rel: string): string | undefined {
  return new RegExp(`<link rel="${rel}" href="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

for (const kind of await databaseKinds()) {
  describe(`page links from configuration, ?productId= and the view preload (${kind})`, () => {
    const apps: TestApp[] = [];
    let dir: string;
    let app: FastifyInstance;
    let httpsApp: FastifyInstance;
    let mobileId: string;
    let hiddenId: string;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'trustfront-page-links-'));
      const webDist = join(dir, 'web');
      mkdirSync(join(webDist, 'assets'), { recursive: true });
      writeFileSync(join(webDist, 'index.html'), TEMPLATE);
      const http = await createTestApp(kind, { webDist });
      apps.push(http);
      app = http.app;
      const { db } = http.database;
      const [acme] = await db
        .insert(organizations)
        .values({ slug: 'acme', name: 'Acme Corp' })
        .returning();
      if (!acme) throw new Error('no org');
      await db.insert(portalCustomizations).values({ orgId: acme.id, portalTitle: 'Trust Center' });
      const rows = await db
        .insert(products)
        .values([
          { orgId: acme.id, slug: 'acme-cloud', name: 'Acme Cloud', position: 0 },
          { orgId: acme.id, slug: 'acme-mobile', name: 'Acme Mobile', position: 1 },
          { orgId: acme.id, slug: 'secret', name: 'Secret Product', show: false, position: 2 },
        ])
        .returning();
      mobileId = rows.find((p) => p.slug === 'acme-mobile')?.id ?? '';
      hiddenId = rows.find((p) => p.slug === 'secret')?.id ?? '';
      await db
        .insert(customDomains)
        .values({ domain: 'trust.acme.example', orgId: acme.id, verifiedAt: new Date() });
      // The same database behind a main host configured over https.
      const secure = await createTestApp(kind, {
        webDist,
        publicUrl: 'https://trust.example.com',
      });
      apps.push(secure);
      httpsApp = secure.app;
      const [org] = await secure.database.db
        .insert(organizations)
        .values({ slug: 'acme', name: 'Acme Corp' })
        .returning();
      if (!org) throw new Error('no org');
      await secure.database.db
        .insert(customDomains)
        .values({ domain: 'trust.acme.example', orgId: org.id, verifiedAt: new Date() });
    });

    afterAll(async () => {
      for (const t of apps) await t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('builds a custom domain page links from the stored domain, not the Host header', async () => {
      for (const host of [
        'trust.acme.example',
        'TRUST.Acme.Example:8443',
        'trust.acme.example:80',
      ]) {
        const res = await app.inject({ url: '/?product=acme-mobile', headers: { host } });
        expect(res.statusCode).toBe(200);
        expect(linkHref(res.body, 'canonical')).toBe(
          'http://trust.acme.example/?product=acme-mobile',
        );
        expect(metaContent(res.body, 'property', 'og:url')).toBe(
          'http://trust.acme.example/?product=acme-mobile',
        );
        expect(metaContent(res.body, 'property', 'og:image')).toMatch(
          /^http:\/\/trust\.acme\.example\/api\/share\/[0-9a-f-]+\/social-image\.png\?product=acme-mobile$/,
        );
      }
    });

    it('links a custom domain over https when the main host is configured over https', async () => {
      const res = await httpsApp.inject({
        url: '/',
        headers: { host: 'Trust.Acme.Example:3000', 'x-forwarded-proto': 'http' },
      });
      expect(res.statusCode).toBe(200);
      expect(linkHref(res.body, 'canonical')).toBe('https://trust.acme.example/');
      expect(metaContent(res.body, 'property', 'og:image')).toMatch(
        /^https:\/\/trust\.acme\.example\/api\/share\//,
      );
    });

    it('builds main host links from PUBLIC_URL whatever host the request named', async () => {
      const res = await app.inject({ url: '/trust/acme', headers: { host: '127.0.0.1:9999' } });
      expect(linkHref(res.body, 'canonical')).toBe('http://localhost:3000/trust/acme');
      const secure = await httpsApp.inject({
        url: '/trust/acme',
        headers: { host: 'localhost:3000' },
      });
      expect(linkHref(secure.body, 'canonical')).toBe('https://trust.example.com/trust/acme');
    });

    it('names the product of ?productId= in the title and links, by its slug', async () => {
      const res = await app.inject(`/trust/acme?productId=${mobileId}&accountId=x`);
      expect(res.body).toContain('<title>Acme Corp Trust Center - Acme Mobile</title>');
      expect(metaContent(res.body, 'property', 'og:title')).toBe(
        'Acme Corp Trust Center - Acme Mobile',
      );
      expect(linkHref(res.body, 'canonical')).toBe(
        'http://localhost:3000/trust/acme?product=acme-mobile',
      );
      expect(metaContent(res.body, 'property', 'og:image')).toMatch(
        /\/social-image\.png\?product=acme-mobile$/,
      );
      // ?productId= wins over ?product=, as in the view.
      const both = await app.inject(`/trust/acme?product=acme-cloud&productId=${mobileId}`);
      expect(both.body).toContain('<title>Acme Corp Trust Center - Acme Mobile</title>');
    });

    it('never names a hidden or unknown ?productId=, and ignores one that is not an id', async () => {
      for (const productId of [hiddenId, '00000000-0000-4000-8000-000000000000']) {
        const res = await app.inject(`/trust/acme?productId=${productId}`);
        expect(res.body).toContain('<title>Acme Corp Trust Center</title>');
        expect(res.body).not.toContain('Secret Product');
        expect(linkHref(res.body, 'canonical')).toBe('http://localhost:3000/trust/acme');
      }
      const malformed = await app.inject('/trust/acme?productId=nope&product=acme-mobile');
      expect(malformed.body).toContain('<title>Acme Corp Trust Center - Acme Mobile</title>');
    });

    it('preloads exactly the view request the web app makes first', async () => {
      const cases: [string, string | undefined][] = [
        ['/trust/acme', '/api/portal/acme/view'],
        [
          '/trust/acme?product=acme-mobile&accountId=a1&permissionProfileId=p1&tcuUid=t',
          '/api/portal/acme/view?product=acme-mobile&accountId=a1&permissionProfileId=p1',
        ],
        [`/trust/acme?productId=${mobileId}&product=x`, `/api/portal/acme/view/${mobileId}`],
        ['/trust/acme/product/acme-mobile/soc-2', '/api/portal/acme/view?product=acme-mobile'],
        ['/trust/acme?edit', undefined],
        ['/trust/nope', undefined],
      ];
      for (const [url, preload] of cases) {
        const html = (await app.inject(url)).body;
        expect(linkHref(html, 'preload'), url).toBe(preload);
        if (preload) expect(html).toContain(`as="fetch" crossorigin=""`);
      }
      const byHost = await app.inject({ url: '/', headers: { host: 'trust.acme.example' } });
      expect(linkHref(byHost.body, 'preload')).toBe('/api/portal/acme/view');
    });
  });
}
