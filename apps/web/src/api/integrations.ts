/**
 * The integrations in main mode (`/api/integrations/…`, docs/integrations.md, Connecting): a
 * product's connection to HackerOne or Statuspage with its statistics, connect, refresh and
 * disconnect (each refreshing the portal view, so the dialog and the card show the same figures), and the scorecard grade lookup. Imported only by the lazy editing
 * controls.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  IntegrationProvider,
  TIntegrationState,
  TScorecardGrade,
  TStatusPage,
} from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

const path = (provider: IntegrationProvider) => `/api/integrations/${provider}`;

export function useIntegration(provider: IntegrationProvider, productId: string) {
  const client = useQueryClient();
  const key = ['integration', provider, productId];
  const state = useQuery({
    queryKey: key,
    queryFn: () => apiFetch<TIntegrationState>(`${path(provider)}${toQuery({ productId })}`),
  });
  const settle = async (next: TIntegrationState | null) => {
    if (next) client.setQueryData(key, next);
    else await client.invalidateQueries({ queryKey: key });
    await client.invalidateQueries({ queryKey: ['portal-view'] });
  };
  const connect = useMutation({
    mutationFn: async (page: string) => {
      // A status page is first looked up as its own call names it; a page that is not one is
      // refused there, before anything is saved.
      if (provider === 'statuspageio') await lookUpStatusPage(page);
      return apiFetch<TIntegrationState>(`${path(provider)}/connect`, {
        method: 'POST',
        body: { productId, page },
      });
    },
    onSuccess: settle,
  });
  const refresh = useMutation({
    mutationFn: () =>
      apiFetch<TIntegrationState>(`${path(provider)}/refresh`, {
        method: 'POST',
        body: { productId },
      }),
    onSuccess: settle,
  });
  const disconnect = useMutation({
    mutationFn: () =>
      apiFetch<undefined>(`${path(provider)}${toQuery({ productId })}`, { method: 'DELETE' }),
    onSuccess: () => settle(null),
  });
  return { state, connect, refresh, disconnect };
}

/** GET /api/integrations/statuspageio/{pageUrl}: the page's status, or why it is not a page. */
export const lookUpStatusPage = (pageUrl: string) =>
  apiFetch<TStatusPage>(`/api/integrations/statuspageio/${encodeURIComponent(pageUrl.trim())}`);

/** GET /api/integrations/ssc/{domain}: the scorecard provider's grade ('Get Grade'). */
export const fetchScorecardGrade = (domain: string) =>
  apiFetch<TScorecardGrade>(`/api/integrations/ssc/${encodeURIComponent(domain.trim())}`);
