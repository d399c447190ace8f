/**
 * Item URL shapes (docs/portal.md, Items): `{portal}/item/{slug}` for a single product,
 * `{portal}/product/{productSlug}/{slug}` for several, and `{portal}?itemUid={uid}` for an item
 * without a custom slug.
 */

/**
 * Query parameters that name an expanded item, removed together when it closes (docs/portal.md,
 * Query parameters).
 */
export const ITEM_QUERY_PARAMS = ['itemUid', 'itemName', 'source'] as const;

export interface ItemUrlInput {
  /** The portal base: '' at the root of a host, else e.g. '/trust/acme'. */
  basePath: string;
  productSlug: string;
  /** The organisation has more than one product. */
  multipleProducts: boolean;
  item: { itemUid: string; slug: string | null };
}

const trimSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * The link of an item. Without a slug, several products add `product={productSlug}` after
 * `itemUid` so the link opens the product the item belongs to.
 */
export function itemUrl({ basePath, productSlug, multipleProducts, item }: ItemUrlInput): string {
  const base = trimSlash(basePath);
  if (item.slug) {
    const slug = encodeURIComponent(item.slug);
    return multipleProducts
      ? `${base}/product/${encodeURIComponent(productSlug)}/${slug}`
      : `${base}/item/${slug}`;
  }
  const query = new URLSearchParams({ itemUid: item.itemUid });
  if (multipleProducts) query.set('product', productSlug);
  return `${base || '/'}?${query.toString()}`;
}

export interface ItemPath {
  slug: string;
  /** Set for `/product/{productSlug}/{slug}`. */
  productSlug: string | null;
}

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * Reads an item path below the portal base: 'item/{slug}' or 'product/{productSlug}/{slug}'
 * (leading and trailing slashes optional). Null for any other path.
 */
export function parseItemPath(subPath: string): ItemPath | null {
  const segments = subPath.split('/').filter(Boolean).map(decode);
  if (segments.some((s) => s === null || s === '')) return null;
  const [head, a, b, ...rest] = segments as string[];
  if (head === 'item' && a && b === undefined) return { slug: a, productSlug: null };
  if (head === 'product' && a && b && rest.length === 0) return { slug: b, productSlug: a };
  return null;
}

/** The part of a pathname below the portal base, or null when it is outside the portal. */
export function portalSubPath(pathname: string, basePath: string): string | null {
  const base = trimSlash(basePath);
  if (!base) return pathname;
  if (pathname === base) return '';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}
