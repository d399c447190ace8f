/**
 * Bring your own identity in the visitor's browser: `POST /api/byoid/{orgId}/start` answers whom
 * the token signs in and gives this browser its state; `POST /api/byoid/{orgId}/welcome` with
 * the token and that state signs the user in.
 */
import { useMutation } from '@tanstack/react-query';
import type { TByoidAnswer, TByoidStartAnswer } from '@trustfront/core';
import { apiFetch } from './client.ts';

const base = (orgId: string) => `/api/byoid/${encodeURIComponent(orgId)}`;

export function useByoidStart(orgId: string) {
  return useMutation({
    mutationFn: (byoidJwt: string) =>
      apiFetch<TByoidStartAnswer>(`${base(orgId)}/start`, { method: 'POST', body: { byoidJwt } }),
  });
}

export function useByoidSignIn(orgId: string) {
  return useMutation({
    mutationFn: (body: { byoidJwt: string; state: string }) =>
      apiFetch<TByoidAnswer>(`${base(orgId)}/welcome`, { method: 'POST', body }),
  });
}
