/**
 * Planned subprocessor changes (docs/editing.md, Planned subprocessor changes): the notice period,
 * who sees a planned change on the portal, members' objections from open to answered to each
 * closing, the window ending on the effective day, cancellation mails, and the change taking
 * effect once, with its history and webhook.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  SUBPROCESSOR_CHANGE_MESSAGES as M,
  utcDayOf,
  ZPlannedSubprocessorList,
  ZStaffObjectionList,
  ZSubprocessorChange,
  ZSubprocessorChangeList,
  type TSubprocessorChangeCreate,
} from '@trustfront/core';
import {
  accessSettings,
  auditLog,
  cards,
  items,
  portalCustomizations,
  mails,
  ndaAcceptances,
  subscribers,
  trustChanges,
  webhookEndpoints,
  webhookEvents,
} from '../src/db/schema/index.ts';
import { applyChange } from '../src/services/editing/subprocessor-changes/apply-changes.ts';
import { sendChangeNotice } from '../src/services/editing/subprocessor-changes/notice-mails.ts';
import { objectTo } from '../src/services/members/subprocessor-objections.ts';
import { resolvePortalCaller } from '../src/services/portal/portal-caller.ts';
import { sealWebhookSecret } from '../src/services/integrations/webhooks/secrets.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { recordHistory } from './helpers/trust-history.ts';
import {
  buildAccount,
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type CardRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

const today = utcDayOf(new Date());

describe.each(await databaseKinds())('planned subprocessor changes (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let card: CardRow;
  let oldEntry: ItemRow;
  let editor: string;
  let settingsAdmin: string;
  let accountsStaff: string;
  let reader: string;
  const members: { cookie: string; accountId: string; memberId: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Notice Corp' }, { languages: ['en', 'de'] });
    product = await buildProduct(db, org);
    card = await buildCard(db, product, { kind: 'Subprocessors' });
    oldEntry = await buildItem(db, card, {
      title: 'OldCloud',
      details: {
        company: { source: 'custom', name: 'OldCloud', domain: null, url: null, logo: null },
      },
    });
    editor = (await buildStaff(db, org, ['statuspage:edit'])).cookie;
    settingsAdmin = (await buildStaff(db, org, ['app:settings'])).cookie;
    accountsStaff = (await buildStaff(db, org, ['app:accounts'])).cookie;
    reader = (await buildStaff(db, org, ['app:documents'])).cookie;
    for (let i = 0; i < 3; i += 1) {
      const { cookie, account, member } = await buildAccount(db, org);
      members.push({ cookie, accountId: account.id, memberId: member.id });
    }
    await db.insert(subscribers).values([
      { orgId: org.id, email: 'leser@notice.example', status: 'confirmed', language: 'de' },
      { orgId: org.id, email: 'pending@notice.example', status: 'pending' },
    ]);
    await db.insert(webhookEndpoints).values({
      orgId: org.id,
      url: 'https://hooks.notice.example/in',
      events: ['subprocessor.added', 'subprocessor.removed'],
      sealedSecret: sealWebhookSecret(testConfig().secret, 'whsec_notice'),
      secretPrefix: 'whsec_notice',
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const announce = (body: Partial<TSubprocessorChangeCreate>, cookie = editor) =>
    call('POST', '/api/app/subprocessor-changes', cookie, {
      productId: product.id,
      kind: 'addition',
      company: { name: 'NewCloud' },
      purpose: 'Hosting',
      location: 'EU',
      effectiveOn: addDays(today, 30),
      ...body,
    });
  const planned = async (cookie?: string) => {
    const res = await call(
      'GET',
      `/api/portal/${org.slug}/subprocessor-changes?productId=${product.id}`,
      cookie,
    );
    expect(res.statusCode).toBe(200);
    return ZPlannedSubprocessorList.parse(res.json()).changes;
  };
  const object = (changeId: string, cookie: string | undefined, reason = 'Not in the EU') =>
    call('POST', `/api/portal/${org.slug}/subprocessor-changes/${changeId}/objections`, cookie, {
      reason,
    });

  it('enforces the notice period, 30 days unless the organisation sets another', async () => {
    const early = await announce({ effectiveOn: addDays(today, 29) });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toEqual({
      code: 'notice_period_too_short',
      message: M.noticeTooShort(addDays(today, 30), 30),
    });
    expect((await announce({ effectiveOn: '2026-02-30' })).statusCode).toBe(400);
    expect((await announce({}, reader)).statusCode).toBe(403);
    expect((await announce({ kind: 'replacement' })).json().error.message).toBe(M.replacedMissing);
    expect(
      (await call('PUT', '/api/app/subprocessor-changes/settings', editor, { noticeDays: 10 }))
        .statusCode,
    ).toBe(403);
    const zero = await call('PUT', '/api/app/subprocessor-changes/settings', settingsAdmin, {
      noticeDays: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain(M.noticeDaysRange);
    const ten = await call('PUT', '/api/app/subprocessor-changes/settings', settingsAdmin, {
      noticeDays: 10,
    });
    expect(ten.json()).toEqual({ noticeDays: 10 });
    const list = ZSubprocessorChangeList.parse(
      (await call('GET', '/api/app/subprocessor-changes', editor)).json(),
    );
    expect(list).toMatchObject({ noticeDays: 10, earliestEffectiveOn: addDays(today, 10) });
    expect((await announce({ effectiveOn: addDays(today, 9) })).statusCode).toBe(400);
    // Nothing was written by the refused announcements.
    expect(list.changes).toEqual([]);
  });

  it('mails subscribers and members in their language, and shows the change to whom it reaches', async () => {
    const res = await announce({ effectiveOn: addDays(today, 12) });
    expect(res.statusCode).toBe(201);
    const change = ZSubprocessorChange.parse(res.json());
    expect(change).toMatchObject({ state: 'planned', name: 'NewCloud', kind: 'addition' });
    const secret = ZSubprocessorChange.parse(
      (await announce({ company: { name: 'SecretCloud' }, access: 'restricted' })).json(),
    );

    // The job queued with the change writes them (the test app runs the worker).
    const noticesOf = (kind: 'subprocessor_notice' | 'subprocessor_cancelled') =>
      t.database.db
        .select()
        .from(mails)
        .where(and(eq(mails.orgId, org.id), eq(mails.kind, kind)));
    await expect.poll(async () => (await noticesOf('subprocessor_notice')).length).toBe(7);
    const sent = await noticesOf('subprocessor_notice');
    const german = sent.find((m) => m.to === 'leser@notice.example');
    expect(german?.subject).toContain('geplanter Unterauftragsverarbeiter NewCloud');
    expect(german?.text).toContain('unsubscribeToken=');
    expect(sent.some((m) => m.to === 'pending@notice.example')).toBe(false);
    const memberMail = sent.find(
      (m) => m.to !== 'leser@notice.example' && m.subject.includes('NewCloud'),
    );
    expect(memberMail?.subject).toContain('planned subprocessor NewCloud');
    expect(memberMail?.text).not.toContain('unsubscribeToken=');
    // The restricted change reaches members only; sent again, nothing new.
    const secretMails = sent.filter((m) => m.subject.includes('SecretCloud'));
    expect(secretMails.map((m) => m.to).sort()).toEqual(
      sent
        .filter((m) => m.subject.includes('NewCloud') && m.to !== 'leser@notice.example')
        .map((m) => m.to)
        .sort(),
    );
    for (const id of [change.id, secret.id]) {
      expect(
        await sendChangeNotice({ db: t.database.db, config: testConfig() }, id, 'announced'),
      ).toBe(0);
    }

    const anonymous = await planned();
    expect(anonymous.map((c) => c.name)).toEqual(['NewCloud']);
    expect(anonymous[0]).toMatchObject({
      effectiveOn: addDays(today, 12),
      mayObject: false,
      objections: [],
    });
    const member = await planned(members[0]?.cookie);
    expect(member.map((c) => [c.name, c.mayObject])).toEqual([
      ['NewCloud', true],
      ['SecretCloud', true],
    ]);
  });

  it('follows the card: a hidden card or a closed portal shows anonymous callers nothing', async () => {
    const { db } = t.database;
    expect((await planned()).map((c) => c.name)).toEqual(['NewCloud']);
    await db.update(cards).set({ hidden: true }).where(eq(cards.id, card.id));
    expect(await planned()).toEqual([]);
    expect(await planned(members[0]?.cookie)).toEqual([]);
    await db.update(cards).set({ hidden: false }).where(eq(cards.id, card.id));
    await db
      .update(portalCustomizations)
      .set({ publicAccessLevel: 'LoginRequired' })
      .where(eq(portalCustomizations.orgId, org.id));
    expect(await planned()).toEqual([]);
    expect((await planned(members[0]?.cookie)).map((c) => c.name)).toEqual([
      'NewCloud',
      'SecretCloud',
    ]);
    await db
      .update(portalCustomizations)
      .set({ publicAccessLevel: 'PublicContentOnly' })
      .where(eq(portalCustomizations.orgId, org.id));
  });

  it('takes objections from members only, each seeing their own, until staff close them', async () => {
    const [change] = await planned();
    if (!change) throw new Error('no planned change');
    expect((await object(change.id, undefined)).statusCode).toBe(401);
    expect((await object(change.id, editor)).statusCode).toBe(403);
    expect((await object(change.id, members[0]?.cookie, '  ')).statusCode).toBe(400);
    const first = await object(change.id, members[0]?.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'open', reason: 'Not in the EU', answer: null });
    expect((await object(change.id, members[0]?.cookie)).statusCode).toBe(409);
    await object(change.id, members[1]?.cookie, 'We need a DPA first');
    await object(change.id, members[2]?.cookie, 'We will leave');

    const mine = await planned(members[1]?.cookie);
    const seen = mine.find((c) => c.id === change.id);
    expect(seen?.objections.map((o) => o.reason)).toEqual(['We need a DPA first']);
    expect(seen?.mayObject).toBe(false);

    const listed = ZStaffObjectionList.parse(
      (await call('GET', `/api/app/subprocessor-changes/${change.id}/objections`, editor)).json(),
    ).objections;
    expect(listed).toHaveLength(3);
    const byAccount = ZStaffObjectionList.parse(
      (
        await call(
          'GET',
          `/api/app/accounts/${members[0]?.accountId}/subprocessor-objections`,
          accountsStaff,
        )
      ).json(),
    ).objections;
    expect(byAccount.map((o) => o.reason)).toEqual(['Not in the EU']);
    expect(
      (await call('GET', `/api/app/subprocessor-changes/${change.id}/objections`, accountsStaff))
        .statusCode,
    ).toBe(403);

    const idOf = (reason: string) => listed.find((o) => o.reason === reason)?.id ?? '';
    const answered = await call(
      'POST',
      `/api/app/subprocessor-objections/${idOf('Not in the EU')}/answer`,
      editor,
      { answer: 'NewCloud hosts in Frankfurt.' },
    );
    expect(answered.json()).toMatchObject({
      status: 'answered',
      answer: 'NewCloud hosts in Frankfurt.',
    });
    const ownAfter = (await planned(members[0]?.cookie)).find((c) => c.id === change.id);
    expect(ownAfter?.objections[0]).toMatchObject({
      status: 'answered',
      answer: 'NewCloud hosts in Frankfurt.',
    });

    for (const [reason, as] of [
      ['Not in the EU', 'resolved'],
      ['We need a DPA first', 'withdrawn'],
      ['We will leave', 'contract_ended'],
    ] as const) {
      const closed = await call(
        'POST',
        `/api/app/subprocessor-objections/${idOf(reason)}/close`,
        editor,
        { as },
      );
      expect(closed.json()).toMatchObject({ status: as });
      const again = await call(
        'POST',
        `/api/app/subprocessor-objections/${idOf(reason)}/answer`,
        editor,
        {
          answer: 'More',
        },
      );
      expect(again.statusCode).toBe(409);
    }
    const statuses = (await planned(members[0]?.cookie)).find((c) => c.id === change.id);
    expect(statuses?.objections[0]?.status).toBe('resolved');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.orgId, org.id));
    const actions = audit.map((a) => a.action);
    for (const action of [
      'subprocessor-change.announce',
      'subprocessor-change.notice',
      'subprocessor-objection.create',
      'subprocessor-objection.answer',
      'subprocessor-objection.close',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('refuses objections from the effective day on, and from another organisation', async () => {
    const [change] = await planned();
    if (!change) throw new Error('no planned change');
    const member = await buildAccount(t.database.db, org);
    const caller = await resolvePortalCaller(
      { db: t.database.db, revisions: t.database.revisions },
      org.slug,
      { sessionToken: member.cookie.split('=')[1] },
    );
    const onTheDay = new Date(`${change.effectiveOn}T00:00:00Z`);
    await expect(
      objectTo(t.database.db, caller, change.id, { reason: 'Late' }, onTheDay),
    ).rejects.toMatchObject({ code: 'objection_window_closed', status: 409 });
    const other = await buildOrg(t.database.db);
    const stranger = await buildAccount(t.database.db, other);
    const res = await call(
      'POST',
      `/api/portal/${other.slug}/subprocessor-changes/${change.id}/objections`,
      stranger.cookie,
      { reason: 'Hi' },
    );
    expect(res.statusCode).toBe(404);
  });

  it('cancels a planned change and tells subscribers', async () => {
    const replacement = ZSubprocessorChange.parse(
      (
        await announce({
          kind: 'replacement',
          replacedItemUid: oldEntry.id,
          company: { name: 'ShortLived' },
        })
      ).json(),
    );
    const cancelled = await call(
      'POST',
      `/api/app/subprocessor-changes/${replacement.id}/cancel`,
      editor,
    );
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    expect(
      (await call('POST', `/api/app/subprocessor-changes/${replacement.id}/cancel`, editor))
        .statusCode,
    ).toBe(409);
    const toldOf = () =>
      t.database.db
        .select()
        .from(mails)
        .where(and(eq(mails.kind, 'subprocessor_cancelled'), eq(mails.to, 'leser@notice.example')));
    await expect.poll(async () => (await toldOf()).length).toBe(1);
    const told = await toldOf();
    expect(told[0]?.subject).toContain('ShortLived abgesagt');
    expect((await planned()).map((c) => c.name)).not.toContain('ShortLived');
  });

  it('takes effect on its effective day once: the card, the history and the webhook', async () => {
    const replacement = ZSubprocessorChange.parse(
      (
        await announce({
          kind: 'replacement',
          replacedItemUid: oldEntry.id,
          company: { name: 'SuccessorCloud' },
          effectiveOn: addDays(today, 20),
        })
      ).json(),
    );
    const { db } = t.database;
    await recordHistory(t, org.id, new Date());
    const dayBefore = new Date(`${addDays(today, 19)}T23:59:00Z`);
    expect(await applyChange(db, replacement.id, dayBefore)).toBe(false);
    const onTheDay = new Date(`${addDays(today, 20)}T00:00:01Z`);
    expect(await applyChange(db, replacement.id, onTheDay)).toBe(true);
    expect(await applyChange(db, replacement.id, onTheDay)).toBe(false);

    const entries = await db.select().from(items).where(eq(items.cardId, card.id));
    expect(entries.map((e) => e.title)).toEqual(['SuccessorCloud']);
    expect(entries[0]).toMatchObject({ position: oldEntry.position, access: 'public' });
    expect(entries[0]?.details).toMatchObject({ purpose: 'Hosting', location: 'EU' });
    const listed = ZSubprocessorChangeList.parse(
      (await call('GET', '/api/app/subprocessor-changes', editor)).json(),
    ).changes.find((c) => c.id === replacement.id);
    expect(listed).toMatchObject({ state: 'applied', appliedItemUid: entries[0]?.id });
    expect((await planned()).map((c) => c.name)).not.toContain('SuccessorCloud');

    const events = await db.select().from(webhookEvents).where(eq(webhookEvents.orgId, org.id));
    expect(events.map((e) => e.type).sort()).toEqual([
      'subprocessor.added',
      'subprocessor.removed',
    ]);
    const applied = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.id), eq(auditLog.action, 'subprocessor-change.apply')));
    expect(applied).toHaveLength(1);

    await recordHistory(t, org.id, new Date(Date.now() + 1000));
    const changes = await db.select().from(trustChanges).where(eq(trustChanges.orgId, org.id));
    const told = JSON.stringify(changes);
    expect(told).toContain('SuccessorCloud');
    expect(
      changes.some(
        (c) => c.kind === 'subprocessor' && JSON.stringify(c.entry).includes('SuccessorCloud'),
      ),
    ).toBe(true);
  });

  it("mails a members-only change to no member who has not accepted the organisation's NDA", async () => {
    const { db } = t.database;
    const ndaOrg = await buildOrg(db, { name: 'Quiet Corp' });
    const ndaProduct = await buildProduct(db, ndaOrg);
    await buildCard(db, ndaProduct, { kind: 'Subprocessors' });
    const staff = (await buildStaff(db, ndaOrg, ['statuspage:edit'])).cookie;
    const signed = await buildAccount(db, ndaOrg);
    const pending = await buildAccount(db, ndaOrg);
    const ndaText = 'Keep our subprocessors to yourself.';
    await db.insert(accessSettings).values({ orgId: ndaOrg.id, ndaProvider: 'clickwrap', ndaText });
    await db.insert(ndaAcceptances).values({
      orgId: ndaOrg.id,
      accountMemberId: signed.member.id,
      email: signed.member.email,
      fullName: 'Signed Member',
      companyName: 'Customer',
      ndaText,
    });
    const announceHere = (name: string, access: 'public' | 'restricted') =>
      call('POST', '/api/app/subprocessor-changes', staff, {
        productId: ndaProduct.id,
        kind: 'addition',
        company: { name },
        purpose: 'Hosting',
        location: 'EU',
        access,
        effectiveOn: addDays(today, 30),
      });
    expect((await announceHere('HushCloud', 'restricted')).statusCode).toBe(201);
    expect((await announceHere('OpenCloud', 'public')).statusCode).toBe(201);
    const sentAbout = async (name: string) =>
      (await db.select().from(mails).where(eq(mails.orgId, ndaOrg.id)))
        .filter((m) => m.subject.includes(name))
        .map((m) => m.to)
        .sort();
    await expect.poll(async () => (await sentAbout('OpenCloud')).length).toBe(2);
    await expect.poll(async () => (await sentAbout('HushCloud')).length).toBeGreaterThan(0);
    expect(await sentAbout('HushCloud')).toEqual([signed.member.email.toLowerCase()]);
    expect(await sentAbout('OpenCloud')).toContain(pending.member.email.toLowerCase());
  });
});
