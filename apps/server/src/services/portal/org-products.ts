import { and, asc, eq, inArray } from 'drizzle-orm';
import { ADMIN_MESSAGES, AppError, foreignProductIds, type SectionId } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { productConfigs, products, type ProductRow } from '../../db/schema/index.ts';

/** A product with the sections its configuration hides: what the reach rule needs of it. */
export interface OrgProduct extends ProductRow {
  hiddenSections: SectionId[];
}

/** Every product of the organisation in display order, with its hidden sections. */
export async function loadOrgProducts(db: Db, orgId: string): Promise<OrgProduct[]> {
  const rows = await db
    .select({ product: products, hiddenSections: productConfigs.hiddenSections })
    .from(products)
    .leftJoin(productConfigs, eq(productConfigs.productId, products.id))
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.position));
  return rows.map((r) => ({ ...r.product, hiddenSections: r.hiddenSections ?? [] }));
}

/**
 * Refuses product ids that are not the organisation's (400 `product_not_found`), for whatever
 * names products: knowledge-base entries, trust update topics.
 */
export async function assertOrgProducts(
  db: Db,
  orgId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  const own = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.id, [...productIds])));
  const foreign = foreignProductIds(
    productIds,
    own.map((p) => p.id),
  );
  if (foreign.length > 0) {
    throw new AppError('product_not_found', ADMIN_MESSAGES.foreignProducts, 400);
  }
}
