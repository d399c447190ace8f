/**
 * The two routes of every import (docs/import.md, Routes): `POST {url}/preview` reads the file
 * and answers its rows with their errors, writing nothing; `POST {url}` reads it again and
 * imports every row in one transaction, or none. One file a request, as multipart form data, at
 * most 5 MB; the multipart parser lives in this scope only.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AppError,
  IMPORT_LIMITS,
  IMPORT_MESSAGES as M,
  ZImportPreview,
  ZImportResult,
  type ImportSheet,
  type TImportPreview,
  type TImportResult,
} from '@trustfront/core';
import type { App } from '../app-types.ts';
import { readImportFile } from '../lib/import-file.ts';
import type { CallerRule } from './caller-guard.ts';

/** A read upload: the file's name and its sheets. */
export interface ImportUpload {
  fileName: string;
  sheets: ImportSheet[];
}

export interface ImportRouteOptions<P> {
  url: string;
  config: { caller: CallerRule };
  params?: z.ZodType<P>;
  preview: (req: FastifyRequest<{ Params: P }>, upload: ImportUpload) => Promise<TImportPreview>;
  commit: (req: FastifyRequest<{ Params: P }>, upload: ImportUpload) => Promise<TImportResult>;
}

const MB = IMPORT_LIMITS.maxBytes / (1024 * 1024);

/** The request's one file, read whole (it is small) and into sheets. */
async function uploadOf(req: FastifyRequest): Promise<ImportUpload> {
  if (!req.isMultipart()) throw new AppError('invalid_request', M.fileMissing);
  const part = await req.file();
  if (!part) throw new AppError('invalid_request', M.fileMissing);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('file_too_large', M.tooLarge(MB), 413);
    }
    throw error;
  }
  const fileName = part.filename.split(/[\\/]/u).pop() ?? '';
  return { fileName, sheets: await readImportFile(fileName, part.mimetype, bytes) };
}

export function importRoutes<P>(app: App, options: ImportRouteOptions<P>) {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, fileSize: IMPORT_LIMITS.maxBytes },
    });
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const schema = (response: z.ZodType) => ({
      tags: ['imports'],
      ...(options.params ? { params: options.params } : {}),
      response: { 200: response },
    });
    typed.post(
      `${options.url}/preview`,
      { config: options.config, schema: schema(ZImportPreview) },
      async (req) => {
        const request = req as unknown as FastifyRequest<{ Params: P }>;
        return options.preview(request, await uploadOf(req));
      },
    );
    typed.post(
      options.url,
      { config: options.config, schema: schema(ZImportResult) },
      async (req) => {
        const request = req as unknown as FastifyRequest<{ Params: P }>;
        return options.commit(request, await uploadOf(req));
      },
    );
  });
}
