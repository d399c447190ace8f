/**
 * The company search of the editing side (docs/editing.md, Company entries): the organisation's
 * custom companies and the ones it used on its Trusted By and Subprocessors cards, with the bundled
 * partner companies, ranked by the rule of core.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  COMPANY_CARD_KINDS,
  companyChoices,
  rankCompanies,
  ZCompany,
  type TCompany,
  type EditCaller,
  type TCompanyOption,
} from '@trustfront/core';
import type { Db, Tx } from '../../../db/client.ts';
import { cards, items, products } from '../../../db/schema/index.ts';
import { assertMayEdit } from '../context.ts';

/** The companies on the organisation's company cards, in every product, oldest first. */
async function usedCompanies(db: Db | Tx, orgId: string): Promise<TCompany[]> {
  const rows = await db
    .select({ details: items.details })
    .from(items)
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .where(and(eq(products.orgId, orgId), inArray(cards.kind, [...COMPANY_CARD_KINDS])))
    .orderBy(items.createdAt, items.position);
  return rows.flatMap((r) => {
    const parsed = ZCompany.safeParse(r.details.company);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Every company the organisation may pick. */
export async function loadCompanyChoices(db: Db | Tx, orgId: string): Promise<TCompanyOption[]> {
  return companyChoices(await usedCompanies(db, orgId));
}

/** The companies matching the typed text (`GET /api/trust-center/companies?search=`). */
/** The picker serves the company cards' entries: the same editing rule as adding one. */
export async function searchCompanies(
  db: Db,
  caller: EditCaller,
  orgId: string,
  search: string,
): Promise<{ companies: TCompanyOption[] }> {
  assertMayEdit(caller, { type: 'card', action: 'companies', kind: 'Subprocessors' });
  return { companies: rankCompanies(await loadCompanyChoices(db, orgId), search) };
}
