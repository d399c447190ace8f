/**
 * The social preview image is rendered once per content revision, organisation and product,
 * then answered from memory with a strong ETag, and 304 on revalidation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, portalCustomizations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildOrg, buildProduct, type OrgRow } from './factories.ts';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><rect width="64" height="64" fill="#2563eb"/><text x="70" y="42" font-size="28">Acme</text></svg>`;
const LOGO_KEY = 'logos/cached.svg';

describe.each(await databaseKinds())('social image cache (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    await t.storage.put(LOGO_KEY, Buffer.from(LOGO_SVG));
    org = await buildOrg(db, { name: 'Cached Corp' });
    const [logo] = await db
      .insert(assets)
      .values({ orgId: org.id, type: 'logo', contentType: 'image/svg+xml', storageKey: LOGO_KEY })
      .returning();
    await db
      .update(portalCustomizations)
      .set({ portalTitle: 'Trust Center', logoAssetId: logo?.id })
      .where(eq(portalCustomizations.orgId, org.id));
    await buildProduct(db, org, { slug: 'cloud', name: 'Cloud', position: 0 });
    await buildProduct(db, org, { slug: 'mobile', name: 'Mobile', position: 1 });
  });
  afterAll(() => t.close());

  const image = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/share/${org.id}/social-image.png${query}`,
      headers,
    });

  it('answers the same rendering, with the same ETag, until the content changes', async () => {
    const first = await image();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);

    // The logo's bytes vanish from storage without any content change: a new rendering would
    // draw the monogram instead, so identical bytes show the answer came from the cache.
    await t.storage.remove(LOGO_KEY);
    const second = await image();
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    // A change to the customisation raises the content revision: a new rendering, a new ETag.
    await t.database.db
      .update(portalCustomizations)
      .set({ portalTitle: 'Security Portal' })
      .where(eq(portalCustomizations.orgId, org.id));
    const changed = await image();
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await image()).headers.etag).toBe(changed.headers.etag);
  });

  it('answers 304 without a body when the ETag still matches', async () => {
    const { headers } = await image('?product=mobile');
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await image('?product=mobile', { 'if-none-match': ifNoneMatch });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
    const stale = await image('?product=mobile', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-type']).toBe('image/png');
  });

  it('keys the image by the product the link resolves to', async () => {
    const fallback = String((await image()).headers.etag);
    // The default product is the first shown one: unknown slugs share its image.
    expect((await image('?product=cloud')).headers.etag).toBe(fallback);
    expect((await image('?product=no-such-product')).headers.etag).toBe(fallback);
    expect((await image('?product=mobile')).headers.etag).not.toBe(fallback);
  });
});
