/**
 * Portal settings (docs/portal.md, Page chrome): staff with app:settings save the portal's
 * customisation, images and custom domains; each bad input answers 400 with its message and
 * leaves what was saved; every change is audited and reaches the portal view at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_REQUEST_FIELD_KEYS,
  PORTAL_SETTINGS_MESSAGES as M,
  ZPortalSettingsAnswer,
  ZPortalView,
  type TPortalSettingsInput,
} from '@trustfront/core';
import { auditLog, customDomains } from '../src/db/schema/index.ts';
import { renderHead } from '../src/presenters/page-meta.ts';
import { resolveHost } from '../src/services/portal/resolve-host.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import {
  buildCard,
  buildOrg,
  buildProduct,
  buildStaff,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

const URL = '/api/app/settings/portal';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const settings: TPortalSettingsInput = {
  portalTitle: 'Security Hub',
  showPortalTitle: true,
  description: 'How we keep your data safe',
  websiteUrl: 'https://settings.example.com',
  brandColor: '#0B7285',
  showBuiltOn: false,
  contactSupport: { onClickAction: 'url', supportUrl: 'https://settings.example.com/support' },
  supportMailbox: null,
  reportIssue: { onClickAction: 'email', reportUrl: null },
  securityMailbox: 'security@settings.example.com',
  accessRequestFields: Object.fromEntries(
    ACCESS_REQUEST_FIELD_KEYS.map((key) => [
      key,
      { enabled: key === 'jobTitleTextField', label: 'Your role' },
    ]),
  ) as TPortalSettingsInput['accessRequestFields'],
  publicAccessLevel: 'PublicContentOnly',
};

describe.each(await databaseKinds())('portal settings (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let admin: string;
  let other: string;
  let rival: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Settings Corp' });
    product = await buildProduct(db, org);
    await buildCard(db, product, { kind: 'Reports' });
    admin = (await buildStaff(db, org, ['app:settings'])).cookie;
    other = (await buildStaff(db, org, ['app:accounts', 'statuspage:edit'])).cookie;
    rival = (await buildStaff(db, await buildOrg(db, { name: 'Rival' }), ['app:settings'])).cookie;
  });
  afterAll(() => t.close());

  const get = (cookie = admin) => t.app.inject({ method: 'GET', url: URL, headers: { cookie } });
  const put = (payload: object, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload });
  const view = async () =>
    ZPortalView.parse(
      (await t.app.inject({ method: 'GET', url: `/api/portal/${org.slug}/view` })).json(),
    );
  const upload = (kindName: string, content: Buffer, query = '', cookie = admin) => {
    const body = multipartBody('image.png', 'image/png', content);
    return t.app.inject({
      method: 'PUT',
      url: `${URL}/images/${kindName}${query}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };
  const addDomain = (domain: string, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}/domains`,
      headers: { cookie },
      payload: { domain },
    });
  const audits = async (action: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.orgId, org.id))).filter(
      (a) => a.action === action,
    );

  it('answers 403 without app:settings, for every route', async () => {
    expect((await get(other)).statusCode).toBe(403);
    expect((await put(settings, other)).statusCode).toBe(403);
    expect((await upload('logo', PNG, '', other)).statusCode).toBe(403);
    expect((await addDomain('trust.settings.example', other)).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/images/logo`,
      headers: { cookie: other },
    });
    expect(del.statusCode).toBe(403);
  });

  it('saves the settings, audits the change, and the portal shows them at once', async () => {
    const before = await view();
    const res = await put(settings);
    expect(res.statusCode).toBe(200);
    const saved = ZPortalSettingsAnswer.parse(res.json()).settings;
    expect(saved).toMatchObject({
      portalTitle: 'Security Hub',
      brandColor: '#0b7285',
      showBuiltOn: false,
    });
    expect(saved.accessRequestFields.jobTitleTextField).toEqual({
      enabled: true,
      label: 'Your role',
    });
    expect(ZPortalSettingsAnswer.parse((await get()).json()).settings).toEqual(saved);
    const after = await view();
    expect(after.customization).toMatchObject({
      portalTitle: 'Security Hub',
      showBuiltOn: false,
      contactSupport: { onClickAction: 'url', supportUrl: 'https://settings.example.com/support' },
    });
    expect(after.org.websiteUrl).toBe('https://settings.example.com');
    expect(before.customization.portalTitle).not.toBe('Security Hub');
    const [entry] = await audits('portal.settings');
    expect(entry?.after).toMatchObject({ portalTitle: 'Security Hub', showBuiltOn: false });
    expect(entry?.before).not.toHaveProperty('publicAccessLevel');
  });

  it.each([
    [{ portalTitle: ' ' }, M.titleRequired],
    [{ brandColor: 'teal' }, M.brandColorInvalid],
    [{ websiteUrl: 'ftp://example.com' }, M.urlInvalid],
    [{ contactSupport: { onClickAction: 'url', supportUrl: '' } }, M.supportUrlRequired],
    [{ contactSupport: { onClickAction: 'email', supportUrl: null } }, M.supportMailboxRequired],
    [{ securityMailbox: 'nobody' }, M.mailboxInvalid],
    [
      {
        accessRequestFields: {
          ...settings.accessRequestFields,
          customCheckbox: { enabled: true, label: '' },
        },
      },
      M.fieldLabelRequired,
    ],
  ])('refuses %j with its message and keeps what was saved', async (patch, message) => {
    const res = await put({ ...settings, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(ZPortalSettingsAnswer.parse((await get()).json()).settings.portalTitle).toBe(
      'Security Hub',
    );
  });

  it('uploads a logo, favicon and banner checked by content, and removes them', async () => {
    const logo = await upload('logo', PNG);
    expect(logo.statusCode).toBe(200);
    const replaced = await upload('logo', PNG);
    expect(replaced.json()).toEqual({ assetId: logo.json().assetId, revision: 2 });
    expect((await upload('favicon', PNG)).statusCode).toBe(200);
    expect((await upload('banner', PNG, `?productId=${product.id}`)).statusCode).toBe(200);
    const answer = ZPortalSettingsAnswer.parse((await get()).json());
    expect(answer.images.logo).toEqual({ assetId: logo.json().assetId, revision: 2 });
    expect(answer.products[0]?.banner).not.toBeNull();
    const portal = await view();
    expect(portal.customization.logo).toEqual(answer.images.logo);
    expect(portal.product.banner).toEqual(answer.products[0]?.banner);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/share/${org.id}/assets/${logo.json().assetId}?v=2`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/images/logo`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    expect((await view()).customization.logo).toBeNull();
    expect(await audits('portal.logo')).toHaveLength(2);
    expect(await audits('portal.logo.remove')).toHaveLength(1);
  });

  it('refuses a non-image, an unsafe SVG, a banner without product and an oversized file', async () => {
    const text = await upload('logo', Buffer.from('GIF89a not allowed'));
    expect(text.statusCode).toBe(415);
    expect(text.body).toContain(M.imageWrongType);
    const svg = await upload(
      'favicon',
      Buffer.from('<svg><script>alert(1)</script><a href="javascript:x"/></svg>'),
    );
    expect(svg.statusCode).toBe(200);
    const clean = await upload(
      'favicon',
      Buffer.from('<svg><image href="https://evil.example/x.png"/><rect onload="x()"/></svg>'),
    );
    expect(clean.statusCode).toBe(200);
    const unsafe = await upload(
      'favicon',
      Buffer.from('<svg><style>@import "https://evil.example/a.css";</style></svg>'),
    );
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.body).toContain(M.imageUnsafeSvg);
    const banner = await upload('banner', PNG);
    expect(banner.statusCode).toBe(400);
    expect(banner.body).toContain(M.bannerProductRequired);
    const big = await upload('logo', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.body).toContain(M.imageTooLarge);
  });

  it('adds and removes custom domains, one verified organisation a domain', async () => {
    const added = await addDomain(' Trust.Settings.Example ');
    expect(added.statusCode).toBe(200);
    expect(ZPortalSettingsAnswer.parse(added.json()).customDomains).toMatchObject([
      { domain: 'trust.settings.example', status: 'pending', served: false },
    ]);
    const again = await addDomain('trust.settings.example');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(M.domainAlreadyAdded);
    const bad = await addDomain('not a domain');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(M.domainInvalid);
    // Not served until its TXT record is verified (custom-domains.test.ts).
    const pending = await resolveHost(t.database.db, 'trust.settings.example', 'http://localhost');
    expect(pending).toEqual({ kind: 'unknown' });
    await t.database.db
      .update(customDomains)
      .set({ verifiedAt: new Date() })
      .where(eq(customDomains.domain, 'trust.settings.example'));
    const served = await resolveHost(t.database.db, 'trust.settings.example', 'http://localhost');
    expect(served).toMatchObject({ kind: 'custom-domain', org: { id: org.id } });
    // Held verified, it is refused to another organisation, in words that name nobody.
    const taken = await addDomain('trust.settings.example', rival);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(M.domainTaken);
    const rivalRemove = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/domains/trust.settings.example`,
      headers: { cookie: rival },
    });
    expect(rivalRemove.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/domains/trust.settings.example`,
      headers: { cookie: admin },
    });
    expect(ZPortalSettingsAnswer.parse(removed.json()).customDomains).toEqual([]);
    expect(await audits('portal.domain.add')).toHaveLength(1);
    expect(await audits('portal.domain.remove')).toHaveLength(1);
  });
});

describe('brand colour in the page head', () => {
  const meta = {
    title: 'T',
    description: 'D',
    canonicalUrl: 'http://localhost/',
    faviconUrl: null,
    socialImageUrl: null,
    orgSlug: 'acme',
    basePath: '',
    preloadFetch: null,
  };

  it('writes the primary colour variables for a brand colour, and nothing otherwise', () => {
    const head = renderHead({ ...meta, brandColor: '#0b7285' });
    expect(head).toContain('<style data-brand-color>:root:root{');
    expect(head).toContain('--mantine-primary-color-filled:#0b7285');
    expect(renderHead({ ...meta, brandColor: null })).not.toContain('<style');
    expect(renderHead({ ...meta, brandColor: '#000;}</style><script>' })).not.toContain('<style');
  });
});
