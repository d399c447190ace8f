/** "Since your last visit": the signed-in member's own answer and weekly-mail choice. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSinceLastVisit } from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

const keyOf = (orgSlug: string) => ['portal', orgSlug, 'since-last-visit'] as const;
const urlOf = (orgSlug: string) => `/api/portal/${encodeURIComponent(orgSlug)}/since-last-visit`;

/** Asked once a page load: the server records the visit as it answers. */
export function useSinceLastVisit(orgSlug: string, accountId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(orgSlug),
    queryFn: () => apiFetch<TSinceLastVisit>(`${urlOf(orgSlug)}${toQuery({ accountId })}`),
    enabled,
    staleTime: Infinity,
  });
}

export function useWeeklyDigest(orgSlug: string, accountId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (weeklyDigest: boolean) =>
      apiFetch<{ weeklyDigest: boolean }>(`${urlOf(orgSlug)}/digest${toQuery({ accountId })}`, {
        method: 'PUT',
        body: { weeklyDigest },
      }),
    onSuccess: ({ weeklyDigest }) =>
      client.setQueryData<TSinceLastVisit>(keyOf(orgSlug), (old) =>
        old ? { ...old, weeklyDigest } : old,
      ),
  });
}
