/**
 * `npm run bench`: the portal's initial JavaScript against its budget, portal view requests per
 * second against a static file, and a 200-document bulk download. Reads `apps/web/dist` (run
 * `npm run build` first); exits with 1 when a figure misses its budget.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  measureBulkDownload,
  RSS_GROWTH_BUDGET_MB,
  THROUGHPUT_BUDGET_MB_S,
} from './bulk-download.ts';
import { INITIAL_JS_BUDGET_KB, measureBundle, WEB_DIST } from './bundle-size.ts';
import { kb, mb, perSecond, Report } from './lib/report.ts';
import { measureViewThroughput } from './portal-view.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const FILE_COUNT = 200;
const FILE_BYTES = 1024 * 1024;

if (!existsSync(join(WEB_DIST, 'index.html'))) {
  console.error(`${WEB_DIST} has no build: run \`npm run build\` first, then \`npm run bench\`.`);
  process.exit(1);
}

const report = new Report();

console.log('1/3 initial JavaScript of the portal…');
const bundle = await measureBundle();
for (const file of bundle.files) {
  report.info(`  ${file.path} (gzip)`, `${kb(file.gzipBytes)} of ${kb(file.bytes)}`);
}
report.check(
  'portal initial JS, gzipped',
  kb(bundle.gzipBytes),
  `≤ ${INITIAL_JS_BUDGET_KB} KB`,
  bundle.gzipBytes <= INITIAL_JS_BUDGET_KB * 1024,
);

console.log(`2/3 portal view, ${DURATION_SECONDS} s per run, ${CONNECTIONS} connections…`);
const view = await measureViewThroughput({
  orgSlug: 'acme',
  durationSeconds: DURATION_SECONDS,
  connections: CONNECTIONS,
});
const staticRps = view.staticFile.requests.average;
report.info('portal view JSON size', kb(view.viewBytes));
report.info('GET view, If-None-Match (304)', perSecond(view.notModified.requests.average));
report.info('GET view (200)', perSecond(view.full.requests.average));
report.info('same JSON as a static file (200)', perSecond(staticRps));
report.info(
  'ratio view 304 / static',
  `${(view.notModified.requests.average / staticRps).toFixed(2)}`,
);
report.info('ratio view 200 / static', `${(view.full.requests.average / staticRps).toFixed(2)}`);

console.log(`3/3 bulk download of ${FILE_COUNT} documents of ${mb(FILE_BYTES)}…`);
try {
  const bulk = await measureBulkDownload({ fileCount: FILE_COUNT, fileBytes: FILE_BYTES });
  report.info(
    'bulk download documents',
    `${bulk.successCount} zipped, ${bulk.failedCount} failed, of ${bulk.fileCount}`,
  );
  report.info('bulk download zip size', mb(bulk.zipBytes));
  report.info(
    'bulk download POST / GET time',
    `${(bulk.postMs / 1000).toFixed(2)} s / ${(bulk.downloadMs / 1000).toFixed(2)} s`,
  );
  report.check(
    'bulk download throughput',
    `${bulk.throughputMBs.toFixed(1)} MB/s`,
    `≥ ${THROUGHPUT_BUDGET_MB_S} MB/s`,
    bulk.throughputMBs >= THROUGHPUT_BUDGET_MB_S && bulk.successCount === bulk.fileCount,
  );
  report.check(
    'bulk download peak RSS growth',
    mb(bulk.peakRssGrowthBytes),
    `< ${RSS_GROWTH_BUDGET_MB} MB`,
    bulk.peakRssGrowthBytes < RSS_GROWTH_BUDGET_MB * 1024 * 1024,
  );
} catch (error) {
  console.error(error);
  report.check(
    'bulk download',
    `failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 60),
    `≥ ${THROUGHPUT_BUDGET_MB_S} MB/s, < ${RSS_GROWTH_BUDGET_MB} MB RSS`,
    false,
  );
}

console.log(`\n${report.render()}\n`);
if (report.hasFailures) process.exitCode = 1;
