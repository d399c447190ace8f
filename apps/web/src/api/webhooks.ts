/**
 * Outgoing webhooks (settings, app:settings; docs/integrations.md, Webhooks): the endpoints, each
 * one's delivery log, and what staff do to them (register, change, rotate, test, delete).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TWebhookAttemptList,
  TWebhookEndpoint,
  TWebhookEndpointCreate,
  TWebhookEndpointList,
  TWebhookEndpointUpdate,
  TWebhookSecretShown,
  TWebhookTestSent,
} from '@trustfront/core';
import { apiFetch } from './client.ts';

const URL = '/api/app/settings/webhooks';
const KEY = ['app', 'webhooks'] as const;

/** How often an open delivery log is read again, so new attempts show without a reload. */
const LOG_REFRESH_MS = 3000;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiFetch<TWebhookEndpointList>(URL)).endpoints,
  });
}

/** An endpoint's last attempts, newest first. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: [...KEY, id, 'deliveries'],
    queryFn: async () =>
      (await apiFetch<TWebhookAttemptList>(`${URL}/${encodeURIComponent(id)}/deliveries`)).attempts,
    refetchInterval: LOG_REFRESH_MS,
  });
}

/** Every change refreshes the endpoints and their logs. */
export function useWebhookMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: KEY });
  const path = (id: string) => `${URL}/${encodeURIComponent(id)}`;
  return {
    create: useMutation({
      mutationFn: (body: TWebhookEndpointCreate) =>
        apiFetch<TWebhookSecretShown>(URL, { method: 'POST', body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TWebhookEndpointUpdate }) =>
        apiFetch<TWebhookEndpoint>(path(id), { method: 'PATCH', body }),
      onSuccess,
    }),
    rotate: useMutation({
      mutationFn: (id: string) =>
        apiFetch<TWebhookSecretShown>(`${path(id)}/rotate-secret`, { method: 'POST' }),
      onSuccess,
    }),
    test: useMutation({
      mutationFn: (id: string) =>
        apiFetch<TWebhookTestSent>(`${path(id)}/test`, { method: 'POST' }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<undefined>(path(id), { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
