import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isPortalContentOpen, type Viewer } from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { kbEntries, products } from '../db/schema/index.ts';
import { pickProduct } from './pick-product.ts';

export type KbEntryRow = typeof kbEntries.$inferSelect;

export interface ListKnowledgeBaseInput {
  viewer: Viewer;
  /** The product whose entries to list; null means the portal's default product. */
  productId: string | null;
  page: number;
  pageSize: number;
  q?: string | undefined;
}

/** The requested product among those the caller may open, else the default (as the portal view). */
async function pickProductId(db: Db, orgId: string, viewer: Viewer, productId: string | null) {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.position));
  return pickProduct(rows, viewer, { productId: productId ?? undefined }).id;
}

/** `%` and `_` in a visitor's text match themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the knowledge base of the requested (or default) product, for the caller. */
export async function listKnowledgeBase(
  db: Db,
  orgId: string,
  input: ListKnowledgeBaseInput,
): Promise<{ rows: KbEntryRow[]; total: number }> {
  if (!isPortalContentOpen(input.viewer)) return { rows: [], total: 0 };
  const productId = await pickProductId(db, orgId, input.viewer, input.productId);
  return pageKnowledgeBase(db, orgId, { ...input, productId });
}

/**
 * One page of knowledge base entries, questions in alphabetical order (the portal view shows the
 * first ones in the same order). Visitors see public entries only; entries apply to the product
 * when they name no product or name it.
 */
export async function pageKnowledgeBase(
  db: Db,
  orgId: string,
  input: Omit<ListKnowledgeBaseInput, 'productId'> & { productId: string },
): Promise<{ rows: KbEntryRow[]; total: number }> {
  if (!isPortalContentOpen(input.viewer)) return { rows: [], total: 0 };
  const { productId } = input;
  const conditions: (SQL | undefined)[] = [
    eq(kbEntries.orgId, orgId),
    input.viewer.mode === 'main' ? undefined : eq(kbEntries.accessLevel, 'public'),
    productId
      ? or(
          sql`${kbEntries.productIds} = '[]'::jsonb`,
          sql`${kbEntries.productIds} @> ${JSON.stringify([productId])}::jsonb`,
        )
      : undefined,
    input.q
      ? or(
          ilike(kbEntries.question, likePattern(input.q)),
          ilike(kbEntries.answer, likePattern(input.q)),
        )
      : undefined,
  ];
  const where = and(...conditions);
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
