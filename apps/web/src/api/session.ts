import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStaffLoginRequest, TStaffSessionState, TStaffUser } from '@trustfront/core';
import { AppError, apiFetch } from './client.ts';

/** The signed-in staff member's query; signing in by other ways than the form sets it too. */
export const SESSION_KEY = ['staff-session'] as const;

/** The signed-in staff member, or null when signed out. */
export function useStaffSession(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: SESSION_KEY,
    queryFn: async () => {
      try {
        // Signed out is a 200 with no user, so a signed-out page logs no refused request.
        return (await apiFetch<TStaffSessionState>('/api/auth/session')).user;
      } catch (error) {
        // 404: a custom domain, where no staff session is honoured (docs/portal.md, Hosts and
        // custom domains).
        if (error instanceof AppError && error.status === 404) {
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function useStaffLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffLoginRequest) =>
      apiFetch<{ user: TStaffUser }>('/api/auth/login', { method: 'POST', body }),
    onSuccess: ({ user }) => client.setQueryData(SESSION_KEY, user),
  });
}

export function useStaffLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ ok: true }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => client.setQueryData(SESSION_KEY, null),
  });
}
