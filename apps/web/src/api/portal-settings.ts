/**
 * The portal's customisation (private app, scope app:settings): the settings, the logo, favicon
 * and product banners, and the custom domains. Each change answers or refetches what is saved.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PortalImageKind,
  TPortalSettingsAnswer,
  TPortalSettingsInput,
} from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';
import { sendFile } from './send-file.ts';

const KEY = ['app', 'portal-settings'] as const;
const URL = '/api/app/settings/portal';

export function usePortalSettings() {
  return useQuery({ queryKey: KEY, queryFn: () => apiFetch<TPortalSettingsAnswer>(URL) });
}

/** A change whose answer is the whole saved settings, kept as the query's data. */
function useSettingsChange<V>(send: (variables: V) => Promise<TPortalSettingsAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}

export const useSavePortalSettings = () =>
  useSettingsChange((body: TPortalSettingsInput) =>
    apiFetch<TPortalSettingsAnswer>(URL, { method: 'PUT', body }),
  );

export const useAddCustomDomain = () =>
  useSettingsChange((domain: string) =>
    apiFetch<TPortalSettingsAnswer>(`${URL}/domains`, { method: 'POST', body: { domain } }),
  );

/**
 * POST …/domains/{domain}/verify: checks the domain's TXT record now. A refused check still
 * stored why it failed, so the settings are fetched again either way.
 */
export function useVerifyCustomDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      apiFetch<TPortalSettingsAnswer>(`${URL}/domains/${encodeURIComponent(domain)}/verify`, {
        method: 'POST',
      }),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
    onError: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useRemoveCustomDomain = () =>
  useSettingsChange((domain: string) =>
    apiFetch<TPortalSettingsAnswer>(`${URL}/domains/${encodeURIComponent(domain)}`, {
      method: 'DELETE',
    }),
  );

export interface PortalImageChange {
  kind: PortalImageKind;
  /** The product whose banner it is. */
  productId?: string;
  /** The new image, or null to remove it. */
  file: File | null;
}

/** PUT or DELETE …/images/{kind}: uploads an image or removes it, then reloads the settings. */
export function usePortalImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, productId, file }: PortalImageChange) => {
      const path = `${URL}/images/${kind}${toQuery({ productId })}`;
      if (file) await sendFile('PUT', path, file);
      else await apiFetch<undefined>(path, { method: 'DELETE' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
