/**
 * Observability (docs/deploy.md, Metrics): every request's duration counted by its route's
 * pattern, and `GET /metrics` for Prometheus, answered only to the bearer of `METRICS_TOKEN`
 * (unset: 404, as if there were no such page). It lives outside /api: it is no part of the API.
 */
import { API_ERRORS, refusalOf } from '@trustfront/core';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { App, AppDeps } from '../app-types.ts';
import { notFound } from '../lib/errors.ts';
import { createMetrics } from '../services/system/metrics.ts';

/** The label of a request no route matched: its URL is never a label. */
const UNMATCHED = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `header` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

export function metricsRoutes(app: App, deps: AppDeps) {
  const metrics = createMetrics(deps.db, deps.config.metricsToken !== undefined);
  app.decorate('metrics', metrics);
  if (metrics.enabled) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      metrics.requestDone(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = deps.config.metricsToken;
    if (token === undefined) throw notFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      throw refusalOf(API_ERRORS.metricsBearerToken, 401);
    }
    const { contentType, body } = await metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
