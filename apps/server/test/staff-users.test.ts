/**
 * Staff members and roles in the settings (scope app:settings): each bad input refused with its
 * message, the guards on removing oneself and on app:settings, scopes taking effect on the
 * member's next request, a removed member's session ending at once, and a new member setting
 * their password from the mailed link and signing in. Every change is in the audit log.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES as M, type TStaffMember, type TStaffRole } from '@trustfront/core';
import { auditLog, mails } from '../src/db/schema/index.ts';
import { signToken } from '../src/lib/tokens.ts';
import { createTestApp, sessionCookie, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildOrg, buildStaff, type OrgRow } from './factories.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(await databaseKinds())('staff members and roles (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let admin: { user: { id: string; roleId: string }; cookie: string };
  let outsider: string;
  let otherOrgRole: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Staff Corp' });
    admin = await buildStaff(db, org, ['app:settings']);
    outsider = (await buildStaff(db, org, ['app:accounts'])).cookie;
    otherOrgRole = (await buildStaff(db, await buildOrg(db))).user.roleId;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const messageOf = (res: { json: () => unknown }) =>
    (res.json() as { error: { message: string } }).error.message;
  const createRole = async (name: string, scopes: string[]) => {
    const res = await call('POST', '/api/app/settings/roles', { name, scopes });
    expect(res.statusCode).toBe(200);
    return res.json<TStaffRole>();
  };
  const addMember = async (name: string, email: string, roleId: string) => {
    const res = await call('POST', '/api/app/settings/staff', { name, email, roleId });
    expect(res.statusCode).toBe(200);
    return res.json<TStaffMember>();
  };
  /** The token of the latest set-password link mailed to `email`. */
  const linkTokenFor = async (email: string) => {
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(and(eq(mails.to, email), eq(mails.kind, 'staff_password')))
      .orderBy(desc(mails.createdAt));
    const match = mail?.text.match(/\/app\/set-password\?token=([^\s)]+)/);
    if (!match?.[1]) throw new Error(`No set-password link mailed to ${email}`);
    return decodeURIComponent(match[1]);
  };
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { token, password } });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const auditActions = async () =>
    (
      await t.database.db
        .select({ action: auditLog.action, target: auditLog.target })
        .from(auditLog)
        .where(eq(auditLog.orgId, org.id))
    ).map((a) => `${a.action} ${a.target}`);

  it('answers 401 signed out and 403 without app:settings, on every route', async () => {
    const id = admin.user.id;
    const routes: [Method, string][] = [
      ['GET', '/api/app/settings/staff'],
      ['POST', '/api/app/settings/staff'],
      ['PATCH', `/api/app/settings/staff/${id}`],
      ['DELETE', `/api/app/settings/staff/${id}`],
      ['POST', `/api/app/settings/staff/${id}/password-link`],
      ['GET', '/api/app/settings/roles'],
      ['POST', '/api/app/settings/roles'],
      ['PATCH', `/api/app/settings/roles/${admin.user.roleId}`],
      ['DELETE', `/api/app/settings/roles/${admin.user.roleId}`],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, {}, outsider)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, '')).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses each bad role with its message', async () => {
    const bad: [object, number, string][] = [
      [{ name: ' ', scopes: [] }, 400, M.roleNameRequired],
      [{ name: 'x'.repeat(81), scopes: [] }, 400, M.nameTooLong],
      [{ name: 'Editors', scopes: ['app:everything'] }, 400, M.unknownScope('app:everything')],
      [{ name: 'Editors' }, 400, 'scopes'],
    ];
    for (const [payload, status, message] of bad) {
      const res = await call('POST', '/api/app/settings/roles', payload);
      expect(res.statusCode).toBe(status);
      expect(res.body).toContain(message);
    }
    await createRole('Taken name', []);
    const taken = await call('POST', '/api/app/settings/roles', { name: 'Taken name', scopes: [] });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe(M.roleNameTaken);
    const role = await createRole('Another name', []);
    const patch = (payload: object) => call('PATCH', `/api/app/settings/roles/${role.id}`, payload);
    expect(messageOf(await patch({}))).toBe(M.nothingToChange);
    expect(messageOf(await patch({ name: 'Taken name' }))).toBe(M.roleNameTaken);
    expect((await patch({ scopes: ['nope'] })).statusCode).toBe(400);
    const foreign = await call('PATCH', `/api/app/settings/roles/${otherOrgRole}`, {
      name: 'Mine',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('creates, renames, changes and deletes a role, in the audit log', async () => {
    const role = await createRole('Writers', ['app:documents', 'files:view']);
    expect(role).toMatchObject({ name: 'Writers', scopes: ['files:view', 'app:documents'] });
    const renamed = await call('PATCH', `/api/app/settings/roles/${role.id}`, {
      name: 'Editors',
      scopes: ['app:cards'],
    });
    expect(renamed.json()).toMatchObject({
      name: 'Editors',
      scopes: ['app:cards'],
      memberCount: 0,
    });
    const list = (await call('GET', '/api/app/settings/roles')).json<{ roles: TStaffRole[] }>();
    expect(list.roles.find((r) => r.id === role.id)?.name).toBe('Editors');
    expect((await call('DELETE', `/api/app/settings/roles/${role.id}`)).statusCode).toBe(204);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['role.create Writers', 'role.update Writers', 'role.delete Editors']),
    );
  });

  it('refuses each bad new member with its message', async () => {
    const role = await createRole('Readers', ['app:cards']);
    const bad: [object, number, string][] = [
      [{ name: '', email: 'a@staff.example', roleId: role.id }, 400, M.nameRequired],
      [{ name: 'Ann', email: '', roleId: role.id }, 400, 'You must provide an email.'],
      [{ name: 'Ann', email: 'not-an-email', roleId: role.id }, 400, 'This email is invalid'],
      [{ name: 'Ann', email: 'a@staff.example', roleId: 'x' }, 400, M.roleRequired],
      [{ name: 'Ann', email: 'a@staff.example', roleId: otherOrgRole }, 400, M.roleNotFound],
    ];
    for (const [payload, status, message] of bad) {
      const res = await call('POST', '/api/app/settings/staff', payload);
      expect(res.statusCode).toBe(status);
      expect(res.body).toContain(message);
    }
    await addMember('Ann', 'Ann.Taken@staff.example', role.id);
    const taken = await call('POST', '/api/app/settings/staff', {
      name: 'Ann again',
      email: 'ann.taken@STAFF.example',
      roleId: role.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe(M.emailTaken);
  });

  it('mails a new member a link: they set a password once and sign in', async () => {
    const role = await createRole('Newcomers', ['app:cards']);
    const member = await addMember('Nina New', 'nina@staff.example', role.id);
    expect(member).toMatchObject({ roleName: 'Newcomers', hasPassword: false, lastSignInAt: null });
    const token = await linkTokenFor('nina@staff.example');
    // A second link while she has none yet: both name her, the first one used wins.
    expect(
      (await call('POST', `/api/app/settings/staff/${member.id}/password-link`)).statusCode,
    ).toBe(204);
    const second = await linkTokenFor('nina@staff.example');
    // No password yet: nothing signs her in.
    expect((await signIn('nina@staff.example', 'anything-at-all')).statusCode).toBe(401);

    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(M.passwordTooShort(12));
    expect(messageOf(await setPassword('not-a-token', 'a long enough password'))).toBe(
      M.linkInvalid,
    );
    expect((await setPassword(token, 'a long enough password')).statusCode).toBe(200);
    // The link works once, and sets a first password only: the other link is spent with it,
    // and staff cannot mail her a link to choose her password for her.
    expect(messageOf(await setPassword(token, 'another long password'))).toBe(M.linkInvalid);
    expect(messageOf(await setPassword(second, 'another long password'))).toBe(M.linkInvalid);
    const again = await call('POST', `/api/app/settings/staff/${member.id}/password-link`);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(M.passwordAlreadySet);

    const signedIn = await signIn('NINA@staff.example', 'a long enough password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { email: 'nina@staff.example', scopes: ['app:cards'] },
    });
    const list = (await call('GET', '/api/app/settings/staff')).json<{ members: TStaffMember[] }>();
    const listed = list.members.find((m) => m.id === member.id);
    expect(listed?.hasPassword).toBe(true);
    expect(listed?.lastSignInAt).not.toBeNull();
    expect(await auditActions()).toContain('staff.add nina@staff.example');
  });

  it('refuses an expired link, and a link of a removed member', async () => {
    const role = await createRole('Short-lived', []);
    const member = await addMember('Ed Expired', 'ed@staff.example', role.id);
    const expired = await signToken(testConfig().secret, {
      purpose: 'staff_password',
      subject: member.id,
      orgId: org.id,
      ttl: -60,
    });
    const res = await setPassword(expired, 'a long enough password');
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(M.linkExpired);
    // A link for another purpose is refused too.
    const wrong = await signToken(testConfig().secret, {
      purpose: 'magic_link',
      subject: member.id,
      orgId: org.id,
      ttl: 600,
    });
    expect(messageOf(await setPassword(wrong, 'a long enough password'))).toBe(M.linkInvalid);
    const resent = await call('POST', `/api/app/settings/staff/${member.id}/password-link`);
    expect(resent.statusCode).toBe(204);
    const token = await linkTokenFor('ed@staff.example');
    expect((await call('DELETE', `/api/app/settings/staff/${member.id}`)).statusCode).toBe(204);
    expect(messageOf(await setPassword(token, 'a long enough password'))).toBe(M.linkInvalid);
  });

  it('applies a member’s new role and scopes on their next request', async () => {
    const narrow = await createRole('Narrow', ['app:cards']);
    const wide = await createRole('Wide', ['app:cards', 'app:settings']);
    const member = await addMember('Sam Scope', 'sam@staff.example', narrow.id);
    await setPassword(await linkTokenFor('sam@staff.example'), 'a long enough password');
    const cookie = sessionCookie(await signIn('sam@staff.example', 'a long enough password'));
    const asSam = () => call('GET', '/api/app/settings/staff', undefined, cookie);
    expect((await asSam()).statusCode).toBe(403);

    // The role's scopes change: the same session gets them at once.
    await call('PATCH', `/api/app/settings/roles/${narrow.id}`, { scopes: ['app:settings'] });
    expect((await asSam()).statusCode).toBe(200);
    await call('PATCH', `/api/app/settings/roles/${narrow.id}`, { scopes: ['app:cards'] });
    expect((await asSam()).statusCode).toBe(403);

    // Another role: likewise.
    const moved = await call('PATCH', `/api/app/settings/staff/${member.id}`, { roleId: wide.id });
    expect(moved.json()).toMatchObject({ roleId: wide.id, roleName: 'Wide' });
    expect((await asSam()).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { scopes: ['app:cards', 'app:settings'] } });

    // A role somebody holds is not deleted.
    const inUse = await call('DELETE', `/api/app/settings/roles/${wide.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(messageOf(inUse)).toBe(M.roleInUse(1));
    expect(
      (await call('PATCH', `/api/app/settings/staff/${member.id}`, { roleId: 'x' })).statusCode,
    ).toBe(400);
    expect(await auditActions()).toContain('staff.role sam@staff.example');
  });

  it('ends a removed member’s session at once', async () => {
    const role = await createRole('Leavers', ['app:settings']);
    const member = await addMember('Lee Leaver', 'lee@staff.example', role.id);
    await setPassword(await linkTokenFor('lee@staff.example'), 'a long enough password');
    const cookie = sessionCookie(await signIn('lee@staff.example', 'a long enough password'));
    expect((await call('GET', '/api/app/settings/staff', undefined, cookie)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/app/settings/staff/${member.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/app/settings/staff', undefined, cookie)).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect((await signIn('lee@staff.example', 'a long enough password')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/app/settings/staff/${member.id}`)).statusCode).toBe(404);
    expect(await auditActions()).toContain('staff.remove lee@staff.example');
  });

  it('refuses removing oneself and taking away one’s own app:settings', async () => {
    const self = admin.user.id;
    const noSettings = await createRole('No settings', ['app:cards']);
    const refusals: [Method, string, object | undefined, string][] = [
      ['DELETE', `/api/app/settings/staff/${self}`, undefined, M.removeSelf],
      ['PATCH', `/api/app/settings/staff/${self}`, { roleId: noSettings.id }, M.dropOwnSettings],
      ['PATCH', `/api/app/settings/roles/${admin.user.roleId}`, { scopes: [] }, M.dropOwnSettings],
    ];
    for (const [method, url, payload, message] of refusals) {
      const res = await call(method, url, payload);
      expect(res.statusCode).toBe(409);
      expect(messageOf(res)).toBe(message);
    }
    // Nothing changed: the admin still holds app:settings.
    expect((await call('GET', '/api/app/settings/staff')).statusCode).toBe(200);
    const renamed = await call('PATCH', `/api/app/settings/roles/${admin.user.roleId}`, {
      name: 'Administrators',
    });
    expect(renamed.statusCode).toBe(200);
  });
});
