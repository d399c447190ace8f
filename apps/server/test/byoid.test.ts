/**
 * Bring your own identity (docs/access.md, Bring your own identity): staff register a company's key
 * (a PEM public key, or a JWKS address served here by a real HTTP server); a token it signs signs
 * its user in as a member of the company's account. Every refusal answers its own clear message.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYOID_FAILURE_MESSAGES, MEMBER_MESSAGES as M } from '@trustfront/core';
import { accounts } from '../src/db/schema/index.ts';
import { createTestApp, sessionCookie, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildAccount, buildOrg, buildStaff, type OrgRow } from './factories.ts';

const ISSUER = 'https://idp.globex.example';
const JWKS_ISSUER = 'https://login.initech.example';

interface KeyPair {
  publicKey: CryptoKey;
  privateKey: CryptoKey;
}

/** A JWKS of `key` at `/jwks.json`, and a page that is no key set at `/other`. */
async function serveJwks(key: KeyPair): Promise<{ server: Server; url: string }> {
  const jwk = { ...(await exportJWK(key.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.url === '/jwks.json' ? { keys: [jwk] } : { hello: 'world' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

describe.each(await databaseKinds())('bring your own identity (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let admin: string;
  let accountId: string;
  let rsa: KeyPair;
  let ec: KeyPair;
  let jwks: { server: Server; url: string };
  const audience = () => `http://localhost:3000/trust/${org.slug}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db);
    admin = (await buildStaff(db, org, ['app:settings'])).cookie;
    accountId = (await buildAccount(db, org)).account.id;
    rsa = await generateKeyPair('RS256', { modulusLength: 2048 });
    ec = await generateKeyPair('ES256');
    jwks = await serveJwks(ec);
  });
  afterAll(async () => {
    await new Promise((resolve) => jwks.server.close(resolve));
    await t.close();
  });

  const providers = (method: 'GET' | 'POST', body?: object, cookie = admin) =>
    t.app.inject({
      method,
      url: '/api/app/settings/identity-providers',
      headers: { cookie },
      ...(body ? { payload: body } : {}),
    });
  const start = (token: string, orgId = org.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/byoid/${orgId}/start`,
      payload: { byoidJwt: token },
    });
  const complete = (token: string, state: string, cookie?: string, orgId = org.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/byoid/${orgId}/welcome`,
      payload: { byoidJwt: token, state },
      ...(cookie === undefined ? {} : { headers: { cookie: `tf_byoid_state=${cookie}` } }),
    });
  /** The welcome page in one browser: the start, then the completion with the state it gave. */
  const welcome = async (token: string, orgId = org.id) => {
    const started = await start(token, orgId);
    if (started.statusCode !== 200) return started;
    const { state } = started.json<{ state: string }>();
    const cookie = started.cookies.find((c) => c.name === 'tf_byoid_state');
    expect(cookie).toMatchObject({ value: state, httpOnly: true, sameSite: 'Strict' });
    return complete(token, state, cookie?.value, orgId);
  };
  let counter = 0;
  const tokenOf = (
    key: CryptoKey,
    options: {
      alg?: string;
      kid?: string;
      issuer?: string;
      audience?: string;
      expiresIn?: number;
      jti?: string;
      claims?: Record<string, unknown>;
    } = {},
  ) =>
    new SignJWT({
      email: `hank-${++counter}@globex.example`,
      name: 'Hank Scorpio',
      ...options.claims,
    })
      .setProtectedHeader({
        alg: options.alg ?? 'RS256',
        ...(options.kid ? { kid: options.kid } : {}),
      })
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? audience())
      .setJti(options.jti ?? `jti-${counter}-${Math.random()}`)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 300))
      .sign(key);
  const refusedWith = async (token: string, reason: keyof typeof BYOID_FAILURE_MESSAGES) => {
    const res = await welcome(token);
    expect(res.json()).toEqual({
      error: { code: `byoid_${reason}`, message: BYOID_FAILURE_MESSAGES[reason] },
    });
    expect(res.cookies).toEqual([]);
  };

  it('says the sign-in is not offered before any key is registered', async () => {
    await refusedWith(await tokenOf(rsa.privateKey), 'not_offered');
  });

  it('refuses a bad key or address when staff save it, and keeps nothing', async () => {
    const bad = async (body: object, message: string) => {
      const res = await providers('POST', { accountId, issuer: ISSUER, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
    };
    await bad({}, M.byoidKeyRequired);
    await bad({ publicKey: 'not a key' }, M.byoidKeyInvalid);
    await bad(
      { publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' },
      M.byoidKeyInvalid,
    );
    await bad({ jwksUrl: 'ftp://idp.example/keys' }, 'Give the https address of the JWKS');
    await bad({ jwksUrl: `${jwks.url}/other` }, M.byoidJwksInvalid);
    await bad({ jwksUrl: 'http://127.0.0.1:9/jwks.json' }, 'The JWKS could not be fetched');
    expect((await providers('GET')).json().providers).toEqual([]);
  });

  it('lets only settings staff manage providers', async () => {
    const other = (await buildStaff(t.database.db, org, ['app:accounts'])).cookie;
    expect((await providers('GET', undefined, other)).statusCode).toBe(403);
    const body = {
      accountId,
      issuer: 'https://idp.sneaky.example',
      jwksUrl: `${jwks.url}/jwks.json`,
    };
    const res = await providers('POST', body, other);
    expect(res.statusCode).toBe(403);
  });

  it('saves a public key and a JWKS address, with the audience tokens must carry', async () => {
    const publicKey = await exportSPKI(rsa.publicKey);
    const saved = await providers('POST', { accountId, issuer: ISSUER, publicKey });
    expect(saved.statusCode).toBe(200);
    const initech = await buildAccount(t.database.db, org);
    const both = await providers('POST', {
      accountId: initech.account.id,
      issuer: JWKS_ISSUER,
      jwksUrl: `${jwks.url}/jwks.json`,
    });
    expect(both.statusCode).toBe(200);
    const list = both.json();
    expect(list.audience).toBe(audience());
    expect(list.providers).toHaveLength(2);
    expect(list.providers.find((p: { issuer: string }) => p.issuer === ISSUER)).toMatchObject({
      accountId,
      hasPublicKey: true,
      jwksUrl: null,
    });
    const again = await providers('POST', { accountId, issuer: ISSUER, publicKey });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.byoidIssuerTaken);
  });

  it('signs the token’s user in as a member of the account, once', async () => {
    const token = await tokenOf(rsa.privateKey, {
      claims: { email: 'Marge@Globex.example', given_name: 'Marge', family_name: 'Bouvier' },
    });
    const res = await welcome(token);
    expect(res.statusCode).toBe(200);
    const redirect = new URL(res.json().redirectTo);
    expect(redirect.pathname).toBe(`/trust/${org.slug}`);
    expect(redirect.searchParams.get('accountId')).toBe(accountId);
    expect(redirect.searchParams.get('welcome')).toBe('true');
    const member = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/member`,
      headers: { cookie: sessionCookie(res) },
    });
    expect(member.json().member).toMatchObject({ accountId, email: 'marge@globex.example' });
    await refusedWith(token, 'replayed');
    // A second visit with a fresh token is no first visit.
    const next = await welcome(
      await tokenOf(rsa.privateKey, { claims: { email: 'marge@globex.example' } }),
    );
    expect(new URL(next.json().redirectTo).searchParams.get('welcome')).toBeNull();
  });

  it('says whom a token signs in before it is spent, for the visitor to confirm', async () => {
    const token = await tokenOf(rsa.privateKey, { claims: { email: 'lisa@globex.example' } });
    const started = await start(token);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      email: 'lisa@globex.example',
      company: expect.any(String),
    });
    // Started twice, the token is still unspent: the start signs nobody in.
    expect((await start(token)).statusCode).toBe(200);
    expect(started.cookies.some((c) => c.name === 'tf_session')).toBe(false);
  });

  it('refuses a completion without the browser’s own state (login CSRF), and spends nothing', async () => {
    const token = await tokenOf(rsa.privateKey, { claims: { email: 'bart@globex.example' } });
    const mine = (await start(token)).json<{ state: string }>().state;
    const theirs = (await start(token)).json<{ state: string }>().state;
    for (const res of [
      await complete(token, mine),
      await complete(token, mine, theirs),
      await complete(token, mine, ''),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: 'byoid_not_started', message: BYOID_FAILURE_MESSAGES.not_started },
      });
      expect(res.cookies).toEqual([]);
    }
    // The browser that started it completes it, with the same token.
    expect((await complete(token, mine, mine)).statusCode).toBe(200);
  });

  it('signs in with a key of the registered JWKS, and refuses a key outside it', async () => {
    const res = await welcome(
      await tokenOf(ec.privateKey, { alg: 'ES256', kid: 'k1', issuer: JWKS_ISSUER }),
    );
    expect(res.statusCode).toBe(200);
    const stranger = await generateKeyPair('ES256');
    await refusedWith(
      await tokenOf(stranger.privateKey, { alg: 'ES256', kid: 'k1', issuer: JWKS_ISSUER }),
      'bad_signature',
    );
  });

  it('refuses expired, wrongly signed, misdirected and incomplete tokens', async () => {
    await refusedWith(await tokenOf(rsa.privateKey, { expiresIn: -600 }), 'expired');
    const stranger = await generateKeyPair('RS256', { modulusLength: 2048 });
    await refusedWith(await tokenOf(stranger.privateKey), 'bad_signature');
    await refusedWith(
      await tokenOf(rsa.privateKey, { audience: 'https://trust.other.example' }),
      'wrong_audience',
    );
    await refusedWith(
      await tokenOf(rsa.privateKey, { issuer: 'https://idp.unknown.example' }),
      'wrong_issuer',
    );
    await refusedWith(await tokenOf(rsa.privateKey, { claims: { email: 'nobody' } }), 'no_email');
    await refusedWith('not.a.token', 'invalid');
    // Another organisation's page does not take this company's keys.
    const other = await buildOrg(t.database.db);
    expect((await welcome(await tokenOf(rsa.privateKey), other.id)).json().error.code).toBe(
      'byoid_not_offered',
    );
  });

  it('never renews an account whose access staff ended, nor spends the token', async () => {
    const setStatus = (reviewStatus: 'Approved' | 'Declined') =>
      t.database.db.update(accounts).set({ reviewStatus }).where(eq(accounts.id, accountId));
    await setStatus('Declined');
    const token = await tokenOf(rsa.privateKey, { jti: 'kept-for-later' });
    await refusedWith(token, 'no_access');
    await setStatus('Approved');
    expect((await welcome(token)).statusCode).toBe(200);
  });
});
