import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZDocumentCheckResponse, ZDocumentDisposition } from '@trustfront/core';
import type { App, AppDeps } from '../../app.ts';
import { sessionToken } from '../../lib/session.ts';
import { authorizeDocument, openDocument } from '../../services/open-document.ts';
import { resolvePortalCaller } from '../../services/portal-caller.ts';
import { ZOrgParams, ZViewerQuery } from './params.ts';

const ZFileParams = ZOrgParams.extend({ fileId: z.string().min(1).max(100) });
const ZFileQuery = ZViewerQuery.extend({
  itemUid: z.uuid(),
  productId: z.uuid(),
  disposition: ZDocumentDisposition.default('inline'),
});

/** Types a browser may render inline from our origin without a sandbox. */
const INLINE_SAFE = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
]);

/** `inline` or `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Headers every document answer carries: never cached, never sniffed. */
export function documentHeaders(reply: FastifyReply, contentType: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
}

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
      const caller = await resolvePortalCaller(db, req.params.orgSlug, {
        ...req.query,
        sessionToken: sessionToken(req),
      });
      const { itemUid, productId, disposition } = req.query;
      const content = await openDocument({ db, storage }, caller, {
        itemUid,
        productId,
        disposition,
        fileId: req.params.fileId,
      });
      documentHeaders(reply, content.contentType).header(
        'content-disposition',
        contentDisposition(disposition, content.fileName),
      );
      if (content.size !== undefined) reply.header('content-length', content.size);
      // Uploaded HTML or SVG must not run scripts on the portal's origin.
      if (!INLINE_SAFE.has(content.contentType)) {
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      }
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
      const caller = await resolvePortalCaller(db, req.params.orgSlug, {
        ...req.query,
        sessionToken: sessionToken(req),
      });
      const { document } = await authorizeDocument(db, caller, {
        ...req.query,
        fileId: req.params.fileId,
      });
      reply.header('cache-control', 'private, no-store');
      return {
        fileName: document.originalName,
        contentType: document.contentType,
        canDownload: document.canDownload,
      };
    },
  );
}
