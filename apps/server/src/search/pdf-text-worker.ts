/**
 * The worker thread that reads PDFs' text (pdf-reader.ts): each message is one PDF, answered with
 * its text or the reason it could not be read.
 */
import { parentPort } from 'node:worker_threads';
import { readPdfText } from './pdf-text.ts';

export interface PdfTextRequest {
  id: number;
  bytes: Uint8Array;
  maxChars: number;
}

export type PdfTextAnswer = { id: number; text: string } | { id: number; error: string };

parentPort?.on('message', (request: PdfTextRequest) => {
  readPdfText(request.bytes, request.maxChars).then(
    (text) => parentPort?.postMessage({ id: request.id, text } satisfies PdfTextAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PdfTextAnswer),
  );
});
