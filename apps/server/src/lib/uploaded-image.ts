import type { FastifyRequest } from 'fastify';
import { AppError } from '@trustfront/core';

/**
 * The one file of a multipart image upload (the multipart parser's size limit in force):
 * 400 with `required` when there is none, 413 with `tooLarge` when it passes the limit.
 */
export async function uploadedImage(
  req: FastifyRequest,
  messages: { required: string; tooLarge: string },
): Promise<Buffer> {
  const part = req.isMultipart() ? await req.file() : undefined;
  if (!part) throw new AppError('invalid_request', messages.required);
  try {
    return await part.toBuffer();
  } catch {
    throw new AppError('invalid_request', messages.tooLarge, 413);
  }
}
