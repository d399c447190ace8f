/**
 * Re-ordering (docs/editing.md, Ordering and Routes): sections of a product, cards of a product and
 * items of a card, each in one transaction with its audit entry.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  AppError,
  normalizeSectionOrder,
  type CardKind,
  type TCardOrderRequest,
  type TItemOrderRequest,
  type TSectionOrderRequest,
  type EditCaller,
} from '@trustfront/core';
import type { Db, Tx } from '../../db/client.ts';
import { cards, items, productConfigs } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { recordAudit } from '../audit/audit.ts';
import { assertMayEdit, findCard, findProduct } from './context.ts';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Saves a product's section order (`PATCH /api/trust-center/products/{productId}`). */
export async function saveSectionOrder(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  { sections }: TSectionOrderRequest,
): Promise<void> {
  assertMayEdit(caller, { type: 'reorderSections' });
  const product = await findProduct(db, staff.orgId, productId);
  const order = normalizeSectionOrder(sections);
  await db.transaction(async (tx) => {
    const [config] = await tx
      .select({ sections: productConfigs.sections })
      .from(productConfigs)
      .where(eq(productConfigs.productId, product.id))
      .for('update');
    await tx
      .insert(productConfigs)
      .values({ productId: product.id, sections: order })
      .onConflictDoUpdate({
        target: productConfigs.productId,
        set: { sections: order, revision: sql`${productConfigs.revision} + 1` },
      });
    await recordAudit(tx, staff, {
      action: 'product.sections',
      target: product.name,
      before: config?.sections ?? null,
      after: order,
    });
  });
}

/** Saves a product's card order (`PATCH …/products/{productId}/cards`). */
export async function saveCardOrder(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  request: TCardOrderRequest,
): Promise<void> {
  assertMayEdit(caller, { type: 'reorderCards' });
  const product = await findProduct(db, staff.orgId, productId);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: cards.id, kind: cards.kind })
      .from(cards)
      .where(eq(cards.productId, product.id))
      .orderBy(asc(cards.position))
      .for('update');
    const before = rows.map((r) => r.kind);
    if (!sameSet(before, request.cards)) {
      throw new AppError('invalid_request', ADMIN_MESSAGES.cardsInvalid, 400);
    }
    await setPositions(
      tx,
      'cards',
      request.cards.map((kind) => rows.find((r) => r.kind === kind)?.id ?? ''),
    );
    await recordAudit(tx, staff, {
      action: 'product.cards',
      target: product.name,
      before,
      after: request.cards,
    });
  });
}

/** Saves the item order of a card (`PATCH …/cards/{kind}/items`). */
export async function saveItemOrder(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  kind: CardKind,
  request: TItemOrderRequest,
): Promise<void> {
  assertMayEdit(caller, { type: 'card', action: 'reorderCardItems', kind });
  const product = await findProduct(db, staff.orgId, productId);
  const card = await findCard(db, product.id, kind);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: items.id })
      .from(items)
      .where(eq(items.cardId, card.id))
      .orderBy(asc(items.position), asc(items.createdAt))
      .for('update');
    const before = rows.map((r) => r.id);
    if (!sameSet(before, request.items)) {
      throw new AppError('invalid_request', ADMIN_MESSAGES.itemsInvalid, 400);
    }
    await setPositions(tx, 'items', request.items);
    await recordAudit(tx, staff, {
      action: 'card.items.order',
      target: `${product.name} / ${card.title ?? kind}`,
      before,
      after: request.items,
    });
  });
}

/** Writes `position = index` for each id, in one statement. */
async function setPositions(tx: Tx, table: 'cards' | 'items', ids: readonly string[]) {
  if (ids.length === 0) return;
  const target = table === 'cards' ? cards : items;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i}::int`),
    sql` `,
  );
  await tx
    .update(target)
    .set({ position: sql`case ${target.id} ${cases} end` })
    .where(inArray(target.id, [...ids]));
}
