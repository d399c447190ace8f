/**
 * Reads everything a portal page is made of for one product, unfiltered. Only presenters decide
 * what of it reaches a caller.
 */
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
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
  topicProducts,
  topics,
} from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
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

export interface ProductSelection {
  productId?: string | undefined;
  productSlug?: string | undefined;
  /** Staff (main and preview modes) may open products hidden from visitors. */
  includeHidden: boolean;
}

/** Picks the product: by id, else by slug, else the first shown one. */
function pickProduct(all: ProductRow[], select: ProductSelection): ProductRow {
  const candidates = select.includeHidden ? all : all.filter((p) => p.show);
  const product = select.productId
    ? candidates.find((p) => p.id === select.productId)
    : select.productSlug
      ? candidates.find((p) => p.slug === select.productSlug)
      : (candidates.find((p) => p.show) ?? candidates[0]);
  if (!product) throw notFound('Product not found', 'product_not_found');
  return product;
}

export async function loadPortal(
  db: Db,
  org: Organization,
  select: ProductSelection,
): Promise<PortalData> {
  const [customization, productRows, linkRows] = await Promise.all([
    loadCustomization(db, org.id),
    db.select().from(products).where(eq(products.orgId, org.id)).orderBy(asc(products.position)),
    db
      .select()
      .from(productLinks)
      .where(eq(productLinks.orgId, org.id))
      .orderBy(asc(productLinks.position)),
  ]);
  const product = pickProduct(productRows, select);
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
  const kbWhere = and(
    eq(kbEntries.orgId, org.id),
    eq(kbEntries.accessLevel, 'public'),
    or(
      sql`${kbEntries.productIds} = '[]'::jsonb`,
      sql`${kbEntries.productIds} @> ${JSON.stringify([product.id])}::jsonb`,
    ),
  );
  const [kbTotal] = await db.select({ n: count() }).from(kbEntries).where(kbWhere);
  const kbRows = await db
    .select()
    .from(kbEntries)
    .where(kbWhere)
    .orderBy(asc(kbEntries.question))
    .limit(5);
  const [topicTotal] = await db
    .select({ n: count() })
    .from(topics)
    .where(
      and(
        eq(topics.orgId, org.id),
        eq(topics.hidden, false),
        or(
          sql`not exists (select 1 from ${topicProducts} tp where tp.topic_id = ${topics.id})`,
          sql`exists (select 1 from ${topicProducts} tp where tp.topic_id = ${topics.id} and tp.product_id = ${product.id})`,
        ),
      ),
    );
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
    knowledgeBase: { total: kbTotal?.n ?? 0, entries: kbRows },
    topicCount: topicTotal?.n ?? 0,
    assetRevisions: new Map(assetRows.map((a) => [a.id, a.revision])),
  };
}
