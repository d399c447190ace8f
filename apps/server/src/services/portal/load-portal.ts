/**
 * Reads everything a portal page is made of for one product, unfiltered. Only presenters decide,
 * through the core rule, what of it reaches a caller.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { isPortalContentOpen, type Viewer } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  assets,
  cards,
  files,
  fourthPartyFeeds,
  itemFiles,
  items,
  portalCustomizations,
  productConfigs,
  productLinks,
  type CardRow,
  type CustomizationRow,
  type FileRow,
  type FourthPartyFeedRow,
  type ItemRow,
  type KbEntryRow,
  type OrganizationRow,
  type ProductConfigRow,
  type ProductLinkRow,
} from '../../db/schema/index.ts';
import { pageKnowledgeBase } from '../knowledge-base/list-knowledge-base.ts';
import { reachableTopics } from '../updates/list-topics.ts';
import { loadOrgProducts, type OrgProduct } from './org-products.ts';
import { pickProduct, type ProductSelection } from './pick-product.ts';

/** Knowledge base entries the portal page shows before 'View more'. */
const KNOWLEDGE_BASE_PREVIEW = 5;

export interface ItemWithFiles extends ItemRow {
  files: FileRow[];
  /** A subprocessor's trust feed and what its check kept (docs/fourth-parties.md). */
  fourthParty?: FourthPartyFeedRow;
}

export interface PortalData {
  org: OrganizationRow;
  customization: CustomizationRow;
  products: OrgProduct[];
  productLinks: ProductLinkRow[];
  product: OrgProduct;
  config: ProductConfigRow | null;
  cards: (CardRow & { items: ItemWithFiles[] })[];
  knowledgeBase: { total: number; entries: KbEntryRow[] };
  topicCount: number;
  /** Revision of each of the organisation's assets, for cache-busting image URLs. */
  assetRevisions: ReadonlyMap<string, number>;
}

/** A portal none of whose products reaches the caller: the page says why and shows no content. */
export interface ClosedPortalData {
  org: OrganizationRow;
  customization: CustomizationRow;
  product: null;
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
export async function loadItemsWithFiles(
  db: Db,
  cardIds: string[],
  orgId: string,
): Promise<ItemWithFiles[]> {
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
  const feeds = itemRows.length
    ? await db
        .select()
        .from(fourthPartyFeeds)
        .where(
          inArray(
            fourthPartyFeeds.itemId,
            itemRows.map((i) => i.id),
          ),
        )
    : [];
  const feedOf = new Map(feeds.filter((f) => f.orgId === orgId).map((f) => [f.itemId, f]));
  return itemRows.map((item) => ({
    ...item,
    fourthParty: feedOf.get(item.id),
    // A file of another organisation linked by mistake never shows.
    files: links.filter((l) => l.itemId === item.id && l.file.orgId === orgId).map((l) => l.file),
  }));
}

/** The organisation's asset revisions, for cache-busting image URLs. */
export async function loadAssetRevisions(db: Db, orgId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: assets.id, revision: assets.revision })
    .from(assets)
    .where(eq(assets.orgId, orgId));
  return new Map(rows.map((a) => [a.id, a.revision]));
}

/**
 * The portal of a caller already resolved (organisation, customisation and viewer in hand), or
 * its closed page when no product reaches the caller (a login-only portal seen by a public
 * visitor).
 */
export async function loadPortal(
  db: Db,
  {
    org,
    customization,
    viewer,
  }: { org: OrganizationRow; customization: CustomizationRow; viewer: Viewer },
  select: ProductSelection,
): Promise<PortalData | ClosedPortalData> {
  if (!isPortalContentOpen(viewer)) {
    return {
      org,
      customization,
      product: null,
      assetRevisions: await loadAssetRevisions(db, org.id),
    };
  }
  const [productRows, linkRows] = await Promise.all([
    loadOrgProducts(db, org.id),
    db
      .select()
      .from(productLinks)
      .where(eq(productLinks.orgId, org.id))
      .orderBy(asc(productLinks.position)),
  ]);
  const product = pickProduct(productRows, viewer, select);
  if (!product) {
    return {
      org,
      customization,
      product: null,
      assetRevisions: await loadAssetRevisions(db, org.id),
    };
  }
  const [config] = await db
    .select()
    .from(productConfigs)
    .where(eq(productConfigs.productId, product.id));
  const cardRows = await db
    .select()
    .from(cards)
    .where(eq(cards.productId, product.id))
    .orderBy(asc(cards.position));
  const [itemRows, knowledgeBase, topicRows, assetRevisions] = await Promise.all([
    loadItemsWithFiles(
      db,
      cardRows.map((c) => c.id),
      org.id,
    ),
    pageKnowledgeBase(db, org.id, {
      viewer,
      product,
      page: 1,
      pageSize: KNOWLEDGE_BASE_PREVIEW,
    }),
    reachableTopics(db, org.id, viewer, [product.id]),
    loadAssetRevisions(db, org.id),
  ]);
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
    topicCount: topicRows.length,
    assetRevisions,
  };
}
