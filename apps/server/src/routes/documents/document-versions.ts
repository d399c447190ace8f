import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  AppError,
  DOCUMENTS_LIST_SCOPES,
  LIMITS,
  ZDocumentVersions,
  ZVerifyAnswer,
  ZVerifyRequest,
  ZVersionParams,
} from '@trustfront/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { PRIVATE_NO_STORE } from '../../lib/http.ts';
import { digestOfUpload, verifyDigest } from '../../services/documents/verify.ts';
import {
  listDocumentVersions,
  replaceDocumentFile,
  restoreDocumentVersion,
} from '../../services/documents/versions.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZFileParams = z.object({ fileId: z.uuid('Document not found') });
const VERIFY_MISSING = 'Choose a file to verify, or enter its SHA-256';

/**
 * The SHA-256 a verification asks about: of the multipart file sent, or the JSON body's
 * `sha256` (docs/documents.md, Verify a document).
 */
export async function verifiedDigestOf(req: FastifyRequest): Promise<string> {
  if (req.isMultipart()) {
    const part = await req.file();
    if (!part) throw new AppError('invalid_request', VERIFY_MISSING);
    return digestOfUpload(part.file);
  }
  if (req.body === undefined || req.body === null) {
    throw new AppError('invalid_request', VERIFY_MISSING);
  }
  const parsed = ZVerifyRequest.safeParse(req.body);
  if (!parsed.success) {
    throw new AppError('invalid_request', parsed.error.issues[0]?.message ?? VERIFY_MISSING);
  }
  return parsed.data.sha256;
}

/** The multipart parser of one file at most the upload limit, in the scope it is registered in. */
export const oneFile = {
  limits: { files: 1, fields: 0, fileSize: LIMITS.uploadMaxBytes },
} as const;

/**
 * A document's versions for staff (docs/documents.md, Versions): the list (readers of the
 * documents), a new file for the document and the restore of a version (editors), and the
 * verification of a file that names a copy's member (readers of the documents).
 */
export function documentVersionRoutes(app: App, deps: AppDeps) {
  const tags = ['trust-center'];
  const editors = staffOnly('statuspage:edit');
  const readers = staffOnly(DOCUMENTS_LIST_SCOPES);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/trust-center/files/:fileId/versions',
    {
      config: readers,
      schema: { tags, params: ZFileParams, response: { 200: ZDocumentVersions } },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return listDocumentVersions(deps, staffOf(req).orgId, req.params.fileId);
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/trust-center/files/:fileId/versions/:version/restore',
    {
      config: editors,
      schema: { tags, params: ZVersionParams, response: { 200: ZDocumentVersions } },
    },
    async (req) =>
      restoreDocumentVersion(deps, staffOf(req), req.params.fileId, req.params.version),
  );

  void app.register(async (scope) => {
    await scope.register(multipart, oneFile);
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/trust-center/files/:fileId/replace',
      {
        config: editors,
        schema: { tags, params: ZFileParams, response: { 200: ZDocumentVersions } },
      },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('invalid_request', ADMIN_MESSAGES.fileMissing);
        const part = await req.file();
        if (!part) throw new AppError('invalid_request', ADMIN_MESSAGES.fileMissing);
        return replaceDocumentFile(deps, staffOf(req), req.params.fileId, part);
      },
    );
    typed.post(
      '/api/app/documents/verify',
      { config: readers, schema: { tags, response: { 200: ZVerifyAnswer } } },
      async (req, reply) => {
        const sha256 = await verifiedDigestOf(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return verifyDigest(deps, { staff: { orgId: staffOf(req).orgId } }, sha256);
      },
    );
  });
}
