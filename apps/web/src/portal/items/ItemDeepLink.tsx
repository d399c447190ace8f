/** Opens the expanded item named by the URL (`itemUid`, `/item/{slug}`, `/product/{p}/{slug}`). */
export function ItemDeepLink() {
  return null;
}
