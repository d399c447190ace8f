/** Staff API tokens (settings, app:settings; docs/api.md): list, create (shown once), revoke. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApiToken, TApiTokenCreate, TApiTokenCreated, TApiTokenList } from '@trustfront/core';
import { apiFetch } from './client.ts';

const URL = '/api/app/settings/api-tokens';
const KEY = ['app', 'api-tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiFetch<TApiTokenList>(URL)).tokens,
  });
}

/** Create and revoke; either refreshes the list. */
export function useApiTokenMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: KEY });
  return {
    create: useMutation({
      mutationFn: (body: TApiTokenCreate) =>
        apiFetch<TApiTokenCreated>(URL, { method: 'POST', body }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => apiFetch<TApiToken>(`${URL}/${id}/revoke`, { method: 'POST' }),
      onSuccess,
    }),
  };
}
