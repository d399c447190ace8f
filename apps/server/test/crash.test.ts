/**
 * Crash safety: a server process killed with SIGKILL (no shutdown code runs) in the middle of
 * its work, then started again on the same database, as a supervisor would restart it.
 * - In the middle of a mail fan-out: the new process sends what was left, and no subscriber gets
 *   the update twice; the few mails the dead process was handing to the SMTP server are marked
 *   "delivery unknown" instead of being sent again.
 * - In the middle of a bulk download: the next request for it works, whole.
 * - In the middle of an upload: no file appears under any key and no row is written; the partial
 *   file is removed at the next start on the embedded database (whose lock says no other process
 *   writes there), and the next upload works.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_SITE_HEADER, ZPortalView } from '@trustfront/core';
import { openPglite } from '../src/db/pglite-client.ts';
import { queryRows } from '../src/db/query.ts';
import { INTERRUPTED } from '../src/mail/sender.ts';
import {
  createMigratedPostgres,
  isPostgresAvailable,
  migratedDataDir,
} from './helpers/database.ts';
import {
  PG_ADMIN_URL,
  addSubscribers,
  databaseUrl,
  mailedTo,
  pgQuery,
  postTrustUpdate,
  signIn as signInAs,
  unsentMails,
} from './helpers/processes.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';
import { readZip } from './helpers/zip.ts';

const ADMIN = { email: 'admin@acme.example', password: 'crash-test-password' };
const SECRET = 'crash-tests-share-this-secret-0123456789';
const hasPostgres = await isPostgresAvailable();
const signIn = (server: ServerProcess) => signInAs(server, ADMIN);

describe.skipIf(!hasPostgres)('a process killed during a mail fan-out', () => {
  const dbName = `trustfront_crash_${randomBytes(4).toString('hex')}`;
  const dbUrl = databaseUrl(dbName);
  const db = <T>(text: string) => pgQuery<T>(dbUrl, text);
  let smtp: SmtpReceiver;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await createMigratedPostgres(dbName);
    // A slow mail server, so that the kill lands while mails are going out.
    smtp = await startSmtpReceiver(0, { delayMs: 25 });
    env = {
      DATABASE_URL: dbUrl,
      SMTP_URL: smtp.url,
      SECRET,
      SEED: 'demo',
      SEED_ADMIN_PASSWORD: ADMIN.password,
    };
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await smtp?.close();
    await pgQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('resumes after a restart and mails no subscriber twice', async () => {
    const recipients = 600;
    const first = await startServerProcess(env);
    servers.push(first);
    await addSubscribers(dbUrl, recipients);
    const cookie = await signIn(first);
    await postTrustUpdate(first, cookie, {
      subject: 'Delivered across a crash',
      message: 'Every subscriber gets this once, whatever happens to the server.',
      channels: { email: { subscribers: true } },
    });
    const received = () => mailedTo(smtp.mails, 'Delivered across a crash');

    await expect
      .poll(() => received().length, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(40);
    await first.stop('SIGKILL');
    const beforeCrash = received().length;
    expect(beforeCrash).toBeLessThan(recipients);

    // The dead process's claims expire with time (30 s for a claimed batch, 2 min for a mail
    // being handed over); moving them into the past stands for that wait.
    await db(`update mails set locked_until = now() - interval '1 second'
      where locked_until is not null`);
    await db(`update jobs set locked_until = now() - interval '1 second'
      where locked_until is not null and done_at is null`);
    const second = await startServerProcess(env);
    servers.push(second);

    await expect.poll(() => unsentMails(dbUrl), { timeout: 90_000, interval: 250 }).toBe('0');
    const rows = await db<{ to: string; status: string; last_error: string | null }>(
      `select "to", status, last_error from mails where subject like '%Delivered across a crash%'`,
    );
    expect(rows).toHaveLength(recipients);
    const got = received();
    // Never twice.
    expect(new Set(got).size).toBe(got.length);
    // Every mail is delivered, or was in the SMTP server's hands when the process died.
    const interrupted = rows.filter((row) => row.status === 'failed');
    expect(interrupted.every((row) => row.last_error === INTERRUPTED)).toBe(true);
    expect(rows.filter((row) => row.status === 'sent').length + interrupted.length).toBe(
      recipients,
    );
    const sent = new Set(rows.filter((row) => row.status === 'sent').map((row) => row.to));
    expect([...sent].every((to) => got.includes(to))).toBe(true);
    // Only the handful in flight at the kill are unknown, and mails went out after the restart.
    expect(interrupted.length).toBeLessThan(50);
    expect(got.length).toBeGreaterThan(beforeCrash);
  }, 180_000);
});

describe('a process killed during a bulk download', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'trustfront-crash-'));
    await migratedDataDir(dataDir);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the next request for it, whole, after a restart on the same data', async () => {
    const env = { DATA_DIR: dataDir, SECRET, SEED: 'demo', SEED_ADMIN_PASSWORD: ADMIN.password };
    const first = await startServerProcess(env);
    servers.push(first);
    const view = ZPortalView.parse(await (await fetch(`${first.url}/api/portal/acme/view`)).json());
    const files = view.cards
      .flatMap((card) => card.items)
      .flatMap((item) =>
        item.documents
          .filter((d) => d.canDownload && !d.generated)
          .map((d) => ({ itemUid: item.itemUid, fileId: d.fileId })),
      );
    const grant = await fetch(
      `${first.url}/api/portal/acme/products/${view.product.productId}/bulk-download`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.url },
        body: JSON.stringify({ files, productId: view.product.productId, selectAllUsed: true }),
      },
    );
    expect(grant.status).toBe(200);
    const { fileUrl, successCount } = (await grant.json()) as {
      fileUrl: string;
      successCount: number;
    };

    // Read the first bytes of the archive, then kill the process with the stream open.
    const download = await fetch(`${first.url}${fileUrl}`);
    expect(download.status).toBe(200);
    const reader = download.body?.getReader();
    const firstChunk = await reader?.read();
    expect(firstChunk?.value?.byteLength).toBeGreaterThan(0);
    await first.stop('SIGKILL');
    await expect(reader?.read()).rejects.toThrow();

    const second = await startServerProcess(env);
    servers.push(second);
    const again = await fetch(`${second.url}${fileUrl}`);
    expect(again.status).toBe(200);
    const entries = await readZip(Buffer.from(await again.arrayBuffer()));
    expect(entries).toHaveLength(successCount);
    expect(entries.every((entry) => entry.data.length > 0)).toBe(true);
  }, 180_000);
});

/** Every stored file under `root` by its path, partial files apart. */
async function storedFiles(root: string): Promise<{ complete: string[]; partial: string[] }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const paths = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return {
    complete: paths.filter((p) => !p.endsWith('.partial')).sort(),
    partial: paths.filter((p) => p.endsWith('.partial')),
  };
}

/** A multipart upload of one file, its body written by the caller. */
function startUpload(server: ServerProcess, cookie: string, fileName: string) {
  const boundary = `----trustfront${randomBytes(8).toString('hex')}`;
  const request = http.request(`${server.url}/api/trust-center/files`, {
    method: 'POST',
    headers: {
      cookie,
      origin: server.url,
      [SAME_SITE_HEADER]: '1',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  return {
    request,
    answer,
    end: (last: Buffer) =>
      request.end(Buffer.concat([last, Buffer.from(`\r\n--${boundary}--\r\n`)])),
  };
}

describe('a process killed during an upload', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'trustfront-crash-upload-'));
    await migratedDataDir(dataDir);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no file under any key and no row; the partial file is removed at the next start', async () => {
    const env = { DATA_DIR: dataDir, SECRET, SEED: 'demo', SEED_ADMIN_PASSWORD: ADMIN.password };
    const filesRoot = join(dataDir, 'files');
    const first = await startServerProcess(env);
    servers.push(first);
    const before = await storedFiles(filesRoot);
    const cookie = await signIn(first);

    const upload = startUpload(first, cookie, 'interrupted.pdf');
    upload.answer.catch(() => undefined);
    upload.request.write(Buffer.from('%PDF-1.7\n'));
    // Half a file, then wait until the server has started writing it.
    for (let i = 0; i < 32; i++) upload.request.write(randomBytes(64 * 1024));
    await expect
      .poll(async () => (await storedFiles(filesRoot)).partial.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await first.stop('SIGKILL');
    upload.request.destroy();

    const afterKill = await storedFiles(filesRoot);
    expect(afterKill.complete).toEqual(before.complete);
    expect(afterKill.partial.length).toBeGreaterThan(0);

    const second = await startServerProcess(env);
    servers.push(second);
    expect((await storedFiles(filesRoot)).partial).toEqual([]);
    const next = startUpload(second, await signIn(second), 'complete.pdf');
    next.end(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(100_000)]));
    expect((await next.answer).status).toBe(200);
    await second.stop();

    const database = await openPglite(join(dataDir, 'pglite'));
    try {
      const rows = await queryRows<{ name: string }>(
        database.db,
        sql`select original_name as name from files where original_name in ('interrupted.pdf', 'complete.pdf')`,
      );
      expect(rows).toEqual([{ name: 'complete.pdf' }]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
