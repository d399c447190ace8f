/**
 * The server's metrics in the Prometheus text format (docs/deploy.md, Metrics): one registry per
 * application, so that several applications in one process (the tests) count apart. Without a
 * `METRICS_TOKEN` nothing is collected: every recording is a no-op.
 *
 * What lives in the database (the job queue, the pool) is read when scraped, in one query.
 */
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from 'prom-client';
import type { Db } from '../../db/client.ts';
import { poolStats } from '../../db/pool-stats.ts';
import { queueDepths } from '../../jobs/queue.ts';

export type SearchOperation = 'search' | 'answer';

export interface Metrics {
  readonly enabled: boolean;
  /** A finished request: its route's pattern (never the raw URL), method and status. */
  requestDone(route: string, method: string, statusCode: number, seconds: number): void;
  /** A portal answer served from the kept answers (hit) or rendered for the request (miss). */
  portalCache(hit: boolean): void;
  mailsSent(count: number): void;
  /** A failed send: `final` when it will not be tried again. */
  mailFailed(final: boolean): void;
  /** Runs a search or an Ask AI answer, timing it. */
  timed<T>(operation: SearchOperation, work: () => Promise<T>): Promise<T>;
  /** The metrics now, in the exposition format. */
  exposition(): Promise<{ contentType: string; body: string }>;
}

const off: Metrics = {
  enabled: false,
  requestDone: () => undefined,
  portalCache: () => undefined,
  mailsSent: () => undefined,
  mailFailed: () => undefined,
  timed: (_operation, work) => work(),
  exposition: () => Promise.reject(new Error('Metrics are off: METRICS_TOKEN is not set')),
};

export function createMetrics(db: Db, enabled: boolean): Metrics {
  return enabled ? collectingMetrics(db) : off;
}

function collectingMetrics(db: Db): Metrics {
  const registers = [new Registry()];
  const [registry] = registers as [Registry];
  collectDefaultMetrics({ register: registry });
  const counter = (config: CounterConfiguration<string>) => new Counter({ ...config, registers });

  const requests = new Histogram({
    name: 'trustfront_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'],
    registers,
  });
  const cacheHits = counter({
    name: 'trustfront_portal_cache_hits_total',
    help: 'Portal answers served from the kept answers (or revalidated) without rendering.',
  });
  const cacheMisses = counter({
    name: 'trustfront_portal_cache_misses_total',
    help: 'Portal answers rendered for the request.',
  });
  const mailsSent = counter({
    name: 'trustfront_mails_sent_total',
    help: 'Mails this instance handed to the SMTP server.',
  });
  const mailsFailed = counter({
    name: 'trustfront_mails_failed_total',
    help: 'Failed mail sends; final="true" when the mail will not be tried again.',
    labelNames: ['final'],
  });
  const searches = new Histogram({
    name: 'trustfront_search_duration_seconds',
    help: 'Time to run a portal search (operation="search") or compose an Ask AI answer.',
    labelNames: ['operation'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const jobsDue = new Gauge({
    name: 'trustfront_jobs_due',
    help: 'Background jobs due and not finished, by kind (every instance together).',
    labelNames: ['kind'],
    registers,
  });
  const jobsOldest = new Gauge({
    name: 'trustfront_jobs_oldest_due_age_seconds',
    help: 'Seconds since the longest-waiting due job of the kind became due.',
    labelNames: ['kind'],
    registers,
  });
  const poolConnections = new Gauge({
    name: 'trustfront_db_pool_connections',
    help: 'PostgreSQL connections of this instance open (state="total") and idle.',
    labelNames: ['state'],
    registers,
  });
  const poolWaiting = new Gauge({
    name: 'trustfront_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL connection, or for their turn on the embedded database.',
    registers,
  });

  /** What is read at scrape time: the queue in one query, the pool from memory. */
  const readState = async () => {
    const depths = await queueDepths(db);
    jobsDue.reset();
    jobsOldest.reset();
    for (const depth of depths) {
      jobsDue.set({ kind: depth.kind }, depth.due);
      jobsOldest.set({ kind: depth.kind }, depth.oldestAgeSeconds);
    }
    const pool = poolStats(db);
    if (pool?.connections) {
      poolConnections.set({ state: 'total' }, pool.connections.total);
      poolConnections.set({ state: 'idle' }, pool.connections.idle);
    }
    if (pool) poolWaiting.set(pool.waiting);
  };

  return {
    enabled: true,
    requestDone(route, method, statusCode, seconds) {
      requests.observe({ route, method, status_code: String(statusCode) }, seconds);
    },
    portalCache: (hit) => (hit ? cacheHits : cacheMisses).inc(),
    mailsSent: (count) => mailsSent.inc(count),
    mailFailed: (final) => mailsFailed.inc({ final: String(final) }),
    async timed(operation, work) {
      const end = searches.startTimer({ operation });
      try {
        return await work();
      } finally {
        end();
      }
    },
    async exposition() {
      await readState();
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This application's metrics (a no-op without `METRICS_TOKEN`). */
    metrics: Metrics;
  }
}
