import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange, TAnalyticsReport } from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

/** GET /api/app/analytics?range=: the portal's views, downloads, searches and top lists. */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: ['analytics', range],
    queryFn: () => apiFetch<TAnalyticsReport>(`/api/app/analytics${toQuery({ range })}`),
    placeholderData: keepPreviousData,
  });
}
