/** Server search of a portal for one caller (spec 2 §4 "semantic" source, §7). */
import type { TSearchResultItem, Viewer } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import type { CustomizationRow } from '../../db/schema/index.ts';
import { presentHit } from '../../presenters/search-results.ts';
import { searchHits } from './search-query.ts';
import { searchScope } from './search-scope.ts';
import type { PassageVectors } from './vectors/vector-search.ts';

export interface PortalSearchInput {
  orgId: string;
  customization: Pick<CustomizationRow, 'documentAccessType'>;
  viewer: Viewer;
  productId: string | undefined;
  term: string;
}

/** The results that reach the caller, grouped by the client, best first. */
export async function searchPortal(
  deps: { db: Db; vectors: PassageVectors },
  input: PortalSearchInput,
): Promise<TSearchResultItem[]> {
  const { db, vectors } = deps;
  const scope = await searchScope(
    db,
    { id: input.orgId, documentAccessType: input.customization.documentAccessType },
    input.viewer,
    input.productId,
  );
  if (!scope) return [];
  const hits = await searchHits(db, scope, input.term, undefined, vectors);
  return hits.map(presentHit);
}
