/** Identity providers that sign companies' users in (private app, scope app:settings). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TIdentityProviderInput, TIdentityProviderList } from '@trustfront/core';
import { apiFetch } from './client.ts';

const KEY = ['app', 'identity-providers'] as const;
const URL = '/api/app/settings/identity-providers';

export function useIdentityProviders() {
  return useQuery({ queryKey: KEY, queryFn: () => apiFetch<TIdentityProviderList>(URL) });
}

export function useIdentityProviderMutations() {
  const client = useQueryClient();
  const onSuccess = (list: TIdentityProviderList) => client.setQueryData(KEY, list);
  return {
    add: useMutation({
      mutationFn: (body: TIdentityProviderInput) =>
        apiFetch<TIdentityProviderList>(URL, { method: 'POST', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiFetch<TIdentityProviderList>(`${URL}/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
