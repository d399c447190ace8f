import { z } from 'zod';
import { ZDocumentCheckResponse, ZDocumentDisposition } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { documentHeaders, PRIVATE_NO_STORE } from '../../lib/http.ts';
import { authorizeDocument, openDocument } from '../../services/documents/open-document.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

const ZFileParams = ZOrgParams.extend({ fileId: z.string().min(1).max(100) });
const ZFileQuery = ZViewerQuery.extend({
  itemUid: z.uuid(),
  productId: z.uuid(),
  disposition: ZDocumentDisposition.default('inline'),
});

/**
 * GET {base}/files/{fileId}: a document to view (inline) or download (attachment), streamed;
 * GET {base}/files/{fileId}/check: the same decision without the bytes, so the portal can tell
 * the visitor before opening a tab.
 */
export function fileRoutes(app: App, { db, storage }: AppDeps) {
  app.get(
    '/api/portal/:orgSlug/files/:fileId',
    { schema: { tags: ['portal'], params: ZFileParams, querystring: ZFileQuery } },
    async (req, reply) => {
      const { itemUid, productId, disposition } = req.query;
      const content = await openDocument({ db, storage }, callerOf(req), {
        itemUid,
        productId,
        disposition,
        fileId: req.params.fileId,
      });
      documentHeaders(reply, { ...content, disposition });
      if (content.size !== undefined) reply.header('content-length', content.size);
      return reply.send(content.body);
    },
  );

  app.get(
    '/api/portal/:orgSlug/files/:fileId/check',
    {
      schema: {
        tags: ['portal'],
        params: ZFileParams,
        querystring: ZFileQuery,
        response: { 200: ZDocumentCheckResponse },
      },
    },
    async (req, reply) => {
      const { document, reach } = await authorizeDocument(db, callerOf(req), {
        ...req.query,
        fileId: req.params.fileId,
      });
      reply.header('cache-control', PRIVATE_NO_STORE);
      return {
        fileName: document.originalName,
        contentType: document.contentType,
        canDownload: reach === 'download',
      };
    },
  );
}
