/**
 * Company entries of the Trusted By and Subprocessors cards (docs/editing.md, Company entries):
 * each one an item of the card whose details hold the company (and, for a subprocessor, its
 * purpose, location and additional details). Checked by the editing rule and written with the audit
 * entry in one transaction; the item table's trigger raises the content revision.
 */
import { emitSubprocessorsAdded } from '../../integrations/webhooks/events.ts';
import { and, eq, ne } from 'drizzle-orm';
import {
  AppError,
  COMPANY_MESSAGES as M,
  CARD_DEFAULT_TITLES,
  companyIdOf,
  resolveCompanyPick,
  ZCompany,
  type CardKind,
  type EditCaller,
  type TCompany,
  type TCompanyEntry,
  type TCompanyEntryCreate,
  type TCompanyEntryUpdate,
  type TCompanyPick,
  type TItemDetails,
} from '@trustfront/core';
import type { Db, Tx } from '../../../db/client.ts';
import { items, type CardRow, type ItemRow, type ProductRow } from '../../../db/schema/index.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { recordAudit } from '../../audit/audit.ts';
import { assertMayEdit, findCard, findProduct, findProductItem } from '../context.ts';
import { deleteItemRecorded, nextPosition } from '../items.ts';
import { loadCompanyChoices } from './search-companies.ts';

type EntryDetails = Omit<TCompanyEntryCreate, 'company'>;

const targetOf = (product: ProductRow, card: CardRow, name: string) =>
  `${product.name} / ${card.title ?? CARD_DEFAULT_TITLES[card.kind]} / ${name}`;

/** The company a pick stands for (400 'Company not found' for an unknown companyId). */
export async function companyOf(tx: Db | Tx, orgId: string, pick: TCompanyPick): Promise<TCompany> {
  const company = resolveCompanyPick(pick, await loadCompanyChoices(tx, orgId));
  if (!company) throw new AppError('invalid_request', M.companyNotFound, 400);
  return company;
}

/** Refuses a company the card already lists (409), other than the entry being edited. */
export async function assertNotOnCard(
  tx: Db | Tx,
  card: CardRow,
  company: TCompany,
  except?: string,
) {
  const rows = await tx
    .select({ details: items.details })
    .from(items)
    .where(and(eq(items.cardId, card.id), except ? ne(items.id, except) : undefined));
  const id = companyIdOf(company);
  const taken = rows.some((r) => {
    const other = ZCompany.safeParse(r.details.company);
    return other.success && companyIdOf(other.data) === id;
  });
  if (taken) throw new AppError('conflict', M.alreadyOnCard(company.name), 409);
}

/**
 * The item details of an entry: the company, and a subprocessor's texts (an empty text is
 * left out). Trusted By entries carry the company alone.
 */
function detailsOf(kind: CardKind, company: TCompany, texts: EntryDetails): TItemDetails {
  if (kind !== 'Subprocessors') return { company };
  const details: TItemDetails = { company };
  for (const key of ['purpose', 'location', 'additionalDetails'] as const) {
    const value = texts[key];
    if (value) details[key] = value;
  }
  return details;
}

const entryOf = (item: ItemRow): TCompanyEntry => ({ itemUid: item.id, name: item.title });

/** Adds a company to a card (`POST …/cards/{kind}/companies`), at its end. */
export async function addCompanyEntry(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  kind: CardKind,
  input: TCompanyEntryCreate,
): Promise<TCompanyEntry> {
  assertMayEdit(caller, { type: 'card', action: 'companies', kind });
  const product = await findProduct(db, staff.orgId, productId);
  const card = await findCard(db, product.id, kind);
  return db.transaction(async (tx) => {
    const company = await companyOf(tx, staff.orgId, input.company);
    await assertNotOnCard(tx, card, company);
    const details = detailsOf(kind, company, input);
    const [item] = await tx
      .insert(items)
      .values({
        cardId: card.id,
        productId: product.id,
        title: company.name,
        details,
        position: await nextPosition(tx, card.id),
      })
      .returning();
    if (!item) throw new Error('The company entry was not written');
    await emitSubprocessorsAdded(tx, [item]);
    await recordAudit(tx, staff, {
      action: 'company.add',
      target: targetOf(product, card, company.name),
      before: null,
      after: details,
    });
    return entryOf(item);
  });
}

/** Edits a company entry (`PUT …/companies/{itemUid}`); without a company it keeps its own. */
export async function updateCompanyEntry(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  itemUid: string,
  input: TCompanyEntryUpdate,
): Promise<TCompanyEntry> {
  const { product, item, card } = await findProductItem(db, staff.orgId, productId, itemUid);
  assertMayEdit(caller, { type: 'card', action: 'companies', kind: card.kind });
  return db.transaction(async (tx) => {
    const current = ZCompany.safeParse(item.details.company);
    const company = input.company
      ? await companyOf(tx, staff.orgId, input.company)
      : current.success
        ? current.data
        : null;
    if (!company) throw new AppError('invalid_request', M.fieldRequired, 400);
    await assertNotOnCard(tx, card, company, item.id);
    const details = detailsOf(card.kind, company, input);
    const [saved] = await tx
      .update(items)
      .set({ title: company.name, details })
      .where(eq(items.id, item.id))
      .returning();
    await recordAudit(tx, staff, {
      action: 'company.update',
      target: targetOf(product, card, company.name),
      before: item.details,
      after: details,
    });
    return entryOf(saved ?? item);
  });
}

/** Removes a company entry from its card (`DELETE …/companies/{itemUid}`). */
export async function deleteCompanyEntry(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  itemUid: string,
): Promise<void> {
  const { product, item, card } = await findProductItem(db, staff.orgId, productId, itemUid);
  assertMayEdit(caller, { type: 'card', action: 'companies', kind: card.kind });
  await deleteItemRecorded(db, staff, item, {
    action: 'company.delete',
    target: targetOf(product, card, item.title),
    before: item.details,
  });
}
