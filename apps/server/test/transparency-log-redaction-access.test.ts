/**
 * Who may redact a change of the history (docs/transparency-log.md, Redaction): staff and API
 * tokens of its organisation holding `app:settings` only. Staff or a token without it are
 * refused; another organisation's staff and tokens find no such change; a visitor must sign in.
 * A refused redaction leaves the change told everywhere and its log entry as it was.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiTokenCreated, ZLogEntries, ZTrustHistory } from '@trustfront/core';
import { organizations, transparencyLogEntries } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { buildOrg, buildStaff, one } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { recordHistory } from './helpers/trust-history.ts';

const LOG = '/api/portal/acme/transparency-log';

describe.each(await databaseKinds())('redacting the history: who may (%s)', (kind) => {
  let t: TestApp;
  let orgId: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db, t.storage, { adminPassword: 'redact-test-password' });
    orgId = one(
      await t.database.db.select().from(organizations).where(eq(organizations.slug, 'acme')),
    ).id;
    expect(await recordHistory(t, orgId, new Date(Date.now() - 60_000))).toBe('recorded');
  });
  afterAll(() => t.close());

  async function tokenOf(cookie: string, scopes: string[]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/settings/api-tokens',
      headers: { cookie },
      payload: { name: `T ${scopes.join(' ')}`, scopes, expiresInDays: 30 },
    });
    return { authorization: `Bearer ${ZApiTokenCreated.parse(res.json()).token}` };
  }

  it('only its organisation, with settings rights', async () => {
    const { db } = t.database;
    const acme = one(await db.select().from(organizations).where(eq(organizations.id, orgId)));
    const other = await buildOrg(db, { name: 'Other Trust' });
    const acmeAdmin = await buildStaff(db, acme, ['app:settings', 'app:accounts']);
    const otherAdmin = await buildStaff(db, other, ['app:settings']);
    const history = ZTrustHistory.parse((await get('/trust/acme/history.json')).json());
    const target = history.changes.at(-1);
    if (!target) throw new Error('No change');
    const [before] = await db
      .select()
      .from(transparencyLogEntries)
      .where(eq(transparencyLogEntries.changeId, target.id));
    const redact = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/app/history/${target.id}/redact`,
        headers,
        payload: { reason: 'Not mine to hide' },
      });
    const refused: [string, Record<string, string>, number][] = [
      ['a visitor', {}, 401],
      [
        'acme staff without settings',
        { cookie: (await buildStaff(db, acme, ['app:questionnaires', 'app:accounts'])).cookie },
        403,
      ],
      ['an acme token without settings', await tokenOf(acmeAdmin.cookie, ['app:accounts']), 403],
      ['another organisation’s staff', { cookie: otherAdmin.cookie }, 404],
      ['another organisation’s token', await tokenOf(otherAdmin.cookie, ['app:settings']), 404],
    ];
    for (const [who, headers, status] of refused) {
      expect((await redact(headers)).statusCode, who).toBe(status);
    }
    const [after] = await db
      .select()
      .from(transparencyLogEntries)
      .where(eq(transparencyLogEntries.changeId, target.id));
    expect(after).toEqual(before);
    expect((await get('/trust/acme/history.json')).body).toContain(target.id);
    const index = before?.position ?? -1;
    const entries = ZLogEntries.parse(
      (await get(`${LOG}/entries?start=${index}&end=${index + 1}`)).json(),
    ).entries;
    expect(entries[0]?.entry).toEqual(expect.any(String));

    // A token of the organisation holding the scope redacts it.
    const done = await redact(await tokenOf(acmeAdmin.cookie, ['app:settings']));
    expect(done.statusCode, done.body).toBe(200);
    expect((await get('/trust/acme/history.json')).body).not.toContain(target.id);
  });
});
