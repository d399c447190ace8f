/**
 * `npm run bench:slow-phone`: the slow-phone part of `npm run bench` alone (bench/slow-phone.ts);
 * exits with 1 when a figure misses its budget. Run `npm run build` first.
 */
import { Report } from './lib/report.ts';
import { reportSlowPhone } from './slow-phone-report.ts';

const report = new Report();
await reportSlowPhone(report);
console.log(`\n${report.render()}\n`);
if (report.hasFailures) process.exitCode = 1;
