/** POST /api/byoid/{orgId}/welcome: signs a company's user in with their byoidJwt. */
import { useMutation } from '@tanstack/react-query';
import type { TByoidAnswer } from '@trustfront/core';
import { apiFetch } from './client.ts';

export function useByoidSignIn(orgId: string) {
  return useMutation({
    mutationFn: (byoidJwt: string) =>
      apiFetch<TByoidAnswer>(`/api/byoid/${encodeURIComponent(orgId)}/welcome`, {
        method: 'POST',
        body: { byoidJwt },
      }),
  });
}
