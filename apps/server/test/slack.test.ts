/**
 * Slack approvals (docs/integrations.md, Slack) against a local fake of Slack's Web API: the
 * settings (the token checked with Slack, the secrets sealed and never read back), a new request
 * posted with its buttons by the job, and signed clicks: a good signature decides as the staff
 * member matched by e-mail, through the queue's own services and mails; a bad signature or a
 * stale timestamp is refused; an unknown e-mail, a role without the scope and a request already
 * decided decide nothing and say why to the clicker alone.
 */
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_SITE_HEADER, ZSlackSettings, type TSlackSettings } from '@trustfront/core';
import {
  accessRequests,
  auditLog,
  jobs,
  mails,
  slackIntegrations,
  type UserRow,
} from '../src/db/schema/index.ts';
import { claimJobs, completeJob } from '../src/jobs/queue.ts';
import {
  SLACK_ANNOUNCE_JOB,
  slackAnnounceJobHandler,
} from '../src/services/integrations/slack-requests.ts';
import { buildStaff, one } from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { FAKE_SLACK_TOKEN, startFakeSlack, type FakeSlack } from './helpers/fake-slack.ts';
import {
  address,
  buildPortalWorld,
  requestBody,
  type PortalWorld,
} from './helpers/member-access.ts';

const kinds = await databaseKinds();

const BOT_TOKEN = FAKE_SLACK_TOKEN;
const SIGNING_SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
const CHANNEL = 'C0123ACME99';
const SETTINGS = '/api/app/settings/integrations/slack';

type Decision = 'approve' | 'decline';

describe.each(kinds)('Slack approvals on %s', (kind) => {
  let t: TestApp;
  let slack: FakeSlack;
  let w: PortalWorld;
  let admin: { user: UserRow; cookie: string };
  let reviewer: { user: UserRow; cookie: string };
  let client = 0;

  beforeAll(async () => {
    slack = await startFakeSlack();
    slack.tokens.set(BOT_TOKEN, 'Acme HQ');
    t = await createTestApp(kind, { slackApiUrl: slack.url });
    w = await buildPortalWorld(t.database.db, t.storage);
    admin = await buildStaff(t.database.db, w.org, ['app:settings', 'app:access-requests']);
    // Staff who may not decide access requests.
    reviewer = await buildStaff(t.database.db, w.org, ['app:accounts']);
    slack.users.set('UADMIN', admin.user.email.toUpperCase());
    slack.users.set('UREVIEWER', reviewer.user.email);
    slack.users.set('USTRANGER', 'someone@elsewhere.example');
    slack.users.set('UHIDDEN', null);
  });
  afterAll(async () => {
    await t.close();
    await slack.close();
  });

  const settings = (method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
    t.app.inject({ method, url: SETTINGS, payload, headers: { cookie: admin.cookie } });
  const connect = async () => {
    const res = await settings('PUT', {
      botToken: BOT_TOKEN,
      signingSecret: SIGNING_SECRET,
      channelId: CHANNEL,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSlackSettings.parse(res.json());
  };

  /** A visitor's request, pending; its job run as the worker runs it. */
  async function pendingRequest(): Promise<{ id: string; email: string }> {
    const email = address('globex.example');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${w.org.slug}/request`,
      payload: requestBody(w.product.id, email, { itemUid: w.item.id }),
      remoteAddress: `198.51.100.${++client % 250}`,
    });
    expect(sent.json()).toEqual({ status: 'Pending' });
    const row = one(
      await t.database.db.select().from(accessRequests).where(eq(accessRequests.email, email)),
    );
    await runAnnounceJobs();
    return { id: row.id, email };
  }

  async function runAnnounceJobs(): Promise<number> {
    const handler = slackAnnounceJobHandler({
      db: t.database.db,
      config: testConfig({ slackApiUrl: slack.url }),
    });
    const claimed = await claimJobs(t.database.db, [SLACK_ANNOUNCE_JOB], 10, 60_000);
    for (const job of claimed) {
      await handler(job);
      await completeJob(t.database.db, job.id);
    }
    return claimed.length;
  }

  /** Slack's callback for a click, signed with `secret` at `timestamp` (seconds). */
  function click(
    user: string,
    decision: Decision,
    requestId: string,
    options: { secret?: string; timestamp?: number; signature?: string; signedBody?: string } = {},
  ) {
    const payload = {
      type: 'block_actions',
      user: { id: user, username: user.toLowerCase() },
      team: { id: 'T0123ACME' },
      channel: { id: CHANNEL },
      container: { type: 'message', message_ts: '1790000000.000001', channel_id: CHANNEL },
      actions: [{ action_id: decision, block_id: 'access_request', value: requestId }],
    };
    const body = `payload=${encodeURIComponent(JSON.stringify(payload))}`;
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const signature =
      options.signature ??
      `v0=${createHmac('sha256', options.secret ?? SIGNING_SECRET)
        .update(`v0:${timestamp}:${options.signedBody ?? body}`)
        .digest('hex')}`;
    return t.app.inject({
      method: 'POST',
      url: `/api/integrations/slack/${w.org.slug}/interactions`,
      payload: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-slack-request-timestamp': timestamp,
        'x-slack-signature': signature,
        // Slack's servers send no browser headers.
        [SAME_SITE_HEADER]: undefined,
      },
    });
  }

  const statusOf = async (id: string) =>
    one(await t.database.db.select().from(accessRequests).where(eq(accessRequests.id, id)));
  const lastEphemeral = () => slack.callsOf('chat.postEphemeral').at(-1)?.body;

  it('connects with a token Slack accepts, keeps the secrets sealed and never reads them back', async () => {
    const before = ZSlackSettings.parse((await settings('GET')).json());
    expect(before).toMatchObject({ connected: false, channelId: null });
    expect(before.interactionsUrl).toBe(
      `http://localhost:3000/api/integrations/slack/${w.org.slug}/interactions`,
    );
    const badShape = await settings('PUT', { botToken: 'nope', channelId: CHANNEL });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().error.message).toContain('xoxb-');
    const noSecrets = await settings('PUT', { channelId: CHANNEL });
    expect(noSecrets.json().error.message).toBe(
      'Enter the bot token and the signing secret to connect Slack',
    );
    const refused = await settings('PUT', {
      botToken: 'xoxb-0000000000-unknown-token',
      signingSecret: SIGNING_SECRET,
      channelId: CHANNEL,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Slack refused the bot token (invalid_auth)');

    const saved: TSlackSettings = await connect();
    expect(saved).toMatchObject({
      connected: true,
      channelId: CHANNEL,
      team: 'Acme HQ',
      botTokenEnd: 'acme',
    });
    expect(JSON.stringify(saved)).not.toContain(SIGNING_SECRET);
    const row = one(await t.database.db.select().from(slackIntegrations));
    expect(JSON.stringify(row)).not.toContain(BOT_TOKEN);
    expect(JSON.stringify(row)).not.toContain(SIGNING_SECRET);
    // A new channel alone keeps the saved secrets.
    const moved = await settings('PUT', {
      channelId: 'C0999OTHER1',
      botToken: '',
      signingSecret: '',
    });
    expect(moved.json()).toMatchObject({ channelId: 'C0999OTHER1', botTokenEnd: 'acme' });
    await connect();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, w.org.id), eq(auditLog.target, 'Slack')));
    expect(audit.map((a) => a.action)).toEqual(Array(3).fill('integration.connect'));
    expect(JSON.stringify(audit)).not.toContain(SIGNING_SECRET);
    // Staff without the settings scope are refused.
    const asReviewer = await t.app.inject({
      method: 'GET',
      url: SETTINGS,
      headers: { cookie: reviewer.cookie },
    });
    expect(asReviewer.statusCode).toBe(403);
  });

  it('posts a new request to the channel with its details and the two buttons', async () => {
    const { id, email } = await pendingRequest();
    const posted = slack.callsOf('chat.postMessage').at(-1);
    expect(posted?.token).toBe(BOT_TOKEN);
    expect(posted?.body.channel).toBe(CHANNEL);
    const text = JSON.stringify(posted?.body.blocks);
    for (const shown of ['Ana Lee', email, 'Globex', w.product.name, 'SOC 2 Type II']) {
      expect(text).toContain(shown);
    }
    const actions = (posted?.body.blocks as { type: string; elements?: unknown[] }[]).find(
      (b) => b.type === 'actions',
    );
    expect(actions?.elements).toEqual([
      expect.objectContaining({ action_id: 'approve', value: id }),
      expect.objectContaining({ action_id: 'decline', value: id }),
    ]);
    // One message a request: the job is queued once.
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `${SLACK_ANNOUNCE_JOB}:${id}`)),
    ).toHaveLength(1);
  });

  it('approves on a good signature, as the staff member with the clicker’s e-mail', async () => {
    const { id, email } = await pendingRequest();
    const res = await click('UADMIN', 'approve', id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'approved' });
    const row = await statusOf(id);
    expect(row).toMatchObject({ status: 'approved', decidedBy: admin.user.id });
    expect(row.accountId).not.toBeNull();
    // The very mail the private app's approval sends.
    const sent = await t.database.db.select().from(mails).where(eq(mails.to, email));
    expect(sent.map((m) => m.kind)).toContain('magic_link');
    const updated = slack.callsOf('chat.update').at(-1)?.body;
    expect(updated).toMatchObject({ channel: CHANNEL, ts: '1790000000.000001' });
    expect(JSON.stringify(updated?.blocks)).toContain(
      `Approved* by Sam Staff (${admin.user.email})`,
    );
    expect(JSON.stringify(updated?.blocks)).not.toContain('"actions"');
    expect(slack.callsOf('users.info').at(-1)?.body).toEqual({ user: 'UADMIN' });

    // A second click: already decided, said to the clicker only.
    const again = await click('UADMIN', 'decline', id);
    expect(again.json()).toEqual({ outcome: 'already_decided' });
    expect(lastEphemeral()).toMatchObject({
      user: 'UADMIN',
      channel: CHANNEL,
      text: 'This request has already been decided.',
    });
    expect((await statusOf(id)).status).toBe('approved');
  });

  it('declines as the app does', async () => {
    const { id } = await pendingRequest();
    expect((await click('UADMIN', 'decline', id)).json()).toEqual({ outcome: 'declined' });
    expect(await statusOf(id)).toMatchObject({ status: 'declined', decidedBy: admin.user.id });
    expect(JSON.stringify(slack.callsOf('chat.update').at(-1)?.body.blocks)).toContain(
      'Declined* by Sam Staff',
    );
  });

  it('refuses a bad signature and a stale timestamp with 401, deciding nothing', async () => {
    const { id } = await pendingRequest();
    const updates = slack.callsOf('chat.update').length;
    const wrongSecret = await click('UADMIN', 'approve', id, {
      secret: 'another-secret-0123456789',
    });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().error.message).toBe('The Slack signature does not match');
    expect((await click('UADMIN', 'approve', id, { signature: 'v0=00' })).statusCode).toBe(401);
    expect((await click('UADMIN', 'approve', id, { signature: '' })).statusCode).toBe(401);
    const stale = await click('UADMIN', 'approve', id, {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.message).toBe(
      'The Slack request is too old or has no valid timestamp',
    );
    const future = await click('UADMIN', 'approve', id, {
      timestamp: Math.floor(Date.now() / 1000) + 6 * 60,
    });
    expect(future.statusCode).toBe(401);
    // A body changed after it was signed: another request's id, say.
    const tampered = await click('UADMIN', 'approve', id, {
      signedBody: 'payload=%7B%7D',
    });
    expect(tampered.statusCode).toBe(401);
    expect((await statusOf(id)).status).toBe('pending');
    const signed = await click('UADMIN', 'decline', id);
    expect(signed.statusCode).toBe(200);
    expect((await statusOf(id)).status).toBe('declined');
    expect(slack.callsOf('chat.update').length).toBe(updates + 1);
  });

  it('refuses a clicker no staff member matches, or whose e-mail Slack hides', async () => {
    const { id } = await pendingRequest();
    expect((await click('USTRANGER', 'approve', id)).json()).toEqual({ outcome: 'not_staff' });
    expect(lastEphemeral()).toMatchObject({
      user: 'USTRANGER',
      text: 'No staff member of this trust center has the e-mail someone@elsewhere.example, so the request was not decided.',
    });
    expect((await click('UHIDDEN', 'approve', id)).json()).toEqual({ outcome: 'not_staff' });
    expect(String(lastEphemeral()?.text)).toContain('did not tell the e-mail');
    expect((await click('UNOBODY', 'approve', id)).json()).toEqual({ outcome: 'failed' });
    expect((await statusOf(id)).status).toBe('pending');
  });

  it('refuses a staff member whose role lacks the access-requests scope', async () => {
    const { id } = await pendingRequest();
    expect((await click('UREVIEWER', 'approve', id)).json()).toEqual({ outcome: 'no_scope' });
    expect(lastEphemeral()).toMatchObject({
      user: 'UREVIEWER',
      text: 'Your role in Trustfront does not include access requests, so the request was not decided.',
    });
    expect(await statusOf(id)).toMatchObject({ status: 'pending', decidedBy: null });
  });

  it('refuses what is not one of its buttons, and another organisation’s address', async () => {
    const { id } = await pendingRequest();
    const body = 'payload=%7B%22type%22%3A%22view_submission%22%7D';
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = `v0=${createHmac('sha256', SIGNING_SECRET)
      .update(`v0:${timestamp}:${body}`)
      .digest('hex')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/slack/${w.org.slug}/interactions`,
      payload: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-slack-request-timestamp': timestamp,
        'x-slack-signature': signature,
      },
    });
    expect(res.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/slack/nobody/interactions',
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await statusOf(id)).status).toBe('pending');
  });

  it('once disconnected, posts nothing and refuses clicks', async () => {
    const { id } = await pendingRequest();
    expect((await settings('DELETE')).statusCode).toBe(204);
    expect(ZSlackSettings.parse((await settings('GET')).json()).connected).toBe(false);
    const posted = slack.callsOf('chat.postMessage').length;
    await pendingRequest();
    expect(slack.callsOf('chat.postMessage').length).toBe(posted);
    const res = await click('UADMIN', 'approve', id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Slack is not connected for this trust center');
    expect((await statusOf(id)).status).toBe('pending');
  });
});
