/**
 * Subprocessors imported from a CSV or XLSX file into a product's Subprocessors card
 * (docs/import.md, Subprocessors): each row a company entry with its purpose, location and
 * additional details, after the card's entries. A company already on the card is a row's error.
 * The same editing rule as adding one entry; every row or none, in one transaction.
 */
import { emitSubprocessorsAdded } from '../../integrations/webhooks/events.ts';
import {
  assertImportable,
  CARD_DEFAULT_TITLES,
  companyIdOf,
  IMPORT_MESSAGES as M,
  importedCompanyOf,
  importPreviewOf,
  parseImportOrRefuse,
  ZCompany,
  type EditCaller,
  type ImportRowError,
  type ImportSheet,
  type ParsedImport,
  type TCompany,
  type TImportPreview,
  type TImportResult,
  type TItemDetails,
} from '@trustfront/core';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { items, type CardRow } from '../../../db/schema/index.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { recordAudit } from '../../audit/audit.ts';
import { assertMayEdit, findCard, findProduct } from '../context.ts';
import { chunksOf } from '../import-batches.ts';
import { nextPosition } from '../items.ts';
import { loadCompanyChoices } from './search-companies.ts';

interface Planned {
  row: number;
  company: TCompany;
  details: TItemDetails;
}

/** Each row's company and item details, and the rows whose company the card already lists. */
async function plan(
  tx: Db | Tx,
  orgId: string,
  card: CardRow,
  parsed: ParsedImport<'subprocessors'>,
): Promise<{ planned: Planned[]; errors: ImportRowError[] }> {
  const choices = await loadCompanyChoices(tx, orgId);
  const onCard = await tx
    .select({ title: items.title, details: items.details })
    .from(items)
    .where(eq(items.cardId, card.id));
  const taken = new Set<string>();
  for (const entry of onCard) {
    const company = ZCompany.safeParse(entry.details.company);
    if (company.success) taken.add(companyIdOf(company.data));
    taken.add(`name:${entry.title.trim().toLowerCase()}`);
  }
  const column = parsed.columns.find((c) => c.key === 'name')?.header ?? null;
  const errors: ImportRowError[] = [];
  const planned = parsed.records.map(({ row, record }) => {
    const company = importedCompanyOf(record, choices);
    if (taken.has(companyIdOf(company)) || taken.has(`name:${record.name.toLowerCase()}`)) {
      errors.push({ row, column, message: M.onCard(record.name) });
    }
    const details: TItemDetails = { company };
    if (record.purpose) details.purpose = record.purpose;
    if (record.location) details.location = record.location;
    if (record.additionalDetails) details.additionalDetails = record.additionalDetails;
    return { row, company, details };
  });
  return { planned, errors };
}

async function cardOf(db: Db, staff: StaffCaller, caller: EditCaller, productId: string) {
  assertMayEdit(caller, { type: 'card', action: 'companies', kind: 'Subprocessors' });
  const product = await findProduct(db, staff.orgId, productId);
  return { product, card: await findCard(db, product.id, 'Subprocessors') };
}

/** The rows a file would add to the card and their errors; nothing is written. */
export async function previewSubprocessorImport(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  fileName: string,
  sheets: readonly ImportSheet[],
): Promise<TImportPreview> {
  const { card } = await cardOf(db, staff, caller, productId);
  const parsed = parseImportOrRefuse('subprocessors', sheets);
  const { errors } = await plan(db, staff.orgId, card, parsed);
  return importPreviewOf(fileName, parsed, errors);
}

/** Adds every row of the file to the card, or refuses the file with its rows' errors. */
export async function importSubprocessors(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  fileName: string,
  sheets: readonly ImportSheet[],
): Promise<TImportResult> {
  const { product, card } = await cardOf(db, staff, caller, productId);
  const parsed = parseImportOrRefuse('subprocessors', sheets);
  return db.transaction(async (tx) => {
    const { planned, errors } = await plan(tx, staff.orgId, card, parsed);
    assertImportable(importPreviewOf(fileName, parsed, errors).errors);
    const start = await nextPosition(tx, card.id);
    const values = planned.map((p, i) => ({
      cardId: card.id,
      productId: product.id,
      title: p.company.name,
      details: p.details,
      position: start + i,
    }));
    for (const chunk of chunksOf(values)) {
      await emitSubprocessorsAdded(tx, await tx.insert(items).values(chunk).returning());
    }
    await recordAudit(tx, staff, {
      action: 'company.import',
      target: `${product.name} / ${card.title ?? CARD_DEFAULT_TITLES[card.kind]} / ${fileName}`,
      before: null,
      after: { imported: values.length },
    });
    return { imported: values.length };
  });
}
