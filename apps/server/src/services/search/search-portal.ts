/** Server search of a portal for one caller (docs/search.md, Sources and Search). */
import type { Db } from '../../db/client.ts';
import type { PortalCaller } from '../portal/portal-caller.ts';
import { searchHits, type SearchHit } from './search-query.ts';
import { callerSearchScope } from './search-scope.ts';
import type { PassageVectors } from './vectors/vector-search.ts';

/** The hits that reach the caller, best first (the route presents them). */
export async function searchPortal(
  deps: { db: Db; vectors: PassageVectors },
  caller: PortalCaller,
  input: { term: string; productId: string | undefined },
): Promise<SearchHit[]> {
  const { db, vectors } = deps;
  const scope = await callerSearchScope(db, caller, input.productId);
  if (!scope) return [];
  return searchHits(db, scope, input.term, undefined, vectors);
}
