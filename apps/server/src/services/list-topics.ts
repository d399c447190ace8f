import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  isPortalContentOpen,
  isProductVisible,
  sortTopics,
  type TTopic,
  type Viewer,
} from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { products, topicProducts, topics, updates } from '../db/schema/index.ts';

/**
 * The topics that reach a caller: not hidden, and either for every product (linked to none) or
 * linked to a product the caller may open, among `productIds` when given.
 */
export function visibleTopics(orgId: string, viewer: Viewer, productIds: string[] | null): SQL {
  // Whoever may open a hidden product may see its topics.
  const seesHiddenProducts = isProductVisible(viewer, { show: false });
  const linked = and(
    sql`tp.topic_id = ${topics.id}`,
    seesHiddenProducts ? undefined : sql`p.show`,
    productIds === null
      ? undefined
      : productIds.length
        ? sql`tp.product_id in (${sql.join(
            productIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`false`,
  );
  const condition = and(
    eq(topics.orgId, orgId),
    eq(topics.hidden, false),
    or(
      sql`not exists (select 1 from ${topicProducts} tp where tp.topic_id = ${topics.id})`,
      sql`exists (select 1 from ${topicProducts} tp join ${products} p on p.id = tp.product_id where ${linked})`,
    ),
  );
  return isPortalContentOpen(viewer) && condition ? condition : sql`false`;
}

/**
 * Visible topics with their updates, newest first, optionally limited to products (by slug or
 * id). Public visitors see public-audience updates only; topics without a visible update still
 * show.
 */
export async function listTopics(
  db: Db,
  orgId: string,
  viewer: Viewer,
  filter: { productSlugs: string[]; productIds: string[] },
): Promise<TTopic[]> {
  let productIds: string[] | null = null;
  if (filter.productSlugs.length || filter.productIds.length) {
    const bySlug = filter.productSlugs.length
      ? await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.orgId, orgId), inArray(products.slug, filter.productSlugs)))
      : [];
    productIds = [...filter.productIds, ...bySlug.map((r) => r.id)];
  }
  const topicRows = await db
    .select()
    .from(topics)
    .where(visibleTopics(orgId, viewer, productIds));
  if (topicRows.length === 0) return [];
  const updateRows = await db
    .select()
    .from(updates)
    .where(
      and(
        inArray(
          updates.topicId,
          topicRows.map((t) => t.id),
        ),
        viewer.mode === 'public' ? eq(updates.spAudience, 'public') : undefined,
      ),
    )
    .orderBy(desc(updates.createdAt));
  return sortTopics(
    topicRows.map((t) => ({
      id: t.id,
      subject: t.subject,
      category: t.category,
      isPinned: t.isPinned,
      updates: updateRows
        .filter((u) => u.topicId === t.id)
        .map((u) => ({
          id: u.id,
          createdAt: u.createdAt.toISOString(),
          message: u.message,
          spAudience: u.spAudience,
        })),
    })),
  );
}
