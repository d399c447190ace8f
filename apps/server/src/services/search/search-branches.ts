/**
 * One SELECT per result type for a search step: the type's rows that the scope lets through
 * (the reach rule's ids and classes, inside the query) and that match the step, at most
 * `CANDIDATES` of them taken through the indexes, ranked, and the best `perType` kept.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CARD_DEFAULT_TITLES, type SearchResultType } from '@trustfront/core';
import type { SearchScope } from './search-scope.ts';
import type { PassageKind } from './vectors/vector-store.ts';

/** Rows of one type ranked at most: the rest of a broad match is not looked at. */
export const CANDIDATES = 200;

/** The text-search query a step matches with, and whether titles match by trigrams too. */
export interface MatchStep {
  match: SQL;
  fuzzy: boolean;
}

/** A Postgres array of UUIDs or of any strings, as one parameter (each element quoted). */
export const arrayOf = (values: readonly string[], type: 'uuid' | 'text'): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::${sql.raw(type)}[]`;

/**
 * The title of card `c` as visitors read it: its own, else its kind's default title
 * ('Data Security', never 'DataSecurity').
 */
const cardTitle = sql`coalesce(c.title, ${JSON.stringify(CARD_DEFAULT_TITLES)}::jsonb ->> c.kind::text)`;

export interface Branch {
  type: SearchResultType;
  /** How the type's passages are kept among the vectors. */
  kind: PassageKind;
  /** FROM and JOINs; the row's alias is `r`. */
  from: SQL;
  /** The scope's condition on the row. */
  reach: SQL;
  id: SQL;
  title: SQL;
  body: SQL;
  /** The answerable text, or null for the body's best fragments (documents). */
  passage: SQL;
  meta: SQL;
}

function select(branch: Branch, term: string, step: MatchStep, perType: number): SQL {
  const { type, from, reach, id, title, body, passage, meta } = branch;
  const match = step.fuzzy
    ? sql`(r.tsv @@ ${step.match} OR ${term} <% ${title})`
    : sql`r.tsv @@ ${step.match}`;
  const all = sql`websearch_to_tsquery('english', ${term})`;
  const any = sql`coalesce(nullif(replace(${all}::text, ' & ', ' | '), '')::tsquery, ${all})`;
  return sql`(SELECT ${type}::text AS type, c.id, c.title, c.body, c.passage, c.meta,
      ts_rank_cd(c.tsv, ${any}, 32) + CASE WHEN c.tsv @@ ${all} THEN 0.5 ELSE 0 END
        + 0.5 * word_similarity(${term}, c.title) AS score
    FROM (SELECT ${id}::text AS id, ${title} AS title, ${body} AS body, r.tsv,
        ${passage} AS passage, ${meta} AS meta
      FROM ${from} WHERE ${reach} AND ${match} LIMIT ${CANDIDATES}) c
    ORDER BY score DESC, c.id LIMIT ${perType})`;
}

function record(
  scope: SearchScope,
  kind: PassageKind,
  type: SearchResultType,
  table: string,
  title: string,
  body: SQL,
  meta: SQL,
): Branch {
  return {
    type,
    kind,
    from: sql.raw(`"${table}" r`),
    reach: sql`r.org_id = ${scope.orgId} AND r.visibility = ANY(${arrayOf(scope.recordVisibilities, 'text')})`,
    id: sql`r.id`,
    title: sql.raw(`r."${title}"`),
    body,
    passage: body,
    meta,
  };
}

function entry(
  scope: SearchScope,
  kind: 'item' | 'kb' | 'update',
  type: SearchResultType,
  join: SQL,
  reach: SQL,
  passage: SQL,
  meta: SQL,
): Branch {
  return {
    type,
    kind,
    from: sql`search_entries r ${join}`,
    reach: sql`r.kind = ${kind} AND r.org_id = ${scope.orgId} AND ${reach}`,
    id: sql`r.ref_id`,
    title: sql`r.title`,
    body: sql`r.body`,
    passage,
    meta,
  };
}

function documents(scope: SearchScope): Branch {
  const { shared, unshared } = scope.documentItemIds;
  return {
    type: 'Documents',
    kind: 'document',
    from: sql`document_texts r JOIN files f ON f.id = r.file_id
      JOIN LATERAL (
        SELECT itf.item_id, ${cardTitle} AS card_title FROM item_files itf
        JOIN items i ON i.id = itf.item_id JOIN cards c ON c.id = i.card_id
        WHERE itf.file_id = f.id AND (
          (f.is_shared AND itf.item_id = ANY(${arrayOf(shared, 'uuid')}))
          OR (NOT f.is_shared AND itf.item_id = ANY(${arrayOf(unshared, 'uuid')})))
        ORDER BY itf.position LIMIT 1) l ON true`,
    reach: sql`r.org_id = ${scope.orgId}`,
    id: sql`r.file_id`,
    title: sql`r.title`,
    body: sql`r.body`,
    passage: sql`NULL::text`,
    meta: sql`jsonb_build_object('fileId', f.id, 'fileName', f.original_name, 'mimeType', f.content_type,
        'itemUid', l.item_id, 'cardTitle', l.card_title)`,
  };
}

/** The types the scope reaches, each with the rows of it that reach the caller. */
export function branchesOf(scope: SearchScope): Branch[] {
  const out: Branch[] = [];
  if (scope.itemIds.length) {
    out.push(
      entry(
        scope,
        'item',
        'TrustCenterContent',
        sql`JOIN items i ON i.id = r.ref_id JOIN cards c ON c.id = i.card_id`,
        sql`r.ref_id = ANY(${arrayOf(scope.itemIds, 'uuid')})`,
        sql`coalesce(i.details->>'explanation', '')`,
        sql`jsonb_build_object('itemUid', i.id, 'cardTitle', ${cardTitle}, 'kind', c.kind,
          'explanation', coalesce(i.details->>'explanation', ''), 'slug', i.slug)`,
      ),
    );
  }
  const { shared, unshared } = scope.documentItemIds;
  if (shared.length || unshared.length) out.push(documents(scope));
  if (scope.kbLevels.length) {
    out.push(
      entry(
        scope,
        'kb',
        'KnowledgeBase',
        sql`JOIN kb_entries k ON k.id = r.ref_id`,
        sql`k.access_level = ANY(${arrayOf(scope.kbLevels, 'text')})
          AND (k.product_ids = '[]'::jsonb OR k.product_ids @> ${JSON.stringify([scope.product.id])}::jsonb)`,
        sql`k.answer`,
        sql`jsonb_build_object('answer', k.answer, 'comment', k.comment)`,
      ),
    );
  }
  if (scope.topicIds.length && scope.updateClasses.length) {
    const classes = sql.join(
      scope.updateClasses.map(
        (c) =>
          sql`(u.sp_audience = ${c.audience} AND ${c.onPortal ? sql`` : sql`NOT`} (u.channels @> '["status_page"]'::jsonb))`,
      ),
      sql` OR `,
    );
    out.push(
      entry(
        scope,
        'update',
        'TrustCenterUpdates',
        sql`JOIN updates u ON u.id = r.ref_id`,
        sql`u.topic_id = ANY(${arrayOf(scope.topicIds, 'uuid')}) AND (${classes})`,
        sql`u.message`,
        sql`jsonb_build_object('topicId', u.topic_id, 'description', u.message)`,
      ),
    );
  }
  if (scope.recordVisibilities.length) {
    out.push(
      record(
        scope,
        'control',
        'Controls',
        'controls',
        'name',
        sql`r.description`,
        sql`jsonb_build_object('status', r.status)`,
      ),
      record(
        scope,
        'fact',
        'Facts',
        'facts',
        'statement',
        sql`concat_ws(' ', r.statement || '.', nullif(r.details, ''))`,
        sql`'{}'::jsonb`,
      ),
      record(
        scope,
        'webpage',
        'Webpage',
        'webpages',
        'title',
        sql`r.body`,
        sql`jsonb_build_object('url', r.url)`,
      ),
    );
  }
  return out;
}

/** Types an organisation keeps thousands of: each is asked for in a query of its own. */
const LARGE_KINDS: ReadonlySet<PassageKind> = new Set(['kb', 'document']);

/**
 * The branches' SELECTs in the queries that ask for them: each large type alone, the others
 * together. The queries run at once, on PostgreSQL each on a connection of its own, so that a
 * search lasts about as long as its largest type rather than all of them in a row; more queries
 * would only add the cost of each (planning, and on PGlite its round trip).
 */
export function queriesOf(branches: readonly Branch[], select: (branch: Branch) => SQL): SQL[] {
  const large = branches.filter((branch) => LARGE_KINDS.has(branch.kind));
  const small = branches.filter((branch) => !LARGE_KINDS.has(branch.kind));
  return [...large.map((branch) => [branch]), ...(small.length ? [small] : [])].map((group) =>
    sql.join(group.map(select), sql` UNION ALL `),
  );
}

/** The step's queries over the types that the scope reaches. */
export function searchBranches(
  scope: SearchScope,
  term: string,
  step: MatchStep,
  perType: number,
): SQL[] {
  return queriesOf(branchesOf(scope), (branch) => select(branch, term, step, perType));
}
