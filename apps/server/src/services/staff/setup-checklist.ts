/**
 * The setup checklist of the private app's home (docs/staff.md, Setup checklist): what the
 * organisation has so far, counted from its rows; which steps that completes is decided by
 * `setupChecklist` in core.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { setupChecklist, type TSetupChecklist } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  accessSettings,
  cards,
  files,
  items,
  kbEntries,
  organizations,
  permissionProfiles,
  portalCustomizations,
  products,
} from '../../db/schema/index.ts';

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

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** The organisation's checklist: each step done or not, and when it was published. */
export async function loadSetupChecklist(db: Db, orgId: string): Promise<TSetupChecklist> {
  const [org] = await db
    .select({ publishedAt: organizations.publishedAt, logo: portalCustomizations.logoAssetId })
    .from(organizations)
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  const publishedAt = org?.publishedAt ?? null;
  const [overviewCards, certifications, subprocessors, documents, settings, profiles, entries] =
    await Promise.all([
      overviews(db, orgId),
      itemsOfKind(db, orgId, 'Certifications'),
      itemsOfKind(db, orgId, 'Subprocessors'),
      countOf(db.select({ n: count() }).from(files).where(eq(files.orgId, orgId))),
      countOf(
        db.select({ n: count() }).from(accessSettings).where(eq(accessSettings.orgId, orgId)),
      ),
      countOf(
        db
          .select({ n: count() })
          .from(permissionProfiles)
          .where(eq(permissionProfiles.orgId, orgId)),
      ),
      countOf(db.select({ n: count() }).from(kbEntries).where(eq(kbEntries.orgId, orgId))),
    ]);
  return setupChecklist(
    {
      hasLogo: Boolean(org?.logo),
      overviews: overviewCards,
      certifications,
      documents,
      subprocessors,
      hasAccessSettings: settings > 0,
      permissionProfiles: profiles,
      knowledgeBaseEntries: entries,
      isPublished: publishedAt !== null,
    },
    publishedAt?.toISOString() ?? null,
  );
}
