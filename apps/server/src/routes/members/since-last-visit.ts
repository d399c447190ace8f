/**
 * "Since your last visit", the member's own answers: never cached, never part of the portal's
 * shared view, knowledge-base or updates answers. GET records the visit and answers what is new;
 * PUT turns the weekly mail on or off; the mail's link turns it off without signing in.
 */
import { z } from 'zod';
import { MEMBER_MESSAGES as M, ZDigestPreference, ZSinceLastVisit } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { PRIVATE_NO_STORE } from '../../lib/http.ts';
import { portalAddress } from '../../services/access/links.ts';
import {
  setWeeklyDigest,
  sinceLastVisit,
  visitingMember,
} from '../../services/members/visits/since-last-visit.ts';
import { turnDigestOffByLink } from '../../services/members/visits/digest-off.ts';
import { findOrganizationBySlug } from '../../services/portal/find-organization.ts';
import { callerOf, membersOnly } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

export function sinceLastVisitRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const guarded = membersOnly('members_only', M.sinceLastVisitMembersOnly);
  app.get(
    '/api/portal/:orgSlug/since-last-visit',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        response: { 200: ZSinceLastVisit },
      },
      config: guarded,
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return sinceLastVisit(db, callerOf(req));
    },
  );
  app.put(
    '/api/portal/:orgSlug/since-last-visit/digest',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        body: ZDigestPreference,
        response: { 200: ZDigestPreference },
      },
      config: guarded,
    },
    async (req) => setWeeklyDigest(db, visitingMember(callerOf(req)), req.body.weeklyDigest),
  );
  app.get(
    '/api/portal/:orgSlug/weekly-digest/off',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: z.object({ token: z.string().max(4000) }),
      },
      config: { mailedLink: true, rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (req, reply) => {
      const orgId = (await findOrganizationBySlug(deps.db, req.params.orgSlug)).id;
      const outcome = await turnDigestOffByLink(deps, orgId, req.query.token);
      return reply.redirect(await portalAddress(deps, orgId, { weeklyDigest: outcome }));
    },
  );
}
