/**
 * The search result items a caller receives (docs/search.md, Result types): only these fields leave
 * the server.
 */
import {
  SEARCH_MESSAGES,
  ZSearchMetadata,
  type SearchResultType,
  type TSearchResultItem,
} from '@trustfront/core';
import type { SearchHit } from '../services/search/search-query.ts';

const ICONS: Record<SearchResultType, string> = {
  TrustCenterContent: 'shield',
  Documents: 'file',
  KnowledgeBase: 'help',
  Controls: 'check',
  Facts: 'info',
  TrustCenterUpdates: 'bell',
  Webpage: 'world',
};

const CONTROL_STATUS_LABELS = {
  implemented: 'Implemented',
  in_progress: 'In progress',
  planned: 'Planned',
} as const;

function hostOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The source line under a result's heading. */
function subtitleOf(hit: SearchHit): string {
  const { meta } = hit;
  switch (hit.type) {
    case 'TrustCenterContent':
      return meta.cardTitle ?? '';
    case 'Documents':
      return [meta.cardTitle, meta.fileName].filter(Boolean).join(' · ');
    case 'KnowledgeBase':
      return 'FAQ';
    case 'TrustCenterUpdates':
      return SEARCH_MESSAGES.updatesOrigin;
    case 'Controls':
      return meta.status ? `Control · ${CONTROL_STATUS_LABELS[meta.status]}` : 'Control';
    case 'Facts':
      return 'Fact';
    case 'Webpage':
      return hostOf(meta.url);
  }
}

export function presentHit(hit: SearchHit): TSearchResultItem {
  const metadata = ZSearchMetadata.parse(hit.meta);
  return {
    id: hit.id,
    type: hit.type,
    source: 'semantic',
    title: hit.title,
    subtitle: subtitleOf({ ...hit, meta: metadata }),
    icon: ICONS[hit.type],
    original: { metadata, content: [{ value: hit.snippet }] },
  };
}
