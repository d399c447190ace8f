import { ZAnalyticsQuery, ZAnalyticsReport } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { analyticsReport } from '../../services/analytics/analytics.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

/**
 * GET /api/app/analytics?range=7d|30d|1y|all: views, downloads, searches and access requests
 * over time, with the top items, cards and search terms and the searches that found nothing.
 */
export function analyticsRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/app/analytics',
    {
      config: staffOnly('app:analytics'),
      schema: {
        tags: ['app'],
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalyticsReport },
      },
    },
    async (req) => analyticsReport(deps.db, staffOf(req).orgId, req.query.range),
  );
}
