/**
 * SCIM 2.0 at /scim/v2, on both databases, with requests shaped as Okta and Microsoft Entra send
 * them: the token is the organisation's alone; a user is created with the default role, found by
 * userName, renamed, deactivated (their session and API token stop at once) and reactivated;
 * groups mapped to roles give their members those roles; bad input answers SCIM errors.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCIM_ERROR_SCHEMA, SCIM_LIST_SCHEMA } from '@trustfront/core';
import { roles, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildOrg, buildStaff, one, type OrgRow } from './factories.ts';

const SCIM = 'application/scim+json';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

describe.each(await databaseKinds())('SCIM (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let admin: string;
  let token: string;
  let viewerRole: string;
  let editorRole: string;

  const scim = (method: string, url: string, body?: object, bearer = token) =>
    t.app.inject({
      method: method as 'GET',
      url: `/scim/v2${url}`,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': SCIM },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await buildOrg(t.database.db);
    admin = (await buildStaff(t.database.db, org, ['app:settings'])).cookie;
    const db = t.database.db;
    viewerRole = one(
      await db
        .insert(roles)
        .values({ orgId: org.id, name: 'Viewer', scopes: ['files:view'] })
        .returning(),
    ).id;
    editorRole = one(
      await db
        .insert(roles)
        .values({ orgId: org.id, name: 'Editor', scopes: ['statuspage:edit', 'app:settings'] })
        .returning(),
    ).id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/app/settings/sso',
      headers: { cookie: admin },
      payload: {
        enabled: true,
        issuer: 'https://idp.example.com',
        clientId: 'client',
        clientSecret: 'secret',
        groupRoles: [{ group: 'Trust Editors', roleId: editorRole }],
        defaultRoleId: viewerRole,
      },
    });
    expect(saved.statusCode).toBe(200);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/app/settings/sso/scim-token',
      headers: { cookie: admin },
    });
    expect(made.statusCode).toBe(200);
    token = made.json<{ token: string }>().token;
    expect(token).toMatch(/^scim_[\w-]{43}$/);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/app/settings/sso',
      headers: { cookie: admin },
    });
    expect(read.json()).toMatchObject({ scimTokenPrefix: token.slice(0, 9) });
    expect(read.body).not.toContain(token);
  });
  afterAll(() => t.close());

  it('refuses a missing, wrong or other organisation’s token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/scim/v2/Users' });
    expect(none.statusCode).toBe(401);
    const wrong = await scim('GET', '/Users', undefined, 'scim_not-the-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain(SCIM);
    expect(wrong.json()).toMatchObject({ schemas: [SCIM_ERROR_SCHEMA], status: '401' });
    const staffToken = await scim('GET', '/Users', undefined, 'tf_something');
    expect(staffToken.statusCode).toBe(401);
  });

  it('creates, finds, renames, deactivates and reactivates a user as Okta does', async () => {
    const email = `okta.user-${kind}@${org.slug}.example`;
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName: email,
      name: { givenName: 'Olive', familyName: 'Okta' },
      emails: [{ primary: true, value: email, type: 'work' }],
      displayName: 'Olive Okta',
      active: true,
      externalId: '00u1okta',
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<{ id: string; active: boolean; userName: string }>();
    expect(user).toMatchObject({ userName: email, active: true, displayName: 'Olive Okta' });
    expect(one(await t.database.db.select().from(users).where(eq(users.id, user.id))).roleId).toBe(
      viewerRole,
    );

    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${email.toUpperCase()}"`)}&startIndex=1&count=100`,
    );
    expect(found.json()).toMatchObject({ schemas: [SCIM_LIST_SCHEMA], totalResults: 1 });
    const none = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "nobody@x.example"')}`,
    );
    expect(none.json()).toMatchObject({ totalResults: 0, Resources: [] });

    const taken = await scim('POST', '/Users', { schemas: [USER], userName: email, active: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ scimType: 'uniqueness' });

    // The member signs in (a session) and makes an API token; deactivation stops both at once.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'x'.repeat(12) },
    });
    expect(session.statusCode).toBe(401); // no password: they sign in by single sign-on
    const { cookie } = await signedInAs(user.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
    await t.database.db.update(users).set({ roleId: editorRole }).where(eq(users.id, user.id));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/app/settings/api-tokens',
      headers: { cookie },
      payload: { name: 'deploy', scopes: ['app:settings'], expiresInDays: 30 },
    });
    expect(made.statusCode).toBe(200);
    const apiToken = made.json<{ token: string }>().token;
    const withToken = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/app/settings/sso',
        headers: { authorization: `Bearer ${apiToken}` },
      });
    expect((await withToken()).statusCode).toBe(200);

    const off = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
    expect((await withToken()).statusCode).toBe(401);

    const on = await scim('PUT', `/Users/${user.id}`, {
      schemas: [USER],
      userName: email,
      name: { givenName: 'Olive', familyName: 'Renamed' },
      active: true,
    });
    expect(on.json()).toMatchObject({ active: true, displayName: 'Olive Renamed' });
  });

  it('reads Entra’s string booleans and capitalised operations, and DELETE deactivates', async () => {
    const email = `entra.user-${kind}@${org.slug}.example`;
    const created = await scim('POST', '/Users', {
      schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      externalId: 'entra-123',
      userName: email,
      active: 'True',
      displayName: 'Eve Entra',
      emails: [{ primary: true, type: 'work', value: email }],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const byExternal = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "entra-123"')}`,
    );
    expect(byExternal.json()).toMatchObject({ totalResults: 1 });
    const patched = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'displayName', value: 'Eve E.' },
        { op: 'Replace', path: 'active', value: 'False' },
      ],
    });
    expect(patched.json()).toMatchObject({ displayName: 'Eve E.', active: false });
    expect((await scim('DELETE', `/Users/${id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).json()).toMatchObject({ active: false });
  });

  it('gives the members of a mapped group its role, and takes it back by nothing else', async () => {
    const member = await scim('POST', '/Users', {
      schemas: [USER],
      userName: `grace-${kind}@${org.slug}.example`,
      active: true,
    });
    const memberId = member.json<{ id: string }>().id;
    const group = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Trust Editors',
      members: [],
    });
    expect(group.statusCode).toBe(201);
    const groupId = group.json<{ id: string }>().id;
    // Okta adds members with a path; Entra removes with a filter.
    const added = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: memberId }] }],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ members: [{ value: memberId }] });
    const roleOf = async () =>
      one(await t.database.db.select().from(users).where(eq(users.id, memberId))).roleId;
    expect(await roleOf()).toBe(editorRole);
    expect((await scim('GET', `/Users/${memberId}`)).json()).toMatchObject({
      groups: [{ value: groupId, display: 'Trust Editors' }],
    });

    const removed = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Remove', path: `members[value eq "${memberId}"]` }],
    });
    expect(removed.json()).toMatchObject({ members: [] });
    expect(await roleOf()).toBe(editorRole);

    const unknownMember = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'add', path: 'members', value: [{ value: '00000000-0000-4000-8000-000000000000' }] },
      ],
    });
    expect(unknownMember.statusCode).toBe(400);
    const listed = await scim(
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName eq "Trust Editors"')}`,
    );
    expect(listed.json()).toMatchObject({ totalResults: 1 });
    expect((await scim('DELETE', `/Groups/${groupId}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Groups/${groupId}`)).statusCode).toBe(404);
  });

  it('answers bad input with SCIM errors and saves nothing', async () => {
    const count = async () =>
      (await t.database.db.select().from(users).where(eq(users.orgId, org.id))).length;
    const before = await count();
    const cases: [string, string, object | string, number][] = [
      ['POST', '/Users', { schemas: [USER], userName: 'not-an-email' }, 400],
      ['POST', '/Users', { schemas: [USER], userName: 'a@b.example', active: 'maybe' }, 400],
      ['GET', `/Users?filter=${encodeURIComponent('name.familyName co "x"')}`, {}, 400],
      [
        'PATCH',
        '/Users/00000000-0000-4000-8000-000000000000',
        { schemas: [PATCH], Operations: [] },
        404,
      ],
      ['GET', '/Users/not-a-uuid', {}, 404],
      ['POST', '/Groups', { schemas: [GROUP] }, 400],
      [
        'PATCH',
        '/Groups/00000000-0000-4000-8000-000000000000',
        { Operations: [{ op: 'move' }] },
        404,
      ],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await scim(method, url, method === 'GET' ? undefined : (body as object));
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expect(res.json(), `${method} ${url}`).toMatchObject({ schemas: [SCIM_ERROR_SCHEMA] });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}`, 'content-type': SCIM },
      payload: '{"userName":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  /** A session of the staff member `userId`, as a sign-in would give. */
  async function signedInAs(userId: string) {
    const { createSession } = await import('../src/services/access/sessions.ts');
    const { token: session } = await createSession(t.database.db, {
      userId,
      signedInBy: 'password',
    });
    return { cookie: `tf_session=${session}` };
  }
});
