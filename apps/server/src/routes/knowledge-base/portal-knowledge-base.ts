import { ZKnowledgeBaseQuery, ZKnowledgeBaseResponse } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { presentKnowledgeBasePage } from '../../presenters/portal-knowledge-base.ts';
import { listKnowledgeBase } from '../../services/knowledge-base/list-knowledge-base.ts';
import { sendCachedAnswer } from '../../answers/cached-answer.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

/** GET {base}/knowledge-base: one page of the knowledge base entries the caller may read. */
export function knowledgeBaseRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/portal/:orgSlug/knowledge-base',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery.extend(ZKnowledgeBaseQuery.shape),
        response: { 200: ZKnowledgeBaseResponse },
      },
    },
    async (req, reply) => {
      const { org, viewer } = callerOf(req);
      const { productId, page, pageSize, q } = req.query;
      return sendCachedAnswer(req, reply, {
        request: ['knowledge-base', productId ?? '', page, pageSize, q ?? ''],
        schema: ZKnowledgeBaseResponse,
        render: async () => {
          const { rows, total } = await listKnowledgeBase(db, org.id, {
            viewer,
            productId: productId ?? null,
            page,
            pageSize,
            q,
          });
          return presentKnowledgeBasePage(rows, total, { page, pageSize });
        },
      });
    },
  );
}
