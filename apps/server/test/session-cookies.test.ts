/**
 * The session cookie (docs/deploy.md, Behind a proxy): host-only (no `Domain`), and `Secure` exactly when
 * PUBLIC_URL is https, whatever scheme the request came by or the proxy says it came by.
 */
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../src/lib/session.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildOrg, buildStaff } from './factories.ts';

const PASSWORD = 'a staff password of some length';

describe.each(await databaseKinds())('the session cookie (%s)', (kind) => {
  let https: TestApp;
  let http: TestApp;
  const emails = new Map<TestApp, string>();

  const withStaff = async (t: TestApp) => {
    const { db } = t.database;
    const { user } = await buildStaff(db, await buildOrg(db), ['app:settings']);
    await db
      .update(users)
      .set({ passwordHash: await hash(PASSWORD) })
      .where(eq(users.id, user.id));
    emails.set(t, user.email);
  };

  beforeAll(async () => {
    https = await createTestApp(kind, { publicUrl: 'https://trust.example.test' });
    // Behind a proxy that says the request came by https: the public address still decides.
    http = await createTestApp(kind, { publicUrl: 'http://localhost:3000', trustProxy: true });
    await withStaff(https);
    await withStaff(http);
  });
  afterAll(async () => {
    await https?.close();
    await http?.close();
  });

  const signIn = async (t: TestApp, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: emails.get(t), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error('No session cookie');
    return cookie;
  };

  it('is Secure when PUBLIC_URL is https, even on a plain request without a proxy', async () => {
    const cookie = await signIn(https);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
  });

  it('is not Secure when PUBLIC_URL is http, whatever the proxy says', async () => {
    const cookie = await signIn(http, { 'x-forwarded-proto': 'https' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.domain).toBeUndefined();
  });
});
