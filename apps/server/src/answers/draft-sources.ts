/**
 * A draft's cited sources as the questionnaire workspace shows them (docs/search.md, Drafts):
 * type, title, where to open it and whether only staff may see it.
 */
import type { DraftSourceType } from '@trustfront/core';
import type { SearchHit } from '../services/search/search-query.ts';
import { DRAFT_SOURCE_TYPE_OF, type DraftScope } from './draft-scope.ts';

export interface DraftSourceRef {
  type: DraftSourceType;
  id: string;
  title: string;
  url: string | null;
  internal: boolean;
}

/** Where the private app edits each type. */
const APP_PAGES: Record<DraftSourceType, string> = {
  knowledge_base: '/app/knowledge-base',
  control: '/app/knowledge-base/controls',
  fact: '/app/knowledge-base/facts',
  webpage: '/app/knowledge-base/webpages',
  item: '/app',
  document: '/app/documents',
  update: '/app/updates',
};

/** The link of a source: a webpage's own address, else the portal's page or the app's. */
function urlOf(scope: DraftScope, hit: SearchHit, type: DraftSourceType): string | null {
  if (type === 'webpage') return hit.meta.url ?? null;
  if (scope.audience === 'staff') return APP_PAGES[type];
  const portal = `/trust/${scope.orgSlug}`;
  if (type === 'update' && hit.meta.topicId) return `${portal}?tcuUid=${hit.meta.topicId}`;
  return portal;
}

export function draftSourceOf(scope: DraftScope, hit: SearchHit): DraftSourceRef {
  const type = DRAFT_SOURCE_TYPE_OF[hit.type];
  return {
    type,
    id: hit.id,
    title: hit.title,
    url: urlOf(scope, hit, type),
    internal: !scope.publicKeys.has(`${hit.type}:${hit.id}`),
  };
}
