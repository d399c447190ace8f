/**
 * `npm run bench:search`: the search and Ask AI part of `npm run bench` alone (retrieval quality
 * over the demo, then latency with 10,000 FAQs and 1,000 documents on PGlite and PostgreSQL, and
 * local Fuse search per keystroke); exits with 1 when a figure misses its goal.
 */
import { Report } from './lib/report.ts';
import { benchSearch } from './search.ts';

const report = new Report();
console.log('search and Ask AI: retrieval quality over the demo, then latency with 10k FAQs…');
await benchSearch(report);
console.log(`\n${report.render()}\n`);
if (report.hasFailures) process.exitCode = 1;
