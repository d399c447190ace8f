/**
 * The signed trust feed against the anonymous page, field by field, in every portal mode
 * (public, login-only, hidden sections and cards, restricted and hidden items), its JSON Schema,
 * its signature with the published keys, key rotation, llms.txt and the custom domain's
 * addresses (docs/portal.md, The signed feed).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTAL_SETTINGS_MESSAGES,
  TRUST_FEED_SCHEMA_PATH,
  ZComplianceUpdateResponse,
  ZPortalView,
  ZTrustFeed,
  trustFeedJsonSchema,
  type TPortalView,
  type TTrustFeed,
} from '@trustfront/core';
import {
  cards,
  customDomains,
  items,
  organizations,
  portalCustomizations,
  productConfigs,
} from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { rotateFeedKey } from '../src/services/portal/feed-signing.ts';
import { one } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const kinds = await databaseKinds();

/** A value the test has just made sure of. */
function known<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Missing: ${what}`);
  return value;
}

describe.each(kinds)('trust feed on %s', (kind) => {
  let t: TestApp;
  let orgId: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const feed = async (): Promise<TTrustFeed> => {
    const res = await get('/trust/acme/trust.json');
    expect(res.statusCode).toBe(200);
    return ZTrustFeed.parse(res.json());
  };
  const view = async (productId: string): Promise<TPortalView> =>
    ZPortalView.parse((await get(`/api/portal/acme/view/${productId}`)).json());
  const customize = (values: Partial<typeof portalCustomizations.$inferInsert>) =>
    t.database.db
      .update(portalCustomizations)
      .set(values)
      .where(eq(portalCustomizations.orgId, orgId));

  /** Signs the demo's admin in; answers a save of the portal settings with changes. */
  async function settingsSaver() {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@acme.example', password: 'feed-test-password' },
    });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/app/settings/portal', headers: { cookie } })
    ).json<{ settings: Record<string, unknown> }>().settings;
    return (changes: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/app/settings/portal',
        headers: { cookie },
        payload: { ...current, ...changes },
      });
  }

  /** Every fact of the feed is on the anonymous page, and everything the page lists is in it. */
  async function expectFeedIsThePage(): Promise<TTrustFeed> {
    const f = await feed();
    const first = ZPortalView.parse((await get('/api/portal/acme/view')).json());
    expect(f.products.map((p) => p.id)).toEqual(first.products.map((p) => p.productId));
    for (const product of f.products) {
      const page = await view(product.id);
      expect(page.product.productSlug).toBe(product.slug);
      const pageItems = new Map(
        page.cards.flatMap((c) => c.items.map((i) => [i.itemUid, { card: c, item: i }])),
      );
      const ofKind = (kind: string) =>
        page.cards.filter((c) => c.kind === kind).flatMap((c) => c.items.map((i) => i.itemUid));
      expect(product.certifications.map((c) => c.id)).toEqual(ofKind('Certifications'));
      expect(product.subprocessors.map((s) => s.id)).toEqual(ofKind('Subprocessors'));
      for (const c of product.certifications) {
        const { item } = known(pageItems.get(c.id), c.title);
        expect([c.title, c.state, c.auditor, c.expiry, c.url]).toEqual([
          item.title,
          item.enabledState,
          item.details.auditor ?? null,
          item.details.expiry ?? null,
          item.details.href ?? null,
        ]);
      }
      for (const c of product.controls) {
        const found = known(pageItems.get(c.id), c.title);
        expect([c.card, c.cardKind, c.title, c.state, c.explanation]).toEqual([
          found.card.title,
          found.card.kind,
          found.item.title,
          found.item.enabledState,
          found.item.details.explanation ?? null,
        ]);
      }
      for (const s of product.subprocessors) {
        const { item } = known(pageItems.get(s.id), s.name);
        expect([s.name, s.purpose, s.location]).toEqual([
          item.title,
          item.details.purpose ?? null,
          item.details.location ?? null,
        ]);
      }
      const pageDocs = page.cards.flatMap((c) =>
        c.items.flatMap((i) => i.documents.map((d) => ({ item: i, doc: d }))),
      );
      expect(product.documents.map((d) => d.id).sort()).toEqual(
        pageDocs
          .filter((d) => d.doc.isUnlocked)
          .map((d) => d.doc.fileId)
          .sort(),
      );
      for (const d of product.documents) {
        const { item, doc } = known(
          pageDocs.find((p) => p.doc.fileId === d.id && p.item.itemUid === d.itemId),
          d.title,
        );
        expect([d.title, d.fileName, d.contentType, d.downloadable]).toEqual([
          item.title,
          doc.originalName,
          doc.contentType,
          doc.canDownload,
        ]);
        if (doc.generated) continue;
        // The digest is the file the page serves.
        const served = await get(d.url.replace('http://localhost:3000', ''));
        expect(served.statusCode).toBe(200);
        expect(d.size).toBe(served.rawPayload.length);
        expect(d.sha256).toBe(createHash('sha256').update(served.rawPayload).digest('hex'));
      }
      const locked = pageDocs.filter((d) => !d.doc.isUnlocked).map((d) => d.item.itemUid);
      expect(product.restrictedDocuments.map((d) => d.itemId)).toEqual([...new Set(locked)]);
      // Nothing the feed names is missing from the page.
      for (const id of [...product.controls, ...product.certifications].map((c) => c.id)) {
        expect(pageItems.has(id)).toBe(true);
      }
    }
    const updates = ZComplianceUpdateResponse.parse(
      (await get('/api/portal/acme/compliance-update')).json(),
    );
    expect(f.updates.map((u) => u.id).sort()).toEqual(
      updates.topics.flatMap((topic) => topic.updates.map((u) => u.id)).sort(),
    );
    return f;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db, t.storage, { adminPassword: 'feed-test-password' });
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.slug, 'acme'));
    orgId = known(org, 'acme').id;
  });
  afterAll(() => t.close());

  it('says what the public page says, field by field, and validates against its schema', async () => {
    const f = await expectFeedIsThePage();
    expect(f.access).toBe('public');
    expect(f.products.flatMap((p) => p.documents).length).toBeGreaterThan(0);
    expect(f.products.flatMap((p) => p.restrictedDocuments).length).toBeGreaterThan(0);
    expect(f.products.flatMap((p) => p.subprocessors).length).toBeGreaterThan(0);
    expect(f.links.page).toBe('http://localhost:3000/trust/acme');
    const schema = await get(TRUST_FEED_SCHEMA_PATH);
    expect(schema.json()).toEqual(trustFeedJsonSchema('http://localhost:3000'));
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(schema.json());
    expect(validate(f), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...f, products: [{ id: 1 }] })).toBe(false);
  });

  it('leaves out hidden sections, hidden cards and hidden items as the page does', async () => {
    const { db } = t.database;
    const config = one(await db.select().from(productConfigs).limit(1));
    const card = one(await db.select().from(cards).where(eq(cards.kind, 'Certifications')));
    const controls = one(await db.select().from(cards).where(eq(cards.kind, 'DataSecurity')));
    const hiddenItem = one(await db.select().from(items).where(eq(items.cardId, controls.id)));
    const setHidden = async (hidden: boolean) => {
      await db
        .update(productConfigs)
        .set({ hiddenSections: hidden ? ['subprocessors'] : config.hiddenSections })
        .where(eq(productConfigs.productId, config.productId));
      await db.update(cards).set({ hidden }).where(eq(cards.id, card.id));
      await db
        .update(items)
        .set({ access: hidden ? 'restricted_hidden' : hiddenItem.access })
        .where(eq(items.id, hiddenItem.id));
    };
    await setHidden(true);
    try {
      const f = await expectFeedIsThePage();
      const product = known(
        f.products.find((p) => p.id === config.productId),
        'the product',
      );
      expect(product.subprocessors).toEqual([]);
      expect(product.certifications).toEqual([]);
      expect(JSON.stringify(f)).not.toContain(hiddenItem.id);
    } finally {
      await setHidden(false);
    }
  });

  it('of a login-only portal names the organisation and nothing else', async () => {
    await customize({ publicAccessLevel: 'LoginRequired' });
    try {
      const f = await feed();
      expect(f.access).toBe('login_required');
      expect([f.products, f.updates]).toEqual([[], []]);
      const llms = await get('/trust/acme/llms.txt');
      expect(llms.body).toContain('signed-in members only');
    } finally {
      await customize({ publicAccessLevel: 'PublicContentOnly' });
    }
  });

  it('answers 404 for an unknown or unpublished organisation, and ignores the session', async () => {
    expect((await get('/trust/nobody/trust.json')).statusCode).toBe(404);
    await customize({ isPublished: false });
    try {
      expect((await get('/trust/acme/trust.json')).statusCode).toBe(404);
      expect((await get('/trust/acme/llms.txt')).statusCode).toBe(404);
    } finally {
      await customize({ isPublished: true });
    }
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@acme.example', password: 'feed-test-password' },
    });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const asStaff = await get('/trust/acme/trust.json', { cookie });
    expect(asStaff.body).toBe((await get('/trust/acme/trust.json')).body);
  });

  it('is signed: the detached JWS verifies with the published keys, before and after rotation', async () => {
    const jwks = async () =>
      createLocalJWKSet((await get('/.well-known/jwks.json')).json<JSONWebKeySet>());
    const verify = async (payload: Buffer, jws: string, keys: Awaited<ReturnType<typeof jwks>>) => {
      // The documented recipe: the body, base64url-encoded, goes between the two dots.
      const [protectedHeader, empty, signature] = jws.split('.');
      expect(empty).toBe('');
      return compactVerify(
        `${protectedHeader}.${payload.toString('base64url')}.${signature}`,
        keys,
      );
    };
    const res = await get('/trust/acme/trust.json');
    const header = String(res.headers['trustfront-signature']);
    const sig = await get('/trust/acme/trust.json.sig');
    expect(sig.body).toBe(header);
    const before = await verify(res.rawPayload, header, await jwks());
    const oldKid = before.protectedHeader.kid;
    // A changed byte fails.
    const tampered = Buffer.from(res.rawPayload);
    tampered[10] = known(tampered[10], 'a byte') ^ 1;
    await expect(verify(tampered, header, await jwks())).rejects.toThrow();
    // Revalidation with the ETag costs nothing.
    const etag = String(res.headers.etag);
    expect((await get('/trust/acme/trust.json', { 'if-none-match': etag })).statusCode).toBe(304);

    const rotated = await rotateFeedKey(t.database.db, 'test-secret-test-secret-test-secret-0123');
    expect(rotated.retired).toEqual([oldKid]);
    const keys = await jwks();
    // The old signature still verifies; the new one names the new key.
    expect((await verify(res.rawPayload, header, keys)).protectedHeader.kid).toBe(oldKid);
    const again = await get('/trust/acme/trust.json');
    expect(again.headers.etag).not.toBe(etag);
    const after = await verify(
      again.rawPayload,
      String(again.headers['trustfront-signature']),
      keys,
    );
    expect(after.protectedHeader.kid).toBe(rotated.kid);
    const published = (await get('/.well-known/jwks.json')).json<JSONWebKeySet>();
    expect(published.keys.map((k) => k.kid)).toEqual([rotated.kid, oldKid]);
  });

  it('is served on a custom domain at its well-known addresses, with llms.txt', async () => {
    await t.database.db
      .insert(customDomains)
      .values({ orgId, domain: 'trust.acme.example', verifiedAt: new Date() });
    const host = { host: 'trust.acme.example' };
    const res = await get('/.well-known/trust-center.json', host);
    expect(res.statusCode).toBe(200);
    const f = ZTrustFeed.parse(res.json());
    expect(f.links.feed).toBe('http://trust.acme.example/.well-known/trust-center.json');
    const byPath = ZTrustFeed.parse((await get('/trust/acme/trust.json')).json());
    expect(f.products.map((p) => p.documents.map((d) => d.sha256))).toEqual(
      byPath.products.map((p) => p.documents.map((d) => d.sha256)),
    );
    expect((await get('/.well-known/trust-center.json.sig', host)).body).toBe(
      res.headers['trustfront-signature'],
    );
    expect(
      (await get('/.well-known/trust-center.json', { host: 'other.example' })).statusCode,
    ).toBe(404);
    const llms = await get('/llms.txt', host);
    expect(llms.headers['content-type']).toContain('text/markdown');
    expect(llms.body).toContain(`# ${f.organization.name}`);
    for (const d of f.products.flatMap((p) => p.documents)) expect(llms.body).toContain(d.title);
    for (const d of f.products.flatMap((p) => p.restrictedDocuments)) {
      expect(llms.body).toContain(d.title);
    }
  });
  it("answers the demo's security.txt from its security mailbox and support page", async () => {
    for (const [url, headers] of [
      ['/trust/acme/security.txt', {}],
      ['/.well-known/security.txt', { host: 'localhost:3000' }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body.split('\n').filter((l) => l.startsWith('Contact:'))).toEqual([
        'Contact: mailto:security@acme.example',
        'Contact: https://acme.example/support',
      ]);
    }
  });

  it('writes no line a URL setting smuggles in: refused by the form, skipped from old rows', async () => {
    const save = await settingsSaver();
    for (const field of ['securityContactUrl', 'securityPolicyUrl', 'websiteUrl']) {
      const refused = await save({
        [field]: 'https://acme.example/a\nContact: mailto:x@evil.example',
      });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().error.message).toBe(PORTAL_SETTINGS_MESSAGES.urlInvalid);
    }
    await customize({
      securityContactEmail: 'security@acme.example\nContact: mailto:x@evil.example',
      securityContactUrl: 'https://acme.example/report\r\nHiring: https://evil.example',
      securityPolicyUrl: 'https://acme.example/policy\nPolicy: https://evil.example',
    });
    const res = await get('/trust/acme/security.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil');
    expect(res.body.split('\n').filter((l) => l.startsWith('Contact:'))).toEqual([
      'Contact: mailto:security@acme.example',
      'Contact: https://acme.example/support',
    ]);
    await customize({
      securityContactEmail: null,
      securityContactUrl: null,
      securityPolicyUrl: null,
    });
  });

  it('publishes security.txt from the portal settings, and none without a contact', async () => {
    await t.database.db
      .insert(customDomains)
      .values({ orgId, domain: 'security.acme.example', verifiedAt: new Date() });
    const host = { host: 'security.acme.example' };
    await customize({
      securityContactEmail: null,
      securityContactUrl: null,
      securityMailbox: null,
      contactSupport: { onClickAction: 'none', supportUrl: null },
      reportIssue: { onClickAction: 'none', reportUrl: null },
    });
    expect((await get('/trust/acme/security.txt')).statusCode).toBe(404);
    expect((await get('/.well-known/security.txt', host)).statusCode).toBe(404);
    const save = await settingsSaver();
    const bad = await save({ securityContactUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    const saved = await save({
      securityContactEmail: 'security@acme.example',
      securityPolicyUrl: 'https://acme.example/disclosure',
    });
    expect(saved.statusCode).toBe(200);
    const byPath = await get('/trust/acme/security.txt');
    expect(byPath.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(byPath.body).toMatch(
      /^Contact: mailto:security@acme\.example\nExpires: \d{4}-\d{2}-\d{2}T00:00:00Z\nPolicy: https:\/\/acme\.example\/disclosure\nPreferred-Languages: en\nCanonical: http:\/\/localhost:3000\/trust\/acme\/security\.txt\n$/,
    );
    const expires = new Date(/Expires: (\S+)/.exec(byPath.body)?.[1] ?? '');
    expect(expires.getTime() - Date.now()).toBeLessThan(365 * 24 * 60 * 60 * 1000);
    expect(expires.getTime() - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);
    const byHost = await get('/.well-known/security.txt', host);
    expect(byHost.body).toContain(
      'Canonical: http://security.acme.example/.well-known/security.txt',
    );
  });
});
