/**
 * Search and Ask AI: the retrieval quality of the server source over the demo organisation
 * (recall@5 and MRR over the evaluation questions, and the share of extractive answers citing a
 * correct source), Ask AI's answers and refusals and search precision (answer-eval.ts), then latency with 10,000 knowledge base entries and 1,000 documents on PGlite
 * and PostgreSQL (server search p50/p95, Ask AI extractive p95), and local Fuse search per
 * keystroke over 2,000 items. The same again on PGlite with embeddings: pgvector and a local
 * embeddings endpoint started here, whose embedder the figures name.
 */
import type { Viewer } from '@trustfront/core';
import type { Database } from '../apps/server/src/db/client.ts';
import { openPglite } from '../apps/server/src/db/pglite-client.ts';
import { openPostgres } from '../apps/server/src/db/postgres-client.ts';
import { organizations } from '../apps/server/src/db/schema/index.ts';
import { loadCustomization } from '../apps/server/src/services/portal/load-portal.ts';
import { answerQuestion } from '../apps/server/src/services/search/answer-question.ts';
import { searchPortal } from '../apps/server/src/services/search/search-portal.ts';
import { embedChanged } from '../apps/server/src/services/search/vectors/vector-index.ts';
import {
  passageVectors,
  type PassageVectors,
} from '../apps/server/src/services/search/vectors/vector-search.ts';
import {
  EMBEDDER_LABEL,
  startEmbeddingsEndpoint,
} from '../apps/server/test/helpers/embeddings-endpoint.ts';
import type { ResolvedViewer } from '../apps/server/src/services/access/resolve-viewer.ts';
import { indexEntries, type LocalEntry } from '../apps/web/src/portal/search/local-search.ts';
import { eq } from 'drizzle-orm';
import type { Report } from './lib/report.ts';
import { withPostgresDatabase } from './lib/postgres.ts';
import { growBenchOrg, seedBenchOrg, type BenchOrg } from './search-data.ts';
import { EVAL_QUESTIONS } from './search-questions.ts';
import { benchAnswers } from './answer-eval.ts';
import { benchDrafts } from './draft-eval.ts';

export const RECALL_GOAL = 0.9;
export const SEARCH_P95_GOAL_MS = 30;
export const ANSWER_P95_GOAL_MS = 200;
export const KEYSTROKE_GOAL_MS = 16;

/** The latency corpus; a tenth of it in the short mode (`BENCH_SHORT=1`). */
const KB_ENTRIES = process.env.BENCH_SHORT ? 1_000 : 10_000;
const DOCUMENTS = process.env.BENCH_SHORT ? 100 : 1_000;
const LATENCY_QUERIES = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** How the server searches in a run: its vectors, and what the figures' labels add. */
interface Setup {
  vectors: PassageVectors;
  /** Added to each figure's label ('' without embeddings). */
  suffix: string;
}

const WITHOUT_EMBEDDINGS: Setup = { vectors: passageVectors(undefined), suffix: '' };

/** A member of the seed's 'NDA customers' account. */
function memberViewer(org: BenchOrg): ResolvedViewer {
  const viewer: Viewer = {
    mode: 'account',
    permittedItemUids: org.profileItems,
    scopes: new Set(),
    publicAccessLevel: 'PublicContentOnly',
    ndaPending: false,
    watermarkDocuments: false,
  };
  return { ...viewer, accountId: null, permissionProfileId: null, member: null };
}

async function callerOf(database: Database, org: BenchOrg) {
  const [row] = await database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, org.orgId));
  if (!row) throw new Error('No organisation');
  const customization = await loadCustomization(database.db, org.orgId);
  // The revision the content is at: answers (and search scopes) are kept per revision.
  const revision = await database.revisions.of(org.orgId);
  return { org: row, customization, viewer: memberViewer(org), revision };
}

async function evaluate(report: Report, database: Database, org: BenchOrg, setup: Setup) {
  const caller = await callerOf(database, org);
  const deps = { db: database.db, vectors: setup.vectors, config: { llm: undefined } };
  let found = 0;
  let reciprocal = 0;
  let answered = 0;
  let cited = 0;
  const misses: string[] = [];
  for (const { question, answers } of EVAL_QUESTIONS) {
    const results = await searchPortal(deps, caller, { term: question, productId: org.productId });
    const rank = results.findIndex((r) => answers.includes(r.title)) + 1;
    if (rank > 0 && rank <= 5) found++;
    else misses.push(question);
    if (rank > 0) reciprocal += 1 / rank;
    const answer = await answerQuestion(deps, caller, {
      term: question,
      productId: org.productId,
    });
    if (answer.cited.length) answered++;
    if (answer.cited.some((s) => answers.includes(s.title))) cited++;
  }
  const n = EVAL_QUESTIONS.length;
  const recall = (found / n).toFixed(2);
  // The goal is the server source's own; with a stand-in embedder the figure is for comparison.
  if (setup.suffix) report.info(`search recall@5, ${n} reviewer questions${setup.suffix}`, recall);
  else
    report.check(
      `search recall@5, ${n} reviewer questions`,
      recall,
      `≥ ${RECALL_GOAL}`,
      found / n >= RECALL_GOAL,
    );
  report.info(`search MRR${setup.suffix}`, (reciprocal / n).toFixed(2));
  report.info(
    `extractive answers citing a correct source${setup.suffix}`,
    `${(cited / n).toFixed(2)} (${cited} of ${n}; ${answered} answered)`,
  );
  if (misses.length) report.info('  not in the top 5', misses.slice(0, 4).join(' / ').slice(0, 90));
}

async function latency(
  report: Report,
  label: string,
  database: Database,
  org: BenchOrg,
  setup: Setup,
) {
  const caller = await callerOf(database, org);
  const deps = { db: database.db, vectors: setup.vectors, config: { llm: undefined } };
  const search: number[] = [];
  const answer: number[] = [];
  for (let i = 0; i < LATENCY_QUERIES; i++) {
    const term = EVAL_QUESTIONS[i % EVAL_QUESTIONS.length]?.question ?? 'encryption';
    let start = performance.now();
    await searchPortal(deps, caller, { term, productId: org.productId });
    search.push(performance.now() - start);
    start = performance.now();
    await answerQuestion(deps, caller, {
      term,
      productId: org.productId,
    });
    answer.push(performance.now() - start);
  }
  const size = `${KB_ENTRIES / 1000}k FAQs, ${DOCUMENTS / 1000}k documents`;
  report.info(`server search p50, ${label}, ${size}`, ms(percentile(search, 50)));
  const p95 = percentile(search, 95);
  if (label === 'PostgreSQL') {
    report.check(
      `server search p95, ${label}`,
      ms(p95),
      `≤ ${SEARCH_P95_GOAL_MS} ms`,
      p95 <= SEARCH_P95_GOAL_MS,
    );
  } else report.info(`server search p95, ${label}`, ms(p95));
  const answerP95 = percentile(answer, 95);
  if (setup.suffix) report.info(`Ask AI (extractive) p95, ${label}`, ms(answerP95));
  else
    report.check(
      `Ask AI (extractive) p95, ${label}`,
      ms(answerP95),
      `≤ ${ANSWER_P95_GOAL_MS} ms`,
      answerP95 <= ANSWER_P95_GOAL_MS,
    );
}

function keystrokes(report: Report) {
  const entries: LocalEntry[] = Array.from({ length: 2000 }, (_, i) => {
    const name = `${['Encryption', 'Access', 'Backup', 'Audit', 'Incident'][i % 5]} control ${i}`;
    return {
      name,
      message: `How ${name.toLowerCase()} protects customer data across regions and tenants.`,
      subject: '',
      origin: `Card ${i % 30}`,
      result: {
        id: String(i),
        type: 'TrustCenterContent',
        source: 'fuse',
        title: name,
        subtitle: '',
        icon: 'shield',
        original: { metadata: {}, content: [] },
      },
    };
  });
  const index = indexEntries(entries);
  const times: number[] = [];
  for (const word of ['encryption at rest', 'incident response', 'quarterly audit', 'backups']) {
    for (let n = 1; n <= word.length; n++) {
      const start = performance.now();
      index.search(word.slice(0, n));
      times.push(performance.now() - start);
    }
  }
  const p95 = percentile(times, 95);
  report.check(
    'local (Fuse) search per keystroke p95, 2,000 items',
    ms(p95),
    `≤ ${KEYSTROKE_GOAL_MS} ms`,
    p95 <= KEYSTROKE_GOAL_MS,
  );
}

async function onDatabase(
  report: Report,
  label: string,
  database: Database,
  withQuality: boolean,
  setup: Setup = WITHOUT_EMBEDDINGS,
) {
  try {
    await database.migrate();
    await setup.vectors.prepare(database.db, { info: () => undefined, warn: console.warn });
    const embed = async () => {
      const start = performance.now();
      const { units } = await embedChanged({ db: database.db, vectors: setup.vectors });
      return { units, ms: performance.now() - start };
    };
    const org = await seedBenchOrg(database);
    if (setup.suffix) await embed();
    if (withQuality) await evaluate(report, database, org, setup);
    // Ask AI's answers and refusals, and precision@5, on the full-text path.
    if (withQuality && !setup.suffix) await benchAnswers(report, database, org);
    // The answer engine over the questionnaire evaluation: drafts and Ask AI, and drafting speed.
    if (withQuality && !setup.suffix) await benchDrafts(report, database, org);
    await growBenchOrg(database, org, KB_ENTRIES, DOCUMENTS);
    if (setup.suffix) {
      const { units, ms: took } = await embed();
      report.info(
        `embedding ${units} new units in the background, ${label}`,
        `${(took / 1000).toFixed(1)} s`,
      );
    }
    await latency(report, label, database, org, setup);
  } finally {
    await database.close();
  }
}

/** The same on PGlite with pgvector and a local embeddings endpoint. */
async function withEmbeddings(report: Report) {
  const endpoint = await startEmbeddingsEndpoint();
  try {
    const config = {
      baseUrl: endpoint.url,
      model: 'concept-bag',
      apiKey: undefined,
      minSimilarity: 0.3,
    };
    const vectors = passageVectors(config);
    report.info('embeddings (below)', EMBEDDER_LABEL);
    await onDatabase(report, 'PGlite + embeddings', await openPglite(undefined, true), true, {
      vectors,
      suffix: ', with embeddings',
    });
  } finally {
    await endpoint.close();
  }
}

export async function benchSearch(report: Report): Promise<void> {
  keystrokes(report);
  await onDatabase(report, 'PGlite', await openPglite(undefined), true);
  const done = await withPostgresDatabase(async (url) => {
    await onDatabase(report, 'PostgreSQL', openPostgres(url), false);
    return true;
  });
  if (!done) report.skipped('server search on PostgreSQL', 'no server at 127.0.0.1:5432');
  await withEmbeddings(report);
}
