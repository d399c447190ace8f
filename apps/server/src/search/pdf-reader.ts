/**
 * Reads PDFs' text in a worker thread that lives only while there are PDFs to read
 * (docs/deploy.md, Memory): PDF.js, its fonts' tables and what a long document allocates are
 * released with the thread, three seconds after the last PDF, instead of staying in the server's
 * heap until it stops. The worker's script is the build's (scripts/build-server.mjs); run from
 * the sources (the tests, `npm run dev`), the PDFs are read in the calling thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { readPdfText } from './pdf-text.ts';
import type { PdfTextAnswer, PdfTextRequest } from './pdf-text-worker.ts';

/** How long the worker waits for another PDF before it ends. */
const IDLE_MS = 3000;

const workerScript = new URL('./pdf-text-worker.mjs', import.meta.url);

interface Pending {
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function startWorker(): Worker {
  const thread = new Worker(workerScript);
  thread.on('message', (answer: PdfTextAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ('error' in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.text);
    if (pending.size > 0) return;
    // Idle: the process may end meanwhile, and the thread ends unless another PDF comes.
    thread.unref();
    idleTimer = setTimeout(() => void thread.terminate(), IDLE_MS);
    idleTimer.unref();
  });
  thread.on('error', (error) => failAll(error));
  thread.on('exit', (code) => {
    if (worker === thread) worker = undefined;
    failAll(new Error(`The PDF reader stopped (exit code ${code})`));
  });
  return thread;
}

/** The text of a PDF, up to about `maxChars`; rejects with the reason it cannot be read. */
export function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  if (!existsSync(fileURLToPath(workerScript))) return readPdfText(bytes, maxChars);
  clearTimeout(idleTimer);
  worker ??= startWorker();
  worker.ref();
  const id = nextId++;
  const thread = worker;
  return new Promise<string>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: PdfTextRequest = { id, bytes, maxChars };
    // The bytes move to the thread when they are a buffer of their own, else they are copied.
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    thread.postMessage(request, own && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : []);
  });
}
