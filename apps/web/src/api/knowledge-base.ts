import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TKnowledgeBaseResponse } from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

export interface KnowledgeBaseParams {
  orgSlug: string;
  productId: string;
  page: number;
  pageSize: number;
  q?: string;
  accountId?: string | null;
  permissionProfileId?: string | null;
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
          accountId: params.accountId,
          permissionProfileId: params.permissionProfileId,
        })}`,
      ),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}
