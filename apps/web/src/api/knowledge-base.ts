import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TKnowledgeBaseResponse } from '@trustfront/core';
import { apiFetch, callerQuery, toQuery, type CallerParams } from './client.ts';

export interface KnowledgeBaseParams extends CallerParams {
  orgSlug: string;
  productId: string;
  page: number;
  pageSize: number;
  q?: string;
}

/** GET {base}/knowledge-base: one server page of entries; the previous page stays while paging. */
export function useKnowledgeBase(params: KnowledgeBaseParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['knowledge-base', params],
    queryFn: () =>
      apiFetch<TKnowledgeBaseResponse>(
        `/api/portal/${encodeURIComponent(params.orgSlug)}/knowledge-base${toQuery({
          page: String(params.page),
          pageSize: String(params.pageSize),
          q: params.q?.trim(),
          productId: params.productId,
          ...callerQuery(params),
        })}`,
      ),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}
