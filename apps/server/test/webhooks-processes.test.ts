/**
 * Webhooks across processes (docs/integrations.md, Webhooks), on one PostgreSQL:
 * - a server killed with SIGKILL while it posts events: once restarted, every event reaches the
 *   receiver at least once, a re-sent one with the same id and body, so the receiver de-duplicates;
 * - two servers working the queue together: every event posted on either reaches the receiver at
 *   least once, and de-duplicated by id the receiver has each event exactly once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWebhookSecretShown } from '@trustfront/core';
import { createMigratedPostgres, isPostgresAvailable } from './helpers/database.ts';
import {
  PG_ADMIN_URL,
  databaseUrl,
  pgQuery,
  postTrustUpdate,
  signIn as signInAs,
} from './helpers/processes.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

const ADMIN = { email: 'admin@acme.example', password: 'webhook-processes-password' };
const hasPostgres = await isPostgresAvailable();

async function registerEndpoint(server: ServerProcess, cookie: string, url: string) {
  const res = await fetch(`${server.url}/api/app/settings/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify({ url, events: ['update.published'] }),
  });
  expect(res.status).toBe(200);
  return ZWebhookSecretShown.parse(await res.json());
}

/** The receiver's requests of events whose subject starts with `prefix`, by event id. */
function byEventId(receiver: WebhookReceiver, prefix: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  for (const got of receiver.received) {
    if (!got.body.includes(prefix)) continue;
    seen.set(got.json.id, [...(seen.get(got.json.id) ?? []), got.body]);
  }
  return seen;
}

describe.skipIf(!hasPostgres)('webhooks across a crash and two instances', () => {
  const dbName = `trustfront_webhooks_${randomBytes(4).toString('hex')}`;
  const dbUrl = databaseUrl(dbName);
  const servers: ServerProcess[] = [];
  let receiver: WebhookReceiver;
  let env: Record<string, string>;
  const start = async () => {
    const server = await startServerProcess(env);
    servers.push(server);
    return server;
  };
  const deliveryStates = () =>
    pgQuery<{ state: string; n: string }>(
      dbUrl,
      `select state, count(*) as n from webhook_deliveries group by state order by state`,
    );

  beforeAll(async () => {
    await createMigratedPostgres(dbName);
    receiver = await startWebhookReceiver();
    env = {
      DATABASE_URL: dbUrl,
      SECRET: 'webhook-processes-share-this-secret-0123456789',
      SEED: 'demo',
      SEED_ADMIN_PASSWORD: ADMIN.password,
      OUTBOUND_ALLOW_PRIVATE: 'true',
    };
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await receiver?.close();
    await pgQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('delivers every event at least once when the server dies mid-delivery', async () => {
    const first = await start();
    const cookie = await signInAs(first, ADMIN);
    const { endpoint } = await registerEndpoint(first, cookie, receiver.url);
    // The receiver holds every request: the kill lands while deliveries are in flight.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    receiver.answer = () => held.then(() => 200);
    for (let i = 0; i < 3; i++) {
      await postTrustUpdate(first, cookie, {
        subject: `Crash event ${i}`,
        message: 'Delivered at least once, whatever happens to the server.',
        channels: { statusPage: true },
      });
    }
    await expect.poll(() => byEventId(receiver, 'Crash event').size, { timeout: 30_000 }).toBe(3);
    await first.stop('SIGKILL');
    receiver.answer = () => 200;
    release();
    expect(await deliveryStates()).toEqual([{ state: 'pending', n: '3' }]);

    // The dead process's claims expire with time; moving them into the past stands for that wait.
    await pgQuery(
      dbUrl,
      `update jobs set locked_until = now() - interval '1 second'
        where locked_until is not null and done_at is null`,
    );
    await start();
    await expect
      .poll(deliveryStates, { timeout: 60_000, interval: 250 })
      .toEqual([{ state: 'delivered', n: '3' }]);
    const seen = byEventId(receiver, 'Crash event');
    // Each event was posted again after the restart, with the same id and the same body.
    expect(seen.size).toBe(3);
    for (const bodies of seen.values()) {
      expect(bodies.length).toBeGreaterThanOrEqual(2);
      expect(new Set(bodies).size).toBe(1);
    }
    const events = await pgQuery<{ id: string }>(
      dbUrl,
      `select e.id from webhook_events e join webhook_deliveries d on d.event_id = e.id
        where d.endpoint_id = '${endpoint.id}'`,
    );
    expect([...seen.keys()].sort()).toEqual(events.map((e) => e.id).sort());
    for (const server of servers.splice(0)) await server.stop('SIGKILL');
  }, 240_000);

  it('delivers each event at least once from two instances, once per id after de-duplication', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    if (!a || !b) throw new Error('servers did not start');
    const cookieA = await signInAs(a, ADMIN);
    const cookieB = await signInAs(b, ADMIN);
    const count = 20;
    for (let i = 0; i < count; i++) {
      const [server, cookie] = i % 2 === 0 ? [a, cookieA] : [b, cookieB];
      await postTrustUpdate(server, cookie, {
        subject: `Two instances ${i}`,
        message: 'Posted on one instance, delivered by either.',
        channels: { statusPage: true },
      });
    }
    await expect
      .poll(() => byEventId(receiver, 'Two instances').size, { timeout: 60_000, interval: 250 })
      .toBe(count);
    await expect
      .poll(
        async () =>
          (
            await pgQuery<{ n: string }>(
              dbUrl,
              `select count(*) as n from webhook_deliveries where state <> 'delivered'`,
            )
          )[0]?.n,
        { timeout: 30_000 },
      )
      .toBe('0');
    const seen = byEventId(receiver, 'Two instances');
    const subjects = new Set(
      [...seen.values()].map((bodies) => /Two instances \d+/.exec(bodies[0] ?? '')?.[0]),
    );
    expect(subjects.size).toBe(count);
    for (const bodies of seen.values()) expect(new Set(bodies).size).toBe(1);
  }, 240_000);
});
