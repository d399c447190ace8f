/**
 * Staff API tokens (docs/api.md): made from the settings with a subset of the creator's scopes,
 * shown once and stored hashed, accepted as a bearer credential on staff routes within their
 * scopes only, refused once expired, revoked or their creator removed, with their last use kept.
 * Bearer calls need no same-site header; cookie calls still do.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_TOKEN_MESSAGES,
  SAME_SITE_HEADER,
  ZApiTokenCreated,
  ZApiTokenList,
} from '@trustfront/core';
import { apiTokens, roles, users } from '../src/db/schema/index.ts';
import { buildOrg, buildStaff, one, type OrgRow } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const URL = '/api/app/settings/api-tokens';
const WITHOUT_HEADER = { [SAME_SITE_HEADER]: undefined };

describe.each(await databaseKinds())('API tokens (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let admin: { user: typeof users.$inferSelect; cookie: string };

  const create = (cookie: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: { cookie }, payload: body as object });
  const bearer = (token: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { ...WITHOUT_HEADER, authorization: `Bearer ${token}` } });
  const tokenFor = async (scopes: string[], cookie = admin.cookie) => {
    const res = await create(cookie, {
      name: `Token ${scopes.join(' ')}`,
      scopes,
      expiresInDays: 30,
    });
    expect(res.statusCode).toBe(200);
    return ZApiTokenCreated.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await buildOrg(t.database.db);
    admin = await buildStaff(t.database.db, org, ['app:settings', 'app:updates', 'app:documents']);
  });
  afterAll(() => t.close());

  it('is shown once, stored as its SHA-256, and listed without it', async () => {
    const created = await tokenFor(['app:updates']);
    expect(created.token).toMatch(/^tf_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken.prefix).toBe(created.token.slice(0, 7));
    const row = one(
      await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.apiToken.id)),
    );
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    const listed = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { cookie: admin.cookie },
    });
    const list = ZApiTokenList.parse(listed.json());
    expect(list.tokens.find((k) => k.id === created.apiToken.id)?.scopes).toEqual(['app:updates']);
    expect(listed.body).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('cannot make API tokens, even holding app:settings; only a session can', async () => {
    const settings = await tokenFor(['app:settings']);
    const minted = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...WITHOUT_HEADER, authorization: `Bearer ${settings.token}` },
      payload: { name: 'Forever', scopes: ['app:settings'], expiresInDays: null },
    });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().error.message).toBe(API_TOKEN_MESSAGES.mintedByToken);
    const tokens = await t.database.db
      .select({ name: apiTokens.name })
      .from(apiTokens)
      .where(eq(apiTokens.orgId, org.id));
    expect(tokens.map((k) => k.name)).not.toContain('Forever');
    // It still lists and revokes, as docs/api.md shows.
    expect((await bearer(settings.token, 'GET', URL)).statusCode).toBe(200);
    const revoked = await bearer(settings.token, 'POST', `${URL}/${settings.apiToken.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
  });

  it('acts within its scopes only: 403 outside them, and never beyond its creator', async () => {
    const { token } = await tokenFor(['app:updates']);
    expect((await bearer(token, 'GET', '/api/app/updates')).statusCode).toBe(200);
    const outside = await bearer(token, 'GET', '/api/documents/trust-center');
    expect(outside.statusCode).toBe(403);
    expect((await bearer(token, 'GET', URL)).statusCode).toBe(403);
    const beyond = await create(admin.cookie, {
      name: 'Too much',
      scopes: ['app:analytics'],
      expiresInDays: 7,
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().error.message).toContain('app:analytics');
    const invalid = await create(admin.cookie, { name: ' ', scopes: [], expiresInDays: 5 });
    expect(invalid.statusCode).toBe(400);
  });

  it("loses a scope its creator's role loses", async () => {
    const staff = await buildStaff(t.database.db, org, ['app:settings', 'app:updates']);
    const { token } = await tokenFor(['app:updates'], staff.cookie);
    expect((await bearer(token, 'GET', '/api/app/updates')).statusCode).toBe(200);
    await t.database.db
      .update(roles)
      .set({ scopes: ['app:settings'] })
      .where(eq(roles.id, staff.user.roleId));
    expect((await bearer(token, 'GET', '/api/app/updates')).statusCode).toBe(403);
  });

  it('changes state without the same-site header, which cookie calls still need', async () => {
    const manager = await tokenFor(['app:settings']);
    const victim = await tokenFor(['app:updates']);
    const revokeUrl = `${URL}/${victim.apiToken.id}/revoke`;
    const byCookie = await t.app.inject({
      method: 'POST',
      url: revokeUrl,
      headers: { ...WITHOUT_HEADER, cookie: admin.cookie },
    });
    expect(byCookie.statusCode).toBe(403);
    expect(byCookie.json().error.code).toBe('csrf_rejected');
    const byToken = await bearer(manager.token, 'POST', revokeUrl);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().revokedAt).not.toBeNull();
    // A page of another site cannot use it either.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: revokeUrl,
      headers: { authorization: `Bearer ${manager.token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('is refused once revoked, expired, or its creator removed, and keeps its last use', async () => {
    const revoked = await tokenFor(['app:updates']);
    expect(revoked.apiToken.lastUsedAt).toBeNull();
    expect((await bearer(revoked.token, 'GET', '/api/app/updates')).statusCode).toBe(200);
    const used = one(
      await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, revoked.apiToken.id)),
    );
    expect(used.lastUsedAt).not.toBeNull();
    await t.app.inject({
      method: 'POST',
      url: `${URL}/${revoked.apiToken.id}/revoke`,
      headers: { cookie: admin.cookie },
    });
    const afterRevoke = await bearer(revoked.token, 'GET', '/api/app/updates');
    expect(afterRevoke.statusCode).toBe(401);

    const expired = await tokenFor(['app:updates']);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.apiToken.id));
    expect((await bearer(expired.token, 'GET', '/api/app/updates')).statusCode).toBe(401);

    const leaver = await buildStaff(t.database.db, org, ['app:settings', 'app:updates']);
    const leaving = await tokenFor(['app:updates'], leaver.cookie);
    await t.database.db.delete(users).where(eq(users.id, leaver.user.id));
    expect((await bearer(leaving.token, 'GET', '/api/app/updates')).statusCode).toBe(401);

    for (const wrong of ['tf_nope', `tf_${'a'.repeat(43)}`]) {
      const res = await bearer(wrong, 'GET', '/api/app/updates');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toContain('not valid');
    }
  });

  it("answers 404 for another organisation's token, and is declared in the OpenAPI document", async () => {
    const other = await buildOrg(t.database.db);
    const stranger = await buildStaff(t.database.db, other, ['app:settings']);
    const theirs = await tokenFor(['app:settings'], stranger.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL}/${theirs.apiToken.id}/revoke`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.paths['/api/app/updates'].get.security).toEqual([
      { staffSession: [] },
      { apiToken: [] },
    ]);
  });
});
