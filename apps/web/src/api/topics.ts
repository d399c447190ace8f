import { useQuery } from '@tanstack/react-query';
import type { TComplianceUpdateResponse } from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

export interface TopicsParams {
  orgSlug: string;
  productSlug?: string | null;
  accountId?: string | null;
  permissionProfileId?: string | null;
}

/** GET {base}/compliance-update: topics with updates for the current product. */
export function useTopics(params: TopicsParams) {
  return useQuery({
    queryKey: ['topics', params],
    queryFn: () =>
      apiFetch<TComplianceUpdateResponse>(
        `/api/portal/${encodeURIComponent(params.orgSlug)}/compliance-update${toQuery({
          productSlugs: params.productSlug,
          accountId: params.accountId,
          permissionProfileId: params.permissionProfileId,
        })}`,
      ),
    refetchOnWindowFocus: false,
  });
}
