/**
 * The knowledge base as staff manage it (docs/search.md, Knowledge base): a page of entries with
 * the search, Access, Products and Time filters, the facet on source, and create, update and
 * delete, each change in the audit log.
 */
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  API_ERRORS,
  kbTimeSince,
  refusalOf,
  type TKbAdminEntry,
  type TKbAdminPage,
  type ZKbAdminQuery,
  type ZKbEntryInput,
} from '@trustfront/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { kbEntries, type KbEntryRow } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { assertOrgProducts, loadOrgProducts } from '../portal/org-products.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** At most this many facet values (docs/search.md, Knowledge base). */
const MAX_FACET_VALUES = 1000;

const present = (r: KbEntryRow): TKbAdminEntry => ({
  objectID: r.id,
  content: r.question,
  answer: r.answer,
  comment: r.comment,
  internal_note: r.internalNote,
  source_type: r.sourceType,
  source_subtype: r.sourceSubtype,
  source_name: r.sourceName,
  favorite_public: r.favoritePublic,
  access_level: r.accessLevel,
  product_ids: r.productIds,
  date_timestamp: r.dateTimestamp.toISOString(),
  customer_modified_timestamp: r.customerModifiedTimestamp?.toISOString() ?? null,
});

/** A page of the organisation's entries, newest first, with the source facet. */
export async function listKbAdmin(
  db: Db,
  orgId: string,
  query: z.output<typeof ZKbAdminQuery>,
  now = new Date(),
): Promise<TKbAdminPage> {
  const filters: SQL[] = [eq(kbEntries.orgId, orgId)];
  if (query.q) {
    const match = or(
      ilike(kbEntries.question, likePattern(query.q)),
      ilike(kbEntries.answer, likePattern(query.q)),
    );
    if (match) filters.push(match);
  }
  if (query.access) filters.push(eq(kbEntries.accessLevel, query.access));
  if (query.productId) {
    filters.push(
      sql`(${kbEntries.productIds} = '[]'::jsonb or ${kbEntries.productIds} @> ${JSON.stringify([query.productId])}::jsonb)`,
    );
  }
  const since = kbTimeSince(query.time, now);
  if (since) filters.push(gte(kbEntries.dateTimestamp, since));
  const withSource = query.source ? [...filters, eq(kbEntries.sourceType, query.source)] : filters;
  const [rows, [total], facet, products] = await Promise.all([
    db
      .select()
      .from(kbEntries)
      .where(and(...withSource))
      .orderBy(desc(kbEntries.dateTimestamp), desc(kbEntries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(kbEntries)
      .where(and(...withSource)),
    db
      .select({ value: kbEntries.sourceType, count: count() })
      .from(kbEntries)
      .where(and(...filters))
      .groupBy(kbEntries.sourceType)
      .orderBy(desc(count()), kbEntries.sourceType)
      .limit(MAX_FACET_VALUES),
    loadOrgProducts(db, orgId),
  ]);
  return {
    entries: rows.map(present),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    facets: { source: facet },
    products: products.map((p) => ({ id: p.id, name: p.name })),
  };
}

async function ownEntry(db: Db, orgId: string, id: string): Promise<KbEntryRow> {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db
        .select()
        .from(kbEntries)
        .where(and(eq(kbEntries.id, id), eq(kbEntries.orgId, orgId)))
    : [];
  if (!row) throw refusalOf(API_ERRORS.entryNotFound, 404);
  return row;
}

export async function getKbEntry(db: Db, orgId: string, id: string): Promise<TKbAdminEntry> {
  return present(await ownEntry(db, orgId, id));
}

export async function createKbEntry(
  db: Db,
  staff: StaffCaller,
  input: z.output<typeof ZKbEntryInput>,
): Promise<TKbAdminEntry> {
  await assertOrgProducts(db, staff.orgId, input.productIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kbEntries)
      .values({ ...input, orgId: staff.orgId, sourceType: 'manual', sourceName: staff.email })
      .returning();
    if (!row) throw new Error('The entry was not written');
    await recordAudit(tx, staff, {
      action: 'kb.create',
      target: row.question,
      before: null,
      after: input,
    });
    return present(row);
  });
}

export async function updateKbEntry(
  db: Db,
  staff: StaffCaller,
  id: string,
  input: z.output<typeof ZKbEntryInput>,
): Promise<TKbAdminEntry> {
  const before = await ownEntry(db, staff.orgId, id);
  await assertOrgProducts(db, staff.orgId, input.productIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(kbEntries)
      .set({ ...input, customerModifiedTimestamp: new Date() })
      .where(eq(kbEntries.id, id))
      .returning();
    if (!row) throw refusalOf(API_ERRORS.entryNotFound, 404);
    await recordAudit(tx, staff, {
      action: 'kb.update',
      target: row.question,
      before: present(before),
      after: input,
    });
    return present(row);
  });
}

export async function deleteKbEntry(db: Db, staff: StaffCaller, id: string): Promise<void> {
  const before = await ownEntry(db, staff.orgId, id);
  await db.transaction(async (tx) => {
    await tx.delete(kbEntries).where(eq(kbEntries.id, id));
    await recordAudit(tx, staff, {
      action: 'kb.delete',
      target: before.question,
      before: present(before),
      after: null,
    });
  });
}
