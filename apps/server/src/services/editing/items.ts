/**
 * Editing an item (docs/editing.md, Items and Card actions): its fields and file links, its custom
 * URL slug, moving it to another card, and custom items added and deleted. Each change is checked
 * by the editing rule and written with its audit entry in one transaction.
 */
import { emitDocumentFiles, emitItemRemoved } from '../integrations/webhooks/events.ts';
import { and, eq, inArray, max, ne } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  API_ERRORS,
  AppError,
  type CardKind,
  COMPANY_MESSAGES,
  type EditAction,
  type EditCaller,
  isCompanyCard,
  itemFieldErrors,
  offersBridgeLetter,
  refusalOf,
  riskAnswerError,
  type TCustomItemCreate,
  type TEditedItem,
  type TItemUpdate,
  validateGradeEntry,
  ZCustomItemCreate,
} from '@trustfront/core';
import type { Db, Tx } from '../../db/client.ts';
import { files, itemFiles, items, type CardRow, type ItemRow } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { recordAudit, type AuditChange } from '../audit/audit.ts';
import { assertMayEdit, findCard, findProduct, findProductItem } from './context.ts';

const edited = (item: ItemRow, card: CardRow): TEditedItem => ({
  itemUid: item.id,
  title: item.title,
  slug: item.slug,
  cardKind: card.kind,
});

/** The editing actions an item update uses. */
export function itemUpdateActions(kind: CardKind, isCustom: boolean, u: TItemUpdate): EditAction[] {
  const actions: EditAction[] = [{ type: 'card', action: 'edit', kind }];
  if (u.title !== undefined) actions.push({ type: 'renameItem', kind, isCustom });
  if (u.access !== undefined && u.access !== 'public') actions.push({ type: 'restrictedFiles' });
  if (u.bridgeLetter?.letterEnabled) actions.push({ type: 'bridgeLetter' });
  if (u.linkFiles?.length) actions.push({ type: 'linkFiles' });
  return actions;
}

/**
 * Refuses an item's fields its card kind does not accept (docs/editing.md, Item fields): a
 * Reports item without a type, a maturity or recurrence not on its list, a bridge letter on a
 * card that offers none.
 */
function assertItemFields(kind: CardKind, u: Pick<TItemUpdate, 'details' | 'bridgeLetter'>) {
  if (u.bridgeLetter != null && !offersBridgeLetter(kind)) {
    throw new AppError('action_not_allowed', ADMIN_MESSAGES.notAllowedForCard, 403);
  }
  if (u.details === undefined) return;
  const [message] = Object.values(itemFieldErrors(kind, u.details));
  if (message) throw new AppError('invalid_request', message, 400);
}

/** The position after the last item of a card. */
export async function nextPosition(tx: Db | Tx, cardId: string): Promise<number> {
  const [row] = await tx
    .select({ top: max(items.position) })
    .from(items)
    .where(eq(items.cardId, cardId));
  return (row?.top ?? -1) + 1;
}

/** Links and unlinks files of the organisation; a Documents item must keep one. */
async function applyFileChanges(
  tx: Tx,
  orgId: string,
  item: ItemRow,
  kind: CardKind,
  u: TItemUpdate,
) {
  const link = u.linkFiles ?? [];
  const unlink = u.unlinkFiles ?? [];
  if (link.length) {
    const owned = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.orgId, orgId), inArray(files.id, link)));
    if (owned.length !== link.length) throw refusalOf(API_ERRORS.fileNotFound, 404);
    const start = await tx
      .select({ top: max(itemFiles.position) })
      .from(itemFiles)
      .where(eq(itemFiles.itemId, item.id));
    const base = (start[0]?.top ?? -1) + 1;
    await tx
      .insert(itemFiles)
      .values(link.map((fileId, i) => ({ itemId: item.id, fileId, position: base + i })))
      .onConflictDoNothing();
  }
  if (unlink.length) {
    await tx
      .delete(itemFiles)
      .where(and(eq(itemFiles.itemId, item.id), inArray(itemFiles.fileId, unlink)));
  }
  if (kind === 'Documents') {
    const left = await tx
      .select({ id: itemFiles.fileId })
      .from(itemFiles)
      .where(eq(itemFiles.itemId, item.id));
    if (left.length === 0) throw new AppError('invalid_request', ADMIN_MESSAGES.fileRequired, 400);
  }
  await emitDocumentFiles(tx, item, link, unlink);
}

/** Saves an item's fields and pending file links (`PUT …/items/{itemUid}`). */
export async function updateItem(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  itemUid: string,
  u: TItemUpdate,
): Promise<TEditedItem> {
  const { product, item, card } = await findProductItem(db, staff.orgId, productId, itemUid);
  for (const action of itemUpdateActions(card.kind, item.isCustom, u))
    assertMayEdit(caller, action);
  // A company entry's details are its company, checked by the companies routes alone.
  if (isCompanyCard(card.kind) && u.details !== undefined) {
    throw new AppError('invalid_request', COMPANY_MESSAGES.detailsThroughDialogs, 400);
  }
  assertItemFields(card.kind, u);
  const grade = u.details?.grade;
  if (grade) {
    const [message] = Object.values(validateGradeEntry({ ...grade, url: grade.url ?? '' }));
    if (message) throw new AppError('invalid_request', message, 400);
  }
  const riskError =
    card.kind === 'RiskProfile' && u.details !== undefined
      ? riskAnswerError(item.title, u.details)
      : null;
  if (riskError) throw new AppError('invalid_request', riskError, 400);
  const set = {
    ...(u.title !== undefined ? { title: u.title } : {}),
    ...(u.enabledState !== undefined ? { enabledState: u.enabledState } : {}),
    ...(u.access !== undefined ? { access: u.access } : {}),
    ...(u.details !== undefined ? { details: u.details } : {}),
    ...(u.bridgeLetter !== undefined ? { bridgeLetter: u.bridgeLetter } : {}),
  };
  return db.transaction(async (tx) => {
    const [saved] = Object.keys(set).length
      ? await tx.update(items).set(set).where(eq(items.id, item.id)).returning()
      : [item];
    await applyFileChanges(tx, staff.orgId, item, card.kind, u);
    const before = Object.fromEntries(
      Object.keys(set).map((k) => [k, item[k as keyof typeof set]]),
    );
    await recordAudit(tx, staff, {
      action: 'item.update',
      target: `${product.name} / ${item.title}`,
      before: { ...before, unlinkFiles: u.unlinkFiles },
      after: { ...set, linkFiles: u.linkFiles },
    });
    return edited(saved ?? item, card);
  });
}

/** Sets an item's custom URL slug, unique within its product (docs/editing.md, Items). */
export async function setItemSlug(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  itemUid: string,
  slug: string | null,
): Promise<TEditedItem> {
  assertMayEdit(caller, { type: 'customSlug' });
  const { product, item, card } = await findProductItem(db, staff.orgId, productId, itemUid);
  const [taken] =
    slug === null
      ? []
      : await db
          .select({ title: items.title })
          .from(items)
          .where(and(eq(items.productId, product.id), eq(items.slug, slug), ne(items.id, item.id)));
  if (taken) throw new AppError('slug_in_use', ADMIN_MESSAGES.slugInUse(taken.title), 409);
  return db.transaction(async (tx) => {
    const [saved] = await tx.update(items).set({ slug }).where(eq(items.id, item.id)).returning();
    await recordAudit(tx, staff, {
      action: 'item.slug',
      target: `${product.name} / ${item.title}`,
      before: item.slug,
      after: slug,
    });
    return edited(saved ?? item, card);
  });
}

/** Moves an item to another card of its product, at the end of that card. */
export async function moveItem(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  itemUid: string,
  destination: CardKind,
): Promise<TEditedItem> {
  const { product, item, card } = await findProductItem(db, staff.orgId, productId, itemUid);
  // Only between generic cards, both ways (docs/editing.md, Moving an item).
  assertMayEdit(caller, { type: 'moveItem', from: card.kind, to: destination });
  const target = await findCard(db, product.id, destination);
  return db.transaction(async (tx) => {
    const position = await nextPosition(tx, target.id);
    const [saved] = await tx
      .update(items)
      .set({ cardId: target.id, position })
      .where(eq(items.id, item.id))
      .returning();
    await recordAudit(tx, staff, {
      action: 'item.move',
      target: `${product.name} / ${item.title}`,
      before: card.kind,
      after: target.kind,
    });
    return edited(saved ?? item, target);
  });
}

/** Adds a custom item at the end of a card. */
export async function createCustomItem(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  kind: CardKind,
  input: TCustomItemCreate,
): Promise<TEditedItem> {
  assertMayEdit(caller, { type: 'card', action: 'customItems', kind });
  const fields = ZCustomItemCreate.parse(input);
  if (fields.access !== 'public') assertMayEdit(caller, { type: 'restrictedFiles' });
  assertItemFields(kind, fields);
  const product = await findProduct(db, staff.orgId, productId);
  const card = await findCard(db, product.id, kind);
  return db.transaction(async (tx) => {
    const position = await nextPosition(tx, card.id);
    const [item] = await tx
      .insert(items)
      .values({ ...fields, cardId: card.id, productId: product.id, isCustom: true, position })
      .returning();
    if (!item) throw new Error('The item was not written');
    await recordAudit(tx, staff, {
      action: 'item.create',
      target: `${product.name} / ${item.title}`,
      before: null,
      after: fields,
    });
    return edited(item, card);
  });
}

/** Deletes a custom item (GraphQL DeleteCustomItem of docs/editing.md, Routes, as a route). */
export async function deleteCustomItem(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  itemUid: string,
): Promise<void> {
  const { product, item, card } = await findProductItem(db, staff.orgId, productId, itemUid);
  assertMayEdit(caller, { type: 'card', action: 'customItems', kind: card.kind });
  if (!item.isCustom) throw new AppError('action_not_allowed', ADMIN_MESSAGES.customItemOnly, 403);
  await deleteItemRecorded(db, staff, item, {
    action: 'item.delete',
    target: `${product.name} / ${item.title}`,
    before: { title: item.title, details: item.details },
  });
}

/** Deletes an item and records what it was in the audit log, in one transaction. */
export async function deleteItemRecorded(
  db: Db,
  staff: StaffCaller,
  item: ItemRow,
  change: Omit<AuditChange, 'after'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(items).where(eq(items.id, item.id));
    await emitItemRemoved(tx, item);
    await recordAudit(tx, staff, { ...change, after: null });
  });
}
