/**
 * `npm run bench`: the portal's initial JavaScript against its budget, a first visit of the demo
 * portal in chromium (bytes on the wire, first contentful paint), portal view requests per second
 * against a static file, the home on a slow phone (first card text, LCP, bytes before readable,
 * whole visit), a 200-document bulk download, and search and Ask AI (retrieval quality
 * and latency), and a 300-question questionnaire drafted in the background (30 with
 * `BENCH_SHORT=1`). Reads `apps/web/dist`, or `WEB_DIST`
 * (run `npm run build` first).
 *
 * Each part runs on its own: one that throws, or gives no figure, is a FAILED row and the run
 * goes on. Exit code: 1 when a part FAILED; otherwise 1 when a figure misses its budget, except
 * in the short mode (`BENCH_SHORT=1`, what CI runs after the tests: `npm run bench:short`),
 * where only a FAILED part counts and figures are reported, not judged.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  measureBulkDownload,
  RSS_GROWTH_BUDGET_MB,
  THROUGHPUT_BUDGET_MB_S,
  ZIP_TOOL_RATIO_BUDGET,
} from './bulk-download.ts';
import { INITIAL_JS_BUDGET_KB, measureBundle, WEB_DIST } from './bundle-size.ts';
import {
  FIRST_CONTENTFUL_PAINT_BUDGET_MS,
  FIRST_VISIT_BUDGET_KB,
  measureFirstVisit,
  THROTTLED_PAINT_BUDGET_MS,
  THROTTLING,
} from './first-visit.ts';
import { kb, mb, perSecond, Report } from './lib/report.ts';
import { COLD_START_BUDGET_MS, measureColdStart } from './cold-start.ts';
import { benchLoad } from './load.ts';
import { benchMailFanOut } from './mail-fanout.ts';
import {
  measureViewThroughput,
  VIEW_200_RATIO_BUDGET,
  VIEW_304_RATIO_BUDGET,
} from './portal-view.ts';
import { benchQuestionnaire, questionnaireBenchSize } from './questionnaire.ts';
import { benchSearch } from './search.ts';
import { reportSlowPhone } from './slow-phone-report.ts';

const SHORT = Boolean(process.env.BENCH_SHORT);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const FILE_COUNT = SHORT ? 20 : 200;
const FILE_BYTES = 1024 * 1024;
const VISITS = Number(process.env.BENCH_VISITS ?? 7);

if (!existsSync(join(WEB_DIST, 'index.html'))) {
  console.error(`${WEB_DIST} has no build: run \`npm run build\` first, then \`npm run bench\`.`);
  process.exit(1);
}

const report = new Report();

console.log('1/4 initial JavaScript of the portal…');
await report.part('portal initial JS', async () => {
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
});

console.log(`2/4 first visit of the demo portal in chromium, ${VISITS} visits…`);
await report.part('first visit', async () => {
  const visit = await measureFirstVisit({ visits: VISITS });
  for (const resource of visit.resources) {
    const path = resource.path.length > 64 ? `${resource.path.slice(0, 63)}…` : resource.path;
    report.info(`  ${path} (${resource.encoding || 'identity'})`, kb(resource.wireBytes));
  }
  report.check(
    `first visit of /, ${visit.resources.length} responses on the wire`,
    kb(visit.wireBytes),
    `≤ ${FIRST_VISIT_BUDGET_KB} KB`,
    visit.wireBytes <= FIRST_VISIT_BUDGET_KB * 1024,
  );
  report.check(
    `first contentful paint, median of ${visit.paintsMs.length}`,
    `${Math.round(visit.firstContentfulPaintMs)} ms`,
    `≤ ${FIRST_CONTENTFUL_PAINT_BUDGET_MS} ms`,
    visit.firstContentfulPaintMs <= FIRST_CONTENTFUL_PAINT_BUDGET_MS,
  );
  report.info(
    'first contentful paint, first visit after start',
    `${Math.round(visit.coldPaintMs)} ms`,
  );
  report.info(
    'first contentful paint, each visit',
    visit.paintsMs.map((ms) => `${Math.round(ms)}`).join(' ') + ' ms',
  );
});

const throttling = `${THROTTLING.cpuSlowdown}× CPU, 1.6 Mbit/s, ${THROTTLING.latencyMs} ms RTT`;
console.log(`first visit throttled (${throttling}), 3 cold loads…`);
await report.part('first visit throttled', async () => {
  const slow = await measureFirstVisit({ visits: 3, throttled: true });
  report.check(
    `first contentful paint throttled (${throttling}), median of 3`,
    `${Math.round(slow.firstContentfulPaintMs)} ms`,
    `≤ ${THROTTLED_PAINT_BUDGET_MS} ms`,
    slow.firstContentfulPaintMs <= THROTTLED_PAINT_BUDGET_MS,
  );
  report.info(
    'first contentful paint throttled, each load',
    slow.paintsMs.map((ms) => `${Math.round(ms)}`).join(' ') + ' ms',
  );
});

await report.part('slow phone', () => reportSlowPhone(report));

console.log(`3/4 portal view, ${DURATION_SECONDS} s per run, ${CONNECTIONS} connections…`);
await report.part('portal view', async () => {
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
  const notModifiedRatio = view.notModified.requests.average / staticRps;
  const fullRatio = view.full.requests.average / staticRps;
  report.check(
    'ratio view 304 / static',
    notModifiedRatio.toFixed(2),
    `≥ ${VIEW_304_RATIO_BUDGET}`,
    notModifiedRatio >= VIEW_304_RATIO_BUDGET,
  );
  report.check(
    'ratio view 200 / static',
    fullRatio.toFixed(2),
    `≥ ${VIEW_200_RATIO_BUDGET}`,
    fullRatio >= VIEW_200_RATIO_BUDGET,
  );
});

console.log(`4/4 bulk download of ${FILE_COUNT} documents of ${mb(FILE_BYTES)}…`);
await report.part('bulk download', async () => {
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
  const ratio = bulk.throughputMBs / bulk.zipToolMBs;
  report.info('`zip -0` over the same files', `${bulk.zipToolMBs.toFixed(1)} MB/s`);
  report.check(
    'bulk download / `zip -0`',
    ratio.toFixed(2),
    `≥ ${ZIP_TOOL_RATIO_BUDGET}`,
    ratio >= ZIP_TOOL_RATIO_BUDGET,
  );
  report.check(
    'bulk download peak RSS growth',
    mb(bulk.peakRssGrowthBytes),
    `< ${RSS_GROWTH_BUDGET_MB} MB`,
    bulk.peakRssGrowthBytes < RSS_GROWTH_BUDGET_MB * 1024 * 1024,
  );
});

console.log('cold start: process start to the first byte of the portal page…');
await report.part('cold start', async () => {
  const start = await measureColdStart();
  report.check(
    'cold start, restart after a build (migrated, seeded)',
    `${Math.round(start.restartMs)} ms`,
    `≤ ${COLD_START_BUDGET_MS} ms`,
    start.restartMs <= COLD_START_BUDGET_MS,
  );
  report.info(
    'cold start, first run (migrations and demo seed)',
    `${Math.round(start.firstRunMs)} ms`,
  );
});

await report.part('load on PGlite', () => benchLoad(report, ['pglite']));
await report.part('load on PostgreSQL', () => benchLoad(report, ['postgres']));

const FAN_OUT_SUBSCRIBERS = Number(
  process.env.BENCH_FANOUT_SUBSCRIBERS ?? (SHORT ? 1_000 : 10_000),
);
console.log(`mail fan-out: a trust update to ${FAN_OUT_SUBSCRIBERS} subscribers, restart midway…`);
await report.part('trust update fan-out', () => benchMailFanOut(report, FAN_OUT_SUBSCRIBERS));

console.log('search and Ask AI: retrieval quality over the demo, then latency with many FAQs…');
await report.part('search and Ask AI', () => benchSearch(report));

const QUESTIONNAIRE_QUESTIONS = questionnaireBenchSize();
console.log(`questionnaire: a ${QUESTIONNAIRE_QUESTIONS}-question workbook imported and drafted…`);
await report.part('questionnaire drafting', () =>
  benchQuestionnaire(report, QUESTIONNAIRE_QUESTIONS),
);

console.log(`\n${report.render()}\n`);
if (report.hasBrokenParts) {
  console.error('A part of the benchmark FAILED (threw or gave no figure): see its row above.');
  process.exitCode = 1;
} else if (report.hasFailures && !SHORT) {
  process.exitCode = 1;
}
