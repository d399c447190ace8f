import { asc, eq } from 'drizzle-orm';
import type { SectionId } from '@trustfront/core';
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
