/**
 * The Slack integration under Settings → Integrations (private app, scope app:settings;
 * docs/integrations.md, Slack): read, save, disconnect.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSlackSettings, TSlackSettingsRequest } from '@trustfront/core';
import { apiFetch } from './client.ts';

const KEY = ['app', 'slack-settings'] as const;
const URL = '/api/app/settings/integrations/slack';

export function useSlackSettings() {
  return useQuery({ queryKey: KEY, queryFn: () => apiFetch<TSlackSettings>(URL) });
}

export function useSlackSettingsMutations() {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: TSlackSettingsRequest) =>
      apiFetch<TSlackSettings>(URL, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
  const remove = useMutation({
    mutationFn: () => apiFetch<undefined>(URL, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return { save, remove };
}
