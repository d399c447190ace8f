/**
 * Access requests and member sign-in from the portal (docs/access.md, Sign-in link): the request
 * form's fields, request and login, the signed-in member, log out, extend access and invite
 * colleagues.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  type TAccessRequest,
  type TAccessRequestForm,
  type TAccessRequestResponse,
  type TExtendAccessResponse,
  type TInviteRequest,
  type TMemberAnswer,
  type TPortalLoginRequest,
  type TSignInLinkAnswer,
} from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

const base = (orgSlug: string) => `/api/portal/${encodeURIComponent(orgSlug)}`;
const memberKey = (orgSlug: string) => ['member', orgSlug] as const;

/** GET {base}/request-form, with the invitation being followed. */
export function useRequestForm(orgSlug: string, inviteToken: string | null) {
  return useQuery({
    queryKey: ['request-form', orgSlug, inviteToken],
    queryFn: () =>
      apiFetch<TAccessRequestForm>(`${base(orgSlug)}/request-form${toQuery({ inviteToken })}`),
    staleTime: 60_000,
  });
}

/** POST {base}/request, given up after 120 s (docs/portal.md, Limits). */
export function useSubmitRequest(orgSlug: string) {
  return useMutation({
    mutationFn: (body: TAccessRequest) =>
      apiFetch<TAccessRequestResponse>(`${base(orgSlug)}/request`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(LIMITS.requestTimeoutMs),
      }),
  });
}

/** POST {base}/login: a sign-in link is mailed. */
export function usePortalLogin(orgSlug: string) {
  return useMutation({
    mutationFn: (body: TPortalLoginRequest) =>
      apiFetch<{ ok: boolean }>(`${base(orgSlug)}/login`, { method: 'POST', body }),
  });
}

/** GET {base}/auth/magic-link/details: the address a mailed sign-in link signs in as. */
export function useSignInLinkDetails(orgSlug: string, token: string | null) {
  return useQuery({
    queryKey: ['sign-in-link', orgSlug, token],
    queryFn: () =>
      apiFetch<{ email: string }>(`${base(orgSlug)}/auth/magic-link/details${toQuery({ token })}`),
    enabled: token !== null,
    retry: false,
  });
}

/** POST {base}/auth/magic-link: spends the link and signs the member in. */
export function useSignInByLink(orgSlug: string) {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<TSignInLinkAnswer>(`${base(orgSlug)}/auth/magic-link`, {
        method: 'POST',
        body: { token },
      }),
  });
}

/** GET {base}/member: the signed-in member, or null. */
export function useMember(orgSlug: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: memberKey(orgSlug),
    queryFn: async () => (await apiFetch<TMemberAnswer>(`${base(orgSlug)}/member`)).member,
    enabled: options.enabled,
  });
}

/** POST /api/statuspage/share/auth/logout; the page reloads as the public portal. */
export function useMemberLogout() {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ ok: boolean }>('/api/statuspage/share/auth/logout', { method: 'POST' }),
  });
}

/** GET /api/statuspage/share/{accountId}/external/extend-access. */
export function useExtendAccess(orgSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiFetch<TExtendAccessResponse>(
        `/api/statuspage/share/${encodeURIComponent(accountId)}/external/extend-access`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey(orgSlug) }),
  });
}

/** POST /api/statuspage/share/{accountId}/external/invite-colleague. */
export function useInviteColleagues(accountId: string) {
  return useMutation({
    mutationFn: (body: TInviteRequest) =>
      apiFetch<{ ok: boolean }>(
        `/api/statuspage/share/${encodeURIComponent(accountId)}/external/invite-colleague`,
        { method: 'POST', body },
      ),
  });
}
