/**
 * Two server processes on one PostgreSQL and one S3-compatible store, as behind a load balancer:
 * a journey that alternates between them works, because every piece of state (sessions, rate
 * limits, bulk-download grants, files, the content revision, jobs) lives in the database or the
 * store. Both run the job worker and the mail sender; each job and each mail is claimed once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAME_SITE_HEADER, ZPortalView } from '@trustfront/core';
import { isPostgresAvailable } from './helpers/database.ts';
import { startS3Server, type S3Server } from './helpers/s3.ts';
import {
  PG_ADMIN_URL,
  addSubscribers,
  databaseUrl,
  mailedTo,
  pgQuery,
  postTrustUpdate,
  signIn as signInAs,
  documentsWithoutText,
  unsentMails,
} from './helpers/processes.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';
import { readZip } from './helpers/zip.ts';

const ADMIN = { email: 'admin@acme.example', password: 'two-instances-password' };
const hasPostgres = await isPostgresAvailable();

describe.skipIf(!hasPostgres)('two instances on one PostgreSQL and one object store', () => {
  const dbName = `trustfront_instances_${randomBytes(4).toString('hex')}`;
  const dbUrl = databaseUrl(dbName);
  let s3: S3Server;
  let smtp: SmtpReceiver;
  let a: ServerProcess;
  let b: ServerProcess;

  const query = <T>(sql: string) => pgQuery<T>(dbUrl, sql);
  const admin = (sql: string) => pgQuery(PG_ADMIN_URL, sql);
  const signIn = (server: ServerProcess) => signInAs(server, ADMIN);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    s3 = await startS3Server();
    smtp = await startSmtpReceiver();
    const env = {
      DATABASE_URL: dbUrl,
      SMTP_URL: smtp.url,
      STORAGE_URL: s3.storageUrl('instances'),
      SECRET: 'two-instances-share-this-secret-0123456789',
      SEED: 'demo',
      SEED_ADMIN_PASSWORD: ADMIN.password,
    };
    // Both start at once: the seed runs once (an advisory lock), migrations are idempotent.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    // The seeded documents' text is read in the background, each one raising the content
    // revision: the tests comparing ETags start once that is done.
    await vi.waitFor(async () => expect(await documentsWithoutText(dbUrl)).toBe('0'), {
      timeout: 90_000,
      interval: 250,
    });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await smtp?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const json = (res: Response) => res.json() as Promise<Record<string, unknown>>;

  it('signs in on one instance and acts on the other with the same session', async () => {
    const cookie = await signIn(a);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await json(me)).user as { email: string }).email).toBe(ADMIN.email);

    const logout = await fetch(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: b.url, [SAME_SITE_HEADER]: '1' },
    });
    expect(logout.status).toBe(200);
    expect((await fetch(`${a.url}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('serves the same view and ETag from both, and either revalidates the other', async () => {
    const fromA = await fetch(`${a.url}/api/portal/acme/view`);
    const etag = fromA.headers.get('etag');
    expect(etag).toBeTruthy();
    const fromB = await fetch(`${b.url}/api/portal/acme/view`);
    expect(fromB.headers.get('etag')).toBe(etag);
    const revalidated = await fetch(`${b.url}/api/portal/acme/view`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('streams on one instance the bulk download another granted, files from the store', async () => {
    const view = ZPortalView.parse(await json(await fetch(`${a.url}/api/portal/acme/view`)));
    const files = view.cards
      .flatMap((card) => card.items)
      .flatMap((item) =>
        item.documents
          .filter((d) => d.canDownload && !d.generated)
          .map((d) => ({ itemUid: item.itemUid, fileId: d.fileId })),
      );
    expect(files.length).toBeGreaterThan(0);
    const productId = view.product.productId;
    const grant = await fetch(`${a.url}/api/portal/acme/products/${productId}/bulk-download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ files, productId, selectAllUsed: true }),
    });
    expect(grant.status).toBe(200);
    const { fileUrl, successCount } = (await json(grant)) as {
      fileUrl: string;
      successCount: number;
    };
    const zip = await fetch(`${b.url}${fileUrl}`);
    expect(zip.status).toBe(200);
    const entries = await readZip(Buffer.from(await zip.arrayBuffer()));
    expect(entries.length).toBe(successCount);
    expect(entries.every((e) => e.data.length > 0)).toBe(true);
  });

  it('shows a change made on one instance on the other at once, with a new ETag', async () => {
    const before = await fetch(`${b.url}/api/portal/acme/view`);
    const oldEtag = before.headers.get('etag') ?? '';
    const cookie = await signIn(a);
    await postTrustUpdate(a, cookie, {
      subject: 'Seen on every instance',
      message: 'Posted on one instance, shown by the other.',
      channels: { statusPage: true },
    });

    // No waiting: the very next request to the other instance has it.
    const after = await fetch(`${b.url}/api/portal/acme/view`, {
      headers: { 'if-none-match': oldEtag },
    });
    expect(after.status).toBe(200);
    const newEtag = after.headers.get('etag');
    expect(newEtag).toBeTruthy();
    expect(newEtag).not.toBe(oldEtag);
    expect((await fetch(`${a.url}/api/portal/acme/view`)).headers.get('etag')).toBe(newEtag);
    const updates = await fetch(`${b.url}/api/portal/acme/compliance-update`);
    expect(await updates.text()).toContain('Seen on every instance');
  });

  it('runs a mail fan-out once although both instances work the queue', async () => {
    const recipients = 120;
    await addSubscribers(dbUrl, recipients);
    const cookie = await signIn(b);
    const updateId = await postTrustUpdate(b, cookie, {
      subject: 'Mailed once',
      message: 'Every subscriber gets this once.',
      channels: { email: { subscribers: true } },
    });

    await expect
      .poll(() => mailedTo(smtp.mails, 'Mailed once').length, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(recipients);
    // Whatever else was due is out too; then nothing more arrives.
    await expect.poll(() => unsentMails(dbUrl), { timeout: 30_000 }).toBe('0');
    const to = mailedTo(smtp.mails, 'Mailed once');
    expect(to).toHaveLength(recipients);
    expect(new Set(to).size).toBe(recipients);
    const jobs = await query<{ attempts: number; done: boolean }>(
      `select attempts, done_at is not null as done from jobs where dedupe_key like '%${updateId}'`,
    );
    expect(jobs).toEqual([{ attempts: 1, done: true }]);
  });

  it('counts sign-in attempts across instances', async () => {
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: 'wrong-password' }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push(await attempt(i % 2 === 0 ? a : b));
    // The limit is 20 per window per address (the first test signed in once from here too),
    // wherever the attempts land: one counter, so 22 attempts split over two instances reach it.
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(statuses.slice(0, firstRefusal).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
  });
});
