/**
 * Ask AI's figures over the demo (docs/search.md, Figures): the extractive answerer asked the
 * labelled questions (bench/answer-questions.ts) as a staff member previewing the 'NDA customers'
 * profile and as an anonymous visitor, each from its own scope only: the share of answerable
 * questions answered with a correct cited source, the share of unanswerable ones refused, and the
 * cited sources that the access rule does not let reach the caller (asked of the rule again, row
 * by row, apart from the scope the answer was made in). Then precision@5 of local and server
 * search over bench/precision-queries.ts.
 * Alone: `node --import tsx bench/answer-eval.ts`.
 */
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { publicViewer, type Viewer } from '@trustfront/core';
import type { Database } from '../apps/server/src/db/client.ts';
import { openPglite } from '../apps/server/src/db/pglite-client.ts';
import { queryRows } from '../apps/server/src/db/query.ts';
import { answerInScope } from '../apps/server/src/services/search/answer-question.ts';
import { branchesOf } from '../apps/server/src/services/search/search-branches.ts';
import { searchHits, type SearchHit } from '../apps/server/src/services/search/search-query.ts';
import { searchScope, type SearchScope } from '../apps/server/src/services/search/search-scope.ts';
import { passageVectors } from '../apps/server/src/services/search/vectors/vector-search.ts';
import { loadCustomization, loadPortal } from '../apps/server/src/services/portal/load-portal.ts';
import { listTopics } from '../apps/server/src/services/updates/list-topics.ts';
import { organizations } from '../apps/server/src/db/schema/index.ts';
import { presentPortalView } from '../apps/server/src/presenters/portal-view.ts';
import { buildLocalIndex } from '../apps/web/src/portal/search/local-search.ts';
import { Report } from './lib/report.ts';
import { ANSWER_QUESTIONS } from './answer-questions.ts';
import { reachesCaller } from './answer-reach.ts';
import { PRECISION_QUERIES } from './precision-queries.ts';
import { seedBenchOrg, type BenchOrg } from './search-data.ts';

export const ANSWERED_GOAL = 0.9;
export const REFUSED_GOAL = 0.9;
export const LOCAL_PRECISION_GOAL = 0.8;

const DOCUMENT_ACCESS = 'view_and_download' as const;

/** Staff previewing the seed's 'NDA customers' profile, with the file scopes. */
const previewViewer = (org: BenchOrg): Viewer => ({
  mode: 'preview',
  permittedItemUids: org.profileItems,
  scopes: new Set(['files:view', 'files:download']),
  publicAccessLevel: 'PublicContentOnly',
  ndaPending: false,
  watermarkDocuments: false,
});

/** Every title that reaches the scope (of every type), for telling what a caller could cite. */
async function titlesIn(database: Database, scope: SearchScope): Promise<Set<string>> {
  const selects = branchesOf(scope).map(
    (b) => sql`SELECT ${b.title} AS title FROM ${b.from} WHERE ${b.reach}`,
  );
  const rows = await queryRows<{ title: string }>(database.db, sql.join(selects, sql` UNION `));
  return new Set(rows.map((r) => r.title));
}

const share = (n: number, of: number) => (of ? n / of : 0);
const fixed = (n: number, of: number) => `${share(n, of).toFixed(2)} (${n} of ${of})`;

interface Tally {
  answerable: number;
  answeredRight: number;
  unanswerable: number;
  refused: number;
  unreachable: number;
  misses: string[];
}

async function askAll(
  report: Report,
  database: Database,
  org: BenchOrg,
  label: string,
  viewer: Viewer,
) {
  const { db } = database;
  const scope = await searchScope(
    db,
    { id: org.orgId, documentAccessType: DOCUMENT_ACCESS },
    viewer,
    org.productId,
  );
  if (!scope) throw new Error(`No product reaches the ${label}`);
  const visible = await titlesIn(database, scope);
  const deps = { db, vectors: passageVectors(undefined), config: { llm: undefined } };
  const tallies = new Map<string, Tally>();
  for (const q of ANSWER_QUESTIONS) {
    const t = tallies.get(q.set) ?? {
      answerable: 0,
      answeredRight: 0,
      unanswerable: 0,
      refused: 0,
      unreachable: 0,
      misses: [],
    };
    tallies.set(q.set, t);
    const { answer, cited } = await answerInScope(deps, scope, q.question);
    for (const hit of cited) {
      if (
        !(await reachesCaller(
          db,
          { orgId: org.orgId, documentAccessType: DOCUMENT_ACCESS },
          viewer,
          scope.product,
          hit,
        ))
      )
        t.unreachable++;
    }
    // A question counts as answerable for a caller when one of its sources reaches the caller.
    if (q.sources.some((s) => visible.has(s))) {
      t.answerable++;
      if (answer && cited.some((hit) => q.sources.includes(hit.title))) t.answeredRight++;
      else t.misses.push(`${q.question} → ${cited.map((h) => h.title).join(' | ') || 'refused'}`);
    } else if (q.sources.length === 0) {
      t.unanswerable++;
      if (!answer) t.refused++;
      else t.misses.push(`${q.question} → answered from ${cited.map((h) => h.title).join(' | ')}`);
    }
  }
  for (const [set, t] of tallies) {
    const what = `${label}, ${set} set`;
    report.check(
      `Ask AI answered with a correct source, ${what}`,
      fixed(t.answeredRight, t.answerable),
      `≥ ${ANSWERED_GOAL}`,
      share(t.answeredRight, t.answerable) >= ANSWERED_GOAL,
    );
    report.check(
      `Ask AI refusals of unanswerable, ${what}`,
      fixed(t.refused, t.unanswerable),
      `≥ ${REFUSED_GOAL}`,
      share(t.refused, t.unanswerable) >= REFUSED_GOAL,
    );
    report.check(
      `Ask AI sources not reaching the caller, ${what}`,
      String(t.unreachable),
      '0',
      t.unreachable === 0,
    );
    if (process.env.BENCH_VERBOSE) for (const m of t.misses) console.log(`  miss (${what}): ${m}`);
  }
}

/** precision@5 of a ranking: the share of its first (at most 5) titles that are relevant. */
function precisionAt5(titles: readonly string[], relevant: readonly string[]): number {
  const top = titles.slice(0, 5);
  return top.length ? top.filter((t) => relevant.includes(t)).length / top.length : 0;
}

function precisionFigure(
  report: Report,
  label: string,
  rank: (term: string) => Promise<string[]> | string[],
  goal?: number,
) {
  return async () => {
    let sum = 0;
    const worst: string[] = [];
    for (const { term, relevant } of PRECISION_QUERIES) {
      const titles = await rank(term);
      const p = precisionAt5(titles, relevant);
      sum += p;
      if (p < 0.6) worst.push(`${term} (${p.toFixed(1)})`);
      if (process.env.BENCH_VERBOSE && p < 1)
        console.log(`  ${label} '${term}' ${p.toFixed(2)}: ${titles.slice(0, 5).join(' | ')}`);
    }
    const mean = sum / PRECISION_QUERIES.length;
    const measure = `${label} search precision@5, ${PRECISION_QUERIES.length} terms`;
    if (goal === undefined) report.info(measure, mean.toFixed(2));
    else report.check(measure, mean.toFixed(2), `≥ ${goal}`, mean >= goal);
    if (worst.length) report.info(`  ${label}: below 0.6`, worst.join(', ').slice(0, 90));
  };
}

/** Local search as an anonymous visitor's page holds it; server search as the preview. */
async function precision(report: Report, database: Database, org: BenchOrg) {
  const { db } = database;
  const [row] = await db.select().from(organizations).where(eq(organizations.id, org.orgId));
  if (!row) throw new Error('No organisation');
  const viewer = publicViewer('PublicContentOnly');
  const customization = await loadCustomization(db, org.orgId);
  const data = await loadPortal(
    db,
    { org: row, customization, viewer },
    { productId: org.productId },
  );
  if (!data.product) throw new Error('The demo portal is closed to visitors');
  const topics = await listTopics(db, org.orgId, viewer, {
    productSlugs: [],
    productIds: [org.productId],
  });
  const index = buildLocalIndex(presentPortalView(viewer, data), topics);
  await precisionFigure(
    report,
    'local',
    (term) => index.search(term).map((r) => r.title),
    LOCAL_PRECISION_GOAL,
  )();
  const scope = await searchScope(
    db,
    { id: org.orgId, documentAccessType: DOCUMENT_ACCESS },
    previewViewer(org),
    org.productId,
  );
  if (!scope) throw new Error('No product reaches the preview');
  const server = async (term: string) =>
    (await searchHits(db, scope, term)).map((h: SearchHit) => h.title);
  await precisionFigure(report, 'server', server)();
}

/** The Ask AI and precision figures over a database holding the seeded demo. */
export async function benchAnswers(report: Report, database: Database, org: BenchOrg) {
  const held = ANSWER_QUESTIONS.filter((q) => q.set === 'held-out').length;
  const unanswerable = ANSWER_QUESTIONS.filter((q) => q.sources.length === 0).length;
  report.info(
    'Ask AI questions (tuning / held-out; unanswerable)',
    `${ANSWER_QUESTIONS.length - held} / ${held}; ${unanswerable}`,
  );
  await askAll(report, database, org, 'member preview', previewViewer(org));
  await askAll(report, database, org, 'anonymous visitor', publicViewer('PublicContentOnly'));
  await precision(report, database, org);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = new Report();
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    await benchAnswers(report, database, await seedBenchOrg(database));
  } finally {
    await database.close();
  }
  console.log(`\n${report.render()}\n`);
  if (report.hasFailures) process.exitCode = 1;
}
