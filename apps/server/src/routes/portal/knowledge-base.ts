import { ZKnowledgeBaseQuery, ZKnowledgeBaseResponse } from '@trustfront/core';
import type { App, AppDeps } from '../../app.ts';
import { sessionToken } from '../../lib/session.ts';
import { presentKnowledgeBasePage } from '../../presenters/portal-knowledge-base.ts';
import { listKnowledgeBase } from '../../services/list-knowledge-base.ts';
import { resolvePortalCaller } from '../../services/portal-caller.ts';
import { ZOrgParams, ZViewerQuery } from './params.ts';

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
    async (req) => {
      const { mode, accountId, permissionProfileId, productId, ...page } = req.query;
      const { org, viewer } = await resolvePortalCaller(db, req.params.orgSlug, {
        mode,
        accountId,
        permissionProfileId,
        sessionToken: sessionToken(req),
      });
      const { rows, total } = await listKnowledgeBase(db, org.id, {
        viewer,
        productId: productId ?? null,
        ...page,
      });
      return presentKnowledgeBasePage(rows, total, page);
    },
  );
}
