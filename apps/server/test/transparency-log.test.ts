/**
 * The transparency log (docs/transparency-log.md): each recording appended with a signed
 * checkpoint, the routes' proofs verifying, the check finding a history row or leaf changed
 * behind the log, redaction that removes the content and still verifies, the log telling
 * nothing while the page shows no content, the history of before appended in order, and two
 * appends at once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HISTORY_MESSAGES,
  LOG_MESSAGES,
  LOG_PROBLEMS,
  ZConsistencyProof,
  ZInclusionProof,
  ZLogEntries,
  ZTransparencyLog,
  ZTrustHistory,
  entryLeafHash,
  fromHex,
  logEntryText,
  verifyConsistency,
  verifyInclusion,
  verifyTransparencyLog,
  type LogVerifierState,
} from '@trustfront/core';
import {
  auditLog,
  items,
  organizations,
  portalCustomizations,
  transparencyLogEntries,
  transparencyLogs,
  trustChanges,
} from '../src/db/schema/index.ts';
import { nodeLogVerifierIo } from '../src/cli/verify-log-io.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { catchUpLogs, sha256 } from '../src/services/portal/transparency-log.ts';
import { one } from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { oldestLoggedChange, recordHistory } from './helpers/trust-history.ts';

const kinds = await databaseKinds();
const DAY = 24 * 60 * 60 * 1000;
const LOG = '/api/portal/acme/transparency-log';
const ORIGIN = 'http://localhost:3000';
const bytes = (hex: string) => fromHex(hex) ?? new Uint8Array(0);

describe.each(kinds)('transparency log on %s', (kind) => {
  let t: TestApp;
  let orgId: string;
  let staffCookie: string;
  const now = new Date();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const io = () =>
    nodeLogVerifierIo(async (url) => {
      const res = await get(url.replace(ORIGIN, ''));
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      return res.json();
    });
  const verify = (previous: LogVerifierState | null = null) =>
    verifyTransparencyLog(io(), `${ORIGIN}${LOG}`, previous);
  const record = (at: Date) => recordHistory(t, orgId, at);
  const checkpoint = async () => ZTransparencyLog.parse((await get(LOG)).json()).checkpoint;
  const customize = (values: Partial<typeof portalCustomizations.$inferInsert>) =>
    t.database.db
      .update(portalCustomizations)
      .set(values)
      .where(eq(portalCustomizations.orgId, orgId));
  let state: LogVerifierState | null = null;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db, t.storage, { adminPassword: 'log-test-password' });
    orgId = one(
      await t.database.db.select().from(organizations).where(eq(organizations.slug, 'acme')),
    ).id;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@acme.example', password: 'log-test-password' },
    });
    staffCookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });
  afterAll(() => t.close());

  it('is empty before the history records anything, and verifies so', async () => {
    const log = ZTransparencyLog.parse((await get(LOG)).json());
    expect([log.access, log.checkpoint]).toEqual(['public', null]);
    expect(log.links.jwks).toBe(`${ORIGIN}/.well-known/jwks.json`);
    expect(await verify()).toMatchObject({ ok: true, size: 0, problems: [] });
    const paths = Object.keys(
      ((await get('/api/openapi.json')).json() as { paths: Record<string, unknown> }).paths,
    );
    for (const route of ['', '/entries', '/inclusion', '/consistency']) {
      expect(paths).toContain(`/api/portal/{orgSlug}/transparency-log${route}`);
    }
    expect(paths).toContain('/api/app/history/{id}/redact');
  });

  it('appends each recording in order, signs a checkpoint, and proves it consistent', async () => {
    expect(await record(new Date(now.getTime() - 5 * DAY))).toBe('recorded');
    const first = await verify();
    expect(first.problems).toEqual([]);
    const changes = await t.database.db
      .select()
      .from(trustChanges)
      .where(eq(trustChanges.orgId, orgId));
    expect(first.size).toBe(changes.length);
    state = first.state;
    const [control] = await t.database.db
      .select()
      .from(items)
      .where(eq(items.title, 'Encryption at rest'));
    const item = control ?? one(await t.database.db.select().from(items).limit(1));
    await t.database.db
      .update(items)
      .set({ title: 'Encryption, logged' })
      .where(eq(items.id, item.id));
    expect(await record(new Date(now.getTime() - 4 * DAY))).toBe('recorded');
    const second = await verify(state);
    expect(second.problems).toEqual([]);
    expect(second.size).toBeGreaterThan(first.size);
    expect(second.state?.since).toBe(first.state?.since);
    // The entries are history.json's changes, oldest first.
    const history = ZTrustHistory.parse((await get('/trust/acme/history.json')).json());
    const entries = ZLogEntries.parse(
      (await get(`${LOG}/entries?start=0&end=${second.size}`)).json(),
    ).entries;
    // Each change history.json tells is an entry, told alike; the newest last.
    const told = new Map(
      entries.map((e) => [(JSON.parse(e.entry ?? 'null') as { id: string }).id, e.entry]),
    );
    for (const change of history.changes) {
      expect(JSON.parse(told.get(change.id) ?? 'null')).toEqual(change);
    }
    expect(told.get(history.changes[0]?.id ?? '')).toBe(entries.at(-1)?.entry);
    state = second.state;
  });

  it('answers audit paths and consistency proofs that verify, and refuses sizes it has not', async () => {
    const cp = await checkpoint();
    if (!cp) throw new Error('No checkpoint');
    const { entries } = ZLogEntries.parse(
      (await get(`${LOG}/entries?start=0&end=${cp.size}`)).json(),
    );
    for (const entry of entries) {
      const res = await get(`${LOG}/inclusion?index=${entry.index}&size=${cp.size}`);
      const proof = ZInclusionProof.parse(res.json());
      expect(res.headers['cache-control']).toBe('public, no-cache');
      const input = {
        index: entry.index,
        size: cp.size,
        leaf: bytes(entry.leafHash),
        path: proof.path.map(bytes),
        root: bytes(cp.rootHash),
      };
      expect(await verifyInclusion(sha256, input)).toBe(true);
    }
    const proof = ZConsistencyProof.parse(
      (await get(`${LOG}/consistency?first=1&second=${cp.size}`)).json(),
    );
    const leaf0 = bytes(entries[0]?.leafHash ?? '');
    expect(
      await verifyConsistency(sha256, {
        first: 1,
        second: cp.size,
        firstRoot: leaf0,
        secondRoot: bytes(cp.rootHash),
        proof: proof.proof.map(bytes),
      }),
    ).toBe(true);
    const refused = [
      [`${LOG}/inclusion?index=${cp.size}&size=${cp.size}`, 404, LOG_MESSAGES.noSuchEntry],
      [`${LOG}/inclusion?index=0&size=${cp.size + 1}`, 404, LOG_MESSAGES.noSuchEntry],
      [`${LOG}/consistency?first=0&second=${cp.size + 1}`, 404, LOG_MESSAGES.noSuchSize],
      [`${LOG}/consistency?first=3&second=2`, 400, null],
      [`${LOG}/entries?start=5&end=5`, 400, null],
      [`${LOG}/entries?start=0&end=1001`, 400, null],
    ] as const;
    for (const [url, status, message] of refused) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      if (message) expect(res.json().error.message).toBe(message);
    }
  });

  it('reports a history row or a leaf hash changed behind the log, and verifies once restored', async () => {
    const { db } = t.database;
    const { row, logged } = await oldestLoggedChange(t, orgId);
    const rewritten = {
      ...row.entry,
      subject: { ...row.entry.subject, title: 'Rewritten quietly' },
    };
    try {
      await db.update(trustChanges).set({ entry: rewritten }).where(eq(trustChanges.id, row.id));
      const changed = await verify(state);
      expect(changed.ok).toBe(false);
      expect(changed.problems).toEqual([
        LOG_PROBLEMS.changedEntry(logged.position),
        LOG_PROBLEMS.rootMismatch,
      ]);
      // The leaf hash rewritten too: the entries no longer make the signed root.
      const forged = await entryLeafHash(
        sha256,
        logEntryText({ ...rewritten, id: row.id, recordedAt: row.recordedAt.toISOString() }),
      );
      await db
        .update(transparencyLogEntries)
        .set({ leafHash: forged })
        .where(eq(transparencyLogEntries.changeId, row.id));
      // The server's proofs are computed from the forged leaf: they lead elsewhere too.
      const size = (await checkpoint())?.size ?? 0;
      expect((await verify(state)).problems).toEqual([
        LOG_PROBLEMS.rootMismatch,
        LOG_PROBLEMS.badInclusion(size - 1),
      ]);
    } finally {
      await db
        .update(transparencyLogEntries)
        .set({ leafHash: logged.leafHash })
        .where(eq(transparencyLogEntries.changeId, row.id));
      await db.update(trustChanges).set({ entry: row.entry }).where(eq(trustChanges.id, row.id));
    }
    // A row deleted behind the log: its content is withheld without a redaction.
    await db.delete(trustChanges).where(eq(trustChanges.id, row.id));
    try {
      expect((await verify(state)).problems).toEqual([LOG_PROBLEMS.withheld(logged.position)]);
    } finally {
      await db.insert(trustChanges).values(row);
    }
    expect((await verify(state)).problems).toEqual([]);
  });

  it('redacts an entry for staff with settings rights: gone from every answer, the log still verifying', async () => {
    const history = ZTrustHistory.parse((await get('/trust/acme/history.json')).json());
    const target = history.changes.at(-1);
    if (!target) throw new Error('No change');
    const redact = (cookie: string | undefined, payload: { reason: string }, id = target.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/app/history/${id}/redact`,
        headers: cookie ? { cookie } : {},
        payload,
      });
    expect((await redact(undefined, { reason: 'x' })).statusCode).toBe(401);
    expect((await redact(staffCookie, { reason: ' ' })).statusCode).toBe(400);
    const done = await redact(staffCookie, { reason: 'Published the wrong auditor by mistake' });
    expect(done.statusCode, done.body).toBe(200);
    const { index } = done.json() as { index: number };
    expect((await redact(staffCookie, { reason: 'again' })).json().error.message).toBe(
      LOG_MESSAGES.alreadyRedacted,
    );
    expect(
      (await redact(staffCookie, { reason: 'x' }, '00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    const told = [
      (await get('/trust/acme/history.json')).body,
      (await get('/api/app/history', { cookie: staffCookie })).body,
      (await get(`${LOG}/entries?start=0&end=${index + 1}`)).body,
    ].join('\n');
    expect(told).not.toContain(target.id);
    const entry = ZLogEntries.parse(
      (await get(`${LOG}/entries?start=${index}&end=${index + 1}`)).json(),
    ).entries[0];
    expect(entry).toMatchObject({ index, entry: null, expired: false });
    expect(entry?.redactedAt).toEqual(expect.any(String));
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'history.redact')));
    expect(audit?.after).toMatchObject({ reason: 'Published the wrong auditor by mistake' });
    const checked = await verify(state);
    expect([checked.ok, checked.problems, checked.redacted]).toEqual([true, [], 1]);
  });

  it('tells nothing while the page shows its content to members only, and 404 while unpublished', async () => {
    const routes = [
      `${LOG}/entries?start=0&end=1`,
      `${LOG}/inclusion?index=0&size=1`,
      `${LOG}/consistency?first=0&second=1`,
    ];
    await customize({ publicAccessLevel: 'LoginRequired' });
    try {
      expect(await record(new Date(now.getTime() - 3 * DAY))).toBe('recorded');
      for (const cookie of [undefined, staffCookie]) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        const log = ZTransparencyLog.parse((await get(LOG, headers)).json());
        expect([log.access, log.checkpoint]).toEqual(['login_required', null]);
        for (const url of routes) {
          const res = await get(url, headers);
          expect([res.statusCode, res.json().error.message]).toEqual([
            404,
            HISTORY_MESSAGES.notPublic,
          ]);
        }
      }
      expect((await verify(state)).problems).toEqual([LOG_PROBLEMS.notShown]);
      await customize({ isPublished: false });
      for (const url of [LOG, ...routes]) {
        expect((await get(url, { cookie: staffCookie })).statusCode).toBe(
          (await get('/trust/acme/history.json')).statusCode,
        );
        expect((await get(url)).statusCode).toBe(404);
      }
    } finally {
      await customize({ publicAccessLevel: 'PublicContentOnly', isPublished: true });
    }
    expect((await verify(state)).problems).toEqual([]);
    expect((await get('/api/portal/nobody/transparency-log')).statusCode).toBe(404);
  });

  it('appends the history recorded before the log in order, once, with two appends at once', async () => {
    const { db } = t.database;
    const before = await db
      .select()
      .from(transparencyLogEntries)
      .where(eq(transparencyLogEntries.orgId, orgId))
      .orderBy(asc(transparencyLogEntries.position));
    await db.delete(transparencyLogEntries).where(eq(transparencyLogEntries.orgId, orgId));
    await db.delete(transparencyLogs).where(eq(transparencyLogs.orgId, orgId));
    const appended = await Promise.all([
      catchUpLogs(db, testConfig().secret),
      catchUpLogs(db, testConfig().secret),
    ]);
    const after = await db
      .select()
      .from(transparencyLogEntries)
      .where(eq(transparencyLogEntries.orgId, orgId))
      .orderBy(asc(transparencyLogEntries.position));
    // The redacted change's row is gone: it is not appended again.
    const kept = before.filter((e) => e.redactedAt === null);
    expect(appended.reduce((a, b) => a + b, 0)).toBe(kept.length);
    expect(after.map((e) => [e.position, e.changeId, e.leafHash])).toEqual(
      kept.map((e, i) => [i, e.changeId, e.leafHash]),
    );
    // A new log (another id): the last check's state names the old one.
    expect((await verify(state)).problems).toEqual([LOG_PROBLEMS.otherLog]);
    expect(await verify()).toMatchObject({ ok: true, size: kept.length });
    const [count] = await db
      .execute(sql`select count(*)::int as n from transparency_logs`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(count?.n).toBe(1);
  });
});
