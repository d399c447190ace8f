/**
 * The pages the server answers the portal's search box and Subscribe link with, before or
 * without any script (docs/portal.md, Taps before the script): the search page lists what
 * reaches the caller, in the page's language, and refuses a bad term in the dialog's words; the
 * subscribe page's form subscribes (double opt-in) with the JSON route's checks: same-origin
 * posts only, the address validated, limits per client and per address.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_MESSAGES,
  SERVER_ERRORS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIBE_SOURCES,
} from '@trustfront/core';
import { subscribers } from '../src/db/schema/index.ts';
import { COLOR_SCHEME_SCRIPT } from '../src/presenters/color-scheme-script.ts';
import { SUBSCRIBE_LIMITS } from '../src/routes/updates/subscriptions.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';
import { makeWebDist, type TestWebDist } from './helpers/web-dist.ts';
import {
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  type ItemRow,
  type OrgRow,
} from './factories.ts';

let nextAddress = 1;
/** A client address of its own for each request, so that per-client limits stay apart. */
const clientAddress = () => `10.9.0.${nextAddress++}`;

describe.each(await databaseKinds())('answer pages (%s)', (kind) => {
  let t: TestApp;
  let web: TestWebDist;
  let smtp: SmtpReceiver;
  let org: OrgRow;
  let item: ItemRow;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    web = makeWebDist({ rendered: true });
    t = await createTestApp(kind, { webDist: web.webDist, smtpUrl: smtp.url });
    const { db } = t.database;
    org = await buildOrg(
      db,
      { name: 'Quokka Corp' },
      { languages: ['en', 'de'], defaultLanguage: 'en' },
    );
    const product = await buildProduct(db, org);
    const card = await buildCard(db, product, { kind: 'DataSecurity' });
    item = await buildItem(db, card, { title: 'Okapi key rotation' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    web?.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: clientAddress() });
  const post = (
    fields: Record<string, string>,
    options: { headers?: Record<string, string>; remoteAddress?: string; url?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: options.url ?? `/trust/${org.slug}/subscribe`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...options.headers,
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: options.remoteAddress ?? clientAddress(),
    });
  const statusOf = async (email: string) =>
    (
      await t.database.db
        .select({ status: subscribers.status, source: subscribers.source })
        .from(subscribers)
        .where(and(eq(subscribers.orgId, org.id), eq(subscribers.email, email)))
    )[0] ?? null;
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script(?! type="application\/ld\+json")\b[^>]*>(.*?)<\/script>/gs)].map(
      (m) => m[0],
    );

  it('lists the results of a search, linked as the dialog opens them, without a script', async () => {
    const res = await get(`/trust/${org.slug}/search?q=okapi`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Okapi key rotation');
    expect(res.body).toContain(`href="/trust/${org.slug}?itemUid=${item.id}"`);
    expect(res.body).toContain('1 result');
    expect(res.body).toContain(`action="/trust/${org.slug}/search"`);
    expect(res.body).toContain('Back to Quokka Corp');
    // The colour scheme's first script only: no script of the web app, no tap keeper.
    expect(inlineScripts(res.body)).toEqual([`<script>${COLOR_SCHEME_SCRIPT}</script>`]);
  });

  it('says when nothing is found, and offers the box alone for an empty term', async () => {
    const none = await get(`/trust/${org.slug}/search?q=zzqxvw`);
    expect(none.body).toContain(SEARCH_MESSAGES.noResults);
    const empty = await get(`/trust/${org.slug}/search?q=`);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain(SEARCH_MESSAGES.noResults);
    expect(empty.body).not.toContain('Okapi key rotation');
  });

  it("refuses a term that is too long in the dialog's words", async () => {
    const res = await get(`/trust/${org.slug}/search?q=${'a'.repeat(513)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SEARCH_MESSAGES.termTooLong);
    expect(res.body).not.toContain('Okapi key rotation');
  });

  it("answers in the page's language on a locale path", async () => {
    const res = await get(`/trust/${org.slug}/de/search?q=zzqxvw`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de"');
    expect(res.body).toContain('Zurück zu Quokka Corp');
    expect(res.body).toContain(`action="/trust/${org.slug}/de/search"`);
    expect(res.body).not.toContain(SEARCH_MESSAGES.noResults);
  });

  it('answers an unknown organisation 404', async () => {
    expect((await get('/trust/no-such-org/search?q=okapi')).statusCode).toBe(404);
  });

  it("offers the subscribe form with the link's source", async () => {
    const res = await get(`/trust/${org.slug}/subscribe?source=updates_card`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`action="/trust/${org.slug}/subscribe"`);
    expect(res.body).toContain('method="post"');
    expect(res.body).toContain('name="source" value="updates_card"');
    expect(res.body).toContain(SUBSCRIPTION_MESSAGES.subscribeTitle);
    // Its post names its origin (a `no-referrer` page's post says `Origin: null`).
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('subscribes a posted address and says to check the inbox', async () => {
    const res = await post({ email: 'Early@Example.com', source: 'updates_card', agree: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SUBSCRIPTION_MESSAGES.checkInbox);
    expect(await statusOf('early@example.com')).toEqual({
      status: 'pending',
      source: SUBSCRIBE_SOURCES.updatesCard,
    });
  });

  it('refuses a bad address in the words of the dialog, and keeps the form', async () => {
    for (const email of ['', 'not-an-address', `${'a'.repeat(250)}@x.example`]) {
      const res = await post({ email, source: 'updates_card' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(SUBSCRIPTION_MESSAGES.invalidEmail);
      expect(res.body).toContain('name="email"');
      expect(res.body).not.toContain(SUBSCRIPTION_MESSAGES.checkInbox);
    }
    expect(await statusOf('not-an-address')).toBeNull();
  });

  it('refuses a post from another site, as every unsafe call', async () => {
    const email = 'cross@example.com';
    const crossSite = await post({ email }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const otherOrigin = await post({ email }, { headers: { origin: 'https://evil.example' } });
    expect(otherOrigin.statusCode).toBe(403);
    const nullOrigin = await post({ email }, { headers: { origin: 'null' } });
    expect(nullOrigin.statusCode).toBe(403);
    expect(await statusOf(email)).toBeNull();
  });

  it('limits the mails per address, as the JSON route does', async () => {
    const email = 'often@example.com';
    for (let i = 0; i < SUBSCRIBE_LIMITS.perEmail.max; i++) {
      expect((await post({ email })).body).toContain(SUBSCRIPTION_MESSAGES.checkInbox);
    }
    const refused = await post({ email });
    expect(refused.body).toContain(SERVER_ERRORS.rateLimitedLater.message);
    expect(refused.body).not.toContain(SUBSCRIPTION_MESSAGES.checkInbox);
  });

  it('limits the posts per client, as the JSON route does', async () => {
    const remoteAddress = '10.9.255.1';
    for (let i = 0; i < SUBSCRIBE_LIMITS.perClient.max; i++) {
      await post({ email: `client-${i}@example.com` }, { remoteAddress });
    }
    const refused = await post({ email: 'client-last@example.com' }, { remoteAddress });
    expect(refused.body).toContain(SERVER_ERRORS.rateLimitedLater.message);
    expect(await statusOf('client-last@example.com')).toBeNull();
  });
});
