/** The organisation's scripts and cookie banner (private app, scope app:settings). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScripts, TScriptsReach } from '@trustfront/core';
import { apiFetch } from './client.ts';

const KEY = ['app', 'scripts-settings'] as const;
const URL = '/api/app/settings/scripts';

export function useScriptsSettings() {
  return useQuery({ queryKey: KEY, queryFn: () => apiFetch<TScripts>(URL) });
}

export function useSaveScriptsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TScripts) => apiFetch<TScripts>(URL, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}

/** Where the organisation's scripts run: its served custom domains, the main host while alone. */
export function useScriptsReach() {
  return useQuery({
    queryKey: ['app', 'scripts-reach'] as const,
    queryFn: () => apiFetch<TScriptsReach>(`${URL}/reach`),
  });
}
