/**
 * A trust update fanned out by e-mail to 10,000 confirmed subscribers, in process: a seeded
 * embedded database, the real app (job worker and mail sender) sending over SMTP to a loopback
 * receiver (smtp-server). Midway through delivery the app is closed gracefully and a new one is
 * built on the same database, as a restarted server would be. Figures: how long the 10,000 mails
 * took to be queued, the delivery rate, and mails received twice or never.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { openPglite } from '../apps/server/src/db/pglite-client.ts';
import { queryRows } from '../apps/server/src/db/query.ts';
import { mails, organizations } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { createComplianceUpdate } from '../apps/server/src/services/updates/author.ts';
import { diskStorage } from '../apps/server/src/storage/index.ts';
import type { Report } from './lib/report.ts';
import type { SinkReport } from './lib/smtp-sink.ts';

export const QUEUED_BUDGET_S = 5;
export const DELIVERY_BUDGET_PER_S = 200;

export interface FanOutFigures {
  subscribers: number;
  queuedSeconds: number;
  deliveredPerSecond: number;
  received: number;
  duplicates: number;
  lost: number;
  /** Mails delivered before the restart. */
  beforeRestart: number;
}

/** The SMTP receiver (lib/smtp-sink.ts) in a child process, and what it received so far. */
async function startReceiver() {
  const child = fork(join(import.meta.dirname, 'lib/smtp-sink.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  const report = async (): Promise<SinkReport> => {
    const answer = once(child, 'message') as Promise<[SinkReport]>;
    child.send('report');
    return (await answer)[0];
  };
  const received = async () => Object.values((await report()).counts).reduce((a, b) => a + b, 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    report,
    received,
    async close() {
      const exited = once(child, 'exit');
      child.send('stop');
      await exited;
    },
  };
}

const until = async (check: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

async function addSubscribers(db: Db, orgId: string, count: number): Promise<void> {
  await db.execute(sql`
    insert into subscribers (org_id, email, status, confirmed_at)
    select ${orgId}::uuid, 'subscriber-' || n || '@bench.example', 'confirmed', now()
    from generate_series(1, ${count}) as n`);
}

export async function measureMailFanOut(opts: { subscribers: number }): Promise<FanOutFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'trustfront-bench-fanout-'));
  const receiver = await startReceiver();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: receiver.url,
    WEB_DIST: join(dataDir, 'no-web'),
  });
  const database = await openPglite(join(dataDir, 'pglite'));
  const storage = diskStorage(join(dataDir, 'files'));
  const { db } = database;
  try {
    await database.migrate();
    await seedDemo(db, storage, { adminPassword: 'bench-admin-password' });
    const [org] = await db.select({ id: organizations.id }).from(organizations).limit(1);
    if (!org) throw new Error('The demo seed has no organisation');
    await addSubscribers(db, org.id, opts.subscribers);

    let app = await buildApp({ db, revisions: database.revisions, storage, config });
    await app.ready();
    const started = performance.now();
    const { updateId } = await createComplianceUpdate(db, org.id, {
      subject: 'Benchmark: new subprocessor',
      category: 'subprocessors',
      message: 'We added a subprocessor. This update goes to every confirmed subscriber.',
      hidden: false,
      isPinned: false,
      productIds: [],
      spAudience: 'public',
      channels: { statusPage: true, email: { subscribers: true, audience: [] } },
    });
    const written = async () =>
      Number(
        (
          await queryRows<{ count: number }>(
            db,
            sql`select count(*)::int as count from mails where update_id = ${updateId}`,
          )
        )[0]?.count ?? 0,
      );
    await until(async () => (await written()) >= opts.subscribers, 60_000);
    const queuedSeconds = (performance.now() - started) / 1000;

    // A graceful restart in the middle of delivery: the old app finishes what it has in hand.
    await until(async () => (await receiver.received()) >= opts.subscribers * 0.3, 120_000);
    await app.close();
    const beforeRestart = await receiver.received();
    app = await buildApp({ db, revisions: database.revisions, storage, config });
    await app.ready();
    const unsettled = async () =>
      (
        await db
          .select({ id: mails.id })
          .from(mails)
          .where(sql`${mails.updateId} = ${updateId} and ${mails.status} in ('queued', 'sending')`)
          .limit(1)
      ).length > 0;
    await until(async () => !(await unsettled()), 300_000);
    await app.close();

    const sent = await db.select({ id: mails.id }).from(mails).where(eq(mails.updateId, updateId));
    const { counts, firstAt, lastAt } = await receiver.report();
    const received = Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      subscribers: opts.subscribers,
      queuedSeconds,
      deliveredPerSecond: received / ((lastAt - firstAt) / 1000),
      received,
      duplicates: received - Object.keys(counts).length,
      lost: sent.filter((m) => !counts[`${m.id}@trustfront`]).length,
      beforeRestart,
    };
  } finally {
    await database.close();
    await receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Measures the fan-out to `subscribers` and adds its figures to the report. */
export async function benchMailFanOut(report: Report, subscribers: number): Promise<void> {
  try {
    const f = await measureMailFanOut({ subscribers });
    const count = subscribers.toLocaleString('en-US');
    report.check(
      `trust update queued for ${count} subscribers`,
      `${f.queuedSeconds.toFixed(2)} s`,
      `≤ ${QUEUED_BUDGET_S} s`,
      f.queuedSeconds <= QUEUED_BUDGET_S,
    );
    report.check(
      'update mails delivered over SMTP, restart midway',
      `${Math.round(f.deliveredPerSecond)} mails/s`,
      `≥ ${DELIVERY_BUDGET_PER_S} mails/s`,
      f.deliveredPerSecond >= DELIVERY_BUDGET_PER_S,
    );
    report.check('update mails received twice', String(f.duplicates), '0', f.duplicates === 0);
    report.check('update mails lost across the restart', String(f.lost), '0', f.lost === 0);
    report.info(
      'update mails received, before the restart',
      `${f.received.toLocaleString('en-US')}, ${f.beforeRestart.toLocaleString('en-US')}`,
    );
  } catch (error) {
    console.error(error);
    const message = error instanceof Error ? error.message : String(error);
    report.failed('trust update fan-out', `threw: ${message}`.slice(0, 80));
  }
}
