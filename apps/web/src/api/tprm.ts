/** TPRM (docs/access.md, Member features): the member's partner tools and a token for one. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TTprmPartner, TTprmToken } from '@trustfront/core';
import { apiFetch } from './client.ts';

const base = (accountId: string) =>
  `/api/statuspage/share/${encodeURIComponent(accountId)}/external`;

export function useTprmPartners(accountId: string | null) {
  return useQuery({
    queryKey: ['member', 'tprm-partners', accountId],
    queryFn: () => apiFetch<{ partners: TTprmPartner[] }>(`${base(accountId ?? '')}/partners`),
    enabled: accountId !== null,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/statuspage/share/{accountId}/external/{partnerId}/jwt/: a fresh token each time. */
export function useCreateTprmToken(accountId: string) {
  return useMutation({
    mutationFn: (partnerId: string) =>
      apiFetch<TTprmToken>(`${base(accountId)}/${encodeURIComponent(partnerId)}/jwt/`),
  });
}
