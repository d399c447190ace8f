/**
 * The setup checklist of the private app's home (docs/staff.md, Setup checklist): what the
 * organisation has so far, counted from its rows; which steps that completes is decided by
 * `setupChecklist` in core.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { setupChecklist, type TSetupChecklist } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  cards,
  files,
  itemFiles,
  items,
  kbEntries,
  organizations,
  portalCustomizations,
  products,
} from '../../db/schema/index.ts';
import { defaultProfileId, itemsHeldBy } from '../access/permission-profiles.ts';

/** Items of the organisation's cards of a kind, over every product. */
async function itemsOfKind(db: Db, orgId: string, kind: 'Certifications' | 'Subprocessors') {
  const [row] = await db
    .select({ n: count() })
    .from(items)
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .where(and(eq(products.orgId, orgId), eq(cards.kind, kind)));
  return row?.n ?? 0;
}

/** Overview cards of the organisation with a text. */
async function overviews(db: Db, orgId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(cards)
    .innerJoin(products, eq(products.id, cards.productId))
    .where(
      and(
        eq(products.orgId, orgId),
        eq(cards.kind, 'Overview'),
        sql`length(trim(coalesce(${cards.content}->>'overview', ''))) > 0`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Documents shared with the portal on restricted items the default profile holds: what a newly
 * approved member can open.
 */
async function approvedRestrictedDocuments(db: Db, orgId: string) {
  const held = await itemsHeldBy(db, orgId, await defaultProfileId(db, orgId));
  if (held.size === 0) return 0;
  const rows = await db
    .select({ itemId: itemFiles.itemId })
    .from(itemFiles)
    .innerJoin(files, eq(files.id, itemFiles.fileId))
    .innerJoin(items, eq(items.id, itemFiles.itemId))
    .where(
      and(eq(files.orgId, orgId), eq(files.isShared, true), eq(items.enabledState, 'enabled')),
    );
  return rows.filter((r) => held.has(r.itemId)).length;
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** The organisation's checklist: each step done or not, and when it was published. */
export async function loadSetupChecklist(db: Db, orgId: string): Promise<TSetupChecklist> {
  const [org] = await db
    .select({ publishedAt: organizations.publishedAt, logo: portalCustomizations.logoAssetId })
    .from(organizations)
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  const publishedAt = org?.publishedAt ?? null;
  const [overviewCards, certifications, subprocessors, documents, approvedDocuments, entries] =
    await Promise.all([
      overviews(db, orgId),
      itemsOfKind(db, orgId, 'Certifications'),
      itemsOfKind(db, orgId, 'Subprocessors'),
      countOf(db.select({ n: count() }).from(files).where(eq(files.orgId, orgId))),
      approvedRestrictedDocuments(db, orgId),
      countOf(db.select({ n: count() }).from(kbEntries).where(eq(kbEntries.orgId, orgId))),
    ]);
  return setupChecklist(
    {
      hasLogo: Boolean(org?.logo),
      overviews: overviewCards,
      certifications,
      documents,
      subprocessors,
      approvedRestrictedDocuments: approvedDocuments,
      knowledgeBaseEntries: entries,
      isPublished: publishedAt !== null,
    },
    publishedAt?.toISOString() ?? null,
  );
}
