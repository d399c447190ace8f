import { z } from 'zod';
import {
  SUBPROCESSOR_CHANGE_MESSAGES as M,
  ZMemberObjection,
  ZObjectionCreate,
  ZPlannedSubprocessorList,
  ZPlannedSubprocessorQuery,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { PRIVATE_NO_STORE } from '../../lib/http.ts';
import { perSessionKey } from '../../lib/session.ts';
import {
  presentMemberObjection,
  presentPlannedSubprocessor,
} from '../../presenters/planned-subprocessors.ts';
import { objectTo, plannedForCaller } from '../../services/members/subprocessor-objections.ts';
import { callerOf, membersOnly } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

const ZChangeParams = ZOrgParams.extend({ changeId: z.uuid() });

/**
 * GET {base}/subprocessor-changes?productId= and POST {base}/subprocessor-changes/{changeId}/objections
 * (docs/editing.md, Planned subprocessor changes): the planned changes the caller may see on the
 * product's Subprocessors card, and a signed-in member's objection. Both answer the caller alone
 * (a member's own objections ride along), never from a shared cache.
 */
export function subprocessorObjectionRoutes(app: App, { db }: AppDeps) {
  const tags = ['portal'];
  app.get(
    '/api/portal/:orgSlug/subprocessor-changes',
    {
      schema: {
        tags,
        params: ZOrgParams,
        querystring: ZViewerQuery.extend(ZPlannedSubprocessorQuery.shape),
        response: { 200: ZPlannedSubprocessorList },
      },
    },
    async (req, reply) => {
      const planned = await plannedForCaller(db, callerOf(req), req.query.productId);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { changes: planned.map(presentPlannedSubprocessor) };
    },
  );
  app.post(
    '/api/portal/:orgSlug/subprocessor-changes/:changeId/objections',
    {
      schema: {
        tags,
        params: ZChangeParams,
        querystring: ZViewerQuery,
        body: ZObjectionCreate,
        response: { 201: ZMemberObjection },
      },
      config: {
        ...membersOnly('members_only', M.membersOnly),
        rateLimit: { max: 30, timeWindow: '10 minutes', keyGenerator: perSessionKey },
      },
    },
    async (req, reply) => {
      const row = await objectTo(db, callerOf(req), req.params.changeId, req.body);
      return reply.code(201).send(presentMemberObjection(row));
    },
  );
}
