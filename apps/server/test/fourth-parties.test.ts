/**
 * Fourth parties (docs/fourth-parties.md): staff name a subprocessor's trust feed; the check
 * fetches it from a real local server, verifies its detached signature against the JWKS of its
 * origin and keeps its certifications; a bad signature or a timeout keeps the last good ones and
 * says since when the check fails; a private address is refused unless the operator allows it;
 * an expired or dropped certification is mailed to the editors once; the portal shows the kept
 * certifications only with an entry the caller sees; staff changes are audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOURTH_PARTY_FAILURES as F,
  ZAuditLog,
  ZFourthPartyFeedState,
  ZPortalView,
} from '@trustfront/core';
import { fourthPartyFeeds, mails } from '../src/db/schema/index.ts';
import {
  checkAllFourthPartyFeeds,
  checkFourthPartyFeed,
} from '../src/services/editing/companies/fourth-party-check.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { startVendorFeed, type VendorFeed } from './helpers/vendor-feed.ts';
import {
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type ItemRow,
  type ProductRow,
} from './factories.ts';

describe.each(await databaseKinds())('fourth parties (%s)', (kind) => {
  let t: TestApp;
  let vendor: VendorFeed;
  let product: ProductRow;
  let shown: ItemRow;
  let hidden: ItemRow;
  let trustedBy: ItemRow;
  let editor: string;
  let noEdit: string;
  let editorEmail: string;
  const SLUG = 'acme-fourth';

  beforeAll(async () => {
    vendor = await startVendorFeed();
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: SLUG });
    product = await buildProduct(db, org, { slug: 'cloud', name: 'Cloud' });
    const subprocessors = await buildCard(db, product, { kind: 'Subprocessors', position: 0 });
    const trusted = await buildCard(db, product, { kind: 'TrustedBy', position: 1 });
    const company = (name: string) => ({
      company: { source: 'custom' as const, name, domain: null, url: null, logo: null },
    });
    shown = await buildItem(db, subprocessors, { title: 'Vendor', details: company('Vendor') });
    hidden = await buildItem(db, subprocessors, {
      title: 'Secret vendor',
      access: 'restricted_hidden',
      details: company('Secret vendor'),
    });
    trustedBy = await buildItem(db, trusted, { title: 'Client', details: company('Client') });
    const staff = await buildStaff(db, org, ['statuspage:edit', 'app:settings']);
    editor = staff.cookie;
    editorEmail = staff.user.email;
    noEdit = (await buildStaff(db, org, ['app:settings'])).cookie;
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });

  const feedPath = (item: ItemRow) =>
    `/api/trust-center/products/${product.id}/companies/${item.id}/trust-feed`;
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    cookie = editor,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const rowOf = async (item: ItemRow) => {
    const [row] = await t.database.db
      .select()
      .from(fourthPartyFeeds)
      .where(eq(fourthPartyFeeds.itemId, item.id));
    if (!row) throw new Error('no feed row');
    return row;
  };
  const deps = () => ({ db: t.database.db, config: testConfig() });
  const portalItem = async (title: string, mode = '') => {
    const res = await call('GET', `/api/portal/${SLUG}/view${mode}`, undefined, mode ? editor : '');
    const view = ZPortalView.parse(res.json());
    return view.cards.flatMap((c) => c.items).find((i) => i.title === title);
  };
  const mailsTo = async (email: string) =>
    t.database.db
      .select({ subject: mails.subject })
      .from(mails)
      .where(and(eq(mails.to, email), eq(mails.kind, 'fourth_party')));

  it('refuses staff who may not edit, and what is not a subprocessor or not a feed address', async () => {
    expect((await call('PUT', feedPath(shown), { url: vendor.url }, noEdit)).statusCode).toBe(403);
    const client = await call('PUT', feedPath(trustedBy), { url: vendor.url });
    expect(client.statusCode).toBe(400);
    expect(client.json().error.message).toBe('Only a subprocessor names a trust feed');
    const empty = await call('PUT', feedPath(shown), { url: ' ' });
    expect(empty.json().error.message).toBe('Enter the trust feed address');
    const ftp = await call('PUT', feedPath(shown), { url: 'ftp://vendor.example/trust.json' });
    expect(ftp.statusCode).toBe(400);
    expect((await call('GET', feedPath(shown))).json()).toMatchObject({ url: null });
    expect((await call('POST', `${feedPath(shown)}/check`)).statusCode).toBe(404);
  });

  it('keeps the certifications of a good signed feed, shown with the entry', async () => {
    vendor.state.certs = [
      { id: 'iso', title: 'ISO 27001', expiry: '2099-01-31' },
      { id: 'soc', title: 'SOC 2 Type II', expiry: null },
    ];
    const set = await call('PUT', feedPath(shown), { url: vendor.url });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ url: vendor.url, checkedAt: null });
    // Nothing is shown before the first check.
    expect((await portalItem('Vendor'))?.fourthParty).toBeUndefined();
    const checked = ZFourthPartyFeedState.parse(
      (await call('POST', `${feedPath(shown)}/check`)).json(),
    );
    expect(checked.failure).toBeNull();
    expect(checked.certifications.map((c) => c.title)).toEqual(['ISO 27001', 'SOC 2 Type II']);
    const item = await portalItem('Vendor');
    expect(item?.fourthParty).toEqual({
      certifications: [
        { id: 'iso', title: 'ISO 27001', expiry: '2099-01-31', url: null },
        { id: 'soc', title: 'SOC 2 Type II', expiry: null, url: null },
      ],
      checkedAt: checked.checkedAt,
      failingSince: null,
    });
    const audit = ZAuditLog.parse((await call('GET', '/api/app/audit-log')).json());
    expect(audit.entries.some((e) => e.action === 'company.trust-feed.set')).toBe(true);
  });

  it('keeps the last good certifications when the signature does not match, saying since when', async () => {
    const before = await rowOf(shown);
    vendor.state.signer = vendor.otherKey;
    try {
      const failed = ZFourthPartyFeedState.parse(
        (await call('POST', `${feedPath(shown)}/check`)).json(),
      );
      expect(failed.failure).toBe(F.signature);
      expect(failed.failingSince).not.toBeNull();
      expect(failed.checkedAt).toBe(before.checkedAt?.toISOString());
      const again = await checkFourthPartyFeed(deps(), await rowOf(shown));
      expect(again.failingSince?.toISOString()).toBe(failed.failingSince);
      const item = await portalItem('Vendor');
      expect(item?.fourthParty?.certifications.map((c) => c.title)).toEqual([
        'ISO 27001',
        'SOC 2 Type II',
      ]);
      expect(item?.fourthParty?.failingSince).toBe(failed.failingSince);
    } finally {
      vendor.state.signer = vendor.goodKey;
    }
    const good = await checkFourthPartyFeed(deps(), await rowOf(shown));
    expect(good.failingSince).toBeNull();
  });

  it('fails a check that gets no answer in time, keeping what it had', async () => {
    vendor.state.hang = true;
    try {
      const row = await checkFourthPartyFeed(deps(), await rowOf(shown), new Date(), {
        timeoutMs: 300,
      });
      expect(row.failure).toBe('no answer in time');
      expect(row.certifications).toHaveLength(2);
    } finally {
      vendor.state.hang = false;
    }
    await checkFourthPartyFeed(deps(), await rowOf(shown));
  });

  it('mails the editors once when a certification expires or leaves the feed', async () => {
    const day = (d: string) => new Date(`${d}T04:00:00Z`);
    vendor.state.certs = [
      { id: 'iso', title: 'ISO 27001', expiry: '2099-01-31' },
      { id: 'soc', title: 'SOC 2 Type II', expiry: null },
    ];
    await checkAllFourthPartyFeeds(deps(), day('2099-01-30'));
    expect(await mailsTo(editorEmail)).toEqual([]);
    await checkAllFourthPartyFeeds(deps(), day('2099-02-01'));
    await checkAllFourthPartyFeeds(deps(), day('2099-02-02'));
    expect((await mailsTo(editorEmail)).map((m) => m.subject)).toEqual([
      'Vendor: ISO 27001 has expired',
    ]);
    vendor.state.certs = [{ id: 'iso', title: 'ISO 27001', expiry: '2099-01-31' }];
    await checkAllFourthPartyFeeds(deps(), day('2099-02-03'));
    await checkAllFourthPartyFeeds(deps(), day('2099-02-04'));
    expect((await mailsTo(editorEmail)).map((m) => m.subject).sort()).toEqual([
      'Vendor: ISO 27001 has expired',
      'Vendor: SOC 2 Type II is no longer listed',
    ]);
  });

  it('leaves out a certification whose id is too long to key a mail, and still checks the feed', async () => {
    const { randomBytes } = await import('node:crypto');
    vendor.state.certs = [
      { id: randomBytes(9_000).toString('base64url'), title: 'Long id', expiry: '2099-03-01' },
      { id: 'pci', title: 'PCI DSS', expiry: '2099-03-01' },
    ];
    await checkAllFourthPartyFeeds(deps(), new Date('2099-02-28T04:00:00Z'));
    expect((await rowOf(shown)).certifications.map((c) => c.title)).toEqual(['PCI DSS']);
    await checkAllFourthPartyFeeds(deps(), new Date('2099-03-02T04:00:00Z'));
    expect((await mailsTo(editorEmail)).map((m) => m.subject)).toContain(
      'Vendor: PCI DSS has expired',
    );
    vendor.state.certs = [{ id: 'iso', title: 'ISO 27001', expiry: '2099-01-31' }];
  });

  it('shows the certifications only with an entry the caller sees', async () => {
    expect((await call('PUT', feedPath(hidden), { url: vendor.url })).statusCode).toBe(200);
    await checkFourthPartyFeed(deps(), await rowOf(hidden));
    expect(await portalItem('Secret vendor')).toBeUndefined();
    const res = await call('GET', `/api/portal/${SLUG}/view?mode=main`);
    const main = ZPortalView.parse(res.json());
    const item = main.cards.flatMap((c) => c.items).find((i) => i.title === 'Secret vendor');
    expect(item?.fourthParty?.certifications.map((c) => c.title)).toEqual(['ISO 27001']);
  });

  it('clears the feed: nothing shown, audited', async () => {
    expect((await call('DELETE', feedPath(hidden))).statusCode).toBe(204);
    expect((await call('GET', feedPath(hidden))).json()).toMatchObject({ url: null });
    const audit = ZAuditLog.parse((await call('GET', '/api/app/audit-log')).json());
    expect(audit.entries.some((e) => e.action === 'company.trust-feed.clear')).toBe(true);
  });
});

describe.each(await databaseKinds())('fourth parties without private addresses (%s)', (kind) => {
  let t: TestApp;
  let product: ProductRow;
  let item: ItemRow;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { outbound: { allowPrivate: false } });
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'acme-fourth-private' });
    product = await buildProduct(db, org);
    const card = await buildCard(db, product, { kind: 'Subprocessors' });
    item = await buildItem(db, card, { title: 'Vendor' });
    editor = (await buildStaff(db, org, ['statuspage:edit'])).cookie;
  });
  afterAll(() => t.close());

  it('refuses loopback, private, link-local and plain-http feed addresses', async () => {
    const path = `/api/trust-center/products/${product.id}/companies/${item.id}/trust-feed`;
    for (const [url, word] of [
      ['https://127.0.0.1/trust.json', 'loopback'],
      ['https://10.0.0.7/trust.json', 'private'],
      ['https://169.254.169.254/trust.json', 'link-local'],
      ['http://vendor.example/trust.json', 'https://'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: { cookie: editor },
        payload: { url },
      });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().error.message.toLowerCase()).toContain(word);
    }
    const [row] = await t.database.db.select().from(fourthPartyFeeds);
    expect(row).toBeUndefined();
  });
});
