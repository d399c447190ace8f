/**
 * The answers of the import routes (docs/import.md, Routes): a preview of the rows the file would
 * import with each row's errors, and what an import wrote: its count, the columns it read and
 * where they went, the columns it left out.
 */
import { z } from 'zod';

export const ZImportRowError = z.object({
  row: z.number().int(),
  /** The column's header as the file writes it; null for a row-wide error. */
  column: z.string().nullable(),
  message: z.string(),
});

export const ZImportPreview = z.object({
  fileName: z.string(),
  /** Each field the import fills, with the file's header for it (null: the file has none). */
  columns: z.array(z.object({ key: z.string(), label: z.string(), header: z.string().nullable() })),
  rows: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) })),
  errors: z.array(ZImportRowError),
  /** The header row's columns the import does not read, as the file writes them. */
  ignored: z.array(z.string()),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** One column an import read: the file's header, the field it filled and where its text went. */
export const ZImportedColumn = z.object({
  header: z.string(),
  field: z.string(),
  into: z.string().nullable(),
});
export type TImportedColumn = z.infer<typeof ZImportedColumn>;

export const ZImportResult = z.object({
  imported: z.number().int(),
  /** The columns read, in the import's order of fields (imports of a file's rows). */
  columns: z.array(ZImportedColumn).optional(),
  /** The header row's columns left out, as the file writes them. */
  ignored: z.array(z.string()).optional(),
  /** The access the imported entries were given (the knowledge base's: restricted). */
  accessLevel: z.enum(['public', 'restricted']).optional(),
});
export type TImportResult = z.infer<typeof ZImportResult>;
