import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TPortalMode } from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { kbEntries, products } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';

export type KbEntryRow = typeof kbEntries.$inferSelect;

export interface ListKnowledgeBaseInput {
  mode: TPortalMode;
  /** The product whose entries to list; null means the portal's default product. */
  productId: string | null;
  page: number;
  pageSize: number;
  q?: string | undefined;
}

/** The requested product of the organisation, else the first shown one (as the portal view). */
async function pickProductId(db: Db, orgId: string, productId: string | null) {
  const rows = await db
    .select({ id: products.id, show: products.show })
    .from(products)
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.position));
  if (productId) {
    if (!rows.some((p) => p.id === productId)) {
      throw notFound('Product not found', 'product_not_found');
    }
    return productId;
  }
  return (rows.find((p) => p.show) ?? rows[0])?.id ?? null;
}

/** `%` and `_` in a visitor's text match themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of knowledge base entries, questions in alphabetical order (the portal view shows the
 * first ones in the same order). Visitors see public entries only; entries apply to the product
 * when they name no product or name it.
 */
export async function listKnowledgeBase(
  db: Db,
  orgId: string,
  input: ListKnowledgeBaseInput,
): Promise<{ rows: KbEntryRow[]; total: number }> {
  const productId = await pickProductId(db, orgId, input.productId);
  const conditions: (SQL | undefined)[] = [
    eq(kbEntries.orgId, orgId),
    input.mode === 'main' ? undefined : eq(kbEntries.accessLevel, 'public'),
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
