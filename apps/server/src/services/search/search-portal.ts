/** Server search of a portal for one caller (spec 2 §4 "semantic" source, §7). */
import type { TSearchResultItem } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { presentHit } from '../../presenters/search-results.ts';
import type { PortalCaller } from '../portal-caller.ts';
import { searchHits } from './search-query.ts';
import { callerSearchScope } from './search-scope.ts';
import type { PassageVectors } from './vectors/vector-search.ts';

/** The results that reach the caller, grouped by the client, best first. */
export async function searchPortal(
  deps: { db: Db; vectors: PassageVectors },
  caller: PortalCaller,
  input: { term: string; productId: string | undefined },
): Promise<TSearchResultItem[]> {
  const { db, vectors } = deps;
  const scope = await callerSearchScope(db, caller, input.productId);
  if (!scope) return [];
  const hits = await searchHits(db, scope, input.term, undefined, vectors);
  return hits.map(presentHit);
}
