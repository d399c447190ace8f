import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPortalView } from '@trustfront/core';
import { apiFetch, callerQuery, toQuery, type CallerParams } from './client.ts';

export interface PortalViewParams extends CallerParams {
  orgSlug: string;
  /** Product slug (`?product=`). */
  product?: string | null;
  /** Product id (`?productId=`): asks GET {base}/view/{productId}. */
  productId?: string | null;
}

export const portalViewKey = (p: PortalViewParams) => ['portal-view', p] as const;

/** GET {base}/view or {base}/view/{productId}: refreshed on demand, not on focus (spec 1 §7). */
export function usePortalView(params: PortalViewParams) {
  return useQuery({
    queryKey: portalViewKey(params),
    queryFn: () =>
      apiFetch<TPortalView>(
        `/api/portal/${encodeURIComponent(params.orgSlug)}/view${
          params.productId ? `/${encodeURIComponent(params.productId)}` : ''
        }${toQuery({ product: params.productId ? undefined : params.product, ...callerQuery(params) })}`,
      ),
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}
