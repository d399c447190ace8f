/** First-run setup (docs/setup.md): whether it is open, and creating the first organisation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSetupRequest, TSetupStatus, TStaffUser } from '@trustfront/core';
import { apiFetch } from './client.ts';
import { SESSION_KEY } from './session.ts';

const SETUP_KEY = ['setup'] as const;

/** Whether the instance still waits for its first organisation. */
export function useSetupStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: SETUP_KEY,
    queryFn: () => apiFetch<TSetupStatus>('/api/setup'),
    staleTime: 60_000,
  });
}

/** Creates the organisation; its admin is signed in by the answer. */
export function useSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetupRequest) =>
      apiFetch<{ user: TStaffUser }>('/api/setup', { method: 'POST', body }),
    onSuccess: ({ user }) => {
      client.setQueryData(SETUP_KEY, { open: false });
      client.setQueryData(SESSION_KEY, user);
    },
  });
}
