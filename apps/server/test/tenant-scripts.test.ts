/**
 * An organisation's third-party scripts never share an origin with another organisation or the
 * private app (docs/portal.md, Scripts and cookies): with two organisations on one instance, one's
 * Tag Manager container is neither on its `/trust/{slug}` page of the main host nor admitted by
 * that page's policy, while another organisation's admin is signed in there; on its verified
 * custom domain it is. Staff read where their scripts run.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPortalViewAnswer, ZScriptsReach } from '@trustfront/core';
import { customDomains, organizations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { makeWebDist, type TestWebDist } from './helpers/web-dist.ts';
import { buildOrg, buildProduct, buildStaff, type OrgRow } from './factories.ts';

const GTM = 'GTM-TENANTB';
const TAG_MANAGER = 'https://www.googletagmanager.com';
const B_DOMAIN = 'trust.tenant-b.example';

describe.each(await databaseKinds())("an organisation's scripts (%s)", (kind) => {
  let t: TestApp;
  let web: TestWebDist;
  let orgA: OrgRow;
  let orgB: OrgRow;
  let adminA: string;
  let adminB: string;

  beforeAll(async () => {
    web = makeWebDist({ rendered: true });
    t = await createTestApp(kind, { webDist: web.webDist });
    const { db } = t.database;
    orgA = await buildOrg(db, { slug: 'a', name: 'Alpha' });
    orgB = await buildOrg(db, { slug: 'b', name: 'Beta' });
    await buildProduct(db, orgA);
    await buildProduct(db, orgB);
    adminA = (await buildStaff(db, orgA, ['app:settings'])).cookie;
    adminB = (await buildStaff(db, orgB, ['app:settings'])).cookie;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/app/settings/scripts',
      headers: { cookie: adminB },
      payload: { gtm: GTM },
    });
    expect(saved.statusCode).toBe(200);
    await db.insert(customDomains).values({ domain: B_DOMAIN, orgId: orgB.id });
  });

  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  const verifyB = () =>
    t.database.db
      .update(customDomains)
      .set({ verifiedAt: new Date() })
      .where(eq(customDomains.domain, B_DOMAIN));
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { cookie: adminA, ...headers } });
  const viewScripts = async (url: string, headers: Record<string, string> = {}) => {
    const res = await page(url, headers);
    expect(res.statusCode).toBe(200);
    return ZPortalViewAnswer.parse(res.json()).customization.scripts;
  };
  const policyOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['content-security-policy']);

  it("keeps B's container off /trust/b on the main host, A's admin signed in there", async () => {
    const res = await page('/trust/b');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Beta');
    expect(res.body).not.toContain(GTM);
    expect(res.body).not.toContain('googletagmanager');
    expect(policyOf(res)).not.toContain(TAG_MANAGER);
    expect(await viewScripts('/api/portal/b/view')).toMatchObject({
      scripts: [],
      declarationSrc: null,
    });
    // Its pending domain serves nothing, so nothing runs there either.
    expect((await page('/', { host: B_DOMAIN })).statusCode).toBe(404);
  });

  it("runs B's container on B's verified custom domain", async () => {
    await verifyB();
    const res = await t.app.inject({ url: '/', headers: { host: B_DOMAIN } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(GTM);
    expect(policyOf(res)).toContain(TAG_MANAGER);
    const scripts = await viewScripts('/api/portal/b/view', { host: B_DOMAIN });
    expect(scripts.scripts).toEqual([
      expect.objectContaining({ key: 'gtm', src: `${TAG_MANAGER}/gtm.js?id=${GTM}` }),
    ]);
    // And still not on the main host, nor for A's portal on B's domain.
    expect(policyOf(await page('/trust/b'))).not.toContain(TAG_MANAGER);
    expect((await page('/api/portal/a/view', { host: B_DOMAIN })).statusCode).toBe(404);
  });

  it('tells staff where their scripts run, and that a custom domain makes them run', async () => {
    const reach = async (cookie: string) => {
      const res = await t.app.inject({
        url: '/api/app/settings/scripts/reach',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return ZScriptsReach.parse(res.json());
    };
    expect(await reach(adminA)).toEqual({
      domains: [],
      onMainHost: false,
      mainPortalUrl: 'http://localhost:3000/trust/a',
    });
    expect(await reach(adminB)).toEqual({
      domains: [B_DOMAIN],
      onMainHost: false,
      mainPortalUrl: 'http://localhost:3000/trust/b',
    });
    const anonymous = await t.app.inject({ url: '/api/app/settings/scripts/reach' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('runs them on the main host while the instance holds the organisation alone', async () => {
    await t.database.db.delete(organizations).where(eq(organizations.id, orgA.id));
    const res = await t.app.inject({ url: '/trust/b' });
    expect(res.statusCode).toBe(200);
    expect(policyOf(res)).toContain(TAG_MANAGER);
    expect(res.body).toContain(GTM);
    const sole = await t.app.inject({ url: '/' });
    expect(policyOf(sole)).toContain(TAG_MANAGER);
    const reach = await t.app.inject({
      url: '/api/app/settings/scripts/reach',
      headers: { cookie: adminB },
    });
    expect(reach.json()).toMatchObject({ onMainHost: true });
  });
});
