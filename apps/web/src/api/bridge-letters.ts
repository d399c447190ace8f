/**
 * The bridge letters staff wrote on a card's items (`GET /api/trust-center/products/{productId}/
 * cards/{kind}/bridge-letters`, docs/documents.md, Bridge letters), read by the Reports item
 * editor. Saved with the item (`PUT …/items/{itemUid}`), which refreshes them. Imported only by the
 * lazy editing controls.
 */
import { useQuery } from '@tanstack/react-query';
import type { CardKind, TCardBridgeLetters } from '@trustfront/core';
import { apiFetch } from './client.ts';

export const bridgeLettersKey = (productId: string, kind: CardKind) => [
  'bridge-letters',
  productId,
  kind,
];

/** The card's letters; asked only when the editor offers them (`enabled`). */
export function useCardBridgeLetters(productId: string, kind: CardKind, enabled: boolean) {
  return useQuery({
    queryKey: bridgeLettersKey(productId, kind),
    queryFn: () =>
      apiFetch<TCardBridgeLetters>(
        `/api/trust-center/products/${encodeURIComponent(productId)}/cards/${kind}/bridge-letters`,
      ),
    enabled,
  });
}
