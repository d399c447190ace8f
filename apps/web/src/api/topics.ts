import { useQuery } from '@tanstack/react-query';
import type { TComplianceUpdateResponse } from '@trustfront/core';
import { apiFetch, callerQuery, toQuery, type CallerParams } from './client.ts';

export interface TopicsParams extends CallerParams {
  orgSlug: string;
  productSlug?: string | null;
}

export const topicsKey = (params: TopicsParams) => ['topics', params] as const;

/** GET {base}/compliance-update: topics with updates for the current product. */
export function useTopics(params: TopicsParams) {
  return useQuery({
    queryKey: topicsKey(params),
    queryFn: () =>
      apiFetch<TComplianceUpdateResponse>(
        `/api/portal/${encodeURIComponent(params.orgSlug)}/compliance-update${toQuery({
          productSlugs: params.productSlug,
          ...callerQuery(params),
          // The page's language where the portal offers several (docs/languages.md).
          lang: document.querySelector<HTMLMetaElement>('meta[name="trustfront-lang"]')?.content,
        })}`,
      ),
    refetchOnWindowFocus: false,
  });
}
