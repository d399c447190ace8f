import multipart from '@fastify/multipart';
import { ADMIN_MESSAGES, AppError, LIMITS, ZUploadedFile } from '@trustfront/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { uploadFile } from '../../services/editing/upload-file.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

/**
 * POST /api/trust-center/files: one document as multipart form data, streamed to storage. The
 * multipart parser lives in this scope only.
 */
export function fileUploadRoutes(app: App, deps: AppDeps) {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, fileSize: LIMITS.uploadMaxBytes },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/trust-center/files',
      {
        config: staffOnly('statuspage:edit'),
        schema: { tags: ['trust-center'], response: { 200: ZUploadedFile } },
      },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('invalid_request', ADMIN_MESSAGES.fileMissing);
        const part = await req.file();
        if (!part) throw new AppError('invalid_request', ADMIN_MESSAGES.fileMissing);
        return uploadFile(deps, staffOf(req), part);
      },
    );
  });
}
