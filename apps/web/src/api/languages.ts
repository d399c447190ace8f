/**
 * The portal's languages and staff's translations (private app, scope app:settings;
 * docs/languages.md).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLanguage,
  TLanguageSettings,
  TTranslationsAnswer,
  TTranslationsRequest,
} from '@trustfront/core';
import { apiFetch } from './client.ts';

const SETTINGS_KEY = ['app', 'language-settings'] as const;
const SETTINGS_URL = '/api/app/settings/languages';
const translationsKey = (language: TLanguage) => ['app', 'translations', language] as const;

export function useLanguageSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiFetch<TLanguageSettings>(SETTINGS_URL),
  });
}

export function useSaveLanguageSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TLanguageSettings) =>
      apiFetch<TLanguageSettings>(SETTINGS_URL, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}

export function useTranslations(language: TLanguage | null) {
  return useQuery({
    enabled: language !== null,
    queryKey: translationsKey(language ?? 'en'),
    queryFn: () =>
      apiFetch<TTranslationsAnswer>(`/api/app/translations?language=${language ?? 'en'}`),
  });
}

export function useSaveTranslations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTranslationsRequest) =>
      apiFetch<undefined>('/api/app/translations', { method: 'PUT', body }),
    onSuccess: (_saved, body) =>
      client.invalidateQueries({ queryKey: translationsKey(body.language) }),
  });
}
