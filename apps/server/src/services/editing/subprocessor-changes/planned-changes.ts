/**
 * Planned subprocessor changes as staff make them (docs/editing.md, Planned subprocessor
 * changes): announced with an effective day at least the notice period ahead (`checkAnnouncement`
 * in core), listed with their objections, cancelled while planned. Each is written with its audit
 * entry, its notice mails' job and its job on the effective day, in one transaction.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AppError,
  checkAnnouncement,
  earliestEffectiveDay,
  isObjectionClosed,
  mayChangeState,
  SUBPROCESSOR_CHANGE_MESSAGES as M,
  type EditCaller,
  type TSubprocessorChange,
  type TSubprocessorChangeCreate,
  type TSubprocessorChangeList,
  ZSubprocessorChangeCreate,
} from '@trustfront/core';
import type { Db, Tx } from '../../../db/client.ts';
import {
  cards,
  items,
  products,
  subprocessorChanges,
  subprocessorObjections,
  type SubprocessorChangeRow,
} from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { assertNotOnCard, companyOf } from '../companies/company-entries.ts';
import { assertMayEdit, findCard, findProduct } from '../context.ts';
import { enqueueChangeApply } from './apply-changes.ts';
import { enqueueChangeNotice } from './notice-mails.ts';
import { noticeDaysOf } from './notice-period.ts';

const SUBPROCESSORS = { type: 'card', action: 'companies', kind: 'Subprocessors' } as const;

/** A change of the organisation (404 'Planned change not found' for anyone else's). */
export async function findChange(
  db: Db | Tx,
  orgId: string,
  id: string,
  lock = false,
): Promise<SubprocessorChangeRow> {
  const query = db
    .select()
    .from(subprocessorChanges)
    .where(and(eq(subprocessorChanges.id, id), eq(subprocessorChanges.orgId, orgId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', M.changeNotFound, 404);
  return row;
}

const auditTarget = (row: Pick<SubprocessorChangeRow, 'company' | 'effectiveOn'>) =>
  `Subprocessors / ${row.company.name} from ${row.effectiveOn}`;

/** The entry a replacement replaces: one of the card's (400 otherwise). */
async function replacedEntry(tx: Tx, cardId: string, itemUid: string | undefined) {
  if (!itemUid) return null;
  const [row] = await tx
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(and(eq(items.id, itemUid), eq(items.cardId, cardId)));
  if (!row) throw new AppError('invalid_request', M.replacedNotOnCard, 400);
  return row;
}

/** Announces a planned addition or replacement (`POST /api/app/subprocessor-changes`). */
export async function announceChange(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  body: TSubprocessorChangeCreate,
  now = new Date(),
): Promise<TSubprocessorChange> {
  assertMayEdit(caller, SUBPROCESSORS);
  const input = ZSubprocessorChangeCreate.parse(body);
  const product = await findProduct(db, staff.orgId, input.productId);
  const card = await findCard(db, product.id, 'Subprocessors');
  const id = await db.transaction(async (tx) => {
    const noticeDays = await noticeDaysOf(tx, staff.orgId);
    const refusal = checkAnnouncement({
      kind: input.kind,
      effectiveOn: input.effectiveOn,
      hasReplacedItem: Boolean(input.replacedItemUid),
      now,
      noticeDays,
    });
    if (refusal?.reason === 'notice') {
      const message = M.noticeTooShort(refusal.earliest, noticeDays);
      throw new AppError('notice_period_too_short', message, 400);
    }
    if (refusal) {
      const message =
        refusal.reason === 'replaced_missing' ? M.replacedMissing : M.replacedUnexpected;
      throw new AppError('invalid_request', message, 400);
    }
    const replaced = await replacedEntry(tx, card.id, input.replacedItemUid);
    const company = await companyOf(tx, staff.orgId, input.company);
    await assertNotOnCard(tx, card, company, replaced?.id);
    const [row] = await tx
      .insert(subprocessorChanges)
      .values({
        orgId: staff.orgId,
        productId: product.id,
        cardId: card.id,
        kind: input.kind,
        replacedItemId: replaced?.id ?? null,
        replacedName: replaced?.title ?? null,
        company,
        purpose: input.purpose,
        location: input.location,
        access: input.access,
        effectiveOn: input.effectiveOn,
        createdBy: staff.userId,
      })
      .returning();
    if (!row) throw new Error('The planned change was not written');
    await recordAudit(tx, staff, {
      action: 'subprocessor-change.announce',
      target: auditTarget(row),
      before: null,
      after: {
        kind: row.kind,
        replaces: row.replacedName,
        purpose: row.purpose,
        location: row.location,
        access: row.access,
        effectiveOn: row.effectiveOn,
      },
    });
    await enqueueChangeNotice(tx, row.id, 'announced');
    await enqueueChangeApply(tx, row);
    return row.id;
  });
  return changeOf(db, staff.orgId, id);
}

/** Cancels a planned change (`POST …/{id}/cancel`); subscribers and members are told. */
export async function cancelChange(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  id: string,
): Promise<TSubprocessorChange> {
  assertMayEdit(caller, SUBPROCESSORS);
  await db.transaction(async (tx) => {
    const row = await findChange(tx, staff.orgId, id, true);
    if (!mayChangeState(row.state, 'cancelled')) {
      throw new AppError('change_not_planned', M.notPlanned, 409);
    }
    await tx
      .update(subprocessorChanges)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(subprocessorChanges.id, row.id));
    await recordAudit(tx, staff, {
      action: 'subprocessor-change.cancel',
      target: auditTarget(row),
      before: { state: row.state },
      after: { state: 'cancelled' },
    });
    await enqueueChangeNotice(tx, row.id, 'cancelled');
  });
  return changeOf(db, staff.orgId, id);
}

const replacedItems = alias(items, 'replaced');

/** The organisation's changes: planned ones by effective day first, then the rest, newest first. */
async function changeRows(db: Db, orgId: string, id?: string): Promise<TSubprocessorChange[]> {
  const rows = await db
    .select({
      change: subprocessorChanges,
      productName: products.name,
      replacedTitle: replacedItems.title,
    })
    .from(subprocessorChanges)
    .innerJoin(products, eq(products.id, subprocessorChanges.productId))
    .leftJoin(replacedItems, eq(replacedItems.id, subprocessorChanges.replacedItemId))
    .where(
      and(eq(subprocessorChanges.orgId, orgId), id ? eq(subprocessorChanges.id, id) : undefined),
    )
    .orderBy(
      sql`${subprocessorChanges.state} <> 'planned'`,
      asc(subprocessorChanges.effectiveOn),
      desc(subprocessorChanges.createdAt),
    );
  const counts = await db
    .select({
      changeId: subprocessorObjections.changeId,
      status: subprocessorObjections.status,
      n: count(),
    })
    .from(subprocessorObjections)
    .where(eq(subprocessorObjections.orgId, orgId))
    .groupBy(subprocessorObjections.changeId, subprocessorObjections.status);
  return rows.map(({ change: c, productName, replacedTitle }) => {
    const mine = counts.filter((n) => n.changeId === c.id);
    const sum = (test: (s: (typeof mine)[number]['status']) => boolean) =>
      mine.filter((n) => test(n.status)).reduce((total, n) => total + n.n, 0);
    return {
      id: c.id,
      productId: c.productId,
      productName,
      kind: c.kind,
      replacedItem:
        c.kind === 'replacement' && c.replacedItemId
          ? { itemUid: c.replacedItemId, name: replacedTitle ?? c.replacedName ?? '' }
          : null,
      name: c.company.name,
      purpose: c.purpose,
      location: c.location,
      access: c.access,
      effectiveOn: c.effectiveOn,
      state: c.state,
      appliedItemUid: c.appliedItemId,
      createdAt: c.createdAt.toISOString(),
      objections: {
        open: sum((s) => s === 'open'),
        answered: sum((s) => s === 'answered'),
        closed: sum(isObjectionClosed),
      },
    };
  });
}

async function changeOf(db: Db, orgId: string, id: string): Promise<TSubprocessorChange> {
  const [change] = await changeRows(db, orgId, id);
  if (!change) throw new AppError('not_found', M.changeNotFound, 404);
  return change;
}

/** The organisation's Subprocessors cards, by product, with their entries. */
async function cardChoices(db: Db, orgId: string): Promise<TSubprocessorChangeList['cards']> {
  const rows = await db
    .select({
      productId: products.id,
      productName: products.name,
      itemUid: items.id,
      name: items.title,
    })
    .from(cards)
    .innerJoin(products, eq(products.id, cards.productId))
    .leftJoin(items, eq(items.cardId, cards.id))
    .where(and(eq(products.orgId, orgId), eq(cards.kind, 'Subprocessors')))
    .orderBy(asc(products.position), asc(products.name), asc(items.position));
  const byProduct = new Map<string, TSubprocessorChangeList['cards'][number]>();
  for (const row of rows) {
    const card = byProduct.get(row.productId) ?? {
      productId: row.productId,
      productName: row.productName,
      entries: [],
    };
    if (row.itemUid && row.name) card.entries.push({ itemUid: row.itemUid, name: row.name });
    byProduct.set(row.productId, card);
  }
  return [...byProduct.values()];
}

/** The staff's list (`GET /api/app/subprocessor-changes`), with the notice period. */
export async function listChanges(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  now = new Date(),
): Promise<TSubprocessorChangeList> {
  assertMayEdit(caller, SUBPROCESSORS);
  const noticeDays = await noticeDaysOf(db, staff.orgId);
  return {
    changes: await changeRows(db, staff.orgId),
    cards: await cardChoices(db, staff.orgId),
    noticeDays,
    earliestEffectiveOn: earliestEffectiveDay(now, noticeDays),
  };
}
