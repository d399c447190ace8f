/**
 * The search over one caller's scope on PostgreSQL full-text search. Each type's candidates are
 * selected through the indexes only among what the scope lets through (the weighted `tsv` GIN
 * index against a selective query, and for a short term the title's trigram index for typos),
 * at most `CANDIDATES` of them; only those are ranked (cover density, all words present, title
 * similarity), cut to the best of each type, and only the returned page gets its snippets.
 * The large types are asked for in queries of their own, all at once (search-branches.ts
 * `queriesOf`). The query is relaxed step by step (all words, all words but one, any word of a
 * title) while too few hits come back; a broader step keeps the snippets a stricter one made.
 * With embeddings on, the passages nearest to the term (within the same scope, inside the
 * query) are asked for beside it, and both rankings are fused (reciprocal rank fusion).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_LIMITS,
  fuseRankings,
  type SearchResultType,
  type TSearchMetadata,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { SearchScope } from './search-scope.ts';
import { arrayOf, branchesOf, searchBranches, type MatchStep } from './search-branches.ts';
import { nearestBranches } from './vectors/nearest-branches.ts';
import type { PassageVectors } from './vectors/vector-search.ts';

export interface SearchHit {
  type: SearchResultType;
  id: string;
  title: string;
  score: number;
  meta: TSearchMetadata;
  /** The matching fragment, matches between « and ». */
  snippet: string;
  /** The text an answer may be composed from (empty unless asked for). */
  passage: string;
}

/** Fewer hits than this and the query is relaxed. */
const ENOUGH_HITS = 5;
/** Terms of at most this many words also match titles by trigram similarity (typos). */
const FUZZY_MAX_WORDS = 3;
/** A question with more distinct words than this is not tried with all words but one. */
const MOST_WORDS_MAX = 8;

const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const anyTitleOf = (lexemes: readonly string[]) => lexemes.map((l) => `${quoted(l)}:A`).join(' | ');
const allOf = (lexemes: readonly string[]) => lexemes.map(quoted).join(' & ');

/** The steps from the strictest to the broadest for a term whose distinct lexemes are given. */
export function matchSteps(term: string, lexemes: readonly string[]): MatchStep[] {
  const fuzzy = term.trim().split(/\s+/).length <= FUZZY_MAX_WORDS;
  const steps: MatchStep[] = [{ match: sql`websearch_to_tsquery('english', ${term})`, fuzzy }];
  // A phrase, an exclusion or an explicit 'or' is the searcher's own query: it is not relaxed.
  if (/"|(^|\s)-\S|\sor\s/i.test(term)) return steps;
  if (lexemes.length >= 2 && lexemes.length <= MOST_WORDS_MAX) {
    // Two words: either one; more: all but one of them.
    const most = lexemes.map((_, i) => `(${allOf(lexemes.filter((__, j) => j !== i))})`);
    steps.push({ match: sql`${most.join(' | ')}::tsquery`, fuzzy });
  }
  if (lexemes.length >= 3) steps.push({ match: sql`${anyTitleOf(lexemes)}::tsquery`, fuzzy });
  return steps;
}

export interface SearchOptions {
  /** At most this many hits of each type. */
  perType: number;
  /** Whether the hits carry the text an answer is composed from (Ask AI). */
  passages: boolean;
}

/** A row as a step returns it: without snippet or passage when an earlier step made them. */
type StepRow = Omit<SearchHit, 'snippet' | 'passage'> & {
  snippet: string | null;
  passage: string | null;
};

/**
 * One query's rows with their snippet (and passage). The rows named in `known` (`type:id`),
 * which a stricter step already returned, get neither: theirs are kept.
 */
function withSnippets(
  query: SQL,
  term: string,
  options: SearchOptions,
  known: readonly string[],
): SQL {
  const any = sql`coalesce(nullif(replace(websearch_to_tsquery('english', ${term})::text, ' & ', ' | '), '')::tsquery,
    websearch_to_tsquery('english', ${term}))`;
  const fresh = known.length
    ? sql`NOT (b.type || ':' || b.id = ANY(${arrayOf(known, 'text')}))`
    : sql`true`;
  const passage = options.passages
    ? sql`CASE WHEN ${fresh} THEN coalesce(b.passage, ts_headline('english', left(b.body, 50000), ${any},
        'MaxFragments=3, MaxWords=60, MinWords=25, StartSel="", StopSel="", FragmentDelimiter=" … "')) END`
    : sql`''`;
  return sql`SELECT b.type, b.id, b.title, b.meta, b.score::float8 AS score, ${passage} AS passage,
      CASE WHEN ${fresh} THEN ts_headline('english', left(b.body, 50000), ${any},
        'MaxFragments=1, MaxWords=28, MinWords=10, StartSel=«, StopSel=»') END AS snippet
    FROM (${query}) b`;
}

const byScore = (a: StepRow, b: StepRow) =>
  b.score - a.score || a.type.localeCompare(b.type) || a.id.localeCompare(b.id);

/** The rows of the queries (search-branches.ts `queriesOf`), asked for at once, best first. */
async function rowsOf(
  db: Db,
  queries: readonly SQL[],
  term: string,
  options: SearchOptions,
  known: readonly string[] = [],
): Promise<StepRow[]> {
  const answers = await Promise.all(
    queries.map((query) => queryRows<StepRow>(db, withSnippets(query, term, options, known))),
  );
  return answers
    .flat()
    .map((row) => ({ ...row, score: Number(row.score) }))
    .sort(byScore);
}

/** The passages nearest to the term within the scope, nearest first; none without vectors. */
async function nearestHits(
  db: Db,
  scope: SearchScope,
  term: string,
  vectors: PassageVectors,
  options: SearchOptions,
): Promise<SearchHit[]> {
  const vector = await vectors.termVector(db, term);
  if (!vector) return [];
  const queries = nearestBranches(branchesOf(scope), scope.orgId, vector, options.perType);
  const rows = await rowsOf(db, queries, term, options);
  return rows.map((row) => ({ ...row, snippet: row.snippet ?? '', passage: row.passage ?? '' }));
}

const keyOf = (hit: Pick<SearchHit, 'type' | 'id'>) => `${hit.type}:${hit.id}`;

/** Both rankings fused; a hit both found keeps the full-text row (its snippet marks the words). */
function fused(ranked: readonly SearchHit[], nearest: readonly SearchHit[]): SearchHit[] {
  if (nearest.length === 0) return [...ranked];
  const rows = new Map<string, SearchHit>();
  for (const hit of [...nearest, ...ranked]) rows.set(keyOf(hit), hit);
  return fuseRankings([ranked.map(keyOf), nearest.map(keyOf)]).flatMap(({ key, score }) => {
    const hit = rows.get(key);
    return hit ? [{ ...hit, score }] : [];
  });
}

/** The best hits of each type for the term within the scope, best first overall. */
export async function searchHits(
  db: Db,
  scope: SearchScope,
  term: string,
  options: SearchOptions = { perType: SEARCH_LIMITS.perType, passages: false },
  vectors?: PassageVectors,
): Promise<SearchHit[]> {
  // The term's vector (a request to the embeddings endpoint) is asked for beside the full-text
  // steps; a failure of the endpoint only leaves it out.
  const near = vectors ? nearestHits(db, scope, term, vectors, options) : Promise.resolve([]);
  near.catch(() => undefined);
  // The first step does not depend on the term's words, which only the broader steps need: they
  // are asked for beside it (on another connection on PostgreSQL), not before it.
  const stepRows = (step: MatchStep, known: readonly string[] = []) =>
    rowsOf(db, searchBranches(scope, term, step, options.perType), term, options, known);
  const [strictest] = matchSteps(term, []);
  if (!strictest) return [];
  const [words, firstRows] = await Promise.all([
    queryRows<{ lexemes: string[] | null }>(
      db,
      sql`SELECT tsvector_to_array(to_tsvector('english', ${term})) AS lexemes`,
    ),
    stepRows(strictest),
  ]);
  const steps = matchSteps(term, words[0]?.lexemes ?? []);
  // Each step adds the hits of its broader match to those already found, and scores them anew.
  const found = new Map<string, SearchHit>();
  for (const [index, step] of steps.entries()) {
    const rows = index === 0 ? firstRows : await stepRows(step, [...found.keys()]);
    for (const row of rows) {
      const earlier = found.get(keyOf(row));
      found.set(keyOf(row), {
        ...row,
        snippet: row.snippet ?? earlier?.snippet ?? '',
        passage: row.passage ?? earlier?.passage ?? '',
      });
    }
    if (found.size >= ENOUGH_HITS) break;
  }
  const ranked = [...found.values()].sort(byScore);
  const nearest = await near;
  const perType = new Map<string, number>();
  return fused(ranked, nearest).filter((hit) => {
    const n = (perType.get(hit.type) ?? 0) + 1;
    perType.set(hit.type, n);
    return n <= options.perType;
  });
}
