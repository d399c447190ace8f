import { reaches, type Viewer } from '@trustfront/core';

export interface ProductSelection {
  productId?: string | undefined;
  productSlug?: string | undefined;
}

/**
 * The product a caller asked for among those that reach it: by id, else by slug, else the first
 * one shown to visitors. An unknown or unreachable id or slug falls back to that default, so a
 * stale link still lands on the portal without telling that a hidden product exists. Null when
 * no product reaches the caller at all.
 */
export function pickProduct<P extends { id: string; slug: string; show: boolean }>(
  all: readonly P[],
  viewer: Viewer,
  select: ProductSelection,
): P | null {
  const reachable = all.filter((p) => reaches(viewer, { product: p }));
  const fallback = reachable.find((p) => p.show) ?? reachable[0] ?? null;
  return (
    reachable.find((p) => p.id === select.productId) ??
    reachable.find((p) => p.slug === select.productSlug) ??
    fallback
  );
}
