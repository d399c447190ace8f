/**
 * The rows of an organisation's archive: the zod schema each table's file must pass, made from
 * the table's columns, and the rewriting of every id on import. Every row with an `id` gets a
 * fresh UUID; every uuid column (foreign keys, the organisation, asset and profile references)
 * takes the new id of the row it names, or null when that row is not in the archive (a staff
 * member left out, visitors' data not exported); every UUID of a row of the archive found in
 * text and JSON (item uids in featured documents, product ids of knowledge-base entries, asset
 * ids in company logos, links) is rewritten the same way.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, ARCHIVE_MESSAGES as M, fileEntryName } from '@trustfront/core';
import { archivedColumns, type ArchiveTable } from './archive-tables.ts';

export type Row = Record<string, unknown>;
export interface TableRows {
  spec: ArchiveTable;
  rows: Row[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUIDS_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

const isUuidColumn = (column: PgColumn) => column.columnType === 'PgUUID';

function columnSchema(column: PgColumn): z.ZodType {
  let schema: z.ZodType;
  if (isUuidColumn(column)) schema = z.string().regex(UUID);
  else if (column.dataType === 'string') schema = z.string();
  else if (column.dataType === 'number') schema = z.number();
  else if (column.dataType === 'boolean') schema = z.boolean();
  else if (column.dataType === 'json') schema = z.json();
  else if (column.dataType === 'date') {
    schema = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
  } else throw new Error(`No archive schema for ${column.name} (${column.dataType})`);
  if (!column.notNull) schema = schema.nullable();
  return !column.notNull || column.hasDefault ? schema.optional() : schema;
}

const schemas = new Map<ArchiveTable, z.ZodType<Row[]>>();

/** The schema of a table's file: an array of rows holding the archived columns, nothing else. */
export function rowsSchema(spec: ArchiveTable): z.ZodType<Row[]> {
  let schema = schemas.get(spec);
  if (!schema) {
    const shape = Object.fromEntries(
      archivedColumns(spec).map(([name, column]) => [name, columnSchema(column)]),
    );
    schema = z.array(z.strictObject(shape)) as unknown as z.ZodType<Row[]>;
    schemas.set(spec, schema);
  }
  return schema;
}

/**
 * A row as the archive holds it: the archived columns only, and a stored file's key replaced by
 * the file's name in the archive. Answers the row and the key of its file, if any.
 */
export function archivedRow(spec: ArchiveTable, row: Row): { row: Row; key: string | null } {
  const out: Row = {};
  for (const [name] of archivedColumns(spec)) out[name] = row[name];
  const column = spec.stored?.column;
  const key = column ? row[column] : null;
  if (column && typeof key === 'string') out[column] = fileEntryName(spec.name, String(row.id));
  return { row: out, key: typeof key === 'string' ? key : null };
}

/** A stored file to write on import: its entry in the archive and its new storage key. */
export interface FileToWrite {
  path: string;
  key: string;
}

export interface RemappedArchive {
  orgId: string;
  tables: TableRows[];
  files: FileToWrite[];
}

/** Rewrites every id of the archive's rows to fresh ones (see the module's comment). */
export function remapRows(tables: TableRows[]): RemappedArchive {
  const ids = new Map<string, string>();
  for (const { spec, rows } of tables) {
    if (!archivedColumns(spec).some(([name, column]) => name === 'id' && isUuidColumn(column))) {
      continue;
    }
    for (const row of rows) ids.set(String(row.id).toLowerCase(), randomUUID());
  }
  const source = tables.find((t) => t.spec.name === 'organizations')?.rows[0];
  const orgId = source ? ids.get(String(source.id).toLowerCase()) : undefined;
  if (!orgId) throw new AppError('invalid_archive', M.noOrganization, 400);

  const inText = (text: string) =>
    text.replace(UUIDS_IN_TEXT, (found) => ids.get(found.toLowerCase()) ?? found);
  const inJson = (value: unknown): unknown => {
    if (typeof value === 'string') return inText(value);
    if (Array.isArray(value)) return value.map(inJson);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [inText(k), inJson(v)]));
    }
    return value;
  };

  const files: FileToWrite[] = [];
  const remapped = tables.map(({ spec, rows }) => {
    const columns = archivedColumns(spec);
    const out = rows.map((row) => {
      const next: Row = { ...row };
      for (const [name, column] of columns) {
        const value = row[name];
        if (value === null || value === undefined) continue;
        if (name === spec.stored?.column) {
          const key = `${spec.stored.prefix}/${orgId}/${randomUUID()}`;
          files.push({ path: String(value), key });
          next[name] = key;
        } else if (isUuidColumn(column)) {
          const id = ids.get(String(value).toLowerCase());
          if (id) next[name] = id;
          else if (!column.notNull) next[name] = null;
          else throw new AppError('invalid_archive', M.unknownReference(spec.name, name), 400);
        } else if (typeof value === 'string') next[name] = inText(value);
        else if (column.dataType === 'json') next[name] = inJson(value);
      }
      return next;
    });
    return { spec, rows: out };
  });
  return { orgId, tables: remapped, files };
}
