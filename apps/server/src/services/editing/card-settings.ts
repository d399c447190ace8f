/**
 * A card's own settings (`PATCH /api/trust-center/products/{productId}/cards/{kind}`): hidden,
 * title, placeholder, display text, featured documents and the Overview text, each change in the
 * audit log.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  AppError,
  CARD_DEFAULT_TITLES,
  type CardKind,
  type EditAction,
  type EditCaller,
  type TCardPatch,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { cards, items } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { recordAudit } from '../audit/audit.ts';
import { assertMayEdit, findCard, findProduct } from './context.ts';

/** The editing actions a card patch uses, one per field it sets. */
export function cardPatchActions(kind: CardKind, patch: TCardPatch): EditAction[] {
  const actions: EditAction[] = [];
  if (patch.hidden !== undefined) actions.push({ type: 'card', action: 'hide', kind });
  if (patch.title !== undefined) actions.push({ type: 'renameCard', kind });
  if (patch.placeholder !== undefined) {
    actions.push({ type: 'card', action: 'editPlaceholder', kind });
  }
  if (patch.displayText !== undefined) {
    actions.push({ type: 'card', action: 'displayText', kind });
  }
  if (patch.featuredDocuments !== undefined) {
    actions.push({ type: 'card', action: 'reorderCardItems', kind });
  }
  if (patch.overview !== undefined) actions.push({ type: 'card', action: 'edit', kind });
  return actions;
}

/** Applies a card patch after the editing rule allowed each of its fields. */
export async function patchCard(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  kind: CardKind,
  patch: TCardPatch,
): Promise<void> {
  for (const action of cardPatchActions(kind, patch)) assertMayEdit(caller, action);
  const product = await findProduct(db, staff.orgId, productId);
  const card = await findCard(db, product.id, kind);
  if (patch.overview !== undefined && kind !== 'Overview') {
    throw new AppError('action_not_allowed', ADMIN_MESSAGES.notAllowedForCard, 403);
  }
  if (patch.featuredDocuments?.length) {
    if (kind !== 'Documents') {
      throw new AppError('action_not_allowed', ADMIN_MESSAGES.notAllowedForCard, 403);
    }
    const found = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.productId, product.id), inArray(items.id, patch.featuredDocuments)));
    if (found.length !== patch.featuredDocuments.length) {
      throw new AppError('invalid_request', ADMIN_MESSAGES.itemsInvalid, 400);
    }
  }
  const set = {
    ...(patch.hidden !== undefined ? { hidden: patch.hidden } : {}),
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.placeholder !== undefined ? { placeholder: patch.placeholder || null } : {}),
    ...(patch.displayText !== undefined ? { displayText: patch.displayText || null } : {}),
    ...(patch.featuredDocuments !== undefined
      ? { featuredDocuments: patch.featuredDocuments }
      : {}),
    ...(patch.overview !== undefined
      ? { content: { ...card.content, overview: patch.overview } }
      : {}),
  };
  const before = Object.fromEntries(
    Object.keys(set).map((key) => [key, card[key as keyof typeof set]]),
  );
  await db.transaction(async (tx) => {
    await tx.update(cards).set(set).where(eq(cards.id, card.id));
    await recordAudit(tx, staff, {
      action: 'card.update',
      target: `${product.name} / ${card.title ?? CARD_DEFAULT_TITLES[kind]}`,
      before,
      after: set,
    });
  });
}
