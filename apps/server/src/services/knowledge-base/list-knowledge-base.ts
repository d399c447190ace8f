import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { reaches, type Viewer } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { kbEntries, type KbEntryRow } from '../../db/schema/index.ts';
import { loadOrgProducts, type OrgProduct } from '../portal/org-products.ts';
import { pickProduct } from '../portal/pick-product.ts';

export interface ListKnowledgeBaseInput {
  viewer: Viewer;
  /** The product whose entries to list; null means the portal's default product. */
  productId: string | null;
  page: number;
  pageSize: number;
  q?: string | undefined;
}

const ACCESS_LEVELS = ['public', 'restricted'] as const;

/** `%` and `_` in a visitor's text match themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the knowledge base of the requested (or default) product, for the caller. */
export async function listKnowledgeBase(
  db: Db,
  orgId: string,
  input: ListKnowledgeBaseInput,
): Promise<{ rows: KbEntryRow[]; total: number }> {
  const products = await loadOrgProducts(db, orgId);
  const product = pickProduct(products, input.viewer, { productId: input.productId ?? undefined });
  if (!product) return { rows: [], total: 0 };
  return pageKnowledgeBase(db, orgId, { ...input, product });
}

/**
 * One page of knowledge base entries, questions in alphabetical order (the portal view shows the
 * first ones in the same order). The access levels that reach the caller on this product's page
 * are asked of the core rule; entries apply to the product when they name no product or name it.
 */
export async function pageKnowledgeBase(
  db: Db,
  orgId: string,
  input: Omit<ListKnowledgeBaseInput, 'productId'> & {
    product: Pick<OrgProduct, 'id' | 'show' | 'hiddenSections'>;
  },
): Promise<{ rows: KbEntryRow[]; total: number }> {
  const { product, viewer } = input;
  const levels = ACCESS_LEVELS.filter((accessLevel) =>
    reaches(viewer, { product, hiddenSections: product.hiddenSections, kbEntry: { accessLevel } }),
  );
  if (levels.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(kbEntries.orgId, orgId),
    inArray(kbEntries.accessLevel, levels),
    or(
      sql`${kbEntries.productIds} = '[]'::jsonb`,
      sql`${kbEntries.productIds} @> ${JSON.stringify([product.id])}::jsonb`,
    ),
    input.q
      ? or(
          ilike(kbEntries.question, likePattern(input.q)),
          ilike(kbEntries.answer, likePattern(input.q)),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(kbEntries).where(where);
  const rows = await db
    .select()
    .from(kbEntries)
    .where(where)
    .orderBy(asc(kbEntries.question), asc(kbEntries.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { rows, total: total?.n ?? 0 };
}
