import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ERRORS,
  AppError,
  DOCUMENT_IMPORT_MAX_FILES,
  IMPORT_MESSAGES as M,
  LIMITS,
  refusalOf,
  ZImportResult,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  importSubprocessors,
  previewSubprocessorImport,
} from '../../services/editing/companies/import-subprocessors.ts';
import {
  checkDocumentRows,
  documentTargets,
  importDocuments,
} from '../../services/editing/import-documents.ts';
import type { IncomingFile } from '../../services/editing/upload-file.ts';
import { importRoutes } from '../import-routes.ts';
import { staffOnly } from '../staff/guard.ts';
import { editorOf, ZProductParams } from './params.ts';

type Parts = AsyncIterableIterator<
  Awaited<ReturnType<FastifyRequest['parts']>> extends AsyncIterable<infer T> ? T : never
>;

/** The file parts of a request, as uploads. */
async function* filesOf(parts: Parts): AsyncGenerator<IncomingFile> {
  for await (const part of parts) {
    if (part.type !== 'file') throw refusalOf(API_ERRORS.documentsFirst, 400);
    yield part;
  }
}

/** Reads and drops what is left of a refused request's files. */
async function drain(parts: Parts) {
  for await (const part of parts) if (part.type === 'file') part.file.resume();
}

/**
 * Imports of main-mode editing (docs/import.md): subprocessors from a CSV or XLSX file into a
 * product's Subprocessors card, and several documents at once, each a new item of its card.
 */
export function editingImportRoutes(app: App, deps: AppDeps) {
  const config = staffOnly('statuspage:edit');
  importRoutes(app, {
    url: '/api/trust-center/products/:productId/imports/subprocessors',
    config,
    params: ZProductParams,
    preview: async (req, { fileName, sheets }) => {
      const { staff, caller } = await editorOf(deps, req);
      return previewSubprocessorImport(
        deps.db,
        staff,
        caller,
        req.params.productId,
        fileName,
        sheets,
      );
    },
    commit: async (req, { fileName, sheets }) => {
      const { staff, caller } = await editorOf(deps, req);
      return importSubprocessors(deps.db, staff, caller, req.params.productId, fileName, sheets);
    },
  });
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: DOCUMENT_IMPORT_MAX_FILES, fields: 1, fileSize: LIMITS.uploadMaxBytes },
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/trust-center/imports/documents',
        { config, schema: { tags: ['imports'], response: { 200: ZImportResult } } },
        async (req) => {
          if (!req.isMultipart()) throw new AppError('invalid_request', M.fileMissing);
          const parts = req.parts();
          try {
            const first = await parts.next();
            if (
              first.done ||
              first.value.type !== 'field' ||
              first.value.fieldname !== 'documents'
            ) {
              throw refusalOf(API_ERRORS.documentsFieldFirst, 400);
            }
            const rows = checkDocumentRows(String(first.value.value));
            const { staff, caller } = await editorOf(deps, req);
            const targets = await documentTargets(deps.db, staff, caller, rows);
            return await importDocuments(deps, staff, rows, targets, filesOf(parts));
          } catch (error) {
            await drain(parts).catch(() => undefined);
            throw error;
          }
        },
      );
  });
}
