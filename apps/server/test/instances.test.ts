/**
 * Two server processes on one PostgreSQL and one S3-compatible store, as behind a load balancer:
 * a journey that alternates between them works, because every piece of state (sessions, rate
 * limits, bulk-download grants, files, the content revision) lives in the database or the store.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPortalView } from '@trustfront/core';
import { isPostgresAvailable } from './helpers/database.ts';
import { startS3Server, type S3Server } from './helpers/s3.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { readZip } from './helpers/zip.ts';

const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'admin@acme.example', password: 'two-instances-password' };
const hasPostgres = await isPostgresAvailable();

describe.skipIf(!hasPostgres)('two instances on one PostgreSQL and one object store', () => {
  const dbName = `trustfront_instances_${randomBytes(4).toString('hex')}`;
  let s3: S3Server;
  let a: ServerProcess;
  let b: ServerProcess;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    s3 = await startS3Server();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: url.toString(),
      STORAGE_URL: s3.storageUrl('instances'),
      SECRET: 'two-instances-share-this-secret-0123456789',
      SEED: 'demo',
      SEED_ADMIN_PASSWORD: ADMIN.password,
    };
    // Both start at once: the seed runs once (an advisory lock), migrations are idempotent.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const json = (res: Response) => res.json() as Promise<Record<string, unknown>>;

  it('signs in on one instance and acts on the other with the same session', async () => {
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await json(me)).user as { email: string }).email).toBe(ADMIN.email);

    const logout = await fetch(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: b.url },
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
