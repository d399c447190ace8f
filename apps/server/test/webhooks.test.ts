/**
 * Outgoing webhooks (docs/integrations.md, Webhooks), against a real HTTP receiver on the
 * loopback address (allowed, as the operator may): endpoints registered with their secret shown
 * once, events posted where they happen and signed as the documented recipe verifies (the very
 * code block of the docs), retried with back-off and dead-lettered after 24 hours (the wait stood
 * for by moving times in the database), the delivery log, 'Send test event', secret rotation, and
 * private addresses refused unless the operator allows them, at registration and at delivery.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZWebhookAttemptList,
  ZWebhookEndpointList,
  ZWebhookSecretShown,
  type TWebhookEndpointCreate,
} from '@trustfront/core';
import { queryRows } from '../src/db/query.ts';
import { accessSettings, webhookEndpoints } from '../src/db/schema/index.ts';
import {
  buildAccount,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  one,
  type OrgRow,
} from './factories.ts';
import {
  emitExpiringDocuments,
  pruneWebhookEvents,
} from '../src/services/integrations/webhooks/expiring.ts';
import { sealWebhookSecret } from '../src/services/integrations/webhooks/secrets.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { requestBody } from './helpers/member-access.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

const URL = '/api/app/settings/webhooks';

type Verify = (secret: string, header: string, rawBody: string, tolerance?: number) => boolean;

/** The verification recipe exactly as docs/integrations.md gives it, loaded as a module. */
async function documentedRecipe(): Promise<Verify> {
  const docs = await readFile(join(import.meta.dirname, '../../../docs/integrations.md'), 'utf8');
  const section = docs.slice(docs.indexOf('### Verifying the signature'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('docs/integrations.md has no verification recipe');
  const file = join(await mkdtemp(join(tmpdir(), 'trustfront-recipe-')), 'verify.mjs');
  await writeFile(file, code);
  const recipe = (await import(pathToFileURL(file).href)) as { verifyTrustfrontSignature: Verify };
  return recipe.verifyTrustfrontSignature;
}

describe.each(await databaseKinds())('webhooks (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let admin: { cookie: string };
  let receiver: WebhookReceiver;
  let verify: Verify;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  const register = async (body: Partial<TWebhookEndpointCreate> = {}) => {
    const res = await call('POST', URL, {
      url: receiver.url,
      description: 'Security team',
      events: ['update.published'],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZWebhookSecretShown.parse(res.json());
  };
  const postUpdate = (subject: string) =>
    call('POST', '/api/app/updates', {
      subject,
      category: 'compliance',
      message: 'Our new report covers the last twelve months.',
      channels: { statusPage: true },
    });
  const receivedOf = (type: string) => receiver.received.filter((r) => r.json.type === type);
  const withSubject = (subject: string) =>
    receiver.received.filter((r) => r.body.includes(subject));
  const log = async (id: string) =>
    ZWebhookAttemptList.parse((await call('GET', `${URL}/${id}/deliveries`)).json()).attempts;
  /** Makes the endpoint's next queued attempt due now: stands for waiting out its back-off. */
  const makeDue = (endpointId: string) =>
    t.database.db.execute(sql`update jobs set run_at = now()
      where kind = 'webhook.deliver' and done_at is null
        and payload->>'deliveryId' in (select id::text from webhook_deliveries
          where endpoint_id = ${endpointId})`);
  const queuedRunAt = async (endpointId: string) =>
    queryRows<{ run_at: string }>(
      t.database.db,
      sql`select run_at from jobs where kind = 'webhook.deliver' and done_at is null
        and payload->>'deliveryId' in (select id::text from webhook_deliveries
          where endpoint_id = ${endpointId})`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await buildOrg(t.database.db, { name: 'Hook Corp' });
    admin = await buildStaff(t.database.db, org, [
      'app:settings',
      'app:updates',
      'app:access-requests',
      'app:accounts',
      'statuspage:edit',
      'files:view',
    ]);
    receiver = await startWebhookReceiver();
    verify = await documentedRecipe();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('shows the secret once, keeps it sealed, and lists the endpoint without it', async () => {
    const { secret, endpoint } = await register();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint.secretPrefix).toBe(secret.slice(0, 10));
    const listed = await call('GET', URL);
    const { endpoints } = ZWebhookEndpointList.parse(listed.json());
    expect(endpoints.find((e) => e.id === endpoint.id)?.events).toEqual(['update.published']);
    expect(listed.body).not.toContain(secret);
    const row = one(
      await t.database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id)),
    );
    expect(JSON.stringify(row)).not.toContain(secret);
    await call('DELETE', `${URL}/${endpoint.id}`);
  });

  it('posts an event where it happens, signed as the documented recipe verifies', async () => {
    const { secret, endpoint } = await register();
    const other = await register({ events: ['nda.accepted'] });
    expect((await postUpdate('Signed and delivered')).statusCode).toBe(200);
    await expect
      .poll(() => withSubject('Signed and delivered').length, { timeout: 15_000 })
      .toBe(1);
    const [got] = withSubject('Signed and delivered');
    if (!got) throw new Error('nothing received');
    expect(got.json.type).toBe('update.published');
    expect(got.json.organization).toEqual({ id: org.id, slug: org.slug, name: 'Hook Corp' });
    expect(got.json.data).toMatchObject({ update: { subject: 'Signed and delivered' } });
    expect(got.headers['trustfront-event-id']).toBe(got.json.id);
    const header = String(got.headers['trustfront-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(secret, header, got.body)).toBe(true);
    expect(verify(secret, header, got.body.replace('Signed', 'Forged'))).toBe(false);
    expect(verify(other.secret, header, got.body)).toBe(false);
    const stale = header.replace(/^t=\d+/, `t=${Math.floor(Date.now() / 1000) - 3600}`);
    expect(verify(secret, stale, got.body)).toBe(false);
    // The other endpoint subscribed to something else.
    await expect.poll(async () => (await log(endpoint.id)).length).toBe(1);
    expect(await log(other.endpoint.id)).toEqual([]);
    for (const id of [endpoint.id, other.endpoint.id]) await call('DELETE', `${URL}/${id}`);
  });

  it('sends access requests as staff see them, when created and when decided', async () => {
    const { endpoint } = await register({
      events: ['access_request.created', 'access_request.decided'],
    });
    const product = await buildProduct(t.database.db, org);
    const email = `ana-${endpoint.id.slice(0, 6)}@globex.example`;
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/request`,
      payload: requestBody(product.id, email),
    });
    expect(asked.json()).toEqual({ status: 'Pending' });
    await expect
      .poll(() => receivedOf('access_request.created').length, { timeout: 15_000 })
      .toBe(1);
    const created = receivedOf('access_request.created')[0]?.json.data as {
      accessRequest: { id: string; email: string; status: string };
    };
    expect(created.accessRequest).toMatchObject({ email, status: 'pending' });
    const declined = await call(
      'POST',
      `/api/app/access-requests/${created.accessRequest.id}/decline`,
      { reason: 'Unknown company', thirdParty: false },
    );
    expect(declined.statusCode, declined.body).toBeLessThan(300);
    await expect
      .poll(() => receivedOf('access_request.decided').length, { timeout: 15_000 })
      .toBe(1);
    expect(receivedOf('access_request.decided')[0]?.json.data).toMatchObject({
      accessRequest: { id: created.accessRequest.id, status: 'declined' },
    });
    await call('DELETE', `${URL}/${endpoint.id}`);
  });

  it('sends subprocessors and documents as staff change them, and expiring documents daily', async () => {
    const { endpoint } = await register({
      events: [
        'subprocessor.added',
        'subprocessor.removed',
        'document.published',
        'document.replaced',
        'document.expiring',
      ],
    });
    const { db } = t.database;
    const product = await buildProduct(db, org, { name: 'Cloud' });
    await buildCard(db, product, { kind: 'Subprocessors' });
    const documents = await buildCard(db, product, { kind: 'Documents' });
    const inTen = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const report = await buildItem(db, documents, {
      title: 'SOC 2 report',
      details: { expiry: inTen },
    });
    await buildFile(db, t.storage, org, { item: report });
    const [second, third] = [
      await buildFile(db, t.storage, org, { originalName: 'Second.pdf' }),
      await buildFile(db, t.storage, org, { originalName: 'Third.pdf' }),
    ];
    const base = `/api/trust-center/products/${product.id}`;
    const added = await call('POST', `${base}/cards/Subprocessors/companies`, {
      company: { name: 'Acme Hosting' },
      purpose: 'Hosting',
    });
    expect(added.statusCode, added.body).toBe(200);
    const itemUid = added.json<{ itemUid: string }>().itemUid;
    expect((await call('DELETE', `${base}/companies/${itemUid}`)).statusCode).toBeLessThan(300);
    const linked = await call('PUT', `${base}/items/${report.id}`, { linkFiles: [second?.id] });
    expect(linked.statusCode, linked.body).toBe(200);
    const swapped = await call('PUT', `${base}/items/${report.id}`, {
      linkFiles: [third?.id],
      unlinkFiles: [second?.id],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(await emitExpiringDocuments(db)).toBeGreaterThanOrEqual(1);
    // Once per item and expiry date.
    expect(await emitExpiringDocuments(db)).toBe(0);
    const types = [
      'subprocessor.added',
      'subprocessor.removed',
      'document.published',
      'document.replaced',
      'document.expiring',
    ];
    await expect
      .poll(() => types.map((type) => receivedOf(type).length), { timeout: 15_000 })
      .toEqual([1, 1, 1, 1, 1]);
    const data = (type: string) => receivedOf(type)[0]?.json.data;
    expect(data('subprocessor.added')).toMatchObject({
      subprocessor: { itemUid, name: 'Acme Hosting', purpose: 'Hosting' },
    });
    expect(data('subprocessor.removed')).toMatchObject({ subprocessor: { itemUid } });
    expect(data('document.published')).toMatchObject({
      document: { itemUid: report.id, files: [{ id: second?.id, name: 'Second.pdf' }] },
    });
    expect(data('document.replaced')).toMatchObject({
      document: { files: [{ id: third?.id }], replacedFileIds: [second?.id] },
    });
    expect(data('document.expiring')).toMatchObject({
      document: { itemUid: report.id, expiry: inTen, product: { name: 'Cloud' } },
    });
    // Events and their log are kept 30 days.
    await pruneWebhookEvents(db, new Date(Date.now() + 31 * 86_400_000));
    expect(await log(endpoint.id)).toEqual([]);
    await call('DELETE', `${URL}/${endpoint.id}`);
  });

  it('sends NDA acceptances and revoked access', async () => {
    const { endpoint } = await register({ events: ['nda.accepted', 'member.access_revoked'] });
    const { db } = t.database;
    await db
      .insert(accessSettings)
      .values({ orgId: org.id, ndaProvider: 'clickwrap', ndaText: 'Keep it to yourself.' });
    try {
      const { account, member, cookie } = await buildAccount(db, org);
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/portal/${org.slug}/nda/accept`,
        headers: { cookie },
        payload: { agree: true },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const revoked = await call('POST', `/api/app/accounts/${account.id}/revoke`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      await expect
        .poll(
          () => [receivedOf('nda.accepted').length, receivedOf('member.access_revoked').length],
          {
            timeout: 15_000,
          },
        )
        .toEqual([1, 1]);
      const nda = receivedOf('nda.accepted')[0];
      expect(nda?.json.data).toMatchObject({
        acceptance: { memberId: member.id, email: member.email },
      });
      // Who accepted, not the NDA's text.
      expect(nda?.body).not.toContain('Keep it to yourself');
      expect(receivedOf('member.access_revoked')[0]?.json.data).toMatchObject({
        account: { id: account.id, members: [{ id: member.id, email: member.email }] },
      });
    } finally {
      await db.delete(accessSettings).where(eq(accessSettings.orgId, org.id));
      await call('DELETE', `${URL}/${endpoint.id}`);
    }
  });

  it('retries a failing endpoint with back-off, the same event each time, and logs each attempt', async () => {
    const { endpoint } = await register();
    const failing = new Set([0, 1].map((n) => n + receiver.received.length));
    receiver.answer = (n) => (failing.has(n) ? 500 : 200);
    await postUpdate('Retried until delivered');
    await expect.poll(async () => (await log(endpoint.id)).length, { timeout: 15_000 }).toBe(1);
    const [first] = await log(endpoint.id);
    expect(first).toMatchObject({ attempt: 1, statusCode: 500, delivery: 'pending' });
    // The next attempt waits a minute after the first, then two after the second.
    const waits = async () => {
      const [queued] = await queuedRunAt(endpoint.id);
      const [last] = await log(endpoint.id);
      return Math.round((Date.parse(queued?.run_at ?? '') - Date.parse(last?.at ?? '')) / 1000);
    };
    expect(await waits()).toBe(60);
    await makeDue(endpoint.id);
    await expect.poll(async () => (await log(endpoint.id)).length, { timeout: 15_000 }).toBe(2);
    expect(await waits()).toBe(120);
    await makeDue(endpoint.id);
    await expect.poll(async () => (await log(endpoint.id)).length, { timeout: 15_000 }).toBe(3);
    const attempts = await log(endpoint.id);
    expect(attempts.map((a) => [a.attempt, a.statusCode, a.delivery])).toEqual([
      [3, 200, 'delivered'],
      [2, 500, 'delivered'],
      [1, 500, 'delivered'],
    ]);
    expect(await queuedRunAt(endpoint.id)).toEqual([]);
    const got = withSubject('Retried until delivered');
    expect(got).toHaveLength(3);
    expect(new Set(got.map((g) => g.json.id)).size).toBe(1);
    expect(new Set(got.map((g) => g.body)).size).toBe(1);
    receiver.answer = () => 200;
    await call('DELETE', `${URL}/${endpoint.id}`);
  });

  it('dead-letters a delivery still failing 24 hours after its event', async () => {
    const { endpoint } = await register();
    receiver.answer = () => 503;
    await postUpdate('Never accepted');
    await expect.poll(async () => (await log(endpoint.id)).length, { timeout: 15_000 }).toBe(1);
    // A day of failed attempts passes.
    await t.database.db.execute(sql`update webhook_events
      set created_at = created_at - interval '24 hours'
      where id in (select event_id from webhook_deliveries where endpoint_id = ${endpoint.id})`);
    await makeDue(endpoint.id);
    await expect
      .poll(async () => (await log(endpoint.id))[0]?.delivery, { timeout: 15_000 })
      .toBe('dead');
    const [last] = await log(endpoint.id);
    expect(last).toMatchObject({ attempt: 2, statusCode: 503, nextAttemptAt: null });
    expect(await queuedRunAt(endpoint.id)).toEqual([]);
    receiver.answer = () => 200;
    await call('DELETE', `${URL}/${endpoint.id}`);
  });

  it('sends a test event to the one endpoint, and the log shows its response code', async () => {
    const { secret, endpoint } = await register({ events: ['nda.accepted'] });
    const sent = await call('POST', `${URL}/${endpoint.id}/test`);
    expect(sent.statusCode).toBe(200);
    const { eventId } = sent.json<{ eventId: string }>();
    await expect
      .poll(() => receiver.received.filter((r) => r.json.id === eventId).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const got = receiver.received.find((r) => r.json.id === eventId);
    expect(got?.json.type).toBe('webhook.test');
    expect(verify(secret, String(got?.headers['trustfront-signature']), got?.body ?? '')).toBe(
      true,
    );
    await expect.poll(async () => (await log(endpoint.id))[0]?.statusCode).toBe(200);
    expect((await log(endpoint.id))[0]).toMatchObject({ eventId, eventType: 'webhook.test' });
    await call('DELETE', `${URL}/${endpoint.id}`);
  });

  it('signs with the new and the previous secret for a day after a rotation', async () => {
    const { secret: old, endpoint } = await register();
    const rotated = await call('POST', `${URL}/${endpoint.id}/rotate-secret`);
    const { secret, endpoint: after } = ZWebhookSecretShown.parse(rotated.json());
    expect(secret).not.toBe(old);
    expect(after.secretPrefix).toBe(secret.slice(0, 10));
    expect(Date.parse(after.previousSecretUntil ?? '') - Date.now()).toBeGreaterThan(23 * 3600e3);
    await postUpdate('During the grace period');
    await expect
      .poll(() => withSubject('During the grace period').length, { timeout: 15_000 })
      .toBe(1);
    const [during] = withSubject('During the grace period');
    const header = String(during?.headers['trustfront-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verify(secret, header, during?.body ?? '')).toBe(true);
    expect(verify(old, header, during?.body ?? '')).toBe(true);
    // The grace period ends.
    await t.database.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await postUpdate('After the grace period');
    await expect
      .poll(() => withSubject('After the grace period').length, { timeout: 15_000 })
      .toBe(1);
    const [later] = withSubject('After the grace period');
    const laterHeader = String(later?.headers['trustfront-signature']);
    expect(verify(secret, laterHeader, later?.body ?? '')).toBe(true);
    expect(verify(old, laterHeader, later?.body ?? '')).toBe(false);
    await call('DELETE', `${URL}/${endpoint.id}`);
  });

  it('logs an endpoint whose secret this SECRET cannot read, until the secret is rotated', async () => {
    // Sealed by a deployment with another SECRET (e.g. the SECRET was changed since).
    const row = one(
      await t.database.db
        .insert(webhookEndpoints)
        .values({
          orgId: org.id,
          url: receiver.url,
          events: ['update.published'],
          sealedSecret: sealWebhookSecret('another-deployment-secret-0123456789', 'whsec_lost'),
          secretPrefix: 'whsec_lost',
        })
        .returning(),
    );
    expect((await call('POST', `${URL}/${row.id}/test`)).statusCode).toBe(200);
    await expect
      .poll(async () => (await log(row.id))[0]?.error, { timeout: 15_000 })
      .toContain('cannot be read');
    const { secret } = ZWebhookSecretShown.parse(
      (await call('POST', `${URL}/${row.id}/rotate-secret`)).json(),
    );
    const { eventId } = (await call('POST', `${URL}/${row.id}/test`)).json<{ eventId: string }>();
    await expect
      .poll(() => receiver.received.filter((r) => r.json.id === eventId).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const got = receiver.received.find((r) => r.json.id === eventId);
    expect(verify(secret, String(got?.headers['trustfront-signature']), got?.body ?? '')).toBe(
      true,
    );
    await call('DELETE', `${URL}/${row.id}`);
  });

  it('sends nothing to a disabled or removed endpoint', async () => {
    const { endpoint } = await register();
    const off = await call('PATCH', `${URL}/${endpoint.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    // Events are written with the change: nothing queued now is nothing ever sent.
    await postUpdate('Not for a disabled endpoint');
    const deliveries = await queryRows(
      t.database.db,
      sql`select id from webhook_deliveries where endpoint_id = ${endpoint.id}`,
    );
    expect(deliveries).toEqual([]);
    expect((await call('DELETE', `${URL}/${endpoint.id}`)).statusCode).toBe(204);
    await postUpdate('Not for a removed endpoint');
    const events = await queryRows(
      t.database.db,
      sql`select id from webhook_events where data::text like '%for a removed endpoint%'`,
    );
    expect(events).toEqual([]);
    expect(withSubject('for a disabled endpoint')).toEqual([]);
    expect((await call('DELETE', `${URL}/${endpoint.id}`)).statusCode).toBe(404);
  });

  it('is for staff holding app:settings, of the endpoint’s own organisation', async () => {
    const { endpoint } = await register();
    const editor = await buildStaff(t.database.db, org, ['app:updates']);
    const asEditor = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { cookie: editor.cookie },
    });
    expect(asEditor.statusCode).toBe(403);
    const elsewhere = await buildOrg(t.database.db);
    const stranger = await buildStaff(t.database.db, elsewhere, ['app:settings']);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `${URL}/${endpoint.id}/test`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await call('POST', URL, { url: receiver.url, events: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Choose at least one event');
    await call('DELETE', `${URL}/${endpoint.id}`);
  });
});

describe.each(await databaseKinds())('webhooks without private addresses (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let admin: { cookie: string };
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await createTestApp(kind, { outbound: { allowPrivate: false } });
    org = await buildOrg(t.database.db);
    admin = await buildStaff(t.database.db, org, ['app:settings', 'app:updates']);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const register = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: admin.cookie },
      payload: { url, events: ['update.published'] },
    });

  it('refuses loopback, private, link-local and plain-http endpoints', async () => {
    for (const [url, words] of [
      ['https://127.0.0.1:8443/hooks', 'loopback'],
      ['https://localhost/hooks', 'loopback'],
      ['https://10.0.0.7/hooks', 'private'],
      ['https://[fe80::1]/hooks', 'link-local'],
      ['https://169.254.169.254/latest', 'link-local'],
      ['http://hooks.example.com/', 'https://'],
      ['https://user:pw@hooks.example.com/', 'user name'],
    ] as const) {
      const res = await register(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toContain(words);
    }
    expect(await t.database.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('checks the address again at delivery, after resolving the host', async () => {
    // Registered while its name pointed elsewhere; it now resolves to the loopback address.
    const [row] = await t.database.db
      .insert(webhookEndpoints)
      .values({
        orgId: org.id,
        url: `https://localhost:${receiver.port}/hooks`,
        events: ['update.published'],
        sealedSecret: sealWebhookSecret(testConfig().secret, 'whsec_never-used-for-a-refusal'),
        secretPrefix: 'whsec_xxxx',
      })
      .returning();
    if (!row) throw new Error('no endpoint');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/app/updates',
      headers: { cookie: admin.cookie },
      payload: {
        subject: 'Never inside',
        category: 'compliance',
        message: 'This must not reach a loopback address.',
        channels: { statusPage: true },
      },
    });
    expect(posted.statusCode).toBe(200);
    const log = async () =>
      ZWebhookAttemptList.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `${URL}/${row.id}/deliveries`,
            headers: { cookie: admin.cookie },
          })
        ).json(),
      ).attempts;
    await expect.poll(async () => (await log()).length, { timeout: 15_000 }).toBe(1);
    const [attempt] = await log();
    expect(attempt?.statusCode).toBeNull();
    expect(attempt?.error).toContain('loopback');
    expect(receiver.received).toEqual([]);
  });
});
