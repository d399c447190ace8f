/**
 * Sign-in abuse over HTTP: a mailed sign-in link signs in only from its page's 'Continue' (a GET
 * neither spends it nor signs in), staff sign-in slows down per account and client network after
 * five failures (a stranger's failures never keep the user out), and member outcome lookups are limited per client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { OUTCOME_LOOKUPS } from '../src/services/access/attempts.ts';
import { accountMembers, staffSignInFailures, users } from '../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../src/lib/session.ts';
import { signToken } from '../src/lib/tokens.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildAccount, buildOrg, buildProduct, buildStaff, type OrgRow } from './factories.ts';
import { requestBody } from './helpers/member-access.ts';

const kinds = await databaseKinds();
const SECRET = testConfig().secret;

describe.each(kinds)('sign-in abuse on %s', (kind) => {
  let t: TestApp;
  let org: OrgRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await buildOrg(t.database.db);
  }, 240_000);
  afterAll(() => t.close());

  const errorOf = (res: { json: () => unknown }) =>
    (res.json() as { error: { code: string; message: string } }).error;
  const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');

  it('opens the page of a sign-in link without signing in; its Continue signs in once', async () => {
    const { member } = await buildAccount(t.database.db, org);
    const base = `/api/portal/${org.slug}/auth/magic-link`;
    const mint = (ttl: number) =>
      signToken(SECRET, { purpose: 'magic_link', subject: member.id, orgId: org.id, ttl });
    const token = await mint(600);
    // Opened twice (a scanner, then the member): each opens the page, none signs in or spends.
    for (let i = 0; i < 2; i++) {
      const landing = await t.app.inject({ method: 'GET', url: `${base}?token=${token}` });
      expect(landing.statusCode).toBe(302);
      expect(sessionOf(landing)).toBeUndefined();
      const page = new URL(String(landing.headers.location));
      expect(page.searchParams.get('signInToken')).toBe(token);
    }
    const details = await t.app.inject({ method: 'GET', url: `${base}/details?token=${token}` });
    expect(details.json()).toEqual({ email: member.email });
    // Another site cannot press Continue on the visitor's behalf.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: base,
      payload: { token },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const signedIn = await t.app.inject({ method: 'POST', url: base, payload: { token } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ accountId: member.accountId, welcome: true });
    expect(sessionOf(signedIn)).toBeDefined();
    const [seen] = await t.database.db
      .select({ lastSeenAt: accountMembers.lastSeenAt })
      .from(accountMembers)
      .where(eq(accountMembers.id, member.id));
    expect(seen?.lastSeenAt).not.toBeNull();
    // Spent: the POST is refused, and the link now opens the login tab saying so.
    const again = await t.app.inject({ method: 'POST', url: base, payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('token_invalid');
    expect(sessionOf(again)).toBeUndefined();
    const used = await t.app.inject({ method: 'GET', url: `${base}?token=${token}` });
    const usedPage = new URL(String(used.headers.location));
    expect(usedPage.searchParams.get('signInLink')).toBe('invalid');
    expect(usedPage.searchParams.get('loginRequest')).toBe('true');
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/details?token=${token}` })).statusCode,
    ).toBe(400);
    // Expired: the same outcome as before, on every step.
    const expired = await mint(-60);
    const expiredPage = new URL(
      String(
        (await t.app.inject({ method: 'GET', url: `${base}?token=${expired}` })).headers.location,
      ),
    );
    expect(expiredPage.searchParams.get('signInLink')).toBe('expired');
    const late = await t.app.inject({ method: 'POST', url: base, payload: { token: expired } });
    expect(errorOf(late).code).toBe('token_expired');
    const empty = await t.app.inject({ method: 'POST', url: base, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).code).toBe('invalid_request');
  });

  /** A staff member with a password, and sign-in attempts for their address from a client. */
  async function staffWithPassword() {
    const { user } = await buildStaff(t.database.db, org);
    await t.database.db
      .update(users)
      .set({ passwordHash: await hash('right-password-123') })
      .where(eq(users.id, user.id));
    const attempt = (password: string, remoteAddress: string, email = user.email) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress,
      });
    return { user, attempt };
  }

  it('slows staff sign-in down per account and network after five failures, never locking it', async () => {
    const { user, attempt: from } = await staffWithPassword();
    const attempt = (password: string, email = user.email) => from(password, '198.19.0.1', email);
    const openNow = () =>
      t.database.db
        .update(staffSignInFailures)
        .set({ nextAttemptAt: new Date(Date.now() - 1) })
        .where(eq(staffSignInFailures.email, user.email));
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).statusCode).toBe(401);
    // The sixth waits a second, answered at once, whatever the password.
    const waiting = await attempt('right-password-123');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(errorOf(waiting)).toMatchObject({ code: 'sign_in_delayed' });
    expect(errorOf(waiting).message).toContain('1 second');
    // Each further failure doubles the wait.
    await openNow();
    expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt('wrong')).headers['retry-after']).toBe('2');
    await openNow();
    expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt('wrong')).headers['retry-after']).toBe('4');
    // Attempts sent together pass one at a time.
    await openNow();
    const burst = await Promise.all(Array.from({ length: 5 }, () => attempt('wrong')));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
    // Once the wait has passed, the right password signs in and the count starts over.
    await openNow();
    const signedIn = await attempt('right-password-123');
    expect(signedIn.statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(staffSignInFailures)
        .where(eq(staffSignInFailures.email, user.email)),
    ).toEqual([]);
    expect((await attempt('wrong')).statusCode).toBe(401);
    // An unknown address is slowed down alike: the answers tell no staff address apart.
    const unknown = `nobody-${user.id}@nowhere.example`;
    for (let i = 0; i < 5; i++)
      expect((await from('x', '198.19.0.2', unknown)).statusCode).toBe(401);
    expect((await from('x', '198.19.0.2', unknown)).statusCode).toBe(429);
  });

  it("does not let a stranger's failures keep the user out", async () => {
    const { user, attempt } = await staffWithPassword();
    const stranger = '198.51.100.9';
    for (let i = 0; i < 5; i++) expect((await attempt('wrong', stranger)).statusCode).toBe(401);
    expect((await attempt('right-password-123', stranger)).statusCode).toBe(429);
    // The user, from their own address, signs in at once with the right password.
    const own = await attempt('right-password-123', '203.0.113.5');
    expect(own.statusCode).toBe(200);
    expect(sessionOf(own)).toBeDefined();
    // The stranger's slow-down is theirs still; the user's success did not clear it.
    expect((await attempt('wrong', stranger)).statusCode).toBe(429);
    // Another address of the same IPv6 /64 is the same client network: still slowed.
    for (let i = 0; i < 5; i++)
      expect((await attempt('wrong', `2001:db8:7:7::${i + 1}`)).statusCode).toBe(401);
    expect((await attempt('wrong', '2001:db8:7:7::99')).statusCode).toBe(429);
    const rows = await t.database.db
      .select({ client: staffSignInFailures.client })
      .from(staffSignInFailures)
      .where(eq(staffSignInFailures.email, user.email));
    expect(rows.map((r) => r.client).sort()).toEqual([stranger, '2001:db8:7:7::/64']);
  });

  it('limits outcome lookups per client address across login and request', async () => {
    const base = `/api/portal/${org.slug}`;
    const product = await buildProduct(t.database.db, org);
    const from = (remoteAddress: string, i: number) =>
      i % 2 === 0
        ? t.app.inject({
            method: 'POST',
            url: `${base}/login`,
            payload: { email: `probe-${i}@probe.example` },
            remoteAddress,
          })
        : t.app.inject({
            method: 'POST',
            url: `${base}/request`,
            payload: requestBody(product.id, `probe-${i}@gmail.com`),
            remoteAddress,
          });
    const codes: number[] = [];
    for (let i = 0; i < OUTCOME_LOOKUPS.max; i++)
      codes.push((await from('203.0.113.77', i)).statusCode);
    expect(codes).not.toContain(429);
    const blocked = await from('203.0.113.77', 0);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still gets its answer.
    expect((await from('203.0.113.78', 0)).statusCode).toBe(404);
  });
});
