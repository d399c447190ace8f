import { buffer } from 'node:stream/consumers';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  MEMBER_MESSAGES,
  QUESTIONNAIRE_MAX_BYTES,
  QUESTIONNAIRE_MAX_MB,
  SIGNED_TEXTS,
  ZSignedTextRequest,
  ZSignedVerification,
  ZVerifyAnswer,
} from '@trustfront/core';
import type { SignedInput } from '../../services/portal/signed-answers.ts';
import { verifySigned } from '../../answers/verify-signed.ts';
import type { App, AppDeps } from '../../app-types.ts';
import { PRIVATE_NO_STORE } from '../../lib/http.ts';
import { perSessionKey } from '../../lib/session.ts';
import { verifyDigest } from '../../services/documents/verify.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';
import { oneFile, verifiedDigestOf } from './document-versions.ts';

/**
 * As the portal's other public forms: 30 verifications in 15 minutes, counted per session for a
 * signed-in caller and per address otherwise.
 */
const VERIFY_LIMIT = {
  rateLimit: { max: 30, timeWindow: '15 minutes', keyGenerator: perSessionKey },
};

/** A file as multipart form data, or `{ text }` as JSON: what a signed verification is given. */
async function signedInputOf(req: FastifyRequest): Promise<SignedInput> {
  if (req.isMultipart()) {
    // A signed file is an exported questionnaire: nothing larger is read (docs/questionnaires.md).
    const part = await req.file({
      limits: { files: 1, fields: 0, fileSize: QUESTIONNAIRE_MAX_BYTES },
    });
    if (!part) throw new AppError('invalid_request', SIGNED_TEXTS.missing);
    const bytes = await buffer(part.file);
    if (part.file.truncated) {
      const message = MEMBER_MESSAGES.questionnaireFileTooLarge(QUESTIONNAIRE_MAX_MB);
      throw new AppError('file_too_large', message, 413);
    }
    return { file: { bytes, fileName: part.filename } };
  }
  const parsed = ZSignedTextRequest.safeParse(req.body ?? {});
  if (!parsed.success) {
    throw new AppError('invalid_request', parsed.error.issues[0]?.message ?? SIGNED_TEXTS.missing);
  }
  return { text: parsed.data.text };
}

/**
 * POST {base}/verify (docs/documents.md, Verify a document): a file as multipart form data, or
 * `{ sha256 }` as JSON; answers which document and version it is, as far as the caller may see.
 * POST {base}/verify/signed (docs/questionnaires.md, Signed answers): an exported questionnaire
 * as multipart form data, or a copied Ask AI answer as `{ text }`; answers whether its signature
 * holds, when it was given, what fails and whether each source changed since.
 */
export function verifyRoutes(app: App, deps: AppDeps) {
  void app.register(async (scope) => {
    await scope.register(multipart, oneFile);
    scope.post(
      '/api/portal/:orgSlug/verify',
      {
        schema: {
          tags: ['portal'],
          params: ZOrgParams,
          querystring: ZViewerQuery,
          response: { 200: ZVerifyAnswer },
        },
        config: VERIFY_LIMIT,
      },
      async (req, reply) => {
        const sha256 = await verifiedDigestOf(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return verifyDigest(deps, { portal: callerOf(req) }, sha256);
      },
    );
    scope.post(
      '/api/portal/:orgSlug/verify/signed',
      {
        schema: {
          tags: ['portal'],
          params: ZOrgParams,
          querystring: ZViewerQuery,
          response: { 200: ZSignedVerification },
        },
        config: VERIFY_LIMIT,
      },
      async (req, reply) => {
        const input = await signedInputOf(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return verifySigned(deps.db, callerOf(req).org.id, input);
      },
    );
  });
}
