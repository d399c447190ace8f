/**
 * Controls, facts and webpages as staff edit them in the private app (docs/search.md, Controls,
 * facts and webpages): list, create, update and delete, each change in the audit log. The database
 * keeps their search vectors (generated columns) and raises the content revision (statement
 * triggers, migration 0022), so a change is searchable at once and cached pages of the portal are
 * renewed.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  API_ERRORS,
  refusalOf,
  type SearchRecordKind,
  type TControl,
  type TFact,
  type TWebpage,
  type ZControlInput,
  type ZFactInput,
  type ZWebpageInput,
} from '@trustfront/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { controls, facts, webpages } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

export interface RecordTypes {
  controls: { input: z.output<typeof ZControlInput>; record: TControl };
  facts: { input: z.output<typeof ZFactInput>; record: TFact };
  webpages: { input: z.output<typeof ZWebpageInput>; record: TWebpage };
}

const TABLES = { controls, facts, webpages } as const;

/** What names a record in the audit log. */
const LABEL = { controls: 'name', facts: 'statement', webpages: 'title' } as const;

type Table = (typeof TABLES)[SearchRecordKind];

const present = <K extends SearchRecordKind>(kind: K, row: Record<string, unknown>) => {
  const { id, visibility } = row;
  const fields: Record<SearchRecordKind, string[]> = {
    controls: ['name', 'description', 'status'],
    facts: ['statement', 'details'],
    webpages: ['title', 'url', 'body'],
  };
  return Object.fromEntries([
    ['id', id],
    ['visibility', visibility],
    ...fields[kind].map((f) => [f, row[f]]),
  ]) as RecordTypes[K]['record'];
};

const ownRecord = (table: Table, orgId: string, id: string) =>
  and(eq(table.id, id), eq(table.orgId, orgId));

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** The organisation's records of one kind, in the order they were added. */
export async function listRecords<K extends SearchRecordKind>(
  db: Db,
  kind: K,
  orgId: string,
): Promise<RecordTypes[K]['record'][]> {
  const table: Table = TABLES[kind];
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.orgId, orgId))
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows.map((row) => present(kind, row));
}

async function findRecord(db: Db, kind: SearchRecordKind, orgId: string, id: string) {
  const table: Table = TABLES[kind];
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(table)
        .where(ownRecord(table, orgId, id))
    : [];
  if (!row) throw refusalOf(API_ERRORS.notFound, 404);
  return row as Record<string, unknown>;
}

export async function createRecord<K extends SearchRecordKind>(
  db: Db,
  staff: StaffCaller,
  kind: K,
  input: RecordTypes[K]['input'],
): Promise<RecordTypes[K]['record']> {
  return db.transaction(async (tx) => {
    const table: Table = TABLES[kind];
    const [row] = await tx
      .insert(table)
      .values({ ...input, orgId: staff.orgId } as typeof table.$inferInsert)
      .returning();
    if (!row) throw new Error('The record was not written');
    const record = present(kind, row);
    await recordAudit(tx, staff, {
      action: `${kind}.create`,
      target: String(row[LABEL[kind] as keyof typeof row]),
      before: null,
      after: record,
    });
    return record;
  });
}

export async function updateRecord<K extends SearchRecordKind>(
  db: Db,
  staff: StaffCaller,
  kind: K,
  id: string,
  input: RecordTypes[K]['input'],
): Promise<RecordTypes[K]['record']> {
  const before = present(kind, await findRecord(db, kind, staff.orgId, id));
  return db.transaction(async (tx) => {
    const table: Table = TABLES[kind];
    const [row] = await tx
      .update(table)
      .set(input)
      .where(ownRecord(table, staff.orgId, id))
      .returning();
    if (!row) throw refusalOf(API_ERRORS.notFound, 404);
    const record = present(kind, row);
    await recordAudit(tx, staff, {
      action: `${kind}.update`,
      target: String(row[LABEL[kind] as keyof typeof row]),
      before,
      after: record,
    });
    return record;
  });
}

export async function deleteRecord(
  db: Db,
  staff: StaffCaller,
  kind: SearchRecordKind,
  id: string,
): Promise<void> {
  const before = await findRecord(db, kind, staff.orgId, id);
  await db.transaction(async (tx) => {
    const table: Table = TABLES[kind];
    await tx.delete(table).where(ownRecord(table, staff.orgId, id));
    await recordAudit(tx, staff, {
      action: `${kind}.delete`,
      target: String(before[LABEL[kind]]),
      before: present(kind, before),
      after: null,
    });
  });
}
