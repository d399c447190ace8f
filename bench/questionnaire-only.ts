/**
 * `npm run bench:questionnaire`: the questionnaire part of `npm run bench` alone (a workbook
 * imported and drafted to the end in the background); `BENCH_SHORT=1` drafts 30 questions
 * instead of 300. Exits with 1 when a figure misses its goal.
 */
import { Report } from './lib/report.ts';
import { benchQuestionnaire, questionnaireBenchSize } from './questionnaire.ts';

const report = new Report();
const count = questionnaireBenchSize();
console.log(`questionnaire: a ${count}-question workbook imported and drafted…`);
await benchQuestionnaire(report, count);
console.log(`\n${report.render()}\n`);
if (report.hasFailures) process.exitCode = 1;
