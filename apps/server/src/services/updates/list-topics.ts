import { and, desc, eq, inArray } from 'drizzle-orm';
import { reaches, sortTopics, type TTopic, type Viewer } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { topicProducts, topics, updates, type TopicRow } from '../../db/schema/index.ts';
import { loadOrgProducts, type OrgProduct } from '../portal/org-products.ts';

/**
 * The topics that reach a caller, asked of the core rule: a topic reaches through a product page
 * when the product reaches the caller, that page shows trust updates, the topic is not hidden,
 * and it has no update or one the caller may see (not e-mail only, not for members only when the
 * caller is public): a topic's subject is never listed without its update. A topic linked to no product belongs to every product.
 * `productIds`, when given, limits the pages to those products.
 */
export async function reachableTopics(
  db: Db,
  orgId: string,
  viewer: Viewer,
  productIds: readonly string[] | null,
): Promise<TopicRow[]> {
  const [orgProducts, topicRows, links, updateChannels] = await Promise.all([
    loadOrgProducts(db, orgId),
    db.select().from(topics).where(eq(topics.orgId, orgId)),
    db
      .select({ topicId: topicProducts.topicId, productId: topicProducts.productId })
      .from(topicProducts)
      .innerJoin(topics, eq(topics.id, topicProducts.topicId))
      .where(eq(topics.orgId, orgId)),
    db
      .select({
        topicId: updates.topicId,
        spAudience: updates.spAudience,
        channels: updates.channels,
      })
      .from(updates)
      .innerJoin(topics, eq(topics.id, updates.topicId))
      .where(eq(topics.orgId, orgId)),
  ]);
  const pages = orgProducts.filter((p) => productIds === null || productIds.includes(p.id));
  const linked = (topic: TopicRow) => links.filter((l) => l.topicId === topic.id);
  const pagesOf = (topic: TopicRow): OrgProduct[] => {
    const ids = linked(topic).map((l) => l.productId);
    return ids.length ? pages.filter((p) => ids.includes(p.id)) : pages;
  };
  return topicRows.filter((topic) =>
    pagesOf(topic).some((product) =>
      reaches(viewer, {
        product,
        hiddenSections: product.hiddenSections,
        topic: {
          hidden: topic.hidden,
          updates: updateChannels.filter((u) => u.topicId === topic.id),
        },
      }),
    ),
  );
}

/**
 * Topics that reach the caller with the updates that reach it, newest first, optionally limited
 * to products (by slug or id). Topics without any update still show.
 */
export async function listTopics(
  db: Db,
  orgId: string,
  viewer: Viewer,
  filter: { productSlugs: string[]; productIds: string[] },
): Promise<TTopic[]> {
  let productIds: string[] | null = null;
  if (filter.productSlugs.length || filter.productIds.length) {
    const bySlug = (await loadOrgProducts(db, orgId)).filter((p) =>
      filter.productSlugs.includes(p.slug),
    );
    productIds = [...filter.productIds, ...bySlug.map((p) => p.id)];
  }
  const topicRows = await reachableTopics(db, orgId, viewer, productIds);
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
        .filter((u) => u.topicId === t.id && reaches(viewer, { topic: t, update: u }))
        .map((u) => ({
          id: u.id,
          createdAt: u.createdAt.toISOString(),
          message: u.message,
          spAudience: u.spAudience,
        })),
    })),
  );
}
