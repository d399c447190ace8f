import { z } from 'zod';
import { ZBulkDownloadRequest, ZBulkDownloadResponse } from '@trustfront/core';
import type { App, AppDeps } from '../../app.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { sessionToken } from '../../lib/session.ts';
import {
  bulkDownloadFileName,
  prepareBulkDownload,
  streamBulkDownload,
  verifyBulkDownloadToken,
} from '../../services/bulk-download.ts';
import { findOrganizationBySlug } from '../../services/find-organization.ts';
import { resolvePortalCaller } from '../../services/portal-caller.ts';
import { contentDisposition, documentHeaders } from './files.ts';
import { ZOrgParams, ZViewerQuery } from './params.ts';

/** A compact JWT; the link's last segment (a wildcard, as it is longer than a path parameter may be). */
const ZTokenParams = ZOrgParams.extend({
  '*': z
    .string()
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    .max(16_000),
});

/**
 * POST {product base}/bulk-download: checks the selected documents and answers a ten-minute
 * link; GET {base}/bulk-download/{token}: streams the zip of the permitted documents.
 */
export function bulkDownloadRoutes(app: App, { db, storage, config }: AppDeps) {
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
      const caller = await resolvePortalCaller(db, req.params.orgSlug, {
        ...req.query,
        sessionToken: sessionToken(req),
      });
      if (!caller.customization.allowBulkDownload) {
        throw forbidden('Bulk download is not enabled', 'bulk_download_disabled');
      }
      if (req.body.productId !== req.params.productId) {
        throw new AppError('product_mismatch', 'The product id does not match the path', 400);
      }
      const { token, ...counts } = await prepareBulkDownload(
        db,
        config.secret,
        caller,
        req.params.productId,
        req.body.files,
      );
      return { ...counts, fileUrl: `/api/portal/${caller.org.slug}/bulk-download/${token}` };
    },
  );

  app.get(
    '/api/portal/:orgSlug/bulk-download/*',
    { schema: { tags: ['portal'], params: ZTokenParams } },
    async (req, reply) => {
      const org = await findOrganizationBySlug(db, req.params.orgSlug);
      const grant = await verifyBulkDownloadToken(config.secret, org.id, req.params['*']);
      const zip = await streamBulkDownload({ db, storage }, org, grant, (error) =>
        req.log.error({ err: error }, 'Bulk download zip failed'),
      );
      documentHeaders(reply, 'application/zip').header(
        'content-disposition',
        contentDisposition('attachment', bulkDownloadFileName(org.name)),
      );
      return reply.send(zip);
    },
  );
}
