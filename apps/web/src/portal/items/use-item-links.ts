import { ITEM_QUERY_PARAMS, parseItemPath, portalSubPath, toSearch } from '@trustfront/core';
import { useLocation, useNavigate, type To } from 'react-router';
import { usePortal } from '../portal-context.tsx';

/** The query without the parameters that name an expanded item. */
export function withoutItemParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const key of ITEM_QUERY_PARAMS) params.delete(key);
  return params;
}

/**
 * Links that open and close the expanded item. Opening sets `?itemUid={uid}&source=click` and
 * keeps every other parameter (accountId, permissionProfileId, product); an item path
 * (`/item/{slug}`, `/product/{productSlug}/{slug}`) gives way to the portal base, keeping the
 * path's product as `?product=`.
 */
export function useItemLinks() {
  const { basePath } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const subPath = portalSubPath(location.pathname, basePath);
  const itemPath = subPath === null ? null : parseItemPath(subPath);
  const pathname = itemPath ? basePath || '/' : location.pathname;

  const pageParams = () => {
    const params = withoutItemParams(location.search);
    if (itemPath?.productSlug && !params.has('product'))
      params.set('product', itemPath.productSlug);
    return params;
  };

  const itemTo = (itemUid: string): To => {
    const params = pageParams();
    params.set('itemUid', itemUid);
    params.set('source', 'click');
    return { pathname, search: toSearch(params) };
  };

  const closeItem = (options: { replace?: boolean } = {}) => {
    navigate({ pathname, search: toSearch(pageParams()) }, options);
  };

  const search = new URLSearchParams(location.search);
  /** The URL names an item (its drawer is open, or about to be). */
  const isItemOpen = itemPath !== null || search.has('itemUid') || search.has('itemName');

  return { itemTo, closeItem, isItemOpen };
}
