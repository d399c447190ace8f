/** The certification badges the trust center serves to other sites (docs/portal.md, Badges and embed). */
import { useQuery } from '@tanstack/react-query';
import type { TBadgeList } from '@trustfront/core';
import { apiFetch } from './client.ts';

/** The badge list as an anonymous visitor gets it; an error while the portal shows none. */
export function useBadges(orgSlug: string | undefined) {
  return useQuery({
    enabled: orgSlug !== undefined,
    queryKey: ['app', 'badges', orgSlug] as const,
    queryFn: () => apiFetch<TBadgeList>(`/api/portal/${encodeURIComponent(orgSlug ?? '')}/badges`),
    retry: false,
  });
}
