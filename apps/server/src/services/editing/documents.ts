/**
 * The trust center's documents as staff manage them (docs/documents.md, Documents and Managing
 * documents): every file linked to an item of the organisation's cards, in the portal's order, and
 * one type set on the items of many documents at once. A type change is an edit of each item's
 * card, asked of the editing rule for that card's kind.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  API_ERRORS,
  CARD_DEFAULT_TITLES,
  cardActionsOf,
  type EditCaller,
  refusalOf,
  type TDocumentTypesRequest,
  type TTrustCenterDocuments,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { cards, files, itemFiles, items, products } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { recordAudit } from '../audit/audit.ts';
import { assertMayEdit } from './context.ts';

/** GET /api/documents/trust-center: the organisation's documents and their count. */
export async function listTrustCenterDocuments(
  db: Db,
  orgId: string,
): Promise<TTrustCenterDocuments> {
  const rows = await db
    .select({ link: itemFiles, file: files, item: items, card: cards, product: products })
    .from(itemFiles)
    .innerJoin(files, eq(files.id, itemFiles.fileId))
    .innerJoin(items, eq(items.id, itemFiles.itemId))
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .where(eq(products.orgId, orgId))
    .orderBy(
      asc(products.position),
      asc(cards.position),
      asc(items.position),
      asc(itemFiles.position),
      asc(files.originalName),
    );
  const documents = rows.map(({ file, item, card, product }) => ({
    itemUid: item.id,
    fileId: file.id,
    originalName: file.originalName,
    contentType: file.contentType,
    size: file.size,
    documentAccessType: file.documentAccessType,
    productId: product.id,
    productName: product.name,
    kind: card.kind,
    cardTitle: card.title ?? CARD_DEFAULT_TITLES[card.kind],
    itemTitle: item.title,
    access: item.access,
    type: item.details.type ?? null,
    createdAt: file.createdAt.toISOString(),
    version: file.version,
    replacedAt: file.replacedAt?.toISOString() ?? null,
  }));
  const cardRows = await db
    .select({ card: cards, product: products })
    .from(cards)
    .innerJoin(products, eq(products.id, cards.productId))
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.position), asc(cards.position));
  const uploadCards = cardRows
    .filter(({ card }) => cardActionsOf(card.kind).includes('customItems'))
    .map(({ card, product }) => ({
      productId: product.id,
      productName: product.name,
      kind: card.kind,
      title: card.title ?? CARD_DEFAULT_TITLES[card.kind],
    }));
  return { documents, count: documents.length, cards: uploadCards };
}

/** Sets one type on the items of the chosen documents, in one transaction; their count. */
export async function setDocumentTypes(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  input: TDocumentTypesRequest,
): Promise<{ updated: number }> {
  const targets = await db
    .select({
      id: items.id,
      title: items.title,
      type: sql<string | null>`${items.details}->>'type'`,
      kind: cards.kind,
    })
    .from(items)
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .where(and(eq(products.orgId, staff.orgId), inArray(items.id, input.itemUids)))
    .orderBy(asc(products.position), asc(cards.position), asc(items.position));
  if (targets.length !== input.itemUids.length) throw refusalOf(API_ERRORS.documentNotFound, 404);
  for (const kind of new Set(targets.map((t) => t.kind))) {
    assertMayEdit(caller, { type: 'card', action: 'edit', kind });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(items)
      .set({ details: sql`${items.details} || ${JSON.stringify({ type: input.type })}::jsonb` })
      .where(inArray(items.id, input.itemUids));
    await recordAudit(tx, staff, {
      action: 'documents.type',
      target: targets.map((t) => t.title).join(', '),
      before: targets.map((t) => ({ itemUid: t.id, type: t.type })),
      after: { type: input.type },
    });
  });
  return { updated: targets.length };
}
