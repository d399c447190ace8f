/**
 * Subscribing to trust updates and unsubscribing, from the portal (docs/updates.md, Subscriptions).
 */
import { useMutation } from '@tanstack/react-query';
import type { TSubscribeRequest, TSubscriptionAnswer } from '@trustfront/core';
import { apiFetch } from './client.ts';

const base = (orgSlug: string) => `/api/portal/${encodeURIComponent(orgSlug)}`;

/** POST {share base}/subscribe: the answer is the same whatever the address. */
export function useSubscribe(orgSlug: string) {
  return useMutation({
    mutationFn: (body: TSubscribeRequest) =>
      // In the page's language: the subscriber's mails are written in it (docs/languages.md).
      apiFetch<TSubscriptionAnswer>(
        `${base(orgSlug)}/subscribe?lang=${encodeURIComponent(document.documentElement.lang)}`,
        { method: 'POST', body },
      ),
  });
}

/** POST {public portal base}/unsubscribe with the token of a mail's link. */
export function useUnsubscribe(orgSlug: string) {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<TSubscriptionAnswer>(`${base(orgSlug)}/unsubscribe`, {
        method: 'POST',
        body: { token },
      }),
  });
}
