/**
 * Observability (docs/deploy.md, Metrics; Health and readiness): `/metrics` answers only the
 * bearer of METRICS_TOKEN, with request durations labelled by route pattern, the job queue read at
 * scrape time and the portal cache's hits and misses; `/api/ready` names the check that fails.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildOrg, buildProduct, type OrgRow } from './factories.ts';
import { enableAi } from './helpers/search.ts';

const TOKEN = 'metrics-token-0123456789';

/** The value of the sample `name{labels}` in an exposition, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(await databaseKinds())('metrics and readiness (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;

  beforeAll(async () => {
    t = await createTestApp(kind, { metricsToken: TOKEN });
    org = await buildOrg(t.database.db);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers 404 when no token is configured, and 401 to a wrong or missing token', async () => {
    const plain = await createTestApp(kind);
    try {
      const res = await plain.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization } });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const fileId = randomUUID();
    await t.app.inject({ url: `/api/portal/${org.slug}/files/${fileId}/check` });
    await t.app.inject({ url: `/api/no-such-route/${fileId}` });
    const text = await scrape();
    const count = 'trustfront_http_request_duration_seconds_count';
    expect(text).toMatch(
      new RegExp(
        `${count}\\{route="/api/portal/:orgSlug/files/:fileId/check",method="GET",status_code="\\d+"\\} 1`,
      ),
    );
    expect(text).toMatch(
      new RegExp(`${count}\\{route="unmatched",method="GET",status_code="404"\\} \\d`),
    );
    expect(text).not.toContain(fileId);
    expect(text).not.toContain(org.slug);
    // Node's own metrics, and the pool of this database.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'trustfront_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    if (kind === 'postgres') {
      expect(sample(text, 'trustfront_db_pool_connections', '{state="total"}')).toBeGreaterThan(0);
    }
  });

  it('reads the job queue at scrape time: due jobs and the oldest one’s age per kind', async () => {
    const kindName = `metrics.test.${kind}`;
    const hourAgo = new Date(Date.now() - 3600_000);
    await enqueueJob(t.database.db, kindName, {}, { runAt: hourAgo });
    await enqueueJob(t.database.db, kindName, {}, { runAt: new Date(Date.now() - 60_000) });
    // Not due yet: not counted.
    await enqueueJob(t.database.db, kindName, {}, { runAt: new Date(Date.now() + 3600_000) });
    const text = await scrape();
    expect(sample(text, 'trustfront_jobs_due', `{kind="${kindName}"}`)).toBe(2);
    const age = sample(text, 'trustfront_jobs_oldest_due_age_seconds', `{kind="${kindName}"}`);
    expect(age).toBeGreaterThanOrEqual(3599);
    expect(age).toBeLessThan(3700);
  });

  it('counts portal cache misses and hits', async () => {
    const before = await scrape();
    const hits = sample(before, 'trustfront_portal_cache_hits_total') ?? 0;
    const misses = sample(before, 'trustfront_portal_cache_misses_total') ?? 0;
    const fresh = await buildOrg(t.database.db);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: `/api/portal/${fresh.slug}/view` });
      expect(res.statusCode).toBe(200);
    }
    const after = await scrape();
    expect(sample(after, 'trustfront_portal_cache_misses_total')).toBe(misses + 1);
    expect(sample(after, 'trustfront_portal_cache_hits_total')).toBe(hits + 1);
  });

  it('times searches and Ask AI answers', async () => {
    const product = await buildProduct(t.database.db, org);
    await enableAi(t.database.db, org.id);
    const body = (term: string) => ({ query: { term, filters: { product: product.id } } });
    const search = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/search`,
      payload: body('encryption'),
    });
    expect(search.statusCode).toBe(200);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/search/answer`,
      payload: body('Do you encrypt data at rest?'),
    });
    // Timed whatever it answers: an answer, or that Ask AI is not available here.
    expect([200, 403]).toContain(answer.statusCode);
    const text = await scrape();
    const count = 'trustfront_search_duration_seconds_count';
    expect(sample(text, count, '{operation="search"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, count, '{operation="answer"}')).toBeGreaterThanOrEqual(1);
  });

  it('answers ready while the database, the store and the migrations are right', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', migrations: 'ok' },
    });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 naming the storage when its folder cannot be used', async () => {
    // Root may read any folder: a file where the folder should be stops everyone.
    rmSync(t.filesDir, { recursive: true, force: true });
    writeFileSync(t.filesDir, 'not a folder');
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unready',
        checks: { database: 'ok', storage: 'failed', migrations: 'ok' },
      });
    } finally {
      rmSync(t.filesDir, { force: true });
    }
  });

  it('answers 503 naming the database when it is closed', async () => {
    const other = await createTestApp(kind);
    let closed = false;
    try {
      await other.app.ready();
      await other.database.close();
      closed = true;
      const res = await other.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({
        database: 'failed',
        storage: 'ok',
        migrations: 'failed',
      });
    } finally {
      await other.app.close();
      if (!closed) await other.database.close();
      rmSync(other.filesDir, { recursive: true, force: true });
    }
  });
});
