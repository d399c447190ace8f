/**
 * The private app's access sections: the access-request queue and domain rules
 * (app:access-requests), and accounts (app:accounts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccessRequestQueue,
  TAccountList,
  TAccountUpdate,
  TApproveRequest,
  TDeclineRequest,
  TDomainRule,
  TDomainRuleCreate,
  TSignInLinkResent,
} from '@trustfront/core';
import { apiFetch } from './client.ts';

const REQUESTS = '/api/app/access-requests';
const REQUESTS_KEY = ['app', 'access-requests'] as const;
const RULES_KEY = ['app', 'domain-rules'] as const;
const ACCOUNTS_KEY = ['app', 'accounts'] as const;

export function useAccessRequests(status: 'pending' | 'decided') {
  return useQuery({
    queryKey: [...REQUESTS_KEY, status],
    queryFn: async () =>
      (await apiFetch<TAccessRequestQueue>(`${REQUESTS}?status=${status}`)).requests,
  });
}

/** Approve, decline (with a reason, or as a third party), block the domain, link again. */
export function useReviewRequest() {
  const client = useQueryClient();
  const onSuccess = async () => {
    await client.invalidateQueries({ queryKey: REQUESTS_KEY });
    await client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    await client.invalidateQueries({ queryKey: RULES_KEY });
  };
  return {
    approve: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TApproveRequest }) =>
        apiFetch(`${REQUESTS}/${id}/approve`, { method: 'POST', body }),
      onSuccess,
    }),
    decline: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TDeclineRequest }) =>
        apiFetch(`${REQUESTS}/${id}/decline`, { method: 'POST', body }),
      onSuccess,
    }),
    blockDomain: useMutation({
      mutationFn: (id: string) => apiFetch(`${REQUESTS}/${id}/block-domain`, { method: 'POST' }),
      onSuccess,
    }),
    /** A new sign-in link for an approved request's member. */
    resendSignInLink: useMutation({
      mutationFn: (id: string) =>
        apiFetch<TSignInLinkResent>(`${REQUESTS}/${id}/sign-in-link`, { method: 'POST' }),
      onSuccess: () => client.invalidateQueries({ queryKey: ['app', 'outbox'] }),
    }),
  };
}

export function useDomainRules() {
  return useQuery({
    queryKey: RULES_KEY,
    queryFn: async () =>
      (await apiFetch<{ rules: TDomainRule[] }>(`${REQUESTS}/domain-rules`)).rules,
  });
}

export function useDomainRuleMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: RULES_KEY });
  return {
    save: useMutation({
      mutationFn: (body: TDomainRuleCreate) =>
        apiFetch<TDomainRule>(`${REQUESTS}/domain-rules`, { method: 'POST', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch(`${REQUESTS}/domain-rules/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

export function useAccounts() {
  return useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: () => apiFetch<TAccountList>('/api/app/accounts'),
  });
}

export function useAccountMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  return {
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TAccountUpdate }) =>
        apiFetch(`/api/app/accounts/${id}`, { method: 'PATCH', body }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => apiFetch(`/api/app/accounts/${id}/revoke`, { method: 'POST' }),
      onSuccess,
    }),
  };
}
