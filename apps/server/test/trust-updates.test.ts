/**
 * Trust updates by staff, end to end over HTTP with a real SMTP receiver: the creation schema
 * on the route, the fan-out job (public audience: every confirmed subscriber; private: only
 * members of approved accounts), every mail with a working unsubscribe link and one-click
 * headers, no duplicates when a fan-out runs again, delivery status, the portal showing Trust
 * Center updates only (and the cached view refreshing), subscribers and the outbox.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxResponse, TStaffTopicsResponse, TUpdateDelivery } from '@trustfront/core';
import { accountMembers, accounts, mails, subscribers } from '../src/db/schema/index.ts';
import { queueDepths } from '../src/jobs/queue.ts';
import { fanOutUpdate } from '../src/services/updates/fan-out.ts';
import { buildOrg, buildProduct, buildStaff, one, type OrgRow } from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';

const kinds = await databaseKinds();
const SCOPES = ['app:updates', 'app:subscribers', 'app:settings'];

describe.each(kinds)('trust updates on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let org: OrgRow;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp(kind, { smtpUrl: smtp.url });
    const db = t.database.db;
    org = await buildOrg(db, { name: 'Acme Corp' });
    await buildProduct(db, org);
    cookie = (await buildStaff(db, org, SCOPES)).cookie;
    // Subscribers: confirmed ones (two of them account members), pending and blocked ones.
    await db.insert(subscribers).values(
      [
        ['public-1@globex.example', 'confirmed'],
        ['public-2@globex.example', 'confirmed'],
        ['member@customer.example', 'confirmed'],
        ['declined-member@other.example', 'confirmed'],
        ['pending@globex.example', 'pending'],
        ['blocked-member@customer.example', 'blocked'],
      ].map(([email = '', status]) => ({
        orgId: org.id,
        email,
        status: status as 'confirmed' | 'pending' | 'blocked',
        confirmedAt: status === 'confirmed' ? new Date() : null,
      })),
    );
    const approved = one(
      await db
        .insert(accounts)
        .values({ orgId: org.id, companyName: 'Customer', reviewStatus: 'Approved' })
        .returning(),
    );
    const declined = one(
      await db
        .insert(accounts)
        .values({ orgId: org.id, companyName: 'Other', reviewStatus: 'Declined' })
        .returning(),
    );
    await db.insert(accountMembers).values([
      { accountId: approved.id, email: 'Member@Customer.example', firstName: 'M', lastName: 'M' },
      {
        accountId: approved.id,
        email: 'blocked-member@customer.example',
        firstName: 'B',
        lastName: 'B',
      },
      {
        accountId: declined.id,
        email: 'declined-member@other.example',
        firstName: 'D',
        lastName: 'D',
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const staff = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const create = (body: object) =>
    staff('POST', '/api/app/updates', {
      subject: 'SOC 2 Type II report renewed',
      category: 'compliance',
      message: 'Our new report covers the last twelve months.',
      ...body,
    });
  const receivedFor = (subject: string) =>
    smtp.mails
      .filter((m) => m.subject === `Acme Corp: ${subject}`)
      .flatMap((m) => [m.to].flat().map((a) => a?.text ?? ''))
      .sort();
  const mailRows = (updateId: string) =>
    t.database.db.select().from(mails).where(eq(mails.updateId, updateId));

  it('refuses an update without a channel, with the schema message', async () => {
    const res = await create({ channels: { statusPage: false } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Choose at least one channel');
  });

  it('mails a public update to every confirmed subscriber, once, with a way to unsubscribe', async () => {
    const res = await create({
      subject: 'Public news',
      channels: { statusPage: true, email: { subscribers: true } },
    });
    expect(res.statusCode).toBe(200);
    const { updateId } = res.json<{ updateId: string }>();
    const everyConfirmed = [
      'declined-member@other.example',
      'member@customer.example',
      'public-1@globex.example',
      'public-2@globex.example',
    ];
    await expect
      .poll(() => receivedFor('Public news'), { timeout: 20_000 })
      .toEqual(everyConfirmed);

    // A fan-out that runs again writes nothing: no recipient gets the update twice.
    expect(
      await fanOutUpdate(
        { db: t.database.db, config: testConfig({ smtpUrl: smtp.url }) },
        {
          updateId,
          subscribers: true,
          audience: [],
        },
      ),
    ).toBe(0);
    expect((await mailRows(updateId)).length).toBe(4);

    const mail = smtp.mails.find((m) => m.subject === 'Acme Corp: Public news');
    const header = (key: string) =>
      mail?.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = String(header('list-unsubscribe')).replace(/^<|>$/g, '');
    const unsubscribeLink = mail?.text?.match(/https?:\/\/\S+\?unsubscribeToken=[\w.-]+/)?.[0];
    expect(unsubscribeLink).toBeTruthy();
    const token = new URL(unsubscribeLink ?? '').searchParams.get('unsubscribeToken');
    expect(new URL(oneClick).searchParams.get('token')).toBe(token);
    // The link's token unsubscribes that recipient.
    const to = [mail?.to].flat()[0]?.text ?? '';
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/unsubscribe`,
      payload: { token },
    });
    expect(unsubscribed.statusCode).toBe(200);
    const left = await t.database.db.select().from(subscribers).where(eq(subscribers.email, to));
    expect(left).toEqual([]);
    await t.database.db
      .insert(subscribers)
      .values({ orgId: org.id, email: to, status: 'confirmed', confirmedAt: new Date() });

    const topics = (await staff('GET', '/api/app/updates')).json<TStaffTopicsResponse>();
    const topic = topics.topics.find((x) => x.subject === 'Public news');
    expect(topic?.emailSubscriberCount).toBe(4);
    await expect
      .poll(async () => {
        const delivery = await staff(
          'GET',
          `/api/app/updates/${topic?.id}/updates/${updateId}/delivery`,
        );
        return delivery.json<TUpdateDelivery>().counts;
      })
      .toEqual({ queued: 0, sent: 4, failed: 0, kept: 0 });
  });

  it('mails a private update only to confirmed members of approved accounts', async () => {
    const res = await create({
      subject: 'Private news',
      spAudience: 'private',
      channels: { email: { subscribers: true, audience: ['Auditor@Firm.example'] } },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(() => receivedFor('Private news'), { timeout: 20_000 })
      .toEqual(['auditor@firm.example', 'member@customer.example']);
  });

  it('shows Trust Center updates on the portal and keeps e-mail-only ones off it', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/portal/${org.slug}/view` });
    await create({ subject: 'On the portal', channels: { statusPage: true } });
    await create({ subject: 'Inbox only', channels: { email: { subscribers: true } } });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/compliance-update`,
    });
    const subjects = res.json<{ topics: { subject: string }[] }>().topics.map((x) => x.subject);
    expect(subjects).toEqual(expect.arrayContaining(['On the portal', 'Public news']));
    expect(subjects).not.toContain('Inbox only');
    expect(subjects).not.toContain('Private news');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/view`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
  });

  it('edits and removes topics of its own organisation only', async () => {
    const { topicId } = (await create({ subject: 'Draft', channels: { statusPage: true } })).json<{
      topicId: string;
    }>();
    expect((await staff('PATCH', `/api/app/updates/${topicId}`, { hidden: true })).statusCode).toBe(
      200,
    );
    const topics = (await staff('GET', '/api/app/updates')).json<TStaffTopicsResponse>().topics;
    expect(topics.find((x) => x.id === topicId)).toMatchObject({ subject: 'Draft', hidden: true });
    const other = await buildOrg(t.database.db);
    const outsider = (await buildStaff(t.database.db, other, SCOPES)).cookie;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/updates/${topicId}`,
      headers: { cookie: outsider },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await staff('DELETE', `/api/app/updates/${topicId}`)).statusCode).toBe(200);
  });

  it('guards each section by its scope', async () => {
    const narrow = (await buildStaff(t.database.db, org, ['app:cards'])).cookie;
    for (const url of ['/api/app/updates', '/api/app/subscribers', '/api/app/outbox']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: narrow } });
      expect(res.statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('lists, blocks, unblocks and removes subscribers', async () => {
    const list = async () =>
      (await staff('GET', '/api/app/subscribers')).json<{
        subscribers: { id: string; email: string; status: string }[];
      }>().subscribers;
    const target = (await list()).find((s) => s.email === 'public-2@globex.example');
    if (!target) throw new Error('subscriber missing');
    await staff('POST', `/api/app/subscribers/${target.id}/block`);
    expect((await list()).find((s) => s.id === target.id)?.status).toBe('blocked');
    await staff('POST', `/api/app/subscribers/${target.id}/unblock`);
    expect((await list()).find((s) => s.id === target.id)?.status).toBe('confirmed');
    await staff('DELETE', `/api/app/subscribers/${target.id}`);
    expect((await list()).find((s) => s.id === target.id)).toBeUndefined();
    expect((await staff('DELETE', `/api/app/subscribers/${target.id}`)).statusCode).toBe(404);
  });

  it('shows the outbox, page by page, and each mail with its bodies', async () => {
    // The earlier updates' fan-outs have written their mails: the outbox holds still while paged.
    await expect.poll(() => queueDepths(t.database.db), { timeout: 20_000 }).toEqual([]);
    const page = (await staff('GET', '/api/app/outbox?limit=2')).json<TOutboxResponse>();
    expect(page.mails).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(6);
    const next = (await staff('GET', '/api/app/outbox?limit=2&offset=2')).json<TOutboxResponse>();
    expect(next.mails.map((m) => m.id)).not.toContain(page.mails[0]?.id);
    const detail = await staff('GET', `/api/app/outbox/${page.mails[0]?.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ html: expect.stringContaining('<html') });
  });
});
