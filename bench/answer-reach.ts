/**
 * Whether a cited source reaches a caller, asked of the core reach rule row by row (the item, the
 * file and the items holding it, the FAQ, the update and its topic, the record), apart from the
 * scope the search was made in: the Ask AI figures count every source for which it does not.
 */
import { eq } from 'drizzle-orm';
import { documentReachOf, reachOf, type DocumentAccessType, type Viewer } from '@trustfront/core';
import type { Db } from '../apps/server/src/db/client.ts';
import {
  cards,
  controls,
  facts,
  files,
  itemFiles,
  items,
  kbEntries,
  topics,
  updates,
  webpages,
} from '../apps/server/src/db/schema/index.ts';
import type { SearchHit } from '../apps/server/src/services/search/search-query.ts';
import type { OrgProduct } from '../apps/server/src/services/portal/org-products.ts';

async function itemTargets(db: Db, product: OrgProduct, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({ item: items, card: cards })
    .from(items)
    .innerJoin(cards, eq(cards.id, items.cardId))
    .where(where);
  return rows
    .filter((r) => r.item.productId === product.id)
    .map((r) => ({
      product,
      hiddenSections: product.hiddenSections,
      card: { kind: r.card.kind, hidden: r.card.hidden },
      item: { itemUid: r.item.id, access: r.item.access, enabledState: r.item.enabledState },
    }));
}

export async function reachesCaller(
  db: Db,
  org: { orgId: string; documentAccessType: DocumentAccessType },
  viewer: Viewer,
  product: OrgProduct,
  hit: SearchHit,
  /** Whether only what the caller may read counts (an item listed but locked does not). */
  readable = false,
): Promise<boolean> {
  const placement = { product, hiddenSections: product.hiddenSections };
  const open = (target: Parameters<typeof reachOf>[1]) => {
    const reach = reachOf(viewer, target);
    return readable ? reach === 'open' : reach !== 'none';
  };
  switch (hit.type) {
    case 'TrustCenterContent':
      return (await itemTargets(db, product, eq(items.id, hit.id))).some(open);
    case 'Documents': {
      const [file] = await db.select().from(files).where(eq(files.id, hit.id));
      if (!file || file.orgId !== org.orgId) return false;
      const holders = await db.select().from(itemFiles).where(eq(itemFiles.fileId, file.id));
      for (const { itemId } of holders) {
        for (const target of await itemTargets(db, product, eq(items.id, itemId))) {
          const reach = documentReachOf(viewer, { ...target, file }, org.documentAccessType);
          if (reach === 'view' || reach === 'download') return true;
        }
      }
      return false;
    }
    case 'KnowledgeBase': {
      const [entry] = await db.select().from(kbEntries).where(eq(kbEntries.id, hit.id));
      if (!entry || entry.orgId !== org.orgId) return false;
      const forProduct = entry.productIds.length === 0 || entry.productIds.includes(product.id);
      return forProduct && open({ ...placement, kbEntry: { accessLevel: entry.accessLevel } });
    }
    case 'TrustCenterUpdates': {
      const [row] = await db
        .select({ update: updates, topic: topics })
        .from(updates)
        .innerJoin(topics, eq(topics.id, updates.topicId))
        .where(eq(updates.id, hit.id));
      if (!row || row.topic.orgId !== org.orgId) return false;
      return open({
        ...placement,
        topic: { hidden: row.topic.hidden },
        update: { spAudience: row.update.spAudience, channels: row.update.channels },
      });
    }
    default: {
      const table = hit.type === 'Controls' ? controls : hit.type === 'Facts' ? facts : webpages;
      const [record] = await db.select().from(table).where(eq(table.id, hit.id));
      if (!record || record.orgId !== org.orgId) return false;
      return open({ ...placement, record: { visibility: record.visibility } });
    }
  }
}
