import { z } from 'zod';
import { ZStaffCommentList, ZStaffReply } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { presentStaffComment } from '../../presenters/comment.ts';
import {
  deleteComment,
  listOrgComments,
  replyToComment,
} from '../../services/members/comments/staff-comments.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZIdParams = z.object({ id: z.uuid() });
const ZDone = z.object({ ok: z.literal(true) });

/** Members' comments on items (scope app:accounts): list, reply in a thread, delete. */
export function staffCommentRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const guarded = staffOnly('app:accounts');
  const tags = ['app'];

  app.get(
    '/api/app/comments',
    { config: guarded, schema: { tags, response: { 200: ZStaffCommentList } } },
    async (req) => ({
      comments: (await listOrgComments(db, staffOf(req).orgId)).map(presentStaffComment),
    }),
  );
  app.post(
    '/api/app/comments/:id/reply',
    {
      config: guarded,
      schema: { tags, params: ZIdParams, body: ZStaffReply, response: { 200: ZDone } },
    },
    async (req) => {
      await replyToComment(db, staffOf(req), req.params.id, req.body.content);
      return { ok: true as const };
    },
  );
  app.delete(
    '/api/app/comments/:id',
    { config: guarded, schema: { tags, params: ZIdParams, response: { 200: ZDone } } },
    async (req) => {
      await deleteComment(db, staffOf(req).orgId, req.params.id);
      return { ok: true as const };
    },
  );
}
