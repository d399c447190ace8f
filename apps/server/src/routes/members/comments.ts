import {
  MEMBER_MESSAGES as M,
  ZComment,
  ZCommentCreate,
  ZCommentList,
  ZCommentQuery,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { PRIVATE_NO_STORE } from '../../lib/http.ts';
import { presentComment } from '../../presenters/comment.ts';
import { perSessionKey } from '../../lib/session.ts';
import {
  listThread,
  openThread,
  postComment,
} from '../../services/members/comments/member-comments.ts';
import { callerOf, membersOnly } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

/**
 * GET {base}/comments?itemUid=&productId= and POST {base}/comments (docs/access.md, Member
 * features): the signed-in member's account's conversation on an item.
 */
export function commentRoutes(app: App, { db }: AppDeps) {
  const guarded = membersOnly('members_only', M.commentsMembersOnly);
  app.get(
    '/api/portal/:orgSlug/comments',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery.extend(ZCommentQuery.shape),
        response: { 200: ZCommentList },
      },
      config: guarded,
    },
    async (req, reply) => {
      const { itemUid, productId } = req.query;
      const thread = await openThread(db, callerOf(req), itemUid, productId);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { comments: (await listThread(db, thread)).map(presentComment) };
    },
  );
  app.post(
    '/api/portal/:orgSlug/comments',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        body: ZCommentCreate,
        response: { 201: ZComment },
      },
      config: {
        ...guarded,
        rateLimit: { max: 60, timeWindow: '10 minutes', keyGenerator: perSessionKey },
      },
    },
    async (req, reply) => {
      const { itemUid, productId, content } = req.body;
      const thread = await openThread(db, callerOf(req), itemUid, productId);
      return reply.code(201).send(presentComment(await postComment(db, thread, { content })));
    },
  );
}
