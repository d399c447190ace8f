/**
 * The history of a trust center (docs/portal.md, History): the published feed kept each time it
 * changed, `trust.json?at=` answering a past day byte for byte, history.json and the staff's
 * history with who made each change, retention, two recordings at once, the background check,
 * and the history never telling more than the anonymous page in any portal mode (public,
 * login-only, hidden sections, cards and items, restricted documents, unpublished).
 */
import { tmpdir } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HISTORY_MESSAGES,
  TRUST_HISTORY_PAGE_SIZE,
  ZStaffTrustHistory,
  historyCutoff,
  ZTrustFeed,
  ZTrustHistory,
  type TTrustFeed,
  type TTrustHistory,
} from '@trustfront/core';
import {
  auditLog,
  cards,
  files,
  itemFiles,
  items,
  organizations,
  portalCustomizations,
  productConfigs,
  trustChanges,
  trustSnapshots,
} from '../src/db/schema/index.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { renderPublishedFeed } from '../src/answers/feed-source.ts';
import type { ClaimedJob } from '../src/jobs/queue.ts';
import { NOTHING_TO_DO } from '../src/jobs/worker.ts';
import { withLogContext } from '../src/lib/log-context.ts';
import { createLogger } from '../src/lib/logger.ts';
import {
  pruneTrustHistory,
  recordTrustHistory,
  TRUST_HISTORY_JOB,
  trustHistoryJobHandler,
  type RecordOutcome,
} from '../src/services/portal/trust-history.ts';
import { buildOrg, one } from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const kinds = await databaseKinds();
const DAY = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function known<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Missing: ${what}`);
  return value;
}

describe.each(kinds)('trust history on %s', (kind) => {
  let t: TestApp;
  let orgId: string;
  let staffCookie: string;
  const now = new Date();
  /** What trust.json answered right after each recording, by the day recorded. */
  const answered = new Map<string, { body: string; feed: TTrustFeed }>();

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const record = (at: Date): Promise<RecordOutcome> =>
    recordTrustHistory(
      t.database.db,
      (slug) =>
        renderPublishedFeed(
          {
            db: t.database.db,
            storage: t.storage,
            revisions: t.database.revisions,
            config: testConfig(),
          },
          slug,
        ),
      orgId,
      at,
      testConfig().secret,
    );
  /** Records at `at` and keeps what trust.json answers then. */
  const recordAndRead = async (at: Date) => {
    expect(await record(at)).toBe('recorded');
    const res = await get('/trust/acme/trust.json');
    answered.set(dayOf(at), { body: res.body, feed: ZTrustFeed.parse(res.json()) });
    return ZTrustFeed.parse(res.json());
  };
  const history = async (query = ''): Promise<TTrustHistory> => {
    const res = await get(`/trust/acme/history.json${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZTrustHistory.parse(res.json());
  };
  const customize = (values: Partial<typeof portalCustomizations.$inferInsert>) =>
    t.database.db
      .update(portalCustomizations)
      .set(values)
      .where(eq(portalCustomizations.orgId, orgId));
  /** Everything the history tells anyone, as one text. */
  const everythingTold = async () => {
    const texts = [(await get('/trust/acme/history.json')).body];
    for (const day of answered.keys())
      texts.push((await get(`/trust/acme/trust.json?at=${day}`)).body);
    texts.push((await get('/api/app/history', { cookie: staffCookie })).body);
    return texts.join('\n');
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db, t.storage, { adminPassword: 'history-test-password' });
    const org = one(
      await t.database.db.select().from(organizations).where(eq(organizations.slug, 'acme')),
    );
    orgId = org.id;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@acme.example', password: 'history-test-password' },
    });
    staffCookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });
  afterAll(() => t.close());

  it('says nothing is recorded before the first check', async () => {
    const h = await history();
    expect([h.changes, h.keptSince, h.retentionYears]).toEqual([[], null, 3]);
    expect(h.links.history).toBe('http://localhost:3000/trust/acme/history.json');
    const feed = ZTrustFeed.parse((await get('/trust/acme/trust.json')).json());
    expect(feed.links.history).toBe(h.links.history);
    const res = await get(`/trust/acme/trust.json?at=${dayOf(now)}`);
    expect([res.statusCode, res.json().error.message]).toEqual([404, HISTORY_MESSAGES.nothingYet]);
  });

  it('keeps each published change and answers trust.json?at= with that day’s feed, signed', async () => {
    const { db } = t.database;
    const t0 = new Date(now.getTime() - 4 * 365 * DAY);
    const t1 = new Date(now.getTime() - 3 * 365 * DAY - 30 * DAY);
    const t2 = new Date(now.getTime() - 10 * DAY);
    const first = await recordAndRead(t0);
    // Nothing changed: nothing recorded, whatever the revision.
    expect(await record(new Date(t0.getTime() + DAY))).toBe('superseded');
    const control = known(first.products[0]?.controls[0], 'a control');
    await db.update(items).set({ title: 'Encryption everywhere' }).where(eq(items.id, control.id));
    await recordAndRead(t1);
    const gone = known(first.products[0]?.subprocessors[0], 'a subprocessor');
    await db.delete(items).where(eq(items.id, gone.id));
    await db.insert(auditLog).values({
      orgId,
      actorEmail: 'editor@acme.example',
      action: 'item.delete',
      target: gone.name,
      createdAt: new Date(t2.getTime() - 60_000),
    });
    await recordAndRead(t2);

    // Every day answers the feed published then, byte for byte, with a verifiable signature;
    // days past the kept years are refused.
    const firstKept = dayOf(historyCutoff(now, 3));
    expect((await get(`/trust/acme/trust.json?at=${firstKept}`)).body).toBe(
      answered.get(dayOf(t1))?.body,
    );
    for (const [day, { body }] of answered) {
      const res = await get(`/trust/acme/trust.json?at=${day}`);
      if (day < firstKept) {
        expect([res.statusCode, res.json().error.message]).toEqual([
          400,
          HISTORY_MESSAGES.notKept(3),
        ]);
        continue;
      }
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(body);
      expect(res.headers['trustfront-recorded-at']).toMatch(new RegExp(`^${day}T`));
      const sig = await get(`/trust/acme/trust.json.sig?at=${day}`);
      expect(sig.body).toBe(res.headers['trustfront-signature']);
      expect(
        (
          await get(`/trust/acme/trust.json?at=${day}`, {
            'if-none-match': String(res.headers.etag),
          })
        ).statusCode,
      ).toBe(304);
    }
    // A day between two changes answers the earlier one; today the latest.
    const between = dayOf(new Date(t2.getTime() - 2 * DAY));
    expect((await get(`/trust/acme/trust.json?at=${between}`)).body).toBe(
      answered.get(dayOf(t1))?.body,
    );
    expect((await get(`/trust/acme/trust.json?at=${dayOf(now)}`)).body).toBe(
      (await get('/trust/acme/trust.json')).body,
    );

    const h = await history();
    expect(h.keptSince).toBe(firstKept);
    const removal = known(
      h.changes.find((c) => c.kind === 'subprocessor' && c.action === 'removed'),
      'the removal',
    );
    expect(removal).toMatchObject({
      subject: { id: gone.id, title: gone.name },
      effectiveOn: dayOf(t2),
      recordedAt: t2.toISOString(),
    });
    expect(removal.fields).toContainEqual({ field: 'name', old: gone.name, new: null });
    const renamed = known(
      h.changes.find((c) => c.kind === 'control' && c.action === 'changed'),
      'the rename',
    );
    expect(renamed.fields).toEqual([
      { field: 'title', old: control.title, new: 'Encryption everywhere' },
    ]);
    // The first recording lists what was published, subprocessors on the day they were added.
    let added = h.changes.filter((c) => c.recordedAt === t0.toISOString());
    for (let page = h; page.next;) {
      page = await history(`?before=${page.next}`);
      added = [...added, ...page.changes.filter((c) => c.recordedAt === t0.toISOString())];
    }
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((c) => c.action === 'added' || c.action === 'published')).toBe(true);
    for (const s of first.products.flatMap((p) => p.subprocessors)) {
      expect(added.find((c) => c.subject.id === s.id)?.effectiveOn).toBe(s.addedOn);
    }
    // Newest first, and never naming staff.
    const times = h.changes.map((c) => c.recordedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(JSON.stringify(h)).not.toContain('editor@acme.example');
    expect(h.changes.every((c) => !('by' in c))).toBe(true);

    // Filtered by kind.
    const subprocessors = await history('?kind=subprocessor');
    expect(subprocessors.changes.length).toBeGreaterThan(0);
    expect(subprocessors.changes.every((c) => c.kind === 'subprocessor')).toBe(true);

    // Staff see who made the edits published with each change.
    const staff = ZStaffTrustHistory.parse(
      (await get('/api/app/history', { cookie: staffCookie })).json(),
    );
    expect(staff.changes.find((c) => c.id === removal.id)?.by).toEqual(['editor@acme.example']);
    expect(staff.changes.find((c) => c.id === renamed.id)?.by).toEqual([]);
    expect((await get('/api/app/history')).statusCode).toBe(401);
  });

  it('pages with before, and refuses what is no change of this history', async () => {
    const all: TTrustHistory['changes'] = [];
    let next: string | null = '';
    while (next !== null) {
      const page: TTrustHistory = await history(next ? `?before=${next}` : '');
      expect(page.changes.length).toBeLessThanOrEqual(TRUST_HISTORY_PAGE_SIZE);
      all.push(...page.changes);
      next = page.next;
    }
    expect(all.length).toBeGreaterThan(TRUST_HISTORY_PAGE_SIZE);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    const count = await t.database.db
      .select()
      .from(trustChanges)
      .where(eq(trustChanges.orgId, orgId));
    expect(all.length).toBe(count.length);
    const middle = known(all[2], 'a change');
    const older = await history(`?before=${middle.id}`);
    expect(older.changes.map((c) => c.id)).toEqual(
      all.slice(3, 3 + TRUST_HISTORY_PAGE_SIZE).map((c) => c.id),
    );
    const last = known(all.at(-1), 'the oldest change');
    expect((await history(`?before=${last.id}`)).changes).toEqual([]);
    const stranger = await get(`/trust/acme/history.json?before=${crypto.randomUUID()}`);
    expect([stranger.statusCode, stranger.json().error.message]).toEqual([
      400,
      HISTORY_MESSAGES.unknownBefore,
    ]);
    const bad = await get('/trust/acme/history.json?kind=gossip');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a day that is no date, is to come, or is no longer kept, with a clear message', async () => {
    const cases: [string, number, string][] = [
      ['2026-02-30', 400, HISTORY_MESSAGES.badDay],
      [dayOf(new Date(now.getTime() + 2 * DAY)), 400, HISTORY_MESSAGES.futureDay],
      [dayOf(new Date(now.getTime() - 3 * 365 * DAY - 5 * DAY)), 400, HISTORY_MESSAGES.notKept(3)],
    ];
    for (const [at, status, message] of cases) {
      const res = await get(`/trust/acme/trust.json?at=${at}`);
      expect([res.statusCode, res.json().error.message]).toEqual([status, message]);
    }
    const garbage = await get('/trust/acme/trust.json?at=yesterday');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.message).toContain('yyyy-mm-dd');
  });

  it('deletes what is past the kept years but the snapshot answering the first kept day', async () => {
    const { db } = t.database;
    const before = await db.select().from(trustSnapshots).where(eq(trustSnapshots.orgId, orgId));
    expect(before).toHaveLength(3);
    // t0 and t1 are past the kept years: t0 goes, t1 still answers the first kept day.
    expect(await pruneTrustHistory(db, now, 3)).toBe(1);
    const after = await db.select().from(trustSnapshots).where(eq(trustSnapshots.orgId, orgId));
    expect(after).toHaveLength(2);
    const oldest = new Date(now.getTime() - 3 * 365 * DAY + DAY);
    const res = await get(`/trust/acme/trust.json?at=${dayOf(oldest)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      answered.get(dayOf(new Date(now.getTime() - 3 * 365 * DAY - 30 * DAY)))?.body,
    );
    const changes = await db.select().from(trustChanges).where(eq(trustChanges.orgId, orgId));
    expect(changes.every((c) => c.recordedAt >= new Date(now.getTime() - 3 * 365 * DAY))).toBe(
      true,
    );
    // A second pruning finds nothing.
    expect(await pruneTrustHistory(db, now, 3)).toBe(0);
  });

  it('records once when two instances record the same change at the same time', async () => {
    const { db } = t.database;
    const feed = ZTrustFeed.parse((await get('/trust/acme/trust.json')).json());
    const control = known(feed.products[0]?.controls[0], 'a control');
    await db.update(items).set({ title: 'Encryption, reviewed' }).where(eq(items.id, control.id));
    const at = new Date(now.getTime() - 4 * DAY);
    const outcomes = await Promise.all([record(at), record(at)]);
    expect(outcomes.sort()).toEqual(['recorded', 'superseded']);
    answered.set(dayOf(at), {
      body: (await get('/trust/acme/trust.json')).body,
      feed: ZTrustFeed.parse((await get('/trust/acme/trust.json')).json()),
    });
  });

  it('never tells what the page keeps hidden: hidden sections, cards and items, restricted files', async () => {
    const { db } = t.database;
    const config = one(await db.select().from(productConfigs).limit(1));
    const certificationCard = one(
      await db
        .select()
        .from(cards)
        .where(and(eq(cards.productId, config.productId), eq(cards.kind, 'Certifications'))),
    );
    const controlsCard = one(
      await db
        .select()
        .from(cards)
        .where(and(eq(cards.productId, config.productId), eq(cards.kind, 'DataSecurity'))),
    );
    const subprocessorCard = one(
      await db
        .select()
        .from(cards)
        .where(and(eq(cards.productId, config.productId), eq(cards.kind, 'Subprocessors'))),
    );
    // Hidden from the start: never on the page, so never in the history.
    await db.update(cards).set({ hidden: true }).where(eq(cards.id, certificationCard.id));
    await db
      .update(productConfigs)
      .set({ hiddenSections: ['subprocessors'] })
      .where(eq(productConfigs.productId, config.productId));
    const secrets = [
      await db
        .insert(items)
        .values({
          cardId: certificationCard.id,
          productId: config.productId,
          title: 'Secret certification',
        })
        .returning(),
      await db
        .insert(items)
        .values({
          cardId: subprocessorCard.id,
          productId: config.productId,
          title: 'Secret subprocessor',
        })
        .returning(),
      await db
        .insert(items)
        .values({
          cardId: controlsCard.id,
          productId: config.productId,
          title: 'Secret control',
          access: 'restricted_hidden',
        })
        .returning(),
    ].map(one);
    const at = new Date(now.getTime() - 3 * DAY);
    await recordAndRead(at);
    const told = await everythingTold();
    for (const secret of secrets) {
      expect(told).not.toContain(secret.id);
      expect(told).not.toContain(secret.title);
    }
    // A document kept for members: its title only, never its file.
    const restricted = await db
      .select({ fileId: itemFiles.fileId, name: files.originalName })
      .from(itemFiles)
      .innerJoin(items, eq(items.id, itemFiles.itemId))
      .innerJoin(files, eq(files.id, itemFiles.fileId))
      .where(eq(items.access, 'restricted'));
    expect(restricted.length).toBeGreaterThan(0);
    for (const file of restricted) expect(told).not.toContain(file.fileId);
    // What went out of sight is told as removed, as the page stopped showing it.
    const h = await history();
    const removedNow = h.changes.filter((c) => c.recordedAt === at.toISOString());
    expect(removedNow.length).toBeGreaterThan(0);
    expect(removedNow.every((c) => c.action === 'removed')).toBe(true);
    const removedKinds = new Set(removedNow.map((c) => c.kind));
    expect([...removedKinds].sort()).toEqual(
      [...removedKinds]
        .filter((k) => ['certification', 'subprocessor', 'document'].includes(k))
        .sort(),
    );
    expect(removedKinds.has('certification') && removedKinds.has('subprocessor')).toBe(true);
    // Every change tells only what some published feed said.
    const published = [...answered.values()].map((a) => a.body).join('\n');
    for (const change of h.changes) {
      expect(published).toContain(JSON.stringify(change.subject.id));
      for (const field of change.fields) {
        for (const value of [field.old, field.new]) {
          if (value !== null) expect(published).toContain(JSON.stringify(value).slice(1, -1));
        }
      }
    }
  });

  it('tells nothing to anyone while the page shows its content to members only', async () => {
    await customize({ publicAccessLevel: 'LoginRequired' });
    const at = new Date(now.getTime() - 2 * DAY);
    try {
      expect(await record(at)).toBe('recorded');
      const h = await history();
      expect([h.access, h.changes, h.keptSince, h.next]).toEqual([
        'login_required',
        [],
        null,
        null,
      ]);
      for (const day of [...answered.keys(), dayOf(now)]) {
        const res = await get(`/trust/acme/trust.json?at=${day}`);
        expect([res.statusCode, res.json().error.message]).toEqual([
          404,
          HISTORY_MESSAGES.notPublic,
        ]);
      }
      // Staff still see the history, the portal's closing with it.
      const staff = ZStaffTrustHistory.parse(
        (await get('/api/app/history', { cookie: staffCookie })).json(),
      );
      expect(staff.changes[0]).toMatchObject({
        kind: 'portal',
        action: 'changed',
        fields: [{ field: 'access', old: 'public', new: 'login_required' }],
      });
    } finally {
      await customize({ publicAccessLevel: 'PublicContentOnly' });
    }
    expect((await history()).changes.length).toBeGreaterThan(0);
  });

  it('answers 404 while the portal is unpublished, and staff their history still', async () => {
    await customize({ isPublished: false });
    try {
      expect((await get('/trust/acme/history.json')).statusCode).toBe(404);
      expect((await get(`/trust/acme/trust.json?at=${dayOf(now)}`)).statusCode).toBe(404);
      expect(await record(new Date(now.getTime() - DAY))).toBe('unpublished');
      const staff = await get('/api/app/history', { cookie: staffCookie });
      expect(staff.statusCode).toBe(200);
      expect(ZStaffTrustHistory.parse(staff.json()).access).toBe('unavailable');
    } finally {
      await customize({ isPublished: true });
    }
    expect((await get('/trust/nobody/history.json')).statusCode).toBe(404);
  });

  it('has nothing to do, and logs nothing above debug, for a portal never published', async () => {
    const fresh = await buildOrg(t.database.db, { publishedAt: null }, { isPublished: false });
    const written: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => written.push(line) });
    const deps = {
      db: t.database.db,
      storage: t.storage,
      revisions: t.database.revisions,
      config: testConfig(),
    };
    const handler = trustHistoryJobHandler(
      t.database.db,
      (slug) => renderPublishedFeed(deps, slug),
      testConfig().secret,
    );
    const job: ClaimedJob = {
      id: 1,
      kind: TRUST_HISTORY_JOB,
      payload: { orgId: fresh.id },
      attempts: 1,
      maxAttempts: 5,
    };
    const outcome = await withLogContext(logger, () => handler(job));
    expect(outcome).toBe(NOTHING_TO_DO);
    const levels = written.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.every((level) => level <= 20)).toBe(true);
  });
});

describe.each(kinds)('trust history check on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { historyCheckSeconds: 1 });
    await seedDemo(t.database.db, t.storage, { adminPassword: 'history-test-password' });
  });
  afterAll(() => t.close());

  it('records the published feed on its own once content changes', async () => {
    await t.app.ready();
    const deadline = Date.now() + 30_000;
    let h: TTrustHistory | undefined;
    while (Date.now() < deadline) {
      h = ZTrustHistory.parse(
        (await t.app.inject({ method: 'GET', url: '/trust/acme/history.json' })).json(),
      );
      if (h.changes.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(h?.changes.length).toBeGreaterThan(0);
    expect(h?.keptSince).toBe(dayOf(new Date()));
  });
});

describe('history settings', () => {
  const base = { DATA_DIR: tmpdir(), SECRET: 'test-secret-test-secret-test-secret-0123' };
  it('keeps three years and looks every minute unless told otherwise', () => {
    expect(loadConfig(base)).toMatchObject({ historyRetentionYears: 3, historyCheckSeconds: 60 });
    expect(
      loadConfig({ ...base, HISTORY_RETENTION_YEARS: '7', HISTORY_CHECK_SECONDS: '0' }),
    ).toMatchObject({ historyRetentionYears: 7, historyCheckSeconds: 0 });
  });
  it.each([
    ['HISTORY_RETENTION_YEARS', '0', 'HISTORY_RETENTION_YEARS must be at least 1'],
    ['HISTORY_RETENTION_YEARS', '2.5', 'HISTORY_RETENTION_YEARS must be a whole number of years'],
    ['HISTORY_RETENTION_YEARS', 'three', 'HISTORY_RETENTION_YEARS must be a whole number of years'],
    ['HISTORY_CHECK_SECONDS', '-1', 'HISTORY_CHECK_SECONDS must be 0 (off) or more'],
    ['HISTORY_CHECK_SECONDS', '7200', 'HISTORY_CHECK_SECONDS must be at most 3600'],
  ])('refuses %s=%j', (name, value, message) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(message);
  });
});
