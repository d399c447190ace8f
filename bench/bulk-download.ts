/**
 * Bulk download of many large documents, in process: a seeded embedded database, 200 public
 * documents of 1 MB added to one product, then POST {product base}/bulk-download and the zip
 * streamed from its `fileUrl` over real HTTP to curl in another process. Figures: throughput and
 * peak RSS growth of the server's process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { openPglite } from '../apps/server/src/db/pglite-client.ts';
import {
  cards,
  files,
  itemFiles,
  items,
  organizations,
  products,
} from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { diskStorage, type Storage } from '../apps/server/src/storage/index.ts';

export const RSS_GROWTH_BUDGET_MB = 100;
export const THROUGHPUT_BUDGET_MB_S = 50;

export interface BulkDownloadFigures {
  fileCount: number;
  contentBytes: number;
  successCount: number;
  failedCount: number;
  zipBytes: number;
  postMs: number;
  downloadMs: number;
  /** Zip bytes over the time from the POST to the last byte of the zip. */
  throughputMBs: number;
  peakRssGrowthBytes: number;
  /** `zip -0` (store, no compression) over the same files, written to /dev/null's folder. */
  zipToolMBs: number;
}

/** Goal: the bulk download at least this share of the speed of `zip -0` over the same files. */
export const ZIP_TOOL_RATIO_BUDGET = 0.8;

/** MB/s of `zip -0 -q -j` storing `paths` into a fresh archive, read back to nothing. */
async function zipToolSpeed(paths: string[], dir: string): Promise<number> {
  const out = join(dir, 'zip-tool.zip');
  const started = performance.now();
  await execFileAsync('zip', ['-0', '-q', '-j', out, ...paths], { maxBuffer: 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  const { size } = await stat(out);
  await rm(out, { force: true });
  return size / 1024 / 1024 / seconds;
}

const execFileAsync = promisify(execFile);

const ORG_SLUG = 'acme';
const PRODUCT_SLUG = 'acme-cloud';
const CARD_KIND = 'Policies';
const FILES_PER_ITEM = 10;

/** Adds public, downloadable documents of random bytes to one card; returns the selection. */
async function addDocuments(
  db: Db,
  storage: Storage,
  opts: { fileCount: number; fileBytes: number },
): Promise<{ productId: string; selection: { itemUid: string; fileId: string }[] }> {
  const [target] = await db
    .select({ orgId: organizations.id, productId: products.id, cardId: cards.id })
    .from(organizations)
    .innerJoin(products, eq(products.orgId, organizations.id))
    .innerJoin(cards, eq(cards.productId, products.id))
    .where(
      and(
        eq(organizations.slug, ORG_SLUG),
        eq(products.slug, PRODUCT_SLUG),
        eq(cards.kind, CARD_KIND),
      ),
    );
  if (!target) throw new Error(`No ${CARD_KIND} card in ${ORG_SLUG}/${PRODUCT_SLUG}`);
  const selection: { itemUid: string; fileId: string }[] = [];
  for (let i = 0; i < opts.fileCount; i += FILES_PER_ITEM) {
    const itemUid = randomUUID();
    await db.insert(items).values({
      id: itemUid,
      cardId: target.cardId,
      productId: target.productId,
      title: `Bench policy bundle ${i / FILES_PER_ITEM + 1}`,
      enabledState: 'enabled',
      access: 'public',
      position: 1000 + i,
    });
    const count = Math.min(FILES_PER_ITEM, opts.fileCount - i);
    for (let j = 0; j < count; j += 1) {
      const fileId = randomUUID();
      const storageKey = `files/${fileId}.pdf`;
      // Random bytes do not compress, like the PDFs and images real documents are.
      await storage.put(storageKey, randomBytes(opts.fileBytes));
      await db.insert(files).values({
        id: fileId,
        orgId: target.orgId,
        originalName: `Bench document ${i + j + 1}.pdf`,
        contentType: 'application/pdf',
        size: opts.fileBytes,
        storageKey,
        documentAccessType: 'view_and_download',
      });
      await db.insert(itemFiles).values({ itemId: itemUid, fileId, position: j });
      selection.push({ itemUid, fileId });
    }
  }
  return { productId: target.productId, selection };
}

/** Samples the resident set size every 50 ms; `stop()` answers the peak over the baseline. */
function sampleRss() {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return peak - baseline;
    },
  };
}

/**
 * Downloads `url` to /dev/null with curl, in a process of its own (native code, like `zip -0`),
 * so that the reader does not share the server's one JavaScript thread; answers the bytes read.
 */
async function curlDownload(url: string): Promise<number> {
  const { stdout } = await execFileAsync('curl', [
    '--silent',
    '--show-error',
    '--fail',
    '--output',
    '/dev/null',
    '--write-out',
    '%{size_download}',
    url,
  ]);
  return Number(stdout.trim());
}

export async function measureBulkDownload(opts: {
  fileCount: number;
  fileBytes: number;
}): Promise<BulkDownloadFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'trustfront-bench-bulk-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED: 'demo',
    // API only: the pages and assets of the web app play no part here.
    WEB_DIST: join(dataDir, 'no-web'),
  });
  const database = await openPglite(join(dataDir, 'pglite'));
  try {
    await database.migrate();
    const storage = diskStorage(join(dataDir, 'files'));
    await seedDemo(database.db, storage, { adminPassword: 'bench-admin-password' });
    const { productId, selection } = await addDocuments(database.db, storage, opts);

    const app = await buildApp({ db: database.db, revisions: database.revisions, storage, config });
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const rss = sampleRss();
      const started = performance.now();
      const response = await fetch(
        `${baseUrl}/api/portal/${ORG_SLUG}/products/${productId}/bulk-download`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify({ files: selection, productId, selectAllUsed: true }),
        },
      );
      if (!response.ok) {
        throw new Error(`bulk-download answered ${response.status}: ${await response.text()}`);
      }
      const answer = (await response.json()) as {
        successCount: number;
        failedFileIds: string[];
        fileUrl: string;
      };
      const posted = performance.now();
      const zipBytes = await curlDownload(new URL(answer.fileUrl, baseUrl).href);
      const finished = performance.now();
      const peakRssGrowthBytes = rss.stop();
      const stored = selection.map(({ fileId }) =>
        join(dataDir, 'files', 'files', `${fileId}.pdf`),
      );
      const zipToolMBs = await zipToolSpeed(stored, dataDir);
      return {
        fileCount: selection.length,
        contentBytes: selection.length * opts.fileBytes,
        successCount: answer.successCount,
        failedCount: answer.failedFileIds.length,
        zipBytes,
        postMs: posted - started,
        downloadMs: finished - posted,
        throughputMBs: zipBytes / 1024 / 1024 / ((finished - started) / 1000),
        peakRssGrowthBytes,
        zipToolMBs,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
