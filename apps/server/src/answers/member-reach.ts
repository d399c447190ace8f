/**
 * Whether a draft's source still reaches a member (docs/questionnaires.md, The member's side): a
 * member's instant drafts were made in their reach when drafted; a source their account or
 * profile no longer reaches takes the draft back from them. Asked of the same scope the drafts
 * were made in (`memberDraftScope`), as it is now.
 */
import type { DraftSourceType, SearchResultType } from '@trustfront/core';
import type { Db } from '../db/client.ts';
import type { SourceReach } from '../services/questionnaires/workspace/member-side.ts';
import { DRAFT_SOURCE_TYPE_OF, memberDraftScope } from './draft-scope.ts';

const SEARCH_TYPE_OF = new Map(
  (Object.entries(DRAFT_SOURCE_TYPE_OF) as [SearchResultType, DraftSourceType][]).map(
    ([search, draft]) => [draft, search],
  ),
);

/** The member's reach now; nothing when they are no longer a member of an approved account. */
export async function memberSourceReach(
  db: Db,
  orgId: string,
  memberId: string,
): Promise<SourceReach> {
  const scope = await memberDraftScope(db, orgId, memberId);
  if (!scope) return () => false;
  return ({ type, id }) => scope.publicKeys.has(`${SEARCH_TYPE_OF.get(type) ?? type}:${id}`);
}
