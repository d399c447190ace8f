/**
 * A @fastify/rate-limit store over PostgreSQL, so that counters hold across server instances
 * (ARCHITECTURE.md, Running past one machine). One upsert a request: a fixed window that restarts
 * when it has passed.
 */
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Counts `attempts` (one unless told) under `key` in a fixed window of `windowMs`: answers the
 * attempts in the current window and the milliseconds until it restarts. Also used for limits
 * keyed by something other than a route (an e-mail address, MCP tool calls).
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowMs: number,
  attempts = 1,
): Promise<{ current: number; ttl: number }> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: attempts, resetAt: new Date(Date.now() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${attempts}::int else ${rateLimits.count} + ${attempts}::int end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return {
    current: row?.count ?? attempts,
    ttl: Math.max(0, (row?.resetAt.getTime() ?? Date.now()) - Date.now()),
  };
}

export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      countAttempt(db, this.prefix + key, timeWindow ?? 60_000)
        .then((count) => callback(null, count))
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /**
     * A route's own counters. The plugin hands over the route's merged limit options, which name
     * the route under `routeInfo` (not at the top level, whatever its types say): without it every
     * route would share one counter per client address.
     */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = options as unknown as {
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const method = [routeInfo?.method ?? 'any'].flat().join(',');
      return new PostgresStore(undefined, `${method}:${routeInfo?.url ?? 'custom'}:`);
    }
  }
  return PostgresStore;
}
