/**
 * One SELECT per result type for the vector path: the type's rows that the scope lets through
 * (the same reach conditions as the full-text branches, inside the query) joined to their
 * nearest passage, at least as similar to the term as asked, the nearest `perType` kept. The
 * distances are exact (no approximate index), so that no permitted passage is missed and the
 * reach conditions are never applied after a limit.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queriesOf, type Branch } from '../search-branches.ts';
import type { TermVector } from './vector-search.ts';

function nearest(branch: Branch, orgId: string, term: TermVector, perType: number): SQL {
  const { type, kind, from, reach, id, title, body, passage, meta } = branch;
  const vector = sql`${`[${term.embedding.join(',')}]`}::vector`;
  // A passage that covers part of the body (a document's) is that part; else the whole body.
  const part = sql`CASE WHEN n.span_length > 0 THEN substr(${body}, n.span_start + 1, n.span_length)
    ELSE ${body} END`;
  return sql`(SELECT ${type}::text AS type, ${id}::text AS id, ${title} AS title, ${part} AS body,
      coalesce(${passage}, ${part}) AS passage, ${meta} AS meta, 1 - n.distance AS score
    FROM ${from} JOIN (
      SELECT DISTINCT ON (v.ref_id) v.ref_id, v.span_start, v.span_length,
        v.embedding <=> ${vector} AS distance
      FROM search_vectors v WHERE v.org_id = ${orgId} AND v.kind = ${kind}
        AND v.embedding <=> ${vector} <= ${1 - term.minSimilarity}
      ORDER BY v.ref_id, distance) n ON n.ref_id = ${id}
    WHERE ${reach}
    ORDER BY n.distance, ${id} LIMIT ${perType})`;
}

/** The queries of the nearest rows of each type that the scope reaches. */
export function nearestBranches(
  branches: readonly Branch[],
  orgId: string,
  term: TermVector,
  perType: number,
): SQL[] {
  return queriesOf(branches, (branch) => nearest(branch, orgId, term, perType));
}
