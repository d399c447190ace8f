/**
 * What is new to a member since a moment: documents added to items and trust updates published
 * after it. Each is asked of the reach rule for the member, and a document is listed only when
 * the member may open it (a locked one's name is never sent), so the list never tells a member
 * of something the portal would not show them.
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import {
  documentChange,
  documentReachOf,
  newestFirst,
  reaches,
  SINCE_LAST_VISIT_MAX,
  type DocumentAccessType,
  type TNewSinceEntry,
  type Viewer,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import {
  cards,
  files,
  itemFiles,
  items,
  productConfigs,
  products,
  updates,
} from '../../../db/schema/index.ts';
import { cardPlacementColumns } from '../../portal/card-placement.ts';
import { reachableTopics } from '../../updates/list-topics.ts';

export interface NewSinceCaller {
  orgId: string;
  viewer: Viewer;
  documentAccessType: DocumentAccessType;
}

async function newDocuments(
  db: Db,
  caller: NewSinceCaller,
  since: Date,
): Promise<TNewSinceEntry[]> {
  const rows = await db
    .select({
      item: {
        id: items.id,
        title: items.title,
        access: items.access,
        enabledState: items.enabledState,
      },
      file: files,
      productSlug: products.slug,
      ...cardPlacementColumns,
    })
    .from(files)
    .innerJoin(itemFiles, eq(itemFiles.fileId, files.id))
    .innerJoin(items, eq(items.id, itemFiles.itemId))
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .leftJoin(productConfigs, eq(productConfigs.productId, products.id))
    .where(
      and(
        eq(files.orgId, caller.orgId),
        eq(products.orgId, caller.orgId),
        gt(files.createdAt, since),
      ),
    );
  // A document is listed only when the member may open it (view or download).
  const open = rows.filter((r) => {
    const reach = documentReachOf(
      caller.viewer,
      {
        product: r.product,
        card: r.card,
        hiddenSections: r.hiddenSections ?? [],
        item: { itemUid: r.item.id, access: r.item.access, enabledState: r.item.enabledState },
        file: r.file,
      },
      caller.documentAccessType,
    );
    return reach === 'view' || reach === 'download';
  });
  if (open.length === 0) return [];
  const earlier = await db
    .selectDistinct({ itemId: itemFiles.itemId })
    .from(itemFiles)
    .innerJoin(files, eq(files.id, itemFiles.fileId))
    .where(
      and(
        inArray(
          itemFiles.itemId,
          open.map((r) => r.item.id),
        ),
        lte(files.createdAt, since),
      ),
    );
  const hadEarlier = new Set(earlier.map((r) => r.itemId));
  return open.map((r) => ({
    kind: 'document',
    itemUid: r.item.id,
    topicId: null,
    productSlug: r.productSlug,
    id: r.file.id,
    title: `${r.item.title}: ${r.file.originalName}`,
    change: documentChange(hadEarlier.has(r.item.id)),
    at: r.file.createdAt.toISOString(),
  }));
}

async function newUpdates(db: Db, caller: NewSinceCaller, since: Date): Promise<TNewSinceEntry[]> {
  const topics = await reachableTopics(db, caller.orgId, caller.viewer, null);
  if (topics.length === 0) return [];
  const rows = await db
    .select()
    .from(updates)
    .where(
      and(
        inArray(
          updates.topicId,
          topics.map((t) => t.id),
        ),
        gt(updates.createdAt, since),
      ),
    );
  const topicOf = new Map(topics.map((t) => [t.id, t]));
  return rows.flatMap((u) => {
    const topic = topicOf.get(u.topicId);
    if (!topic || !reaches(caller.viewer, { topic, update: u })) return [];
    return [
      {
        kind: 'update' as const,
        itemUid: null,
        topicId: topic.id,
        productSlug: null,
        id: u.id,
        title: topic.subject,
        change: 'new' as const,
        at: u.createdAt.toISOString(),
      },
    ];
  });
}

/** Documents and trust updates that reach the member and appeared after `since`, newest first. */
export async function listNewSince(
  db: Db,
  caller: NewSinceCaller,
  since: Date,
): Promise<TNewSinceEntry[]> {
  const [documents, published] = await Promise.all([
    newDocuments(db, caller, since),
    newUpdates(db, caller, since),
  ]);
  return newestFirst([...documents, ...published], SINCE_LAST_VISIT_MAX);
}
