import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { sortTopics, type TTopic, type TPortalMode } from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { products, topicProducts, topics, updates } from '../db/schema.ts';

/**
 * Visible topics with their updates, optionally limited to products (by slug or id). Public
 * visitors see public-audience updates only; topics without a visible update still show.
 */
export async function listTopics(
  db: Db,
  orgId: string,
  mode: TPortalMode,
  filter: { productSlugs: string[]; productIds: string[] },
): Promise<TTopic[]> {
  let productIds = filter.productIds;
  if (filter.productSlugs.length) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.orgId, orgId), inArray(products.slug, filter.productSlugs)));
    productIds = [...productIds, ...rows.map((r) => r.id)];
  }
  const productFilter =
    filter.productSlugs.length || filter.productIds.length
      ? or(
          sql`not exists (select 1 from ${topicProducts} tp where tp.topic_id = ${topics.id})`,
          productIds.length
            ? sql`exists (select 1 from ${topicProducts} tp where tp.topic_id = ${topics.id} and tp.product_id in (${sql.join(
                productIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )}))`
            : sql`false`,
        )
      : undefined;
  const topicRows = await db
    .select()
    .from(topics)
    .where(and(eq(topics.orgId, orgId), eq(topics.hidden, false), productFilter));
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
        mode === 'public' ? eq(updates.spAudience, 'public') : undefined,
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
