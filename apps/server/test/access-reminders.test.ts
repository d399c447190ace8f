/**
 * Reminders before access ends (docs/access.md, Access reminders): each member mailed 14 and 2
 * days before, once each whatever the sweeps (again, at once), the 2-day one only when the
 * 14-day one was missed, none for an account without an end or already ended, reminded again
 * once extended; and asking for more time works from the first reminder on.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REMINDER_MESSAGES as M } from '@trustfront/core';
import { accessReminders, accountMembers, accounts, mails } from '../src/db/schema/index.ts';
import { sendAccessReminders } from '../src/services/access/access-reminders.ts';
import { buildAccount, buildOrg, type OrgRow } from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const kinds = await databaseKinds();
const DAY = 24 * 60 * 60 * 1000;

describe.each(kinds)('access reminders on %s', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  const now = new Date('2031-03-01T08:00:00Z');
  const deps = () => ({ db: t.database.db, config: testConfig() });

  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await buildOrg(t.database.db);
  });
  afterAll(() => t.close());

  /** An approved account whose access ends at `end`, with two members. */
  async function endingAccount(end: Date | null) {
    const { db } = t.database;
    const { account, member, cookie } = await buildAccount(db, org);
    await db.update(accounts).set({ accessExpiresAt: end }).where(eq(accounts.id, account.id));
    const [second] = await db
      .insert(accountMembers)
      .values({
        accountId: account.id,
        email: `second-${account.id}@customer.example`,
        firstName: 'Sam',
        lastName: 'Second',
      })
      .returning();
    return { account, emails: [member.email, second?.email ?? ''], cookie };
  }
  const remindersTo = (emails: string[]) =>
    t.database.db
      .select({ to: mails.to, subject: mails.subject, text: mails.text })
      .from(mails)
      .where(and(eq(mails.kind, 'access_reminder'), inArray(mails.to, emails)));

  it('mails each member 14 and 2 days before, once each, however often and at once it runs', async () => {
    const end = new Date(now.getTime() + 13.5 * DAY);
    const { emails } = await endingAccount(end);
    const never = await endingAccount(null);
    const ended = await endingAccount(new Date(now.getTime() - 30 * DAY));
    expect(await sendAccessReminders(deps(), new Date(now.getTime() - 2 * DAY))).toBe(0);
    const sweeps = await Promise.all([
      sendAccessReminders(deps(), now),
      sendAccessReminders(deps(), now),
    ]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendAccessReminders(deps(), new Date(now.getTime() + DAY))).toBe(0);
    const first = await remindersTo(emails);
    expect(first.map((m) => m.to).sort()).toEqual([...emails].sort());
    expect(first[0]?.subject).toMatch(/ ends on 2031-03-14$/);
    expect(first[0]?.text).toContain('loginRequest=true');
    expect(first[0]?.text).toContain(M.heading(14).toUpperCase());
    // 1.5 days before the end: the 2-day reminder, once.
    const late = new Date(end.getTime() - 1.5 * DAY);
    expect(await sendAccessReminders(deps(), late)).toBe(2);
    expect(await sendAccessReminders(deps(), late)).toBe(0);
    const all = await remindersTo(emails);
    expect(all.filter((m) => m.text.includes(M.heading(2).toUpperCase())).length).toBe(2);
    expect(await remindersTo([...never.emails, ...ended.emails])).toEqual([]);
  });

  it('sends only the 2-day reminder when the 14-day one was missed, and again once extended', async () => {
    const end = new Date(now.getTime() + 1.5 * DAY);
    const { account, emails } = await endingAccount(end);
    expect(await sendAccessReminders(deps(), now)).toBe(2);
    const sent = await remindersTo(emails);
    expect(sent.every((m) => m.text.includes(M.heading(2).toUpperCase()))).toBe(true);
    const marks = await t.database.db
      .select({ days: accessReminders.days })
      .from(accessReminders)
      .innerJoin(accountMembers, eq(accountMembers.id, accessReminders.memberId))
      .where(eq(accountMembers.accountId, account.id));
    expect(marks.map((m) => m.days).sort()).toEqual([14, 14, 2, 2]);
    const extended = new Date(end.getTime() + 30 * DAY);
    await t.database.db
      .update(accounts)
      .set({ accessExpiresAt: extended })
      .where(eq(accounts.id, account.id));
    expect(await sendAccessReminders(deps(), new Date(extended.getTime() - 10 * DAY))).toBe(2);
  });

  it('lets a member ask for more time from the first reminder on, not before', async () => {
    const soon = await endingAccount(new Date(Date.now() + 10 * DAY));
    const later = await endingAccount(new Date(Date.now() + 40 * DAY));
    const ask = (a: { account: { id: string }; cookie: string }) =>
      t.app.inject({
        method: 'GET',
        url: `/api/statuspage/share/${a.account.id}/external/extend-access`,
        headers: { cookie: a.cookie },
      });
    expect((await ask(soon)).json()).toEqual({ status: 'success' });
    expect((await ask(later)).json()).toEqual({ status: 'already-has-access' });
  });
});
