import { isProductVisible, type Viewer } from '@trustfront/core';
import type { products } from '../db/schema/index.ts';
import { notFound } from '../lib/errors.ts';

type ProductRow = typeof products.$inferSelect;

export interface ProductSelection {
  productId?: string | undefined;
  productSlug?: string | undefined;
}

/**
 * The product a caller asked for among those it may open: by id (404 when out of reach), else by
 * slug, else the first one; an unknown or hidden slug falls back to the first (a stale link still
 * lands on the portal without telling that a hidden product exists).
 */
export function pickProduct(
  all: readonly ProductRow[],
  viewer: Viewer,
  select: ProductSelection,
): ProductRow {
  const reachable = all.filter((p) => isProductVisible(viewer, p));
  const fallback = reachable.find((p) => p.show) ?? reachable[0];
  const product = select.productId
    ? reachable.find((p) => p.id === select.productId)
    : (reachable.find((p) => p.slug === select.productSlug) ?? fallback);
  if (!product) throw notFound('Product not found', 'product_not_found');
  return product;
}
