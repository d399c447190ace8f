/**
 * Knowledge-base entries imported from a CSV or XLSX file (docs/import.md, Knowledge base): each
 * row a public entry for every product, its source `import`, its category kept as the source's
 * subtype and the file's name as the source's name. Every row or none, in one transaction.
 */
import {
  assertImportable,
  parseImportOrRefuse,
  type ImportSheet,
  type TImportResult,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { kbEntries } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { chunksOf } from '../editing/import-batches.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

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
      after: { imported: values.length },
    });
  });
  return { imported: values.length };
}
