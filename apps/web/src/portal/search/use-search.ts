/**
 * The search flow of the dialog (docs/search.md, Search): the term debounced (500 ms
 * for the server, 100 ms for local search), the results of the caller's source, the status
 * (idle, loading, stalled after 300 ms), the search-query analytics event 700 ms after typing
 * stops, and the error toast when the server fails.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { PORTAL_EVENT_NAMES, SEARCH_TIMING, type TSearchResultItem } from '@trustfront/core';
import { useServerSearch } from '../../api/search.ts';
import { useTopics } from '../../api/topics.ts';
import { trackEvent } from '../../ui/track-event.ts';
import { useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';
import { buildLocalIndex } from './local-search.ts';

export type SearchStatus = 'idle' | 'loading' | 'stalled';

export interface SearchState {
  results: TSearchResultItem[];
  status: SearchStatus;
  /** The term the results are for ('' before the first search). */
  searchedTerm: string;
  /** The server's search failed for this term: the toast says so, and no result state shows. */
  failed: boolean;
}

/** True once `active` has lasted `ms`; false again as soon as it ends. */
function useLasted(active: boolean, ms: number): boolean {
  const [lasted, setLasted] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setLasted(false);
  }
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => setLasted(true), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
  return active && lasted;
}

export function useSearch(term: string): SearchState {
  const t = useT();
  const { view, orgSlug, accountId, permissionProfileId } = usePortal();
  const semantic = view.search.source === 'semantic';
  const caller = { mode: view.mode, accountId, permissionProfileId };
  const [debounced] = useDebouncedValue(
    term.trim(),
    semantic ? SEARCH_TIMING.semanticDebounceMs : SEARCH_TIMING.localDebounceMs,
  );
  const topics = useTopics({ orgSlug, productSlug: view.product.productSlug, ...caller });
  const local = useMemo(
    () => (semantic ? null : buildLocalIndex(view, topics.data?.topics ?? [], t('updates.title'))),
    [semantic, view, topics.data, t],
  );
  const server = useServerSearch({
    orgSlug,
    productId: view.product.productId,
    ...caller,
    term: debounced,
    enabled: semantic,
  });

  const [analyticsTerm] = useDebouncedValue(term.trim(), SEARCH_TIMING.analyticsDelayMs);
  useEffect(() => {
    if (server.isError) {
      notifications.show({ color: 'red', message: t('searchDialog.searchFailed') });
    }
  }, [server.isError, t]);

  const cleared = term.trim() === '';
  const loading = !cleared && (debounced !== term.trim() || (semantic && server.isFetching));
  const stalled = useLasted(loading, SEARCH_TIMING.stallMs);
  const results = useMemo(() => {
    if (cleared || !debounced) return [];
    if (local) return local.search(debounced);
    return server.data?.result.matches ?? [];
  }, [cleared, debounced, local, server.data]);
  // The search-query event (docs/staff.md, Analytics): 700 ms after typing stops, once its results
  // are in.
  const reported = useRef('');
  const settled = !loading && debounced === analyticsTerm && !server.isError;
  useEffect(() => {
    if (!analyticsTerm || !settled || reported.current === analyticsTerm) return;
    reported.current = analyticsTerm;
    trackEvent(PORTAL_EVENT_NAMES.searchQuery, {
      query: analyticsTerm,
      resultCount: results.length,
      productId: view.product.productId,
    });
  }, [analyticsTerm, settled, results.length, view.product.productId]);
  return {
    results,
    status: loading ? (stalled ? 'stalled' : 'loading') : 'idle',
    searchedTerm: cleared ? '' : debounced,
    failed: !cleared && !loading && semantic && server.isError,
  };
}
