import { parseItemPath, portalSubPath } from '@trustfront/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePortal } from '../portal-context.tsx';
import { findItem, type ItemRequest, type ItemTarget } from './find-item.ts';
import { ItemDrawer } from './ItemDrawer.tsx';
import { useItemLinks } from './use-item-links.ts';

/** The item the URL names: `?itemUid=`, `?itemName=`, `/item/{slug}`, `/product/{p}/{slug}`. */
function readItemRequest(
  pathname: string,
  search: URLSearchParams,
  basePath: string,
): ItemRequest | null {
  const subPath = portalSubPath(pathname, basePath);
  const path = subPath === null ? null : parseItemPath(subPath);
  const request = {
    itemUid: search.get('itemUid'),
    itemName: search.get('itemName'),
    slug: path?.slug ?? null,
    productSlug: path?.productSlug ?? null,
  };
  return request.itemUid || request.itemName || request.slug ? request : null;
}

/** Opens the expanded item named by the URL; an unknown item closes silently. */
export function ItemDeepLink() {
  const { view, basePath } = usePortal();
  const location = useLocation();
  const { closeItem } = useItemLinks();
  const search = new URLSearchParams(location.search);
  const request = readItemRequest(location.pathname, search, basePath);
  const target = request ? findItem(view.cards, request) : null;

  // The view of the product the URL names may still be loading: its items are not known yet.
  const expectedProduct = search.get('product') ?? request?.productSlug ?? null;
  const isLoadingProduct = expectedProduct !== null && expectedProduct !== view.product.productSlug;
  const shouldDrop = request !== null && target === null && !isLoadingProduct;

  useEffect(() => {
    if (shouldDrop) closeItem({ replace: true });
  }, [shouldDrop, closeItem]);

  // Keep the last item while the drawer animates closed.
  const [shown, setShown] = useState<ItemTarget | null>(target);
  if (target && target.item !== shown?.item) setShown(target);

  return (
    <ItemDrawer target={target ?? shown} opened={target !== null} onClose={() => closeItem()} />
  );
}
