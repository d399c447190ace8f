/**
 * The answer engine's passages of one caller's scope (docs/search.md, How an answer is chosen):
 * every source of every type the scope reaches (the same reach conditions search applies inside
 * its queries, so nothing else is ever read), a document's text cut into passages of a few
 * sentences, indexed once per scope (a scope is kept per content revision and access, so a change
 * reads it anew) and ranked in memory for every question asked in it.
 */
import { sql } from 'drizzle-orm';
import {
  ZSearchMetadata,
  indexPassages,
  sentencesOf,
  type EnginePassage,
  type PassageIndex,
  type SearchResultType,
  type TSearchMetadata,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { englishPhrasingWords } from './phrasing-words.ts';
import { branchesOf } from './search-branches.ts';
import type { SearchScope } from './search-scope.ts';

/** A source the scope reaches: what a hit on it is presented with. */
export interface ScopeSource {
  type: SearchResultType;
  id: string;
  title: string;
  meta: TSearchMetadata;
}

export interface ScopePassages {
  sources: readonly ScopeSource[];
  index: PassageIndex;
}

/** A document's passages hold about this many characters (whole sentences). */
const DOCUMENT_PASSAGE_CHARS = 320;
/** A document's running text is preferred less than an answer written as one (an FAQ, a control). */
const DOCUMENT_PRIOR = 0.75;
/** The longest document text read. */
const DOCUMENT_CHARS = 50_000;

/** A long text as passages of whole sentences, each about `DOCUMENT_PASSAGE_CHARS` long. */
export function cutText(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const sentence of sentencesOf(text)) {
    if (current && current.length + sentence.length > DOCUMENT_PASSAGE_CHARS) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) out.push(current);
  return out;
}

interface Row {
  type: SearchResultType;
  id: string;
  title: string;
  text: string | null;
  meta: unknown;
}

async function read(db: Db, scope: SearchScope): Promise<ScopePassages> {
  const branches = branchesOf(scope);
  const sources: ScopeSource[] = [];
  const passages: EnginePassage[] = [];
  if (branches.length) {
    const selects = branches.map(
      (b) => sql`SELECT ${b.type}::text AS type, ${b.id}::text AS id, ${b.title} AS title,
        coalesce(${b.passage}, left(${b.body}, ${DOCUMENT_CHARS})) AS text, ${b.meta} AS meta
        FROM ${b.from} WHERE ${b.reach}`,
    );
    const rows = await queryRows<Row>(db, sql.join(selects, sql` UNION ALL `));
    rows.sort((a, b) => a.type.localeCompare(b.type) || a.id.localeCompare(b.id));
    for (const row of rows) {
      const source = sources.length;
      sources.push({
        type: row.type,
        id: row.id,
        title: row.title,
        meta: ZSearchMetadata.parse(row.meta ?? {}),
      });
      const text = row.text ?? '';
      if (row.type === 'Documents') {
        for (const part of cutText(text)) {
          passages.push({ source, title: row.title, text: part, prior: DOCUMENT_PRIOR });
        }
      } else passages.push({ source, title: row.title, text });
    }
  }
  return { sources, index: indexPassages(passages, englishPhrasingWords()) };
}

const kept = new WeakMap<SearchScope, Promise<ScopePassages>>();

/** The scope's passages, read and indexed once; a failed reading is not kept. */
export function scopePassages(db: Db, scope: SearchScope): Promise<ScopePassages> {
  let found = kept.get(scope);
  if (!found) {
    found = read(db, scope);
    kept.set(scope, found);
    found.catch(() => kept.delete(scope));
  }
  return found;
}
