/** The organisation's access settings (private app, scope app:settings). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccessSettings } from '@trustfront/core';
import { apiFetch } from './client.ts';

const KEY = ['app', 'access-settings'] as const;
const URL = '/api/app/settings/access';

export function useAccessSettings() {
  return useQuery({ queryKey: KEY, queryFn: () => apiFetch<TAccessSettings>(URL) });
}

/** Saves every setting at once; the answer is what the server kept. */
export function useSaveAccessSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAccessSettings) => apiFetch<TAccessSettings>(URL, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
