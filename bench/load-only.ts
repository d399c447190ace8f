/**
 * `npm run bench:load`: the burst of visitors of `npm run bench` alone, on PGlite and PostgreSQL,
 * or on the one named (`npm run bench:load -- pglite`); exits with 1 when a figure misses its
 * goal.
 */
import { Report } from './lib/report.ts';
import { benchLoad, type LoadDatabase } from './load.ts';

const DATABASES: readonly LoadDatabase[] = ['pglite', 'postgres'];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !DATABASES.some((database) => database === name));
if (unknown.length > 0) {
  console.error(`Unknown database ${unknown.join(', ')}: name pglite, postgres or none (both).`);
  process.exit(2);
}

const report = new Report();
await benchLoad(
  report,
  DATABASES.filter((database) => asked.length === 0 || asked.includes(database)),
);
console.log(`\n${report.render()}\n`);
if (report.hasFailures) process.exitCode = 1;
