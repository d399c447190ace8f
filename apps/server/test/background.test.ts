/**
 * The background foundation: the job queue hands each job to one claimer and retries failures;
 * tokens are refused for another purpose, another organisation, once expired or once spent;
 * the mail sender delivers over real SMTP, keeps mail queued while the server is down and sends
 * it once it is back, never twice.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, jobs, organizations } from '../src/db/schema/index.ts';
import { claimJobs, completeJob, enqueueJob, failJob } from '../src/jobs/queue.ts';
import { startMailSender } from '../src/mail/sender.ts';
import { createTransport } from '../src/mail/transport.ts';
import { queueMails } from '../src/mail/outbox.ts';
import { signToken, verifyToken, isVerified } from '../src/lib/tokens.ts';
import { spendToken } from '../src/services/access/spent-tokens.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';
import type { Database } from '../src/db/client.ts';
import { startSmtpReceiver } from './helpers/smtp.ts';
import { one } from './factories.ts';

const kinds = await databaseKinds();
const SECRET = 'test-secret-test-secret-test-secret-0123';
/** Fastify's logger when logging is off: every level a no-op. */
const silent = Fastify({ logger: false }).log;

describe.each(kinds)('background work on %s', (kind) => {
  let database: Database;
  let orgId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgId = one(
      await database.db
        .insert(organizations)
        .values({ slug: 'acme', name: 'Acme' })
        .returning({ id: organizations.id }),
    ).id;
  });
  afterAll(() => database.close());

  it('hands a job to one claimer, and a job key is enqueued once', async () => {
    const db = database.db;
    const first = await enqueueJob(db, 'test.once', { n: 1 }, { dedupeKey: 'once:1' });
    const again = await enqueueJob(db, 'test.once', { n: 1 }, { dedupeKey: 'once:1' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    const [a, b] = await Promise.all([
      claimJobs(db, ['test.once'], 5, 60_000),
      claimJobs(db, ['test.once'], 5, 60_000),
    ]);
    expect(a.length + b.length).toBe(1);
    const job = one([...a, ...b]);
    await completeJob(db, job.id);
    expect(await claimJobs(db, ['test.once'], 5, 60_000)).toEqual([]);
  });

  it('retries a failed job later, and fails it for good after its last attempt', async () => {
    const db = database.db;
    const id = await enqueueJob(db, 'test.retry', {}, { maxAttempts: 2 });
    if (id === null) throw new Error('not enqueued');
    const job = one(await claimJobs(db, ['test.retry'], 1, 60_000));
    await failJob(db, job, new Error('boom'));
    const row = one(await db.select().from(jobs).where(eq(jobs.id, id)));
    expect(row.lastError).toBe('boom');
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(row.failedAt).toBeNull();
    await db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, id));
    const second = one(await claimJobs(db, ['test.retry'], 1, 60_000));
    expect(second.attempts).toBe(2);
    await failJob(db, second, new Error('boom again'));
    const failed = one(await db.select().from(jobs).where(eq(jobs.id, id)));
    expect(failed.failedAt).not.toBeNull();
  });

  it('refuses a token of another purpose, organisation, once expired, and spends it once', async () => {
    const token = await signToken(SECRET, {
      purpose: 'magic_link',
      subject: 'ana@globex.example',
      orgId,
      ttl: 60,
    });
    const verified = await verifyToken(SECRET, token, 'magic_link', orgId);
    expect(isVerified(verified) && verified.subject).toBe('ana@globex.example');
    expect(await verifyToken(SECRET, token, 'unsubscribe', orgId)).toBe('invalid');
    expect(await verifyToken(SECRET, token, 'magic_link', crypto.randomUUID())).toBe('invalid');
    expect(await verifyToken(`${SECRET}-other`, token, 'magic_link', orgId)).toBe('invalid');
    expect(await verifyToken(SECRET, `${token}x`, 'magic_link', orgId)).toBe('invalid');
    const expired = await signToken(SECRET, {
      purpose: 'magic_link',
      subject: 'a',
      orgId,
      ttl: -5,
    });
    expect(await verifyToken(SECRET, expired, 'magic_link', orgId)).toBe('expired');
    if (!isVerified(verified)) throw new Error('unreachable');
    expect(await spendToken(database.db, verified)).toBe(true);
    expect(await spendToken(database.db, verified)).toBe(false);
  });

  it('delivers over SMTP once, and keeps mail queued while the server is down', async () => {
    const db = database.db;
    const receiver = await startSmtpReceiver();
    const port = receiver.port;
    await receiver.close(); // the mail server is down when the mails are written
    const deps = { db, config: { smtpUrl: `smtp://127.0.0.1:${port}` } };
    const written = await queueMails(
      deps,
      ['a', 'b', 'c'].map((n) => ({
        orgId,
        kind: 'magic_link',
        to: `${n}@globex.example`,
        subject: `Hello ${n}`,
        html: `<p>Hello ${n}</p>`,
        text: `Hello ${n}`,
        dedupeKey: `test:${n}`,
      })),
    );
    expect(written).toBe(3);
    expect(
      await queueMails(deps, [
        {
          orgId,
          kind: 'magic_link',
          to: 'a@globex.example',
          subject: 'x',
          html: '',
          text: '',
          dedupeKey: 'test:a',
        },
      ]),
    ).toBe(0);

    const transport = await createTransport(deps.config.smtpUrl);
    if (!transport) throw new Error('no transport');
    const sender = startMailSender({
      db,
      transport,
      from: 'Acme <no-reply@acme.example>',
      log: silent,
      idleMs: 50,
    });
    await expect
      .poll(
        async () =>
          (await db.select().from(mails).where(eq(mails.to, 'a@globex.example')))[0]?.lastError ??
          null,
        // A refused connection is quick, but test files run side by side on a busy machine.
        { timeout: 15_000 },
      )
      .not.toBeNull();
    const waiting = one(await db.select().from(mails).where(eq(mails.to, 'a@globex.example')));
    expect(waiting.status).toBe('queued');

    const back = await startSmtpReceiver(port); // the server is back
    await db.update(mails).set({ nextAttemptAt: new Date() }).where(eq(mails.orgId, orgId));
    await expect.poll(() => back.mails.length, { timeout: 15_000 }).toBe(3);
    await sender.stop();
    transport.close();
    await back.close();
    expect(back.mails.map((m) => m.subject).sort()).toEqual(['Hello a', 'Hello b', 'Hello c']);
    const rows = await db.select().from(mails).where(eq(mails.orgId, orgId));
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const db = database.db;
    await queueMails({ db, config: { smtpUrl: undefined } }, [
      {
        orgId,
        kind: 'magic_link',
        to: 'kept@globex.example',
        subject: 'Kept',
        html: '',
        text: 'Kept',
      },
    ]);
    const row = one(await db.select().from(mails).where(eq(mails.to, 'kept@globex.example')));
    expect(row.status).toBe('kept');
  });
});
