/**
 * Scripts and cookie banner settings (docs/portal.md, Page chrome): saved by staff with an
 * unsupported banner type refused, shown to the portal as scripts with their consent categories,
 * and a stored setting that no longer passes never breaks the page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPortalView } from '@trustfront/core';
import { portalCustomizations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildCard, buildOrg, buildProduct, buildStaff, type OrgRow } from './factories.ts';

describe.each(await databaseKinds())('scripts settings (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let admin: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Script Corp' });
    await buildCard(db, await buildProduct(db, org), { kind: 'Reports' });
    admin = (await buildStaff(db, org, ['app:settings'])).cookie;
    other = (await buildStaff(db, org, ['app:accounts'])).cookie;
  });
  afterAll(() => t.close());

  const put = (payload: object, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/app/settings/scripts', headers: { cookie }, payload });
  const view = () => t.app.inject({ method: 'GET', url: `/api/portal/${org.slug}/view` });

  it('saves scripts and a banner, and the portal gets them with their categories', async () => {
    const before = (await view()).headers.etag;
    const saved = await put({
      gtag: 'G-TEST123',
      hubspot: '4242',
      intercom: '',
      cookie_banner: { show: true, type: 'cookiebot', cbid: 'abc-123', showDeclaration: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      gtag: 'G-TEST123',
      hubspot: '4242',
      cookie_banner: { show: true, type: 'cookiebot', cbid: 'abc-123', showDeclaration: true },
    });
    const res = await view();
    expect(res.headers.etag).not.toBe(before);
    const { scripts } = ZPortalView.parse(res.json()).customization;
    expect(scripts).toEqual({
      scripts: [
        {
          key: 'hubspot',
          category: 'marketing_and_advertising',
          src: 'https://js.hs-scripts.com/4242.js',
          id: '4242',
        },
        {
          key: 'gtag',
          category: 'analytics',
          src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
          id: 'G-TEST123',
        },
      ],
      askConsent: true,
      bannerType: 'cookiebot',
      declarationSrc: 'https://consent.cookiebot.com/abc-123/cd.js',
    });
  });

  it('refuses an unsupported banner type and malformed ids when saved', async () => {
    const res = await put({ cookie_banner: { show: true, type: 'tarteaucitron' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Unsupported cookie banner type: tarteaucitron');
    const bad = await put({ gtm: '<script>' });
    expect(bad.statusCode).toBe(400);
    expect((await put({ cookie_banner: { show: true, type: 'cookiebot' } })).body).toContain(
      'Cookiebot needs its cbid',
    );
    expect((await put({}, other)).statusCode).toBe(403);
  });

  it('never breaks the page on a stored setting that no longer passes', async () => {
    await t.database.db
      .update(portalCustomizations)
      .set({ scripts: { gtm: 'GTM-OK1', cookie_banner: { show: true, type: 'unknown' } } as never })
      .where(eq(portalCustomizations.orgId, org.id));
    const res = await view();
    expect(res.statusCode).toBe(200);
    const { scripts } = ZPortalView.parse(res.json()).customization;
    expect(scripts.bannerType).toBeNull();
    expect(scripts.scripts.map((s) => s.key)).toEqual(['gtm']);
    const editable = await t.app.inject({
      method: 'GET',
      url: '/api/app/settings/scripts',
      headers: { cookie: admin },
    });
    expect(editable.json()).toEqual({ gtm: 'GTM-OK1' });
  });
});
