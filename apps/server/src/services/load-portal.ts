/**
 * Reads everything a portal page is made of for one product, unfiltered. Only presenters decide
 * what of it reaches a caller.
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '@trustfront/core';
import type { Db } from '../db/client.ts';
import {
  assets,
  cards,
  files,
  itemFiles,
  items,
  kbEntries,
  portalCustomizations,
  productConfigs,
  productLinks,
  products,
  topics,
} from '../db/schema/index.ts';
import { pageKnowledgeBase } from './list-knowledge-base.ts';
import { pickProduct, type ProductSelection } from './pick-product.ts';
import { visibleTopics } from './list-topics.ts';

/** Knowledge base entries the portal page shows before 'View more'. */
const KNOWLEDGE_BASE_PREVIEW = 5;
import type { Organization } from './find-organization.ts';

export type ProductRow = typeof products.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type CustomizationRow = typeof portalCustomizations.$inferSelect;

export interface ItemWithFiles extends ItemRow {
  files: FileRow[];
}

export interface PortalData {
  org: Organization;
  customization: CustomizationRow;
  products: ProductRow[];
  productLinks: (typeof productLinks.$inferSelect)[];
  product: ProductRow;
  config: typeof productConfigs.$inferSelect | null;
  cards: (CardRow & { items: ItemWithFiles[] })[];
  knowledgeBase: { total: number; entries: (typeof kbEntries.$inferSelect)[] };
  topicCount: number;
  /** Revision of each of the organisation's assets, for cache-busting image URLs. */
  assetRevisions: ReadonlyMap<string, number>;
}

export async function loadCustomization(db: Db, orgId: string): Promise<CustomizationRow> {
  const [row] = await db
    .select()
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  if (row) return row;
  // An organisation without a customisation row gets the defaults.
  const [created] = await db.insert(portalCustomizations).values({ orgId }).returning();
  if (!created) throw new Error('Could not create portal customisation');
  return created;
}

/** Items of the given cards with their linked files, in order. */
export async function loadItemsWithFiles(db: Db, cardIds: string[]): Promise<ItemWithFiles[]> {
  if (cardIds.length === 0) return [];
  const itemRows = await db
    .select()
    .from(items)
    .where(inArray(items.cardId, cardIds))
    .orderBy(asc(items.position), asc(items.createdAt));
  const links = itemRows.length
    ? await db
        .select({ itemId: itemFiles.itemId, file: files })
        .from(itemFiles)
        .innerJoin(files, eq(files.id, itemFiles.fileId))
        .where(
          inArray(
            itemFiles.itemId,
            itemRows.map((i) => i.id),
          ),
        )
        .orderBy(asc(itemFiles.position))
    : [];
  return itemRows.map((item) => ({
    ...item,
    files: links.filter((l) => l.itemId === item.id).map((l) => l.file),
  }));
}

/** The portal of a caller already resolved (organisation, customisation and viewer in hand). */
export async function loadPortal(
  db: Db,
  {
    org,
    customization,
    viewer,
  }: { org: Organization; customization: CustomizationRow; viewer: Viewer },
  select: ProductSelection,
): Promise<PortalData> {
  const [productRows, linkRows] = await Promise.all([
    db.select().from(products).where(eq(products.orgId, org.id)).orderBy(asc(products.position)),
    db
      .select()
      .from(productLinks)
      .where(eq(productLinks.orgId, org.id))
      .orderBy(asc(productLinks.position)),
  ]);
  const product = pickProduct(productRows, viewer, select);
  const [config] = await db
    .select()
    .from(productConfigs)
    .where(eq(productConfigs.productId, product.id));
  const cardRows = await db
    .select()
    .from(cards)
    .where(eq(cards.productId, product.id))
    .orderBy(asc(cards.position));
  const itemRows = await loadItemsWithFiles(
    db,
    cardRows.map((c) => c.id),
  );
  const knowledgeBase = await pageKnowledgeBase(db, org.id, {
    viewer,
    productId: product.id,
    page: 1,
    pageSize: KNOWLEDGE_BASE_PREVIEW,
  });
  const [topicTotal] = await db
    .select({ n: count() })
    .from(topics)
    .where(visibleTopics(org.id, viewer, [product.id]));
  const assetRows = await db
    .select({ id: assets.id, revision: assets.revision })
    .from(assets)
    .where(eq(assets.orgId, org.id));
  return {
    org,
    customization,
    products: productRows,
    productLinks: linkRows,
    product,
    config: config ?? null,
    cards: cardRows.map((card) => ({
      ...card,
      items: itemRows.filter((i) => i.cardId === card.id),
    })),
    knowledgeBase: { total: knowledgeBase.total, entries: knowledgeBase.rows },
    topicCount: topicTotal?.n ?? 0,
    assetRevisions: new Map(assetRows.map((a) => [a.id, a.revision])),
  };
}
