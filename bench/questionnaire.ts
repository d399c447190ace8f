/**
 * The questionnaire workspace (docs/questionnaires.md, Drafting): a 300-question workbook
 * imported into the seeded demo organisation and drafted by the background job to the end, in
 * process (the real app's job worker, embedded database). Figures: the import and the drafting
 * in seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/pglite-client.ts';
import {
  kbEntries,
  organizations,
  workspaceQuestionnaires,
} from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { createWorkspaceQuestionnaire } from '../apps/server/src/services/questionnaires/workspace/create-questionnaire.ts';
import { queueDrafting } from '../apps/server/src/services/questionnaires/workspace/drafting.ts';
import { diskStorage } from '../apps/server/src/storage/index.ts';
import type { Report } from './lib/report.ts';

export const DRAFTING_BUDGET_S = 10;

/** 300 questions; 30 in the short mode (`BENCH_SHORT=1`); `BENCH_QUESTIONNAIRE_QUESTIONS` sets it. */
export const questionnaireBenchSize = (): number =>
  Number(process.env.BENCH_QUESTIONNAIRE_QUESTIONS ?? (process.env.BENCH_SHORT ? 30 : 300));

/** Questions as customers phrase them: the demo's own, then variations of common topics. */
const TOPICS = [
  'encrypt customer data at rest',
  'encrypt data in transit with TLS',
  'run penetration tests every year',
  'have a SOC 2 Type II report',
  'hold an ISO 27001 certificate',
  'enforce multi-factor authentication for staff',
  'review access rights every quarter',
  'keep backups in a second region',
  'test your disaster recovery plan',
  'have an incident response plan',
  'train staff in security awareness',
  'scan your code for vulnerabilities',
  'log administrative access',
  'vet your subprocessors',
  'sign a data processing agreement',
];
const FORMS = [
  (t: string) => `Do you ${t}?`,
  (t: string) => `Please describe how you ${t}.`,
  (t: string) => `Does your organisation ${t}?`,
  (t: string) => `Can you confirm that you ${t}?`,
];

async function workbook(questions: readonly string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Security');
  sheet.addRow(['ID', 'Question', 'Answer', 'Comment']);
  questions.forEach((q, i) => sheet.addRow([`Q-${i + 1}`, q, null, null]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function measureQuestionnaireDrafting(count: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'trustfront-bench-questionnaire-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: join(dataDir, 'x') });
  const database = await openPglite(join(dataDir, 'pglite'));
  const storage = diskStorage(join(dataDir, 'files'));
  const { db } = database;
  try {
    await database.migrate();
    await seedDemo(db, storage, { adminPassword: 'bench-admin-password' });
    const [org] = await db.select({ id: organizations.id }).from(organizations).limit(1);
    if (!org) throw new Error('The demo seed has no organisation');
    const own = await db
      .select({ question: kbEntries.question })
      .from(kbEntries)
      .where(eq(kbEntries.orgId, org.id));
    const pool = [...own.map((e) => e.question), ...TOPICS.flatMap((t) => FORMS.map((f) => f(t)))];
    const questions = Array.from({ length: count }, (_, i) => pool[i % pool.length] ?? '');
    const bytes = await workbook(questions);
    const app = await buildApp({ db, revisions: database.revisions, storage, config });
    await app.ready();
    try {
      const importStarted = performance.now();
      const imported = await createWorkspaceQuestionnaire({ db, storage }, org.id, {
        fileName: 'Bench questionnaire.xlsx',
        bytes,
        createdBy: null,
        memberQuestionnaireId: null,
      });
      const importSeconds = (performance.now() - importStarted) / 1000;
      const started = performance.now();
      await queueDrafting(db, imported.id);
      for (;;) {
        const [row] = await db
          .select({ status: workspaceQuestionnaires.status })
          .from(workspaceQuestionnaires)
          .where(eq(workspaceQuestionnaires.id, imported.id));
        if (row?.status !== 'drafting') break;
        if (performance.now() - started > 600_000) throw new Error('Drafting took over 10 minutes');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { importSeconds, draftSeconds: (performance.now() - started) / 1000 };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchQuestionnaire(report: Report, count: number): Promise<void> {
  try {
    const f = await measureQuestionnaireDrafting(count);
    report.info(`questionnaire of ${count} questions imported`, `${f.importSeconds.toFixed(2)} s`);
    report.check(
      `questionnaire of ${count} questions drafted in the background`,
      `${f.draftSeconds.toFixed(2)} s`,
      `≤ ${DRAFTING_BUDGET_S} s`,
      f.draftSeconds <= DRAFTING_BUDGET_S,
    );
  } catch (error) {
    console.error(error);
    const message = error instanceof Error ? error.message : String(error);
    report.failed('questionnaire drafting', `threw: ${message}`.slice(0, 80));
  }
}
