/**
 * Staff single sign-on against a real OpenID provider on loopback (oidc-provider), on both
 * databases: settings saved without giving the secret back; a staff member signs in and their role
 * follows their groups; someone new joins with the role their groups give, or is refused without
 * one; another organisation's member, a deactivated member, a forged or replayed callback are
 * refused; 'require single sign-on' refuses passwords.
 */
import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_FAILURES, SSO_MESSAGES, type TStaffSsoSettingsInput } from '@trustfront/core';
import { auditLog, roles, users } from '../src/db/schema/index.ts';
import { createTestApp, sessionCookie, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { signInAt, startOidcProvider, type OidcProvider } from './helpers/oidc-provider.ts';
import { buildOrg, buildStaff, one, type OrgRow } from './factories.ts';

const REDIRECT_URI = 'http://localhost:3000/api/auth/sso/callback';

describe.each(await databaseKinds())('staff single sign-on (%s)', (kind) => {
  let t: TestApp;
  let idp: OidcProvider;
  let org: OrgRow;
  let admin: string;
  let editorRole: string;
  let viewerRole: string;

  const settings = (over: Partial<TStaffSsoSettingsInput> = {}): TStaffSsoSettingsInput => ({
    enabled: true,
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    groupsClaim: 'groups',
    groupRoles: [{ group: 'trust-editors', roleId: editorRole }],
    defaultRoleId: null,
    requireSso: false,
    ...over,
  });
  const save = (body: object, cookie = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/app/settings/sso',
      headers: { cookie },
      payload: body,
    });

  /** The whole round trip as `login`: where the callback sends the browser, and its cookie. */
  async function signInAs(login: string) {
    const start = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start?org=${org.slug}` });
    expect(start.statusCode).toBe(303);
    const state = start.cookies.find((c) => c.name === 'tf_sso_state');
    const back = await signInAt(String(start.headers.location), login, REDIRECT_URI);
    const callback = await t.app.inject({
      method: 'GET',
      url: back.slice('http://localhost:3000'.length),
      headers: { cookie: `tf_sso_state=${state?.value ?? ''}` },
    });
    return { callback, back, state: state?.value ?? '' };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    idp = await startOidcProvider(REDIRECT_URI);
    org = await buildOrg(t.database.db);
    admin = (await buildStaff(t.database.db, org, ['app:settings'])).cookie;
    const db = t.database.db;
    editorRole = one(
      await db
        .insert(roles)
        .values({ orgId: org.id, name: 'Editor', scopes: ['statuspage:edit'] })
        .returning(),
    ).id;
    viewerRole = one(
      await db
        .insert(roles)
        .values({ orgId: org.id, name: 'Viewer', scopes: ['files:view'] })
        .returning(),
    ).id;
  });
  afterAll(async () => {
    await idp.close();
    await t.close();
  });

  it('saves the settings, never answers the secret, and checks what it is given', async () => {
    const saved = await save(settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: true,
      issuer: idp.issuer,
      hasClientSecret: true,
      redirectUri: REDIRECT_URI,
      scimUrl: 'http://localhost:3000/scim/v2',
    });
    expect(saved.body).not.toContain(idp.clientSecret);
    // An empty secret keeps the saved one.
    expect((await save(settings({ clientSecret: '' }))).statusCode).toBe(200);

    const http = await save(settings({ issuer: 'http://idp.example.com' }));
    expect(http.statusCode).toBe(400);
    expect(http.body).toContain(SSO_MESSAGES.issuerInvalid);
    const foreignRole = await save(
      settings({ groupRoles: [{ group: 'x', roleId: '00000000-0000-4000-8000-000000000000' }] }),
    );
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.body).toContain(SSO_MESSAGES.roleUnknown);
    const requireOff = await save(settings({ enabled: false, requireSso: true }));
    expect(requireOff.statusCode).toBe(400);
    expect(requireOff.body).toContain(SSO_MESSAGES.requireNeedsEnabled);

    const scopeless = (await buildStaff(t.database.db, org, ['statuspage:edit'])).cookie;
    expect((await save(settings(), scopeless)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/app/settings/sso' })).statusCode).toBe(
      401,
    );
  });

  it('signs a new member in with the role of their groups, and an existing one with theirs', async () => {
    expect((await save(settings())).statusCode).toBe(200);
    const email = `dana-${kind}@${org.slug}.example`;
    idp.accounts.set('dana', {
      email,
      email_verified: true,
      name: 'Dana Editor',
      groups: ['trust-editors'],
    });
    const { callback } = await signInAs('dana');
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/app');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(callback) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email, name: 'Dana Editor', scopes: ['statuspage:edit'] },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ roleId: editorRole, passwordHash: null });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, email));
    expect(audit.map((a) => a.action)).toContain('staff.sso_join');

    // Their groups change at the provider: the next sign-in follows them only where a mapping
    // names one; groups of no mapping leave the role staff gave.
    await t.database.db.update(users).set({ roleId: viewerRole }).where(eq(users.email, email));
    idp.accounts.set('dana', {
      email,
      email_verified: true,
      name: 'Dana Editor',
      groups: ['other'],
    });
    await signInAs('dana');
    expect(one(await t.database.db.select().from(users).where(eq(users.email, email))).roleId).toBe(
      viewerRole,
    );
    idp.accounts.set('dana', { email, email_verified: true, groups: ['trust-editors'] });
    await signInAs('dana');
    expect(one(await t.database.db.select().from(users).where(eq(users.email, email))).roleId).toBe(
      editorRole,
    );
  });

  it('refuses someone whose groups give no role, until a default role is set', async () => {
    expect((await save(settings())).statusCode).toBe(200);
    idp.accounts.set('erin', { email: `erin-${kind}@x.example`, email_verified: true, groups: [] });
    const refused = await signInAs('erin');
    expect(refused.callback.statusCode).toBe(303);
    expect(refused.callback.headers.location).toBe('/app/login?ssoFailure=no_account');
    expect(refused.callback.cookies.find((c) => c.name === 'tf_session')).toBeUndefined();

    expect((await save(settings({ defaultRoleId: viewerRole }))).statusCode).toBe(200);
    const joined = await signInAs('erin');
    expect(joined.callback.headers.location).toBe('/app');
  });

  it('refuses an unverified e-mail and a deactivated member; another organisation’s staff joins as new', async () => {
    expect((await save(settings({ defaultRoleId: viewerRole }))).statusCode).toBe(200);
    idp.accounts.set('nova', { email: `nova-${kind}@x.example`, email_verified: false });
    expect((await signInAs('nova')).callback.headers.location).toBe(
      '/app/login?ssoFailure=no_email',
    );

    // Staff of another organisation with the same address are another account: this
    // organisation's provider makes its own member, and the other's stays as it was.
    const other = await buildOrg(t.database.db);
    const elsewhere = (await buildStaff(t.database.db, other)).user;
    idp.accounts.set('elsewhere', { email: elsewhere.email, email_verified: true });
    const joined = await signInAs('elsewhere');
    expect(joined.callback.headers.location).toBe('/app');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(joined.callback) },
    });
    expect(me.json()).toMatchObject({ user: { email: elsewhere.email, orgSlug: org.slug } });
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, elsewhere.email));
    expect(accounts.map((u) => u.orgId).sort()).toEqual([org.id, other.id].sort());
    expect(accounts.find((u) => u.orgId === other.id)).toEqual(elsewhere);

    const gone = (await buildStaff(t.database.db, org)).user;
    await t.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, gone.id));
    idp.accounts.set('gone', { email: gone.email, email_verified: true });
    expect((await signInAs('gone')).callback.headers.location).toBe(
      '/app/login?ssoFailure=deactivated',
    );
    expect(SSO_FAILURES.deactivated).toMatch(/deactivated/);
  });

  it('refuses a callback without the browser’s state, and one used twice', async () => {
    expect((await save(settings({ defaultRoleId: viewerRole }))).statusCode).toBe(200);
    idp.accounts.set('finn', { email: `finn-${kind}@x.example`, email_verified: true });
    const start = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start?org=${org.slug}` });
    const back = await signInAt(String(start.headers.location), 'finn', REDIRECT_URI);
    const path = back.slice('http://localhost:3000'.length);
    const carried = await t.app.inject({ method: 'GET', url: path });
    expect(carried.headers.location).toBe('/app/login?ssoFailure=expired');

    const { callback, back: again, state } = await signInAs('finn');
    expect(callback.headers.location).toBe('/app');
    const replay = await t.app.inject({
      method: 'GET',
      url: again.slice('http://localhost:3000'.length),
      headers: { cookie: `tf_sso_state=${state}` },
    });
    expect(replay.headers.location).toBe('/app/login?ssoFailure=expired');
  });

  it('sends an organisation without single sign-on back to the sign-in page', async () => {
    const plain = await buildOrg(t.database.db);
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/start?org=${plain.slug}`,
    });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe(`/app/login?ssoFailure=not_offered&org=${plain.slug}`);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sso/start?org=nobody-here',
    });
    expect(unknown.headers.location).toBe('/app/login?ssoFailure=not_offered&org=nobody-here');
  });

  it('refuses passwords once single sign-on is required, after the password is checked', async () => {
    const email = `pat-${kind}@${org.slug}.example`;
    await t.database.db.insert(users).values({
      orgId: org.id,
      email,
      name: 'Pat',
      roleId: viewerRole,
      passwordHash: await hash('a-long-enough-password'),
    });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const ssoAdmin = (await buildStaff(t.database.db, org, ['app:settings'], 'sso')).cookie;
    expect((await save(settings({ requireSso: true }), ssoAdmin)).statusCode).toBe(200);
    const wrong = await login('a-wrong-password-here');
    expect(wrong.statusCode).toBe(401);
    const right = await login('a-long-enough-password');
    expect(right.statusCode).toBe(403);
    expect(right.json().error.message).toBe(SSO_MESSAGES.ssoRequired);
    expect((await save(settings({ requireSso: false }), ssoAdmin)).statusCode).toBe(200);
    expect((await login('a-long-enough-password')).statusCode).toBe(200);
  });

  it('ends password sessions and revokes API tokens when single sign-on becomes required', async () => {
    const db = t.database.db;
    const all = ['app:settings', 'app:documents'];
    const passwordAdmin = (await buildStaff(db, org, all)).cookie;
    const ssoAdmin = (await buildStaff(db, org, all, 'sso')).cookie;
    const ssoColleague = (await buildStaff(db, org, ['app:documents'], 'sso')).cookie;
    const passwordColleague = (await buildStaff(db, org, ['app:documents'])).cookie;
    const other = await buildOrg(db);
    const otherStaff = (await buildStaff(db, other, ['app:documents'])).cookie;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/app/settings/api-tokens',
      headers: { cookie: passwordAdmin },
      payload: { name: 'CI', scopes: all, expiresInDays: null },
    });
    expect(made.statusCode).toBe(200);
    const token = (made.json() as { token: string }).token;
    const canRead = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode;
    expect(await canRead({ authorization: `Bearer ${token}` })).toBe(200);

    // Only from a single sign-on session: a password session or a token is refused, and
    // nothing changes.
    const fromPassword = await save(settings({ requireSso: true }), passwordAdmin);
    expect(fromPassword.statusCode).toBe(409);
    expect(fromPassword.json().error).toMatchObject({
      code: 'sso_session_required',
      message: SSO_MESSAGES.requireFromSso,
    });
    const fromToken = await t.app.inject({
      method: 'PUT',
      url: '/api/app/settings/sso',
      headers: { authorization: `Bearer ${token}` },
      payload: settings({ requireSso: true }),
    });
    expect(fromToken.statusCode).toBe(409);
    expect(await canRead({ cookie: passwordColleague })).toBe(200);

    expect((await save(settings({ requireSso: true }), ssoAdmin)).statusCode).toBe(200);
    expect(await canRead({ cookie: ssoAdmin })).toBe(200);
    expect(await canRead({ cookie: ssoColleague })).toBe(200);
    expect(await canRead({ cookie: passwordAdmin })).toBe(401);
    expect(await canRead({ cookie: passwordColleague })).toBe(401);
    expect(await canRead({ authorization: `Bearer ${token}` })).toBe(401);
    // Another organisation's staff are not touched.
    expect(await canRead({ cookie: otherStaff })).toBe(200);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sso.settings'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit?.after).toMatchObject({ requireSso: true, apiTokensRevoked: 1 });
    expect((await save(settings({ requireSso: false }), ssoAdmin)).statusCode).toBe(200);
  });
});
