import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPortalView } from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

export interface PortalViewParams {
  orgSlug: string;
  product?: string | null;
  accountId?: string | null;
  permissionProfileId?: string | null;
}

export const portalViewKey = (p: PortalViewParams) => ['portal-view', p] as const;

/** GET {base}/view: refreshed on demand, not on window focus (spec 1 §7). */
export function usePortalView(params: PortalViewParams) {
  return useQuery({
    queryKey: portalViewKey(params),
    queryFn: () =>
      apiFetch<TPortalView>(
        `/api/portal/${encodeURIComponent(params.orgSlug)}/view${toQuery({
          product: params.product,
          accountId: params.accountId,
          permissionProfileId: params.permissionProfileId,
        })}`,
      ),
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}
