/**
 * PDFs' text read in a worker thread of the build (docs/deploy.md, Memory): the bundled worker
 * answers each PDF with its text, or with the reason it cannot be read; run from the sources, the
 * same text is read in the calling thread.
 */
import { once } from 'node:events';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocumentText } from '../src/search/extract-document-text.ts';
import type { PdfTextAnswer } from '../src/search/pdf-text-worker.ts';
import { samplePdf } from './helpers/pdf.ts';
import { bundled } from './helpers/server-bundle.ts';

describe('PDF reader', () => {
  const worker = new Worker(resolve(dirname(bundled('main')), 'pdf-text-worker.mjs'));
  afterAll(() => worker.terminate());

  const ask = async (id: number, bytes: Uint8Array): Promise<PdfTextAnswer> => {
    const answer = once(worker, 'message');
    worker.postMessage({ id, bytes, maxChars: 1000 });
    return (await answer)[0] as PdfTextAnswer;
  };

  it("answers a PDF with its text, in the build's worker thread", async () => {
    const pdf = await samplePdf('Encryption at rest with AES-256');
    expect(await ask(1, new Uint8Array(pdf))).toEqual({
      id: 1,
      text: 'Encryption at rest with AES-256',
    });
  });

  it('answers a file that is no PDF with the reason', async () => {
    const answer = await ask(2, new TextEncoder().encode('not a PDF at all'));
    expect(answer.id).toBe(2);
    expect('error' in answer && answer.error).toMatch(/PDF/i);
  });

  it('reads the same text in the calling thread when run from the sources', async () => {
    const pdf = await samplePdf('Encryption at rest with AES-256');
    expect(await extractDocumentText(pdf, 'application/pdf')).toBe(
      'Encryption at rest with AES-256',
    );
  });
});
