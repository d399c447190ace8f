/**
 * The outbound-address rule (docs/integrations.md, Outbound addresses) through every route that
 * saves or fetches an address staff or visitors can point: the identity provider's key URL, its
 * sign-in (`/api/byoid/{orgId}/start` and `welcome`), the single sign-on issuer and its anonymous
 * start, the Statuspage lookup and webhook endpoints. Each way of writing the loopback address is refused
 * and a listener on it never sees a connection; a redirect to it is refused too. The operator's
 * leave here lists one address (127.0.0.2), from which the redirect comes.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_MESSAGES } from '@trustfront/core';
import { identityProviders, staffSso, webhookEndpoints } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildAccount, buildOrg, buildStaff, type OrgRow } from './factories.ts';

/** A TCP listener on the loopback address that counts the connections it is offered. */
async function countingListener(): Promise<{
  server: Server;
  port: number;
  connections: () => number;
}> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

/** Every way of writing the listener's loopback address that the rule refuses. */
const bypasses = (port: number) => [
  `http://127.0.0.1:${port}/keys`,
  `https://127.0.0.1:${port}/keys`,
  `https://localhost:${port}/keys`,
  `https://[::ffff:127.0.0.1]:${port}/keys`,
  `https://[::ffff:7f00:1]:${port}/keys`,
  `https://2130706433:${port}/keys`,
  `https://0177.0.0.1:${port}/keys`,
  `https://0x7f.1:${port}/keys`,
  `https://[::1]:${port}/keys`,
];

describe.each(await databaseKinds())('outbound addresses (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let admin: string;
  let accountId: string;
  let listener: Awaited<ReturnType<typeof countingListener>>;
  let redirector: ReturnType<typeof createHttpServer>;
  let redirectUrl: string;
  let key: { publicKey: CryptoKey; privateKey: CryptoKey };

  beforeAll(async () => {
    listener = await countingListener();
    // On the one address the operator allows; it sends every request on to 127.0.0.1.
    redirector = createHttpServer((_req, res) => {
      res.writeHead(302, { location: `https://127.0.0.1:${listener.port}/keys` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.2', resolve));
    redirectUrl = `http://127.0.0.2:${(redirector.address() as AddressInfo).port}`;
    t = await createTestApp(kind, {
      outbound: { allowPrivate: ['127.0.0.2'] },
      integrations: {
        hackerOneApiUrl: 'https://hackerone.com/graphql',
        statusPageApiUrl: 'https://{host}',
        securityScorecardApiUrl: 'https://api.securityscorecard.io',
        securityScorecardToken: undefined,
        refreshMinutes: 15,
      },
    });
    const { db } = t.database;
    org = await buildOrg(db, { plan: 'growth' });
    admin = (await buildStaff(db, org, ['app:settings', 'statuspage:edit'])).cookie;
    accountId = (await buildAccount(db, org)).account.id;
    key = await generateKeyPair('ES256');
  });
  afterAll(async () => {
    await new Promise((resolve) => redirector.close(resolve));
    await new Promise((resolve) => listener.server.close(resolve));
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const addProvider = (jwksUrl: string) =>
    call('POST', '/api/app/settings/identity-providers', {
      accountId,
      issuer: `https://idp-${Math.random()}.example`,
      jwksUrl,
    });

  it('refuses each form of the loopback address as an identity provider’s key URL', async () => {
    for (const url of bypasses(listener.port)) {
      const res = await addProvider(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toMatch(/must start with https|is refused/);
    }
    expect(listener.connections()).toBe(0);
    expect(await t.database.db.select().from(identityProviders)).toEqual([]);
  });

  it('refuses a key URL that redirects to the loopback address, naming no answer', async () => {
    const res = await addProvider(`${redirectUrl}/jwks.json`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'The JWKS could not be fetched: loopback addresses are not reached',
    );
    expect(listener.connections()).toBe(0);
  });

  it('never fetches a key URL saved before the rule when a visitor brings a token', async () => {
    await t.database.db.insert(identityProviders).values({
      orgId: org.id,
      accountId,
      issuer: 'https://idp.stored.example',
      jwksUrl: `https://[::ffff:127.0.0.1]:${listener.port}/keys`,
    });
    const token = await new SignJWT({ email: 'hank@globex.example' })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer('https://idp.stored.example')
      .setAudience(`http://localhost:3000/trust/${org.slug}`)
      .setJti(`jti-${Math.random()}`)
      .setExpirationTime('5m')
      .sign(key.privateKey);
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/byoid/${org.id}/start`,
        payload: { byoidJwt: token },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('byoid_provider_unreachable');
    }
    expect(listener.connections()).toBe(0);
  });

  it('refuses each form of the loopback address as the single sign-on issuer', async () => {
    for (const url of bypasses(listener.port)) {
      const res = await call('PUT', '/api/app/settings/sso', {
        enabled: true,
        issuer: url.replace(/\/keys$/, ''),
        clientId: 'client',
        clientSecret: 'secret',
      });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await t.database.db.select().from(staffSso)).toEqual([]);
  });

  it('never asks an issuer saved before the rule on an anonymous sign-in start', async () => {
    await t.database.db.insert(staffSso).values({
      orgId: org.id,
      enabled: true,
      issuer: `https://[::ffff:7f00:1]:${listener.port}`,
      clientId: 'client',
      clientSecret: 'secret',
    });
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start?org=${org.slug}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toContain('ssoFailure=failed');
    }
    expect(listener.connections()).toBe(0);
  });

  it('refuses each form of the loopback address as a Statuspage page', async () => {
    const pages = [
      'https://[::ffff:7f00:1]:8443',
      ...bypasses(listener.port).map((url) => url.replace(/\/keys$/, '')),
    ];
    for (const page of pages) {
      const res = await call('GET', `/api/integrations/statuspageio/${encodeURIComponent(page)}`);
      expect(res.statusCode, page).toBe(400);
      expect(res.json().error.message, page).toBe(INTEGRATION_MESSAGES.statusPageInvalid);
    }
    expect(listener.connections()).toBe(0);
  });

  it('refuses each form of the loopback address as a webhook endpoint', async () => {
    for (const url of bypasses(listener.port)) {
      const res = await call('POST', '/api/app/settings/webhooks', {
        url,
        events: ['update.published'],
      });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await t.database.db.select().from(webhookEndpoints)).toEqual([]);
    expect(listener.connections()).toBe(0);
  });
});

describe.each(await databaseKinds())('anonymous sign-ins and what they fetch (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let jwksFetches = 0;
  let discoveryFetches = 0;
  let server: ReturnType<typeof createHttpServer>;
  let base: string;
  let key: { publicKey: CryptoKey; privateKey: CryptoKey };

  beforeAll(async () => {
    key = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(key.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    server = createHttpServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/jwks.json') {
        jwksFetches += 1;
        res.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      discoveryFetches += 1;
      res.end(
        JSON.stringify({
          issuer: base,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks.json`,
          response_types_supported: ['code'],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db);
    const { account } = await buildAccount(db, org);
    await db.insert(identityProviders).values({
      orgId: org.id,
      accountId: account.id,
      issuer: 'https://idp.cached.example',
      jwksUrl: `${base}/jwks.json`,
    });
    await db.insert(staffSso).values({
      orgId: org.id,
      enabled: true,
      issuer: base,
      clientId: 'client',
      clientSecret: 'secret',
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('fetches the identity provider’s keys once for many anonymous sign-ins', async () => {
    const token = (kid: string) =>
      new SignJWT({ email: `hank-${Math.random()}@globex.example` })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer('https://idp.cached.example')
        .setAudience(`http://localhost:3000/trust/${org.slug}`)
        .setJti(`jti-${Math.random()}`)
        .setExpirationTime('5m')
        .sign(key.privateKey);
    /** The welcome page in one browser: the start, then the completion with its state. */
    const welcome = async (kid: string) => {
      const byoidJwt = await token(kid);
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/byoid/${org.id}/start`,
        payload: { byoidJwt },
      });
      if (started.statusCode !== 200) return started;
      const { state } = started.json<{ state: string }>();
      return t.app.inject({
        method: 'POST',
        url: `/api/byoid/${org.id}/welcome`,
        headers: { cookie: `tf_byoid_state=${state}` },
        payload: { byoidJwt, state },
      });
    };
    expect((await welcome('k1')).statusCode).toBe(200);
    expect((await welcome('k1')).statusCode).toBe(200);
    // A key the kept set does not hold does not fetch it again within a minute.
    expect((await welcome('unknown')).statusCode).toBe(401);
    expect((await welcome('unknown')).statusCode).toBe(401);
    expect(jwksFetches).toBe(1);
  });

  it('discovers the single sign-on issuer once for many anonymous sign-in starts', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start?org=${org.slug}` });
      expect(res.statusCode).toBe(303);
      expect(String(res.headers.location)).toMatch(new RegExp(`^${base}/authorize\\?`));
    }
    expect(discoveryFetches).toBe(1);
  });
});
