import { z } from 'zod';
import {
  API_ERRORS,
  refusalOf,
  ZBulkDownloadRequest,
  ZBulkDownloadResponse,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { documentHeaders } from '../../lib/http.ts';
import { sessionToken } from '../../lib/session.ts';
import { viewerParams } from '../../services/access/resolve-viewer.ts';
import {
  assertBulkDownloadEnabled,
  bulkDownloadFileName,
  findBulkDownload,
  prepareBulkDownload,
  resolveBulkDownloadCaller,
  streamBulkDownload,
} from '../../services/documents/bulk-download.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

/**
 * POST {product base}/bulk-download: checks the selected documents and answers a ten-minute
 * link; GET {base}/bulk-download/{id}: checks them again for whoever follows the link and
 * streams the zip of those still permitted.
 */
export function bulkDownloadRoutes(app: App, deps: AppDeps) {
  const { db, storage } = deps;
  app.post(
    '/api/portal/:orgSlug/products/:productId/bulk-download',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams.extend({ productId: z.uuid() }),
        querystring: ZViewerQuery,
        body: ZBulkDownloadRequest,
        response: { 200: ZBulkDownloadResponse },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertBulkDownloadEnabled(caller);
      if (req.body.productId !== req.params.productId) {
        throw refusalOf(API_ERRORS.productMismatch, 400);
      }
      const { id, ...counts } = await prepareBulkDownload(db, caller, {
        productId: req.params.productId,
        files: req.body.files,
        viewer: viewerParams(req.query),
      });
      return {
        ...counts,
        fileUrl: `/api/portal/${encodeURIComponent(caller.org.slug)}/bulk-download/${id}`,
      };
    },
  );

  app.get(
    '/api/portal/:orgSlug/bulk-download/:id',
    {
      schema: { tags: ['portal'], params: ZOrgParams.extend({ id: z.uuid() }) },
      // The link's grant names the caller parameters: the session with those decides.
      config: { ownCaller: true },
    },
    async (req, reply) => {
      const grant = await findBulkDownload(db, req.params.orgSlug, req.params.id);
      const caller = await resolveBulkDownloadCaller(
        deps,
        req.params.orgSlug,
        grant.viewer,
        sessionToken(req),
      );
      assertBulkDownloadEnabled(caller);
      const zip = await streamBulkDownload({ db, storage }, caller, grant, (error) =>
        req.log.error({ err: error }, 'Bulk download zip failed'),
      );
      documentHeaders(reply, {
        contentType: 'application/zip',
        fileName: bulkDownloadFileName(caller.org.name),
        disposition: 'attachment',
      });
      return reply.send(zip);
    },
  );
}
