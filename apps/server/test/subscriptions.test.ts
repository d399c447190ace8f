/**
 * Subscribing to trust updates over HTTP, with a real SMTP receiver: double opt-in (the
 * confirmation mail's link confirms), blocked addresses never confirmed, expired and forged
 * links, unsubscribe by token and in one click, and the rate limits per client and per e-mail.
 * Answers never tell whether an address is subscribed or blocked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@trustfront/core';
import { subscribers } from '../src/db/schema/index.ts';
import {
  isVerified,
  signToken,
  signTokens,
  verifyToken,
  type TokenPurpose,
} from '../src/lib/tokens.ts';
import { SUBSCRIBE_LIMITS } from '../src/routes/updates/subscriptions.ts';
import { buildOrg, type OrgRow } from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';

const kinds = await databaseKinds();
const { secret } = testConfig();
let nextAddress = 1;
/** A client address of its own for each test, so that per-client limits stay apart. */
const clientAddress = () => `10.0.0.${nextAddress++}`;

describe.each(kinds)('subscriptions on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let org: OrgRow;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp(kind, { smtpUrl: smtp.url });
    org = await buildOrg(t.database.db, { name: 'Acme Corp' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subscribeAs = (email: string, remoteAddress = clientAddress()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/subscribe`,
      payload: { email, source: 'test' },
      remoteAddress,
    });
  const statusOf = async (email: string) =>
    (
      await t.database.db
        .select({ status: subscribers.status })
        .from(subscribers)
        .where(and(eq(subscribers.orgId, org.id), eq(subscribers.email, email)))
    )[0]?.status ?? null;
  const tokenFor = (purpose: TokenPurpose, email: string, ttl = 600, orgId = org.id) =>
    signToken(secret, { purpose, subject: email, orgId, ttl });
  const confirm = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/subscribe/confirm?token=${encodeURIComponent(token)}`,
    });
  const mailsTo = (email: string) =>
    smtp.mails.filter((m) => m.to && [m.to].flat().some((a) => a.text.includes(email)));
  const portalWith = (status: string) =>
    `http://localhost:3000/trust/${org.slug}?subscribeStatus=${status}`;

  it('mails a confirmation link that confirms the subscription (double opt-in)', async () => {
    const res = await subscribeAs(' Ana@Globex.example ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await statusOf('ana@globex.example')).toBe('pending');

    await expect.poll(() => mailsTo('ana@globex.example').length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo('ana@globex.example');
    expect(mail?.subject).toBe("Confirm your subscription to Acme Corp's Trust Center");
    const link = mail?.text?.match(/https?:\/\/\S+\/subscribe\/confirm\?token=[\w.-]+/)?.[0];
    if (!link) throw new Error('No confirmation link in the mail');

    const confirmed = await t.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(portalWith('Confirmed'));
    expect(await statusOf('ana@globex.example')).toBe('confirmed');
    // Following the link again still says Confirmed; subscribing again sends no new mail.
    expect((await confirm(new URL(link).searchParams.get('token') ?? '')).headers.location).toBe(
      portalWith('Confirmed'),
    );
    expect((await subscribeAs('ana@globex.example')).json()).toEqual({ ok: true });
  });

  it("refuses an invalid e-mail with 'This email is invalid'", async () => {
    const res = await subscribeAs('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_request');
    expect(JSON.stringify(res.json())).toContain(SUBSCRIPTION_MESSAGES.invalidEmail);
  });

  it('never confirms a blocked address, answers it like any other, and its mailed link says Blocked', async () => {
    const email = 'blocked@globex.example';
    await t.database.db.insert(subscribers).values({ orgId: org.id, email, status: 'blocked' });
    const res = await subscribeAs(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // 'Please check your email inbox' holds for a blocked address too: a mail goes out, and only
    // its owner, following its link, learns that the address is blocked.
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    const mailed = mailsTo(email)[0]?.text?.match(/\/subscribe\/confirm\?token=([\w.-]+)/)?.[1];
    if (!mailed) throw new Error('No confirmation link in the mail');
    expect((await confirm(mailed)).headers.location).toBe(portalWith('Blocked'));
    const link = await confirm(await tokenFor('subscribe_confirm', email));
    expect(link.headers.location).toBe(portalWith('Blocked'));
    expect(await statusOf(email)).toBe('blocked');
  });

  it('answers TokenInvalid for an expired, forged, foreign or orphaned link', async () => {
    const email = 'late@globex.example';
    await t.database.db.insert(subscribers).values({ orgId: org.id, email, status: 'pending' });
    const invalid = [
      await tokenFor('subscribe_confirm', email, -5),
      `${await tokenFor('subscribe_confirm', email)}x`,
      await tokenFor('unsubscribe', email),
      await tokenFor('subscribe_confirm', email, 600, crypto.randomUUID()),
      await tokenFor('subscribe_confirm', 'never-subscribed@globex.example'),
      '',
    ];
    for (const token of invalid) {
      expect((await confirm(token)).headers.location).toBe(portalWith('TokenInvalid'));
    }
    expect(await statusOf(email)).toBe('pending');
  });

  it('unsubscribes by the token of a mail, and fails with the documented message otherwise', async () => {
    const email = 'leaving@globex.example';
    await t.database.db.insert(subscribers).values({ orgId: org.id, email, status: 'confirmed' });
    const unsubscribe = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/portal/${org.slug}/unsubscribe`,
        payload: { token },
      });
    for (const token of [
      await tokenFor('unsubscribe', email, -5),
      await tokenFor('subscribe_confirm', email),
      'a.b.c',
    ]) {
      const failed = await unsubscribe(token);
      expect(failed.statusCode).toBe(400);
      expect(failed.json()).toEqual({
        error: {
          code: 'unsubscribe_failed',
          message: 'Your unsubscribe link expired. Please contact support',
        },
      });
    }
    expect(await statusOf(email)).toBe('confirmed');
    const ok = await unsubscribe(await tokenFor('unsubscribe', email));
    expect(ok.statusCode).toBe(200);
    expect(await statusOf(email)).toBeNull();
    // Again, or for an address never subscribed: the same answer.
    expect((await unsubscribe(await tokenFor('unsubscribe', email))).statusCode).toBe(200);
  });

  it('keeps a blocked address blocked when it unsubscribes', async () => {
    const email = 'blocked-leaving@globex.example';
    await t.database.db.insert(subscribers).values({ orgId: org.id, email, status: 'blocked' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/unsubscribe`,
      payload: { token: await tokenFor('unsubscribe', email) },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(email)).toBe('blocked');
  });

  it('unsubscribes in one click, as mail clients post it (RFC 8058)', async () => {
    const email = 'one-click@globex.example';
    await t.database.db.insert(subscribers).values({ orgId: org.id, email, status: 'confirmed' });
    const oneClick = async (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/portal/${org.slug}/unsubscribe/one-click?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(await tokenFor('unsubscribe', email, -5))).statusCode).toBe(400);
    expect(await statusOf(email)).toBe('confirmed');
    expect((await oneClick(await tokenFor('unsubscribe', email))).statusCode).toBe(200);
    expect(await statusOf(email)).toBeNull();
  });

  it('limits confirmation mails per address, and subscribe calls per client', async () => {
    const email = 'eager@globex.example';
    for (let i = 0; i < SUBSCRIBE_LIMITS.perEmail.max; i++) {
      expect((await subscribeAs(email)).statusCode).toBe(200);
    }
    const limited = await subscribeAs(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');

    const client = clientAddress();
    for (let i = 0; i < SUBSCRIBE_LIMITS.perClient.max; i++) {
      expect((await subscribeAs(`visitor-${i}@globex.example`, client)).statusCode).toBe(200);
    }
    expect((await subscribeAs('one-more@globex.example', client)).statusCode).toBe(429);
    // Each limited route counts on its own: staff sign-in from that client is not limited.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@acme.example', password: 'wrong-password' },
      remoteAddress: client,
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('tokens signed in bulk (fan-out)', () => {
  it('verify like tokens signed one by one, and are refused alike', async () => {
    const orgId = crypto.randomUUID();
    const input = { purpose: 'unsubscribe' as const, subject: 'ana@globex.example', orgId };
    const [token, expired, unique] = signTokens(secret, [
      { ...input, ttl: 600 },
      { ...input, ttl: -5 },
      { ...input, ttl: 600 },
    ]);
    const verified = await verifyToken(secret, token ?? '', 'unsubscribe', orgId);
    expect(isVerified(verified) && verified.subject).toBe('ana@globex.example');
    expect(token).not.toBe(unique);
    expect(await verifyToken(secret, expired ?? '', 'unsubscribe', orgId)).toBe('expired');
    expect(await verifyToken(secret, token ?? '', 'subscribe_confirm', orgId)).toBe('invalid');
    expect(await verifyToken(`${secret}x`, token ?? '', 'unsubscribe', orgId)).toBe('invalid');
  });
});
