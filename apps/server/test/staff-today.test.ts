/**
 * The private app's Today (docs/staff.md, Today): each count is the organisation's own, counted
 * within its window, and offered only to staff who may open the page it links to.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_EVENT_NAMES, type TStaffToday } from '@trustfront/core';
import { accessRequests, accounts, analyticsEvents, mails } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildAccount,
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type OrgRow,
} from './factories.ts';

const DAY = 86_400_000;
const eqId = (id: string) => eq(accounts.id, id);
const day = (offset: number) => new Date(Date.now() + offset * DAY);
const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);

const EVERY_SCOPE = [
  'app:access-requests',
  'app:accounts',
  'app:documents',
  'app:knowledge-base',
  'app:settings',
  'app:analytics',
  'app:questionnaires',
];

describe.each(await databaseKinds())('Today (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;

  const today = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/today', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TStaffToday>();
    return Object.fromEntries(body.counts.map((c) => [c.key, c.count]));
  };

  /** A pending request, a grant ending soon and one later, an item expiring and a failed mail. */
  async function fill(target: OrgRow) {
    const db = t.database.db;
    const request = {
      orgId: target.id,
      email: 'ana@globex.example',
      firstName: 'Ana',
      lastName: 'Lee',
      companyName: 'Globex',
    };
    await db.insert(accessRequests).values([request, { ...request, status: 'approved' }]);
    const { account } = await buildAccount(db, target);
    const { account: later } = await buildAccount(db, target);
    await db
      .update(accounts)
      .set({ accessExpiresAt: day(10) })
      .where(eqId(account.id));
    await db
      .update(accounts)
      .set({ accessExpiresAt: day(40) })
      .where(eqId(later.id));
    const card = await buildCard(db, await buildProduct(db, target), { kind: 'Certifications' });
    await buildItem(db, card, { title: 'SOC 2', details: { expiry: isoDay(20) } });
    await buildItem(db, card, { title: 'ISO 27001', details: { expiry: isoDay(90) } });
    await buildItem(db, card, { title: 'PCI', details: { expiry: isoDay(-3) } });
    const mail = {
      orgId: target.id,
      kind: 'magic_link',
      to: 'a@b.example',
      subject: 's',
      html: '',
      text: '',
    };
    await db.insert(mails).values([
      { ...mail, status: 'failed' },
      { ...mail, status: 'sent' },
    ]);
    await db.insert(analyticsEvents).values([
      { orgId: target.id, name: PORTAL_EVENT_NAMES.pageView },
      { orgId: target.id, name: PORTAL_EVENT_NAMES.pageView, createdAt: day(-8) },
    ]);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await buildOrg(t.database.db);
    await fill(org);
    // Another organisation's matters are never counted.
    await fill(await buildOrg(t.database.db));
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts each matter of the organisation within its window', async () => {
    const { cookie } = await buildStaff(t.database.db, org, EVERY_SCOPE);
    expect(await today(cookie)).toEqual({
      pendingRequests: 1,
      grantsEnding: 1,
      itemsExpiring: 1,
      knowledgeGaps: 0,
      failedMails: 1,
      newComments: 0,
      newQuestionnaires: 0,
      weekViews: 1,
      weekDownloads: 0,
    });
  });

  it('offers only the counts whose page the member may open', async () => {
    const { cookie } = await buildStaff(t.database.db, org, ['app:access-requests']);
    expect(await today(cookie)).toEqual({ pendingRequests: 1 });
    const none = await buildStaff(t.database.db, org, ['statuspage:edit']);
    expect(await today(none.cookie)).toEqual({});
  });

  it('refuses a caller without a staff session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/today' });
    expect(res.statusCode).toBe(401);
  });
});
