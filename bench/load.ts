/**
 * A burst of visitors: `connections` concurrent clients for `durationSeconds` on loopback, each
 * cycling through what a visitor's browser asks (the portal view in full, the view revalidated
 * with its ETag, a public document, the knowledge base, the trust updates, a search among twenty
 * reviewer questions, each asked in turn). Figures: requests per second, p50/p99 latency, errors (anything but 200/304, and socket errors), and the server's RSS
 * before and after, on the embedded database or on PostgreSQL.
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { ZPortalView } from '@trustfront/core';
import { withPostgresDatabase } from './lib/postgres.ts';
import { mb, perSecond, type Report } from './lib/report.ts';
import { EVAL_QUESTIONS } from './search-questions.ts';
import { startServer } from './lib/server.ts';

export interface LoadResult {
  database: 'pglite' | 'postgres';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** Of the errors, requests unanswered within the client's 30 s. */
  timeouts: number;
  statusCounts: Record<string, number>;
  /** The server's RSS at its first start (migrations, demo seed, its PDFs read), settled. */
  rssAfterFirstStartBytes: number;
  /** The server's RSS once restarted on that data and settled, before any visitor. */
  rssAfterStartBytes: number;
  /** The server's RSS 10 s after the burst ended. */
  rssAfterLoadBytes: number;
  /** The server's RSS over the run: the lowest of its first half and of its second. */
  rssBeforeBytes: number;
  rssAfterBytes: number;
  rssPeakBytes: number;
}

/** Resident memory of a process, from /proc (Linux). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/**
 * The RSS of a process sampled every second until stopped. Under load the heap is a saw (see
 * the warm-up below): one sample before and one after compare two points of it, which may lie
 * 200 MB apart with nothing kept. Its low points are what survives a collection, so memory kept
 * shows as the second half's lowest sample sitting above the first half's.
 */
function sampleRss(pid: number) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    rssOf(pid).then(
      (bytes) => samples.push(bytes),
      () => undefined,
    );
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      const half = Math.max(1, Math.floor(samples.length / 2));
      return {
        rssBeforeBytes: Math.min(...samples.slice(0, half)),
        rssAfterBytes: Math.min(...samples.slice(-half)),
        rssPeakBytes: Math.max(0, ...samples),
      };
    },
  };
}

type HeaderMap = autocannon.Request['headers'];

/** A response header by its name, whatever the case the server wrote it in. */
function headerOf(headers: HeaderMap, name: string): string | undefined {
  const value = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}

/** The visitor's requests, learned from the demo portal as a browser would. */
async function visitorRequests(baseUrl: string, orgSlug: string): Promise<autocannon.Request[]> {
  const viewPath = `/api/portal/${orgSlug}/view`;
  const first = await fetch(`${baseUrl}${viewPath}`);
  if (!first.ok) throw new Error(`GET ${viewPath} answered ${first.status}`);
  // The ETag the visitor revalidates with: that of the last full view it was sent, as a browser
  // keeps it. Content may still change while the burst runs (the seeded documents' text is read
  // in the background), and a tag learned once would then make every revalidation a full view.
  let etag = first.headers.get('etag') ?? '';
  const view = ZPortalView.parse(await first.json());
  const document = view.cards
    .flatMap((card) => card.items.map((item) => ({ item, card })))
    .flatMap(({ item }) =>
      item.documents
        .filter((d) => d.isUnlocked && !d.generated)
        .map((d) => ({ itemUid: item.itemUid, fileId: d.fileId })),
    )[0];
  if (!document) throw new Error('The demo portal has no public document');
  const filePath = `/api/portal/${orgSlug}/files/${document.fileId}?${new URLSearchParams({
    itemUid: document.itemUid,
    productId: view.product.productId,
    disposition: 'inline',
  })}`;
  return [
    {
      method: 'GET' as const,
      path: viewPath,
      onResponse: (status: number, _body: string, _context: object, headers?: HeaderMap) => {
        const sent = headerOf(headers, 'etag');
        if (status === 200 && sent) etag = sent;
      },
    },
    {
      method: 'GET' as const,
      path: viewPath,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        headers: { ...request.headers, 'if-none-match': etag },
      }),
    },
    { method: 'GET' as const, path: filePath },
    { method: 'GET' as const, path: `/api/portal/${orgSlug}/knowledge-base` },
    { method: 'GET' as const, path: `/api/portal/${orgSlug}/compliance-update` },
    {
      method: 'POST' as const,
      path: `/api/portal/${orgSlug}/search`,
      headers: { 'content-type': 'application/json', origin: baseUrl },
      // Visitors ask different questions: each search of the burst asks the next one.
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        body: searchBody(nextQuestion(), view.product.productId),
      }),
    },
  ];
}

const SEARCH_TERM_COUNT = 20;

/** The reviewer questions of the retrieval evaluation, asked in turn by the burst's searches. */
const SEARCH_TERMS = EVAL_QUESTIONS.slice(0, SEARCH_TERM_COUNT).map((q) => q.question);
let asked = 0;
const nextQuestion = () => SEARCH_TERMS[asked++ % SEARCH_TERMS.length] ?? '';
const searchBody = (term: string, productId: string) =>
  JSON.stringify({ query: { term, filters: { products: [productId] } } });

const WARM_UP_SECONDS = Number(process.env.BENCH_LOAD_WARM_UP_SECONDS ?? 10);
/**
 * The pause after the burst before "after load" is read: requests in flight end, timers run, and
 * the server, quiet, returns what the burst left in its heap (two collections of two quiet seconds
 * each, docs/deploy.md, Memory).
 */
const AFTER_LOAD_PAUSE_MS = 10_000;

export async function measureLoad(opts: {
  connections: number;
  durationSeconds: number;
  databaseUrl?: string;
}): Promise<LoadResult> {
  const first = await startServer({ databaseUrl: opts.databaseUrl });
  const rssAfterFirstStartBytes = await rssOf(first.pid);
  // The figures are of a server as it runs after its first start, which happens once.
  const server = await first.restart();
  try {
    const rssAfterStartBytes = await rssOf(server.pid);
    const requests = await visitorRequests(server.baseUrl, 'acme');
    // A warm-up at the burst's own concurrency, so that the figures are neither the JIT's nor
    // the first growth of the heap to what 500 open requests hold. Past it the heap is a saw:
    // V8 lets short-lived objects that survived two scavenges pile up in the old space and
    // collects them every 15-20 s under this load (measured with --trace-gc on PostgreSQL: about
    // 148 MB live after each full collection, burst after burst). "After" is thus compared with
    // a heap already at work, and growth beyond the saw's height means memory kept.
    await autocannon({
      url: server.baseUrl,
      requests,
      connections: opts.connections,
      duration: WARM_UP_SECONDS,
      timeout: 30,
    });
    const rss = sampleRss(server.pid);
    const result = await autocannon({
      url: server.baseUrl,
      requests,
      connections: opts.connections,
      duration: opts.durationSeconds,
      timeout: 30,
    });
    const { rssBeforeBytes, rssAfterBytes, rssPeakBytes } = rss.stop();
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_PAUSE_MS));
    const rssAfterLoadBytes = await rssOf(server.pid);
    const statusCounts: Record<string, number> = {};
    for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
      statusCounts[code] = count;
    }
    const unexpected = Object.entries(statusCounts)
      .filter(([code]) => code !== '200' && code !== '304')
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      database: opts.databaseUrl ? 'postgres' : 'pglite',
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      // autocannon's `errors` already counts the timeouts among the connection errors.
      errors: result.errors + unexpected,
      timeouts: result.timeouts,
      statusCounts,
      rssAfterFirstStartBytes,
      rssAfterStartBytes,
      rssAfterLoadBytes,
      rssBeforeBytes,
      rssAfterBytes,
      rssPeakBytes,
    };
  } finally {
    await server.stop();
  }
}

/** Goals of the burst: no errors, and memory that stays flat. */
export const LOAD_RSS_GROWTH_BUDGET_MB = 50;

/** Resident memory once started (docs/deploy.md, Sizing), and its growth over a burst. */
export const RSS_AFTER_START_BUDGET_MB: Record<LoadResult['database'], number> = {
  pglite: 350,
  postgres: 200,
};
export const RSS_LOAD_GROWTH_BUDGET = 0.2;

export function reportLoad(report: Report, r: LoadResult, connections: number, seconds: number) {
  const label = `${connections} visitors × ${seconds} s on ${r.database}`;
  report.info(`${label}: requests/s`, perSecond(r.requestsPerSecond));
  report.info(`${label}: latency p50 / p99`, `${r.p50Ms} ms / ${r.p99Ms} ms`);
  report.info(
    `${label}: answers`,
    Object.entries(r.statusCounts)
      .map(([code, n]) => `${code}×${n}`)
      .join(', '),
  );
  report.check(
    `${label}: errors`,
    `${r.errors} (${r.timeouts} unanswered within 30 s)`,
    '0',
    r.errors === 0,
  );
  const startBudget = RSS_AFTER_START_BUDGET_MB[r.database];
  report.check(
    `server RSS after its first start on ${r.database} (migrations, demo seed)`,
    mb(r.rssAfterFirstStartBytes),
    `≤ ${startBudget} MB`,
    r.rssAfterFirstStartBytes <= startBudget * 1024 * 1024,
  );
  report.check(
    `server RSS after start on ${r.database} (restart on that data)`,
    mb(r.rssAfterStartBytes),
    `≤ ${startBudget} MB`,
    r.rssAfterStartBytes <= startBudget * 1024 * 1024,
  );
  const afterLoad = r.rssAfterLoadBytes / r.rssAfterStartBytes - 1;
  report.check(
    `server RSS after ${seconds} s of load on ${r.database} (10 s after the burst)`,
    `${mb(r.rssAfterLoadBytes)} (${afterLoad >= 0 ? '+' : ''}${Math.round(afterLoad * 100)} %)`,
    `≤ +${RSS_LOAD_GROWTH_BUDGET * 100} % of after start`,
    afterLoad <= RSS_LOAD_GROWTH_BUDGET,
  );
  const growth = r.rssAfterBytes - r.rssBeforeBytes;
  report.check(
    `${label}: server RSS low, first → second half (peak)`,
    `${mb(r.rssBeforeBytes)} → ${mb(r.rssAfterBytes)} (${mb(r.rssPeakBytes)})`,
    `growth < ${LOAD_RSS_GROWTH_BUDGET_MB} MB`,
    growth < LOAD_RSS_GROWTH_BUDGET_MB * 1024 * 1024,
  );
}

export type LoadDatabase = LoadResult['database'];

/**
 * The burst on each of `databases` (PGlite, then PostgreSQL when a server answers at
 * 127.0.0.1:5432), its figures added to `report`. `BENCH_LOAD_CONNECTIONS` sets the visitors (500;
 * 100 in the short mode, `BENCH_SHORT=1`), `BENCH_LOAD_SECONDS` the seconds; without it the run
 * lasts a minute per second of `BENCH_DURATION` (the portal view's runs): 10 minutes by default,
 * long enough for memory kept to show beyond the heap's saw, and 1 minute in the short mode
 * (`BENCH_DURATION=1`). `BENCH_LOAD_WARM_UP_SECONDS` sets the warm-up before them (10 s).
 */
export async function benchLoad(
  report: Report,
  databases: readonly LoadDatabase[] = ['pglite', 'postgres'],
): Promise<void> {
  const short = Boolean(process.env.BENCH_SHORT);
  const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? (short ? 100 : 500));
  const durationSeconds = Number(
    process.env.BENCH_LOAD_SECONDS ?? 60 * Number(process.env.BENCH_DURATION ?? 10),
  );
  const run = { connections, durationSeconds };
  if (databases.includes('pglite')) {
    console.log(`load: ${connections} concurrent visitors for ${durationSeconds} s, PGlite…`);
    reportLoad(report, await measureLoad(run), connections, durationSeconds);
  }
  if (databases.includes('postgres')) {
    console.log(`load: ${connections} concurrent visitors for ${durationSeconds} s, PostgreSQL…`);
    const onPostgres = await withPostgresDatabase((databaseUrl) =>
      measureLoad({ ...run, databaseUrl }),
    );
    if (onPostgres) reportLoad(report, onPostgres, connections, durationSeconds);
    else report.skipped('load on PostgreSQL', 'no server at 127.0.0.1:5432');
  }
}
