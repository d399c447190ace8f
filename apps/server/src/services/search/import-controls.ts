/**
 * Controls imported from a CSV or XLSX file (docs/import.md, Controls): each row a control with
 * its status (implemented when left empty) and visibility (public when left empty), after the
 * organisation's others. Every row or none, in one transaction.
 */
import { eq, max } from 'drizzle-orm';
import {
  assertImportable,
  importedColumnsOf,
  parseImportOrRefuse,
  type ImportSheet,
  type TImportResult,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { controls } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { chunksOf } from '../editing/import-batches.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

/** Imports every row of the file as a control, or refuses the file with its rows' errors. */
export async function importControls(
  db: Db,
  staff: StaffCaller,
  fileName: string,
  sheets: readonly ImportSheet[],
): Promise<TImportResult> {
  const parsed = parseImportOrRefuse('controls', sheets);
  assertImportable(parsed.errors);
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ top: max(controls.position) })
      .from(controls)
      .where(eq(controls.orgId, staff.orgId));
    const start = (last?.top ?? -1) + 1;
    const values = parsed.records.map(({ record }, i) => ({
      ...record,
      orgId: staff.orgId,
      position: start + i,
    }));
    for (const chunk of chunksOf(values)) await tx.insert(controls).values(chunk);
    await recordAudit(tx, staff, {
      action: 'controls.import',
      target: fileName,
      before: null,
      after: { imported: values.length },
    });
  });
  return { imported: parsed.records.length, ...importedColumnsOf('controls', parsed) };
}
