import { isCountedVisitor, ZPortalEventBatch } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { recordPortalEvents } from '../../services/analytics/analytics.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

/** A tab sends a batch every few seconds at most; more is not a visitor. */
const EVENTS_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * POST {base}/events: the portal's analytics events (page views, expanded cards closed with
 * how long they were open, searches, failed subscribes and unsubscribes), kept first-party and
 * anonymous for the staff's charts. Staff in main mode or previewing are not counted. Answers
 * 204 whatever was kept: analytics never fail a visitor.
 */
export function eventRoutes(app: App, { db }: AppDeps) {
  app.post(
    '/api/portal/:orgSlug/events',
    {
      config: EVENTS_LIMIT,
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        body: ZPortalEventBatch,
      },
    },
    async (req, reply) => {
      const { org, viewer } = callerOf(req);
      if (isCountedVisitor(viewer.mode)) await recordPortalEvents(db, org.id, req.body.events);
      return reply.status(204).send();
    },
  );
}
