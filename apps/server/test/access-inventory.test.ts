/**
 * The access inventory and the access log's retention (docs/access.md): who has access, as JSON
 * and CSV, for staff holding the accounts scope (or a token with it), of their own organisation
 * only; and the daily job that keeps the log's older months as monthly counts only.
 */
import { tmpdir } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_INVENTORY_COLUMNS,
  ZAccessInventory,
  type TAccessInventory,
} from '@trustfront/core';
import { loadConfig } from '../src/config.ts';
import {
  accessLogMonths,
  accessSettings,
  accounts,
  documentEvents,
  jobs,
  ndaAcceptances,
} from '../src/db/schema/index.ts';
import { ndaTextVersion } from '../src/services/access/access-inventory.ts';
import {
  ACCESS_LOG_SUMMARY_JOB,
  accessLogSummaryJobHandler,
  summariseAccessLog,
} from '../src/services/documents/access-log-retention.ts';
import {
  buildAccount,
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
  buildStaff,
  type OrgRow,
} from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const URL = '/api/app/accounts/inventory';
const NDA_V1 = 'Keep our reports to yourself.';
const NDA_V2 = 'Keep our reports, and this page, to yourself.';

describe.each(await databaseKinds())('access inventory (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let other: OrgRow;
  let staff: { cookie: string };
  let ours: Awaited<ReturnType<typeof buildAccount>>;
  let theirs: Awaited<ReturnType<typeof buildAccount>>;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    org = await buildOrg(db);
    other = await buildOrg(db);
    staff = await buildStaff(db, org, ['app:accounts']);
    const card = await buildCard(db, await buildProduct(db, org));
    const soc2 = await buildItem(db, card, { access: 'restricted', title: 'SOC 2 Type II' });
    const pentest = await buildItem(db, card, { access: 'restricted', title: 'Pen test 2026' });
    const profile = await buildProfile(db, org, [soc2, pentest], 'Customers under NDA');
    ours = await buildAccount(db, org, { profile });
    await db
      .update(accounts)
      .set({
        companyName: '=cmd|calc!A1',
        domain: 'customer.example',
        accessGrantedAt: new Date('2026-01-15T00:00:00Z'),
        accessExpiresAt: new Date('2099-01-15T00:00:00Z'),
      })
      .where(eq(accounts.id, ours.account.id));
    await db
      .insert(accessSettings)
      .values({ orgId: org.id, ndaProvider: 'clickwrap', ndaText: NDA_V2 });
    const acceptance = {
      orgId: org.id,
      accountMemberId: ours.member.id,
      email: ours.member.email,
      fullName: 'Riley Reviewer',
      companyName: 'Customer',
    };
    await db.insert(ndaAcceptances).values([
      { ...acceptance, ndaText: NDA_V1, acceptedAt: new Date('2026-01-15T10:00:00Z') },
      { ...acceptance, ndaText: NDA_V2, acceptedAt: new Date('2026-06-01T10:00:00Z') },
    ]);
    // Another organisation's account, profile and NDA acceptance: never in this export.
    const otherCard = await buildCard(db, await buildProduct(db, other));
    const secret = await buildItem(db, otherCard, { access: 'restricted', title: 'Their secret' });
    theirs = await buildAccount(db, other, {
      profile: await buildProfile(db, other, [secret], 'Their profile'),
    });
    await db.insert(ndaAcceptances).values({
      orgId: other.id,
      accountMemberId: theirs.member.id,
      email: theirs.member.email,
      fullName: 'Other Person',
      companyName: 'Other',
      ndaText: NDA_V1,
    });
  });
  afterAll(() => t.close());

  it('answers 401 to anonymous callers and 403 to staff without the accounts scope', async () => {
    expect((await get(URL)).statusCode).toBe(401);
    expect((await get(`${URL}?format=csv`)).statusCode).toBe(401);
    const editor = await buildStaff(t.database.db, org, ['app:documents', 'app:settings']);
    const refused = await get(`${URL}?format=csv`, editor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(ours.member.email);
  });

  it('refuses an unknown format with a message', async () => {
    const res = await get(`${URL}?format=xlsx`, staff.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Format must be 'json' or 'csv'");
  });

  it('lists accounts, members, profiles with their items, grants and NDA acceptances as JSON', async () => {
    const res = await get(URL, staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `attachment; filename="?access-inventory-${org.slug}-\\d{4}-\\d{2}-\\d{2}\\.json"?$`,
      ),
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const inventory: TAccessInventory = ZAccessInventory.parse(res.json());
    expect(inventory.currentNdaVersion).toBe(ndaTextVersion(NDA_V2));
    expect(inventory.accounts).toEqual([
      {
        id: ours.account.id,
        companyName: '=cmd|calc!A1',
        domain: 'customer.example',
        reviewStatus: 'Approved',
        accessState: 'Approved',
        hasAccess: true,
        accessGrantedAt: '2026-01-15T00:00:00.000Z',
        accessExpiresAt: '2099-01-15T00:00:00.000Z',
        permissionProfile: {
          id: ours.account.permissionProfileId,
          name: 'Customers under NDA',
          items: ['Pen test 2026', 'SOC 2 Type II'],
        },
        members: [
          {
            id: ours.member.id,
            email: ours.member.email,
            firstName: 'Riley',
            lastName: 'Reviewer',
            isAutoApproved: false,
            addedAt: ours.member.createdAt.toISOString(),
            lastSeenAt: null,
            nda: {
              acceptedAt: '2026-06-01T10:00:00.000Z',
              textVersion: ndaTextVersion(NDA_V2),
              isCurrentText: true,
            },
          },
        ],
      },
    ]);
    expect(res.body).not.toContain(theirs.member.email);
    expect(res.body).not.toContain('Their secret');
  });

  it('writes the same as CSV, one row a member, with formula-like cells defused', async () => {
    const res = await get(`${URL}?format=csv`, staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `attachment; filename="?access-inventory-${org.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"?$`,
      ),
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(ACCESS_INVENTORY_COLUMNS.join(','));
    expect(lines.slice(1)).toEqual([
      [
        ours.account.id,
        "'=cmd|calc!A1",
        'customer.example',
        'Approved',
        'Approved',
        '2026-01-15T00:00:00.000Z',
        '2099-01-15T00:00:00.000Z',
        'Customers under NDA',
        'Pen test 2026; SOC 2 Type II',
        ours.member.email,
        'Riley',
        'Reviewer',
        'false',
        ours.member.createdAt.toISOString(),
        '',
        '2026-06-01T10:00:00.000Z',
        ndaTextVersion(NDA_V2),
        'true',
      ].join(','),
      '',
    ]);
  });

  it('answers a staff API token holding the accounts scope', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/app/settings/api-tokens',
      headers: {
        cookie: (await buildStaff(t.database.db, org, ['app:settings', 'app:accounts'])).cookie,
      },
      payload: { name: 'Auditor', scopes: ['app:accounts'], expiresInDays: 30 },
    });
    expect(token.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${(token.json() as { token: string }).token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(ZAccessInventory.parse(res.json()).accounts.map((a) => a.id)).toEqual([ours.account.id]);
  });

  it('shows the other organisation only its own accounts', async () => {
    const theirStaff = await buildStaff(t.database.db, other, ['app:accounts']);
    const inventory = ZAccessInventory.parse((await get(URL, theirStaff.cookie)).json());
    expect(inventory.currentNdaVersion).toBeNull();
    expect(inventory.accounts.map((a) => a.id)).toEqual([theirs.account.id]);
    expect(inventory.accounts[0]?.permissionProfile?.items).toEqual(['Their secret']);
    expect(inventory.accounts[0]?.members[0]?.nda).toMatchObject({
      textVersion: ndaTextVersion(NDA_V1),
      isCurrentText: false,
    });
  });
});

describe.each(await databaseKinds())('access log retention (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let other: OrgRow;
  const now = new Date('2026-11-26T12:00:00Z');

  const months = async (orgId: string) =>
    (
      await t.database.db
        .select({
          month: accessLogMonths.month,
          action: accessLogMonths.action,
          count: accessLogMonths.count,
        })
        .from(accessLogMonths)
        .where(eq(accessLogMonths.orgId, orgId))
    ).sort((a, b) => `${a.month}${a.action}`.localeCompare(`${b.month}${b.action}`));
  const eventsOf = async (orgId: string) =>
    (
      await t.database.db
        .select({ action: documentEvents.action, createdAt: documentEvents.createdAt })
        .from(documentEvents)
        .where(eq(documentEvents.orgId, orgId))
    )
      .map((e) => `${e.action} ${e.createdAt.toISOString()}`)
      .sort();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    org = await buildOrg(db);
    other = await buildOrg(db);
    const { account, member } = await buildAccount(db, org);
    const at = (iso: string, action: 'view' | 'download' | 'invite', orgId = org.id) => ({
      orgId,
      accountId: orgId === org.id ? account.id : null,
      accountMemberId: orgId === org.id ? member.id : null,
      action,
      createdAt: new Date(iso),
    });
    await db.insert(documentEvents).values([
      at('2026-03-02T10:00:00Z', 'view'),
      at('2026-03-31T23:59:59Z', 'view'),
      at('2026-03-15T08:00:00Z', 'download'),
      at('2026-04-30T23:59:59Z', 'invite'),
      // Kept: from the start of the sixth month before November on.
      at('2026-05-01T00:00:00Z', 'view'),
      at('2026-11-20T09:00:00Z', 'download'),
      at('2025-12-24T12:00:00Z', 'download', other.id),
      at('2026-10-01T12:00:00Z', 'view', other.id),
    ]);
  });
  afterAll(() => t.close());

  it('counts older entries per organisation, month and kind, deletes them, keeps recent ones', async () => {
    expect(await summariseAccessLog(t.database.db, now, 6)).toBe(5);
    expect(await months(org.id)).toEqual([
      { month: '2026-03-01', action: 'download', count: 1 },
      { month: '2026-03-01', action: 'view', count: 2 },
      { month: '2026-04-01', action: 'invite', count: 1 },
    ]);
    expect(await months(other.id)).toEqual([{ month: '2025-12-01', action: 'download', count: 1 }]);
    expect(await eventsOf(org.id)).toEqual([
      'download 2026-11-20T09:00:00.000Z',
      'view 2026-05-01T00:00:00.000Z',
    ]);
    expect(await eventsOf(other.id)).toEqual(['view 2026-10-01T12:00:00.000Z']);
  });

  it('changes nothing when it runs again', async () => {
    const before = [await months(org.id), await months(other.id), await eventsOf(org.id)];
    expect(await summariseAccessLog(t.database.db, now, 6)).toBe(0);
    expect([await months(org.id), await months(other.id), await eventsOf(org.id)]).toEqual(before);
  });

  it("adds a month's later rows to its counts when fewer months are kept", async () => {
    // Keeping one month from 26 November: everything before 1 October goes.
    expect(await summariseAccessLog(t.database.db, now, 1)).toBe(1);
    expect(await months(org.id)).toContainEqual({ month: '2026-05-01', action: 'view', count: 1 });
    await t.database.db.insert(documentEvents).values({
      orgId: org.id,
      action: 'view',
      createdAt: new Date('2026-05-20T00:00:00Z'),
    });
    expect(await summariseAccessLog(t.database.db, now, 1)).toBe(1);
    expect(await months(org.id)).toContainEqual({ month: '2026-05-01', action: 'view', count: 2 });
    expect(await eventsOf(other.id)).toEqual(['view 2026-10-01T12:00:00.000Z']);
  });

  it('runs as a daily job with the configured months, queueing the next day', async () => {
    const handler = accessLogSummaryJobHandler({
      db: t.database.db,
      config: testConfig({ accessLogRetentionMonths: 6 }),
    });
    await handler({
      id: 0,
      kind: ACCESS_LOG_SUMMARY_JOB,
      payload: {},
      attempts: 1,
      maxAttempts: 10,
    });
    const next = await t.database.db
      .select({ runAt: jobs.runAt, doneAt: jobs.doneAt })
      .from(jobs)
      .where(eq(jobs.kind, ACCESS_LOG_SUMMARY_JOB));
    expect(next.some((j) => j.doneAt === null && j.runAt.getTime() > Date.now())).toBe(true);
    expect(next.every((j) => j.runAt.toISOString().endsWith('T00:00:00.000Z') || j.doneAt)).toBe(
      true,
    );
  });
});

describe('access log retention setting', () => {
  const base = { DATA_DIR: tmpdir(), SECRET: 'test-secret-test-secret-test-secret-0123' };
  it('keeps six months unless ACCESS_LOG_RETENTION_MONTHS says otherwise', () => {
    expect(loadConfig(base).accessLogRetentionMonths).toBe(6);
    expect(
      loadConfig({ ...base, ACCESS_LOG_RETENTION_MONTHS: '24' }).accessLogRetentionMonths,
    ).toBe(24);
  });
  it.each([
    ['0', 'ACCESS_LOG_RETENTION_MONTHS must be at least 1'],
    ['1.5', 'ACCESS_LOG_RETENTION_MONTHS must be a whole number of months'],
    ['six', 'ACCESS_LOG_RETENTION_MONTHS must be a whole number of months'],
  ])('refuses %j', (value, message) => {
    expect(() => loadConfig({ ...base, ACCESS_LOG_RETENTION_MONTHS: value })).toThrow(message);
  });
});
