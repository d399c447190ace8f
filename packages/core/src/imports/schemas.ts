/**
 * The answers of the import routes (docs/import.md, Routes): a preview of the rows the file would
 * import with each row's errors, and the count an import wrote.
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
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportResult = z.object({ imported: z.number().int() });
export type TImportResult = z.infer<typeof ZImportResult>;
