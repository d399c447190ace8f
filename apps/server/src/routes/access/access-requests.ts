import { z } from 'zod';
import {
  ACCESS_REQUEST_REVIEW_SCOPE,
  ZAccessRequestListQuery,
  ZAccessRequestQueue,
  ZApproveRequest,
  ZDeclineRequest,
  ZDomainRule,
  ZDomainRuleCreate,
  ZDomainRuleList,
  ZSignInLinkResent,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  deleteDomainRule,
  listDomainRules,
  saveDomainRule,
} from '../../services/access/domain-rules.ts';
import {
  approveAccessRequest,
  blockRequestDomain,
  declineAccessRequest,
  listAccessRequests,
  resendSignInLink,
} from '../../services/access/review-requests.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZIdParams = z.object({ id: z.uuid() });
const ZDone = z.object({ ok: z.literal(true) });

/**
 * The access-request queue and domain rules (scope app:access-requests):
 * /api/app/access-requests (list, approve, decline, block the domain, a new sign-in link) and
 * /api/app/access-requests/domain-rules (auto-approve and blocked domains).
 */
export function accessRequestRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  // Slack approvals ask the same scope (docs/integrations.md, Slack).
  const guarded = staffOnly(ACCESS_REQUEST_REVIEW_SCOPE);
  const tags = ['app'];
  const ok = { ok: true as const };

  app.get(
    '/api/app/access-requests',
    {
      config: guarded,
      schema: {
        tags,
        querystring: ZAccessRequestListQuery,
        response: { 200: ZAccessRequestQueue },
      },
    },
    async (req) => ({
      requests: await listAccessRequests(db, staffOf(req).orgId, req.query.status),
    }),
  );
  app.post(
    '/api/app/access-requests/:id/approve',
    {
      config: guarded,
      schema: { tags, params: ZIdParams, body: ZApproveRequest, response: { 200: ZDone } },
    },
    async (req) => {
      await approveAccessRequest(deps, staffOf(req), req.params.id, req.body);
      return ok;
    },
  );
  app.post(
    '/api/app/access-requests/:id/decline',
    {
      config: guarded,
      schema: { tags, params: ZIdParams, body: ZDeclineRequest, response: { 200: ZDone } },
    },
    async (req) => {
      await declineAccessRequest(db, staffOf(req), req.params.id, req.body);
      return ok;
    },
  );
  app.post(
    '/api/app/access-requests/:id/sign-in-link',
    {
      config: guarded,
      schema: { tags, params: ZIdParams, response: { 200: ZSignInLinkResent } },
    },
    async (req) => resendSignInLink(deps, staffOf(req), req.params.id),
  );
  app.post(
    '/api/app/access-requests/:id/block-domain',
    { config: guarded, schema: { tags, params: ZIdParams, response: { 200: ZDone } } },
    async (req) => {
      await blockRequestDomain(db, staffOf(req), req.params.id);
      return ok;
    },
  );

  app.get(
    '/api/app/access-requests/domain-rules',
    { config: guarded, schema: { tags, response: { 200: ZDomainRuleList } } },
    async (req) => ({ rules: await listDomainRules(db, staffOf(req).orgId) }),
  );
  app.post(
    '/api/app/access-requests/domain-rules',
    { config: guarded, schema: { tags, body: ZDomainRuleCreate, response: { 200: ZDomainRule } } },
    async (req) => saveDomainRule(db, staffOf(req).orgId, req.body),
  );
  app.delete(
    '/api/app/access-requests/domain-rules/:id',
    { config: guarded, schema: { tags, params: ZIdParams, response: { 200: ZDone } } },
    async (req) => {
      await deleteDomainRule(db, staffOf(req).orgId, req.params.id);
      return ok;
    },
  );
}
