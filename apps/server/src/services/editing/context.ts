/**
 * What every editing service starts from: the staff member's edit rights (plan features and
 * scopes, asked of the one editing rule in core) and the product, card and item they name,
 * always within their own organisation.
 */
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  AppError,
  decideEdit,
  MESSAGES,
  planFeatures,
  type CardKind,
  type EditAction,
  type EditCaller,
  type TEditorInfo,
} from '@trustfront/core';
import type { Db, Tx } from '../../db/client.ts';
import {
  cards,
  items,
  organizations,
  products,
  type CardRow,
  type ItemRow,
  type ProductRow,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

/** What the signed-in staff member may edit: their plan, its features and their scopes. */
export async function loadEditorInfo(db: Db, staff: StaffCaller): Promise<TEditorInfo> {
  const [org] = await db
    .select({ plan: organizations.plan, features: organizations.features })
    .from(organizations)
    .where(eq(organizations.id, staff.orgId));
  if (!org) throw notFound(MESSAGES.companyNotFound, 'company_not_found');
  return {
    plan: org.plan,
    features: planFeatures(org.plan, org.features),
    scopes: [...staff.scopes],
  };
}

/** The staff member's edit rights: main mode (these routes are main mode's), scopes and plan. */
export async function editCallerOf(db: Db, staff: StaffCaller): Promise<EditCaller> {
  const info = await loadEditorInfo(db, staff);
  return { isMain: true, scopes: staff.scopes, features: planFeatures(info.plan, info.features) };
}

/** Refuses an editing action the rule does not allow, with the reason's message. */
export function assertMayEdit(caller: EditCaller, action: EditAction): void {
  const decision = decideEdit(caller, action);
  if (decision.allowed) return;
  if (decision.reason === 'plan') {
    throw new AppError('plan_required', ADMIN_MESSAGES.upgradePlan, 403);
  }
  if (decision.reason === 'kind') {
    throw new AppError('action_not_allowed', ADMIN_MESSAGES.notAllowedForCard, 403);
  }
  if (action.type === 'linkFiles') throw forbidden(ADMIN_MESSAGES.linkFilesNeedsView);
  throw forbidden(MESSAGES.noAccessBody);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organisation's product (404 'Product not found' for anyone else's). */
export async function findProduct(
  db: Db | Tx,
  orgId: string,
  productId: string,
): Promise<ProductRow> {
  const [row] = UUID.test(productId)
    ? await db
        .select()
        .from(products)
        .where(and(eq(products.id, productId), eq(products.orgId, orgId)))
    : [];
  if (!row) throw notFound(ADMIN_MESSAGES.productNotFound, 'product_not_found');
  return row;
}

/** The product's card of a kind (404 'Card not found'). */
export async function findCard(db: Db | Tx, productId: string, kind: CardKind): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.productId, productId), eq(cards.kind, kind)));
  if (!row) throw notFound(ADMIN_MESSAGES.cardNotFound, 'card_not_found');
  return row;
}

/** The product's item with its card (404 'Item not found'). */
export async function findItem(
  db: Db | Tx,
  productId: string,
  itemUid: string,
): Promise<{ item: ItemRow; card: CardRow }> {
  const [row] = UUID.test(itemUid)
    ? await db
        .select({ item: items, card: cards })
        .from(items)
        .innerJoin(cards, eq(cards.id, items.cardId))
        .where(and(eq(items.id, itemUid), eq(items.productId, productId)))
    : [];
  if (!row) throw notFound(ADMIN_MESSAGES.itemNotFound, 'item_not_found');
  return row;
}

/** The organisation's product, and its item with the item's card (each 404 as above). */
export async function findProductItem(
  db: Db | Tx,
  orgId: string,
  productId: string,
  itemUid: string,
): Promise<{ product: ProductRow; item: ItemRow; card: CardRow }> {
  const product = await findProduct(db, orgId, productId);
  return { product, ...(await findItem(db, product.id, itemUid)) };
}
