import { useMutation, useQuery } from '@tanstack/react-query';
import type { TAnswerResponse, TSearchResponse } from '@trustfront/core';
import { apiFetch, callerQuery, toQuery, type CallerParams } from './client.ts';

export interface SearchParams extends CallerParams {
  orgSlug: string;
  productId: string;
}

const searchBase = (orgSlug: string) => `/api/portal/${encodeURIComponent(orgSlug)}/search`;

/** POST {search base}/search: the server ("semantic") results for a term; off while empty. */
export function useServerSearch(params: SearchParams & { term: string; enabled: boolean }) {
  const { term, enabled, ...rest } = params;
  return useQuery({
    queryKey: ['search', rest, term],
    queryFn: () =>
      apiFetch<TSearchResponse>(`${searchBase(rest.orgSlug)}${toQuery(callerQuery(rest))}`, {
        method: 'POST',
        body: { query: { term, filters: { products: [rest.productId] } } },
      }),
    enabled: enabled && term.trim() !== '',
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST {search base}/search/answer: Ask AI's answer and its sources. */
export function useAnswer(params: SearchParams) {
  return useMutation({
    mutationFn: (term: string) =>
      apiFetch<TAnswerResponse>(
        `${searchBase(params.orgSlug)}/answer${toQuery(callerQuery(params))}`,
        { method: 'POST', body: { query: { term, filters: { product: params.productId } } } },
      ),
  });
}
