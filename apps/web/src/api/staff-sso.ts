/** Staff single sign-on settings and the SCIM token (private app, scope app:settings). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStaffSsoSettings, TStaffSsoSettingsInput } from '@trustfront/core';
import { apiFetch } from './client.ts';

const KEY = ['app', 'sso-settings'] as const;
const URL = '/api/app/settings/sso';

export function useSsoSettings() {
  return useQuery({ queryKey: KEY, queryFn: () => apiFetch<TStaffSsoSettings>(URL) });
}

/** Save the settings, and make a new SCIM token (answered once). */
export function useSsoMutations() {
  const client = useQueryClient();
  return {
    save: useMutation({
      mutationFn: (body: TStaffSsoSettingsInput) =>
        apiFetch<TStaffSsoSettings>(URL, { method: 'PUT', body }),
      onSuccess: (saved) => client.setQueryData(KEY, saved),
    }),
    scimToken: useMutation({
      mutationFn: () => apiFetch<{ token: string }>(`${URL}/scim-token`, { method: 'POST' }),
      onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
    }),
  };
}
