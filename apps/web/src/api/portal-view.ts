import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portalViewPath, type TPortalViewAnswer } from '@trustfront/core';
import { apiFetch, type CallerParams } from './client.ts';

export interface PortalViewParams extends CallerParams {
  orgSlug: string;
  /** Product slug (`?product=`). */
  product?: string | null;
  /** Product id (`?productId=`): asks GET {base}/view/{productId}. */
  productId?: string | null;
  /** The language the page's address chose (`?lang=`, docs/languages.md), else none. */
  lang?: string | null;
}

export const portalViewKey = (p: PortalViewParams) => ['portal-view', p] as const;

/**
 * GET {base}/view or {base}/view/{productId}: refreshed on demand, not on focus (docs/portal.md,
 * Routes). The page head preloads the same URL (core `portalViewPath`) in the same mode and
 * credentials mode (a preload's key, HTML §preload), so that the browser answers this fetch from
 * it.
 */
export function usePortalView(params: PortalViewParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: portalViewKey(params),
    queryFn: () => apiFetch<TPortalViewAnswer>(portalViewPath(params)),
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}
