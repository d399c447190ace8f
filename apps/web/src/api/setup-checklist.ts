/**
 * The setup checklist of the private app's home and the trust center's publication (docs/staff.md,
 * Setup checklist).
 */
import { useQuery } from '@tanstack/react-query';
import type { TPublication, TSetupChecklist } from '@trustfront/core';
import { apiFetch } from './client.ts';
import { useInvalidatingMutation } from './invalidating-mutation.ts';

const KEY = ['app', 'setup-checklist'] as const;

export function useSetupChecklist() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<TSetupChecklist>('/api/app/setup-checklist'),
  });
}

/** Publishes (true) or unpublishes (false) the trust center; the checklist is asked again. */
export function useSetPublication() {
  return useInvalidatingMutation(
    (published: boolean) =>
      apiFetch<TPublication>('/api/app/publication', { method: 'PUT', body: { published } }),
    [KEY],
  );
}
