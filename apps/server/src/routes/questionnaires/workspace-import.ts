/**
 * POST /api/app/questionnaires/imports (docs/questionnaires.md, Importing): one file as multipart
 * form data (`file`), at most the questionnaire size; the multipart parser lives in this scope
 * only. The service reads the file before storing anything.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppError,
  IMPORT_MESSAGES,
  MEMBER_MESSAGES,
  QUESTIONNAIRE_MAX_BYTES,
  QUESTIONNAIRE_MAX_MB,
  ZQuestionnaireImported,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { importQuestionnaire } from '../../services/questionnaires/workspace/create-questionnaire.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

async function uploadOf(req: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw new AppError('invalid_request', IMPORT_MESSAGES.fileMissing);
  const part = await req.file();
  if (!part) throw new AppError('invalid_request', IMPORT_MESSAGES.fileMissing);
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'file_too_large',
        MEMBER_MESSAGES.questionnaireFileTooLarge(QUESTIONNAIRE_MAX_MB),
        413,
      );
    }
    throw error;
  }
}

export function workspaceImportRoute(app: App, deps: AppDeps) {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, fileSize: QUESTIONNAIRE_MAX_BYTES },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/app/questionnaires/imports',
      {
        config: staffOnly('app:questionnaires'),
        schema: { tags: ['app'], response: { 201: ZQuestionnaireImported } },
      },
      async (req, reply) => {
        const imported = await importQuestionnaire(deps, staffOf(req), await uploadOf(req));
        return reply.code(201).send(imported);
      },
    );
  });
}
