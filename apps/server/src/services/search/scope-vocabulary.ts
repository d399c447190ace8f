/**
 * The vocabulary of what a caller's scope reaches (docs/search.md, How an answer is chosen): the
 * words of every title and text of every type that reaches the caller, read once per scope
 * (a scope is kept per content revision and access, so a change reads it anew).
 */
import { sql } from 'drizzle-orm';
import { vocabularyOf, type Vocabulary } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { branchesOf } from './search-branches.ts';
import type { SearchScope } from './search-scope.ts';

const kept = new WeakMap<SearchScope, Promise<Vocabulary>>();

async function read(db: Db, scope: SearchScope): Promise<Vocabulary> {
  const branches = branchesOf(scope);
  if (branches.length === 0) return vocabularyOf([]);
  const selects = branches.map(
    (b) =>
      sql`SELECT ${b.title} || ' ' || coalesce(${b.body}, '') AS text FROM ${b.from} WHERE ${b.reach}`,
  );
  const rows = await queryRows<{ text: string }>(db, sql.join(selects, sql` UNION ALL `));
  return vocabularyOf(rows.map((r) => r.text));
}

/** The scope's vocabulary; a failed reading is not kept. */
export function scopeVocabulary(db: Db, scope: SearchScope): Promise<Vocabulary> {
  let found = kept.get(scope);
  if (!found) {
    found = read(db, scope);
    kept.set(scope, found);
    found.catch(() => kept.delete(scope));
  }
  return found;
}
