/**
 * Staff identity per organisation, on both databases: one e-mail is staff of two organisations,
 * made by `org create`, each account set up by its own password link; each password signs in to
 * its own organisation, a password both share asks which, and no answer tells anything of the
 * other organisation's account. Invitations and SCIM in one organisation take an address staff of
 * another as their own and leave the other's untouched; deleting an organisation takes its staff's
 * sign-in failures with it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@trustfront/core';
import { mails, roles, staffSignInFailures, users } from '../src/db/schema/index.ts';
import { createOrganization } from '../src/services/organizations/create-organization.ts';
import { deleteOrganization } from '../src/services/organizations/delete-organization.ts';
import { createTestApp, sessionCookie, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { one } from './factories.ts';

const SHARED = 'sam@shared.example';
const SCIM = 'application/scim+json';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';

describe.each(await databaseKinds())('staff identity per organisation (%s)', (kind) => {
  let t: TestApp;
  const orgs = { a: { id: '', cookie: '' }, b: { id: '', cookie: '' } };
  let client = 0;

  const signIn = (email: string, password: string, org?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, ...(org ? { org } : {}) },
      remoteAddress: `192.0.2.${++client}`,
    });
  const linkTokenFor = async (orgId: string, email: string) => {
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(and(eq(mails.orgId, orgId), eq(mails.to, email), eq(mails.kind, 'staff_password')))
      .orderBy(desc(mails.createdAt));
    const match = mail?.text.match(/\/app\/set-password\?token=([^\s)]+)/);
    if (!match?.[1]) throw new Error(`No set-password link mailed to ${email}`);
    return decodeURIComponent(match[1]);
  };
  const setPassword = async (orgId: string, email: string, password: string) => {
    const token = await linkTokenFor(orgId, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { token, password },
    });
    expect(res.statusCode).toBe(200);
  };
  const staffRows = (email: string) =>
    t.database.db.select().from(users).where(eq(users.email, email));

  beforeAll(async () => {
    t = await createTestApp(kind);
    const deps = { db: t.database.db, config: testConfig() };
    // `org create --admin-email` with the same address twice: two admins, one per organisation.
    for (const key of ['a', 'b'] as const) {
      const created = await createOrganization(deps, {
        name: `Org ${key.toUpperCase()}`,
        slug: `org-${key}-${kind}`,
        adminEmail: SHARED,
      });
      orgs[key].id = created.orgId;
      await setPassword(created.orgId, SHARED, `password-of-${key}-123`);
      const signedIn = await signIn(SHARED, `password-of-${key}-123`);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({
        user: { email: SHARED, orgName: `Org ${key.toUpperCase()}` },
      });
      orgs[key].cookie = sessionCookie(signedIn);
    }
  }, 240_000);
  afterAll(() => t.close());

  it('signs each password in to its own organisation, and asks which when both match', async () => {
    expect((await staffRows(SHARED)).map((u) => u.orgId).sort()).toEqual(
      [orgs.a.id, orgs.b.id].sort(),
    );
    const me = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{
        user: { orgSlug: string };
      }>().user.orgSlug;
    expect(await me(orgs.a.cookie)).toBe(`org-a-${kind}`);
    expect(await me(orgs.b.cookie)).toBe(`org-b-${kind}`);

    // B's account takes A's password too: the answer asks which, naming those two only.
    const [bRow] = (await staffRows(SHARED)).filter((u) => u.orgId === orgs.b.id);
    const [aRow] = (await staffRows(SHARED)).filter((u) => u.orgId === orgs.a.id);
    await t.database.db
      .update(users)
      .set({ passwordHash: aRow?.passwordHash ?? null })
      .where(eq(users.id, bRow?.id ?? ''));
    const both = await signIn(SHARED, 'password-of-a-123');
    expect(both.statusCode).toBe(409);
    expect(both.json()).toEqual({
      error: {
        code: 'choose_organization',
        message: AUTH_MESSAGES.chooseOrganization,
        details: {
          organizations: [
            { slug: `org-a-${kind}`, name: 'Org A' },
            { slug: `org-b-${kind}`, name: 'Org B' },
          ],
        },
      },
    });
    expect(both.cookies.find((c) => c.name === 'tf_session')).toBeUndefined();
    const chosen = await signIn(SHARED, 'password-of-a-123', `org-b-${kind}`);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ user: { orgSlug: `org-b-${kind}` } });
    await t.database.db
      .update(users)
      .set({ passwordHash: bRow?.passwordHash ?? null })
      .where(eq(users.id, bRow?.id ?? ''));
    // Naming an organisation the password does not open is the refusal of a wrong pair.
    const notThere = await signIn(SHARED, 'password-of-a-123', `org-b-${kind}`);
    expect(notThere.statusCode).toBe(401);
  });

  it('refuses a wrong password exactly as it refuses an unknown address', async () => {
    const known = await signIn(SHARED, 'not-the-password-123');
    const unknown = await signIn('nobody@shared.example', 'not-the-password-123');
    const named = await signIn(SHARED, 'not-the-password-123', `org-a-${kind}`);
    for (const res of [known, unknown, named]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'invalid_credentials', message: AUTH_MESSAGES.invalidCredentials },
      });
    }
    // A deactivated account in A says nothing to whoever gives B's password.
    await t.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(and(eq(users.email, SHARED), eq(users.orgId, orgs.a.id)));
    expect((await signIn(SHARED, 'password-of-b-123')).statusCode).toBe(200);
    expect((await signIn(SHARED, 'password-of-a-123')).statusCode).toBe(403);
    await t.database.db
      .update(users)
      .set({ deactivatedAt: null })
      .where(and(eq(users.email, SHARED), eq(users.orgId, orgs.a.id)));
  });

  it('invites an address staff of another organisation as its own', async () => {
    const invite = (cookie: string, roleId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/app/settings/staff',
        headers: { cookie },
        payload: { name: 'Cleo', email: 'cleo@shared.example', roleId },
      });
    const ownerOf = async (orgId: string) =>
      one(await t.database.db.select().from(roles).where(eq(roles.orgId, orgId))).id;
    expect((await invite(orgs.a.cookie, await ownerOf(orgs.a.id))).statusCode).toBe(200);
    const inB = await invite(orgs.b.cookie, await ownerOf(orgs.b.id));
    expect(inB.statusCode).toBe(200);
    // Taken only within the organisation itself.
    expect((await invite(orgs.b.cookie, await ownerOf(orgs.b.id))).statusCode).toBe(409);
    await setPassword(orgs.b.id, 'cleo@shared.example', 'cleo-in-b-password');
    const cleo = await signIn('cleo@shared.example', 'cleo-in-b-password');
    expect(cleo.json()).toMatchObject({ user: { orgSlug: `org-b-${kind}` } });
    const [inA] = (await staffRows('cleo@shared.example')).filter((u) => u.orgId === orgs.a.id);
    expect(inA?.passwordHash).toBeNull();
  });

  it("creates by SCIM in B an address staff of A as B's own, leaving A's untouched", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/app/settings/sso',
      headers: { cookie: orgs.b.cookie },
      payload: {
        enabled: true,
        issuer: 'https://idp.example.com',
        clientId: 'client',
        clientSecret: 'secret',
        defaultRoleId: one(
          await t.database.db.select().from(roles).where(eq(roles.orgId, orgs.b.id)),
        ).id,
      },
    });
    expect(saved.statusCode).toBe(200);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/app/settings/sso/scim-token',
        headers: { cookie: orgs.b.cookie },
      })
    ).json<{ token: string }>().token;
    const scim = (method: 'POST' | 'PATCH', url: string, body: object) =>
      t.app.inject({
        method,
        url: `/scim/v2${url}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': SCIM },
        payload: JSON.stringify(body),
      });
    const onlyA = 'only-a@shared.example';
    const ownerA = one(await t.database.db.select().from(roles).where(eq(roles.orgId, orgs.a.id)));
    await t.database.db
      .insert(users)
      .values({ orgId: orgs.a.id, email: onlyA, name: 'Ada of A', roleId: ownerA.id });
    const before = await staffRows(onlyA);

    // A's address is created in B as it is for an address nobody has.
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName: onlyA,
      active: true,
    });
    const fresh = await scim('POST', '/Users', {
      schemas: [USER],
      userName: 'fresh@shared.example',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    const rows = await staffRows(onlyA);
    expect(rows).toHaveLength(2);
    expect(rows.find((u) => u.orgId === orgs.a.id)).toEqual(before[0]);
    // Renaming B's member to an address of A's staff is B's own business too.
    const renamed = await scim('PATCH', `/Users/${fresh.json<{ id: string }>().id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'userName', value: 'cleo@shared.example' }],
    });
    expect(renamed.statusCode).toBe(409);
    const renamedToA = await scim('PATCH', `/Users/${fresh.json<{ id: string }>().id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'userName', value: 'ada-elsewhere@shared.example' }],
    });
    expect(renamedToA.statusCode).toBe(200);
    // A duplicate within B is refused as SCIM says.
    const again = await scim('POST', '/Users', { schemas: [USER], userName: onlyA, active: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ scimType: 'uniqueness' });
  });

  it('deletes with an organisation the sign-in failures of addresses staff of it alone', async () => {
    const deps = { db: t.database.db, config: testConfig() };
    const created = await createOrganization(deps, {
      name: 'Org C',
      slug: `org-c-${kind}`,
      adminEmail: 'only-c@shared.example',
    });
    const role = one(
      await t.database.db.select().from(roles).where(eq(roles.orgId, created.orgId)),
    );
    await t.database.db
      .insert(users)
      .values({ orgId: created.orgId, email: SHARED, name: 'Sam in C', roleId: role.id });
    for (const email of ['only-c@shared.example', SHARED, 'stranger@shared.example'])
      expect((await signIn(email, 'a-wrong-password-1', undefined)).statusCode).toBe(401);
    const failed = async () =>
      (await t.database.db.select({ email: staffSignInFailures.email }).from(staffSignInFailures))
        .map((r) => r.email)
        .filter((e) => e.endsWith('@shared.example'));
    expect(await failed()).toContain('only-c@shared.example');

    await deleteOrganization({ db: t.database.db, storage: t.storage }, `org-c-${kind}`);
    const left = await failed();
    expect(left).not.toContain('only-c@shared.example');
    // Still staff of A and B, and an address staff of nobody: their counts stay.
    expect(left).toEqual(expect.arrayContaining([SHARED, 'stranger@shared.example']));
    expect((await staffRows(SHARED)).map((u) => u.orgId).sort()).toEqual(
      [orgs.a.id, orgs.b.id].sort(),
    );
  });
});
