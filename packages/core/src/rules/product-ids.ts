/**
 * Product ids an entry names that are not the organisation's: what a knowledge-base entry or a
 * trust update topic may name is limited to the organisation's own products.
 */
export function foreignProductIds(
  named: readonly string[],
  orgProductIds: readonly string[],
): string[] {
  const own = new Set(orgProductIds);
  return [...new Set(named)].filter((id) => !own.has(id));
}
