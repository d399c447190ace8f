/**
 * Knowledge-base entries imported from a CSV or XLSX file (docs/import.md, Knowledge base): each
 * row a restricted entry (staff alone see it until they make it public) for every product, the
 * customer's responsibilities as its comment, its source `import`, its category kept as the
 * source's subtype and the file's name as the source's name. Every row or none, in one
 * transaction; the result says which column went where and which were left out.
 */
import {
  assertImportable,
  importedColumnsOf,
  parseImportOrRefuse,
  type ImportSheet,
  type TImportResult,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { kbEntries } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { chunksOf } from '../editing/import-batches.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

/** Imported entries wait for staff to publish them. */
const IMPORTED_ACCESS = 'restricted' as const;

/** Imports every row of the file as an entry, or refuses the file with its rows' errors. */
export async function importKnowledgeBase(
  db: Db,
  staff: StaffCaller,
  fileName: string,
  sheets: readonly ImportSheet[],
): Promise<TImportResult> {
  const parsed = parseImportOrRefuse('knowledge-base', sheets);
  assertImportable(parsed.errors);
  const values = parsed.records.map(({ record }) => ({
    orgId: staff.orgId,
    question: record.question,
    answer: record.answer,
    comment: record.comment,
    accessLevel: IMPORTED_ACCESS,
    sourceType: 'import',
    sourceSubtype: record.category,
    sourceName: fileName,
  }));
  await db.transaction(async (tx) => {
    for (const chunk of chunksOf(values)) await tx.insert(kbEntries).values(chunk);
    await recordAudit(tx, staff, {
      action: 'kb.import',
      target: fileName,
      before: null,
      after: { imported: values.length, accessLevel: IMPORTED_ACCESS },
    });
  });
  return {
    imported: values.length,
    ...importedColumnsOf('knowledge-base', parsed),
    accessLevel: IMPORTED_ACCESS,
  };
}
