/**
 * The search over one caller's scope, in one SQL statement on PostgreSQL full-text search: each
 * type's rows are matched (weighted `tsv` against the OR of the term's words, or a trigram
 * match of the title for typos) only among what the scope lets through, ranked (cover density,
 * all words present, title similarity), cut to the best of each type, and given a snippet.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, type SearchResultType, type TSearchMetadata } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { SearchScope } from './search-scope.ts';

export interface SearchHit {
  type: SearchResultType;
  id: string;
  title: string;
  score: number;
  meta: TSearchMetadata;
  /** The matching fragment, matches between « and ». */
  snippet: string;
  /** The text an answer may be composed from. */
  passage: string;
}

/** A Postgres array literal of ids the database gave (UUIDs) or of fixed words. */
const arrayOf = (values: readonly string[], type: 'uuid' | 'text'): SQL =>
  sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;

const score = (tsv: SQL, title: SQL, term: string): SQL =>
  sql`(ts_rank_cd(${tsv}, q.qor, 32) + CASE WHEN ${tsv} @@ q.qand THEN 0.5 ELSE 0 END + 0.5 * word_similarity(${term}, ${title}))`;

const matches = (tsv: SQL, title: SQL, term: string): SQL =>
  sql`(${tsv} @@ q.qor OR ${term} <% ${title})`;

function entryBranch(
  kind: 'item' | 'kb' | 'update',
  type: SearchResultType,
  join: SQL,
  where: SQL,
  meta: SQL,
  passage: SQL,
  term: string,
  orgId: string,
): SQL {
  return sql`SELECT ${type}::text AS type, e.ref_id::text AS id, e.title, e.body, ${passage} AS passage,
    ${score(sql`e.tsv`, sql`e.title`, term)} AS score, ${meta} AS meta
    FROM search_entries e ${join}, q
    WHERE e.kind = ${kind} AND e.org_id = ${orgId} AND ${where}
      AND ${matches(sql`e.tsv`, sql`e.title`, term)}`;
}

function recordBranch(
  type: SearchResultType,
  table: string,
  title: string,
  body: SQL,
  meta: SQL,
  scope: SearchScope,
  term: string,
): SQL {
  const t = sql.raw(`r."${title}"`);
  return sql`SELECT ${type}::text AS type, r.id::text AS id, ${t} AS title, ${body} AS body,
    ${body} AS passage, ${score(sql`r.tsv`, t, term)} AS score, ${meta} AS meta
    FROM ${sql.raw(`"${table}"`)} r, q
    WHERE r.org_id = ${scope.orgId} AND r.visibility = ANY(${arrayOf(scope.recordVisibilities, 'text')})
      AND ${matches(sql`r.tsv`, t, term)}`;
}

function branches(scope: SearchScope, term: string): SQL[] {
  const { orgId } = scope;
  const out: SQL[] = [];
  if (scope.itemIds.length) {
    out.push(
      entryBranch(
        'item',
        'TrustCenterContent',
        sql`JOIN items i ON i.id = e.ref_id JOIN cards c ON c.id = i.card_id`,
        sql`e.ref_id = ANY(${arrayOf(scope.itemIds, 'uuid')})`,
        sql`jsonb_build_object('itemUid', i.id, 'cardTitle', coalesce(c.title, c.kind), 'kind', c.kind,
          'explanation', coalesce(i.details->>'explanation', ''), 'slug', i.slug)`,
        sql`coalesce(i.details->>'explanation', '')`,
        term,
        orgId,
      ),
    );
  }
  const { shared, unshared } = scope.documentItemIds;
  if (shared.length || unshared.length) {
    out.push(sql`SELECT 'Documents' AS type, d.file_id::text AS id, d.title, d.body,
      ts_headline('english', left(d.body, 50000), q.qor,
        'MaxFragments=3, MaxWords=60, MinWords=25, StartSel="", StopSel="", FragmentDelimiter=" … "') AS passage,
      ${score(sql`d.tsv`, sql`d.title`, term)} AS score,
      jsonb_build_object('fileId', f.id, 'fileName', f.original_name, 'mimeType', f.content_type,
        'itemUid', l.item_id, 'cardTitle', l.card_title) AS meta
      FROM document_texts d JOIN files f ON f.id = d.file_id
      JOIN LATERAL (
        SELECT itf.item_id, coalesce(c.title, c.kind) AS card_title FROM item_files itf
        JOIN items i ON i.id = itf.item_id JOIN cards c ON c.id = i.card_id
        WHERE itf.file_id = f.id AND (
          (f.is_shared AND itf.item_id = ANY(${arrayOf(shared, 'uuid')}))
          OR (NOT f.is_shared AND itf.item_id = ANY(${arrayOf(unshared, 'uuid')})))
        ORDER BY itf.position LIMIT 1) l ON true, q
      WHERE d.org_id = ${orgId} AND ${matches(sql`d.tsv`, sql`d.title`, term)}`);
  }
  if (scope.kbLevels.length) {
    out.push(
      entryBranch(
        'kb',
        'KnowledgeBase',
        sql`JOIN kb_entries k ON k.id = e.ref_id`,
        sql`k.access_level = ANY(${arrayOf(scope.kbLevels, 'text')})
          AND (k.product_ids = '[]'::jsonb OR k.product_ids @> ${JSON.stringify([scope.product.id])}::jsonb)`,
        sql`jsonb_build_object('answer', k.answer, 'comment', k.comment)`,
        sql`k.answer`,
        term,
        orgId,
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
      entryBranch(
        'update',
        'TrustCenterUpdates',
        sql`JOIN updates u ON u.id = e.ref_id`,
        sql`u.topic_id = ANY(${arrayOf(scope.topicIds, 'uuid')}) AND (${classes})`,
        sql`jsonb_build_object('topicId', u.topic_id, 'description', u.message)`,
        sql`u.message`,
        term,
        orgId,
      ),
    );
  }
  if (scope.recordVisibilities.length) {
    out.push(
      recordBranch(
        'Controls',
        'controls',
        'name',
        sql`r.description`,
        sql`jsonb_build_object('status', r.status)`,
        scope,
        term,
      ),
      recordBranch(
        'Facts',
        'facts',
        'statement',
        sql`concat_ws(' ', r.statement || '.', nullif(r.details, ''))`,
        sql`'{}'::jsonb`,
        scope,
        term,
      ),
      recordBranch(
        'Webpage',
        'webpages',
        'title',
        sql`r.body`,
        sql`jsonb_build_object('url', r.url)`,
        scope,
        term,
      ),
    );
  }
  return out;
}

/**
 * The best hits of each type for the term within the scope, best first overall; at most
 * `perType` of each type.
 */
export async function searchHits(
  db: Db,
  scope: SearchScope,
  term: string,
  perType: number = SEARCH_LIMITS.perType,
): Promise<SearchHit[]> {
  const parts = branches(scope, term);
  if (parts.length === 0) return [];
  const rows = await queryRows<SearchHit>(
    db,
    sql`WITH q AS (
      SELECT websearch_to_tsquery('english', ${term}) AS qand,
        coalesce(nullif(replace(websearch_to_tsquery('english', ${term})::text, ' & ', ' | '), '')::tsquery,
          websearch_to_tsquery('english', ${term})) AS qor
    ), hits AS (${sql.join(parts, sql` UNION ALL `)}),
    ranked AS (SELECT *, row_number() OVER (PARTITION BY type ORDER BY score DESC, id) AS rn FROM hits)
    SELECT type, id, title, meta, passage, score::float8 AS score,
      ts_headline('english', left(body, 50000), q.qor,
        'MaxFragments=1, MaxWords=28, MinWords=10, StartSel=«, StopSel=»') AS snippet
    FROM ranked, q WHERE rn <= ${perType}
    ORDER BY score DESC, type, id`,
  );
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}
