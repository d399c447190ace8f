/**
 * A subprocessor's trust feed (docs/fourth-parties.md, `/api/trust-center/…/trust-feed`): read,
 * set, clear and check now. Each change refreshes the feed's state and the portal view, whose
 * Subprocessors card shows what the check kept. Imported only by the lazily loaded editing controls.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFourthPartyFeedInput, TFourthPartyFeedState } from '@trustfront/core';
import { apiFetch } from './client.ts';

const feedPath = (productId: string, itemUid: string) =>
  `/api/trust-center/products/${encodeURIComponent(productId)}/companies/${encodeURIComponent(itemUid)}/trust-feed`;
const feedKey = (productId: string, itemUid: string) => ['trust-feed', productId, itemUid];

/** GET …/trust-feed: the address named and the check's state. */
export function useFourthPartyFeed(productId: string, itemUid: string) {
  return useQuery({
    queryKey: feedKey(productId, itemUid),
    queryFn: () => apiFetch<TFourthPartyFeedState>(feedPath(productId, itemUid)),
  });
}

/** PUT (set), DELETE (clear) and POST …/check (check now) of one subprocessor's feed. */
export function useFourthPartyFeedChange(productId: string, itemUid: string) {
  const client = useQueryClient();
  const path = feedPath(productId, itemUid);
  return useMutation({
    mutationFn: (
      change: { type: 'set'; body: TFourthPartyFeedInput } | { type: 'clear' | 'check' },
    ) =>
      change.type === 'set'
        ? apiFetch<TFourthPartyFeedState>(path, { method: 'PUT', body: change.body })
        : change.type === 'check'
          ? apiFetch<TFourthPartyFeedState>(`${path}/check`, { method: 'POST' })
          : apiFetch<undefined>(path, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: feedKey(productId, itemUid) }),
        client.invalidateQueries({ queryKey: ['portal-view'] }),
      ]),
  });
}
