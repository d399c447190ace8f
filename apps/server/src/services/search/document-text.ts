/**
 * The text of uploaded documents for search and Ask AI: extracted once per file by a background
 * job (`search.document-text`), which the upload path enqueues for each new file; at start the
 * server enqueues the files that have none yet (the demo's seeded PDFs, files of older versions).
 */
import { eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { documentTexts, files } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { extractDocumentText } from '../../search/extract-document-text.ts';
import type { Storage } from '../../storage/index.ts';

export const DOCUMENT_TEXT_JOB = 'search.document-text';
const ZPayload = z.object({ fileId: z.uuid() });

/**
 * Enqueues the extraction of a file's text (once per file and version: a replaced or restored
 * document is read again, docs/documents.md, Versions).
 */
export function enqueueDocumentText(db: Db, fileId: string, version = 1): Promise<number | null> {
  const key = `${DOCUMENT_TEXT_JOB}:${fileId}`;
  return enqueueJob(
    db,
    DOCUMENT_TEXT_JOB,
    { fileId },
    { dedupeKey: version === 1 ? key : `${key}:v${version}` },
  );
}

/** Enqueues every file that has no text yet; answers how many were enqueued. */
export async function enqueueMissingDocumentTexts(db: Db): Promise<number> {
  const missing = await db
    .select({ id: files.id })
    .from(files)
    .leftJoin(documentTexts, eq(documentTexts.fileId, files.id))
    .where(isNull(documentTexts.fileId));
  let enqueued = 0;
  for (const { id } of missing) if (await enqueueDocumentText(db, id)) enqueued++;
  return enqueued;
}

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A file's name as a heading: without its extension, separators as spaces. */
export const documentTitle = (fileName: string): string =>
  fileName
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim() || fileName;

/**
 * Extracts and stores the text of one file (replacing an older one). A file that is gone was
 * deleted meanwhile: nothing to do. A document that cannot be read is kept with its name only.
 */
export async function indexDocumentText(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  fileId: string,
  log: (message: string) => void = () => undefined,
): Promise<void> {
  const [file] = await deps.db.select().from(files).where(eq(files.id, fileId));
  if (!file) return;
  let body = '';
  try {
    body = await extractDocumentText(
      await readAll(deps.storage, file.storageKey),
      file.contentType,
    );
  } catch (error) {
    log(`No text could be read from ${file.originalName} (${fileId}): ${String(error)}`);
  }
  const row = { orgId: file.orgId, title: documentTitle(file.originalName), body };
  await deps.db
    .insert(documentTexts)
    .values({ fileId, ...row })
    .onConflictDoUpdate({ target: documentTexts.fileId, set: { ...row, extractedAt: sql`now()` } });
}

/** The job handler of `search.document-text`. */
export const documentTextJobHandler =
  (deps: AppDeps): JobHandler =>
  async (job) => {
    await indexDocumentText(deps, ZPayload.parse(job.payload).fileId);
  };
