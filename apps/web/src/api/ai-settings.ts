/** Ask AI settings (scope app:settings) and the knowledge-base gaps (scope app:knowledge-base). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAiSettings, TAiSettingsAnswer, TUnansweredList } from '@trustfront/core';
import { apiFetch } from './client.ts';

const SETTINGS_KEY = ['app', 'ai-settings'] as const;
const SETTINGS_URL = '/api/app/settings/ai';
const GAPS_KEY = ['app', 'unanswered'] as const;
const GAPS_URL = '/api/app/knowledge-base/unanswered';

export function useAiSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiFetch<TAiSettingsAnswer>(SETTINGS_URL),
  });
}

export function useSaveAiSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAiSettings) =>
      apiFetch<TAiSettingsAnswer>(SETTINGS_URL, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}

export function useUnansweredQuestions() {
  return useQuery({ queryKey: GAPS_KEY, queryFn: () => apiFetch<TUnansweredList>(GAPS_URL) });
}

export function useDismissUnanswered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<undefined>(`${GAPS_URL}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: GAPS_KEY }),
  });
}
