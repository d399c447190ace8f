/**
 * "Since your last visit": a returning member is answered the documents and trust updates new
 * or changed since their previous visit, only those the reach rule lets them open, from a
 * member-only, uncached endpoint; the weekly mail lists them once a week (a day's sweep on the
 * job queue) until the member turns it off, in the portal or by the mail's link.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M, ZSinceLastVisit, digestRunKey } from '@trustfront/core';
import { files, jobs, mails, memberVisits, topics, updates } from '../src/db/schema/index.ts';
import { sendWeeklyDigests } from '../src/services/members/visits/weekly-digest.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildAccount,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
  one,
  type OrgRow,
} from './factories.ts';

const HOUR = 60 * 60 * 1000;

describe.each(await databaseKinds())('since your last visit (%s)', (kind) => {
  let t: TestApp;
  const sweepOf = async (day: Date) =>
    (
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, digestRunKey(day)))
    )[0];
  let org: OrgRow;
  let permitted: { cookie: string; memberId: string; email: string };
  let other: { cookie: string; memberId: string; email: string };
  const names = { kept: 'policy-v1.pdf', changed: 'policy-v2.pdf', fresh: 'pentest.pdf' };
  let secretFile: string;
  let newUpdate: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The day's sweep of weekly mails runs once the app is ready: let it pass first.
    await t.app.ready();
    for (let tries = 0; !(await sweepOf(new Date()))?.doneAt; tries += 1) {
      if (tries > 100) throw new Error("The day's sweep did not run");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { db, storage } = { db: t.database.db, storage: t.storage };
    org = await buildOrg(db);
    const product = await buildProduct(db, org);
    const card = await buildCard(db, product, { kind: 'Reports' });
    const policy = await buildItem(db, card, { access: 'public', title: 'Security policy' });
    const pentest = await buildItem(db, card, { access: 'public', title: 'Pentest' });
    const restricted = await buildItem(db, card, { access: 'restricted', title: 'SOC 2' });
    const old = await buildFile(db, storage, org, { item: policy, originalName: names.kept });
    await db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 5 * HOUR) })
      .where(eq(files.id, old.id));
    const profile = await buildProfile(db, org, [restricted]);
    const a = await buildAccount(db, org, { profile });
    const b = await buildAccount(db, org);
    permitted = { cookie: a.cookie, memberId: a.member.id, email: a.member.email };
    other = { cookie: b.cookie, memberId: b.member.id, email: b.member.email };
    // Both members visited 3 hours ago; what follows is new to them.
    for (const memberId of [a.member.id, b.member.id]) {
      await db.insert(memberVisits).values({
        accountMemberId: memberId,
        lastVisitAt: new Date(Date.now() - 3 * HOUR),
      });
    }
    await buildFile(db, storage, org, { item: policy, originalName: names.changed });
    await buildFile(db, storage, org, { item: pentest, originalName: names.fresh });
    secretFile = (await buildFile(db, storage, org, { item: restricted, originalName: 'soc2.pdf' }))
      .id;
    const topic = one(
      await db
        .insert(topics)
        .values({ orgId: org.id, subject: 'New subprocessor', category: 'compliance' })
        .returning(),
    );
    newUpdate = one(
      await db
        .insert(updates)
        .values({ topicId: topic.id, message: 'We added a CDN.' })
        .returning(),
    ).id;
    const privateTopic = one(
      await db
        .insert(topics)
        .values({ orgId: org.id, subject: 'Hidden news', category: 'compliance', hidden: true })
        .returning(),
    );
    await db.insert(updates).values({ topicId: privateTopic.id, message: 'Not shown.' });
  });
  afterAll(() => t.close());

  const since = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/since-last-visit`,
      headers: cookie ? { cookie } : {},
    });

  it('answers a returning member what is new, as far as it reaches them, uncached', async () => {
    const res = await since(permitted.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = ZSinceLastVisit.parse(res.json());
    expect(answer.since).not.toBeNull();
    const byTitle = Object.fromEntries(answer.entries.map((e) => [e.title, e]));
    expect(byTitle[`Security policy: ${names.changed}`]).toMatchObject({
      kind: 'document',
      change: 'changed',
    });
    expect(byTitle[`Pentest: ${names.fresh}`]).toMatchObject({ change: 'new' });
    expect(byTitle['SOC 2: soc2.pdf']).toMatchObject({ id: secretFile });
    expect(byTitle['New subprocessor']).toMatchObject({ kind: 'update', id: newUpdate });
    expect(Object.keys(byTitle)).not.toContain(`Security policy: ${names.kept}`);
    expect(Object.keys(byTitle)).not.toContain('Hidden news');
    // A reload within the visit keeps the same answer (and its badges).
    expect(ZSinceLastVisit.parse((await since(permitted.cookie)).json()).entries).toHaveLength(
      answer.entries.length,
    );
  });

  it('never tells a member of a document their account may not open', async () => {
    const answer = ZSinceLastVisit.parse((await since(other.cookie)).json());
    expect(answer.entries.map((e) => e.id)).not.toContain(secretFile);
    expect(answer.entries.map((e) => e.title)).toContain(`Pentest: ${names.fresh}`);
  });

  it('is for signed-in members only', async () => {
    const res = await since();
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'members_only',
      message: M.sinceLastVisitMembersOnly,
    });
  });

  it('mails each member their own list once a week, with a link that turns it off', async () => {
    const deps = { db: t.database.db, config: testConfig() };
    const now = new Date();
    const mailTo = async (to: string) =>
      t.database.db
        .select()
        .from(mails)
        .where(and(eq(mails.to, to), eq(mails.kind, 'weekly_digest')));
    // The member comes back to this list three hours after their last look at the portal.
    await t.database.db
      .update(memberVisits)
      .set({ lastVisitAt: new Date(now.getTime() - 3 * HOUR) })
      .where(eq(memberVisits.accountMemberId, permitted.memberId));
    // Members opt in: nobody is mailed until they do.
    expect(await sendWeeklyDigests(deps, now)).toBe(0);
    await t.database.db
      .update(memberVisits)
      .set({ weeklyDigest: true })
      .where(inArray(memberVisits.accountMemberId, [permitted.memberId, other.memberId]));
    expect(await sendWeeklyDigests(deps, now)).toBe(1);
    // The other member has seen everything new since: no mail.
    expect(await mailTo(other.email)).toHaveLength(0);
    const [mail, ...more] = await mailTo(permitted.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(M.weeklyDigestSubject(org.name));
    expect(mail?.text).toContain(names.fresh);
    expect(mail?.text).toContain('soc2.pdf');
    // Run again the same day: nobody is mailed twice.
    expect(await sendWeeklyDigests(deps, now)).toBe(0);

    const stop = /(http:\/\/\S+\/weekly-digest\/off\?token=[^\s>\]"]+)/.exec(mail?.text ?? '');
    if (!stop?.[1]) throw new Error('No stop link in the mail');
    const off = await t.app.inject({
      method: 'GET',
      url: new URL(stop[1]).pathname + new URL(stop[1]).search,
    });
    expect(off.statusCode).toBe(302);
    expect(new URL(off.headers.location ?? '').searchParams.get('weeklyDigest')).toBe('off');
    const [visit] = await t.database.db
      .select()
      .from(memberVisits)
      .where(eq(memberVisits.accountMemberId, permitted.memberId));
    expect(visit?.weeklyDigest).toBe(false);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/weekly-digest/off?token=forged`,
    });
    expect(new URL(forged.headers.location ?? '').searchParams.get('weeklyDigest')).toBe('invalid');
    // A week later, the member who turned it off gets nothing.
    const later = new Date(now.getTime() + 8 * 24 * HOUR);
    await sendWeeklyDigests(deps, later);
    expect(await mailTo(permitted.email)).toHaveLength(1);
  });

  it('lets the member turn the weekly mail on and off in the portal', async () => {
    const put = (weeklyDigest: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/portal/${org.slug}/since-last-visit/digest`,
        headers: { cookie: other.cookie },
        payload: { weeklyDigest },
      });
    expect((await put(false)).json()).toEqual({ weeklyDigest: false });
    expect(ZSinceLastVisit.parse((await since(other.cookie)).json()).weeklyDigest).toBe(false);
    expect((await put(true)).json()).toEqual({ weeklyDigest: true });
  });

  it('sweeps once a day on the job queue, each sweep queueing the next', async () => {
    const tomorrow = await sweepOf(new Date(Date.now() + 24 * HOUR));
    expect(tomorrow).toMatchObject({ doneAt: null, kind: 'visits.weekly-digest' });
    expect(tomorrow?.runAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
  });
});
