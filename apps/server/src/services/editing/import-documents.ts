/**
 * Several documents uploaded at once (docs/import.md, Documents): each file becomes a custom item
 * of the card its row names, with the row's title and type, and the file linked to it. The rows
 * are checked before any file is stored; the files are streamed to storage one after the other,
 * then every row, item and link is written in one transaction. On any failure the stored files
 * are removed again and nothing is written.
 */
import { emitDocumentFiles } from '../integrations/webhooks/events.ts';
import {
  API_ERRORS,
  AppError,
  assertImportable,
  CARD_DEFAULT_TITLES,
  DOCUMENT_IMPORT_MAX_FILES,
  type EditCaller,
  IMPORT_MESSAGES as M,
  type ImportRowError,
  refusalOf,
  SERVER_ERROR_TEXTS,
  type TDocumentImportRow,
  type TImportResult,
  ZDocumentImportRows,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { itemFiles, items, type CardRow, type ProductRow } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { recordAudit } from '../audit/audit.ts';
import { assertMayEdit, findCard, findProduct } from './context.ts';
import { nextPosition } from './items.ts';
import {
  recordStoredFile,
  storeUpload,
  type IncomingFile,
  type StoredUpload,
} from './upload-file.ts';

/** The columns of a document row, as its errors name them. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  type: 'Type',
  productId: 'Card',
  kind: 'Card',
};

/** The rows sent beside the files, checked: each error names its row (from 1) and column. */
export function checkDocumentRows(json: string): TDocumentImportRow[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw refusalOf(API_ERRORS.documentsNotJson, 400);
  }
  if (!Array.isArray(value) || value.length === 0) {
    throw new AppError('invalid_request', M.fileMissing);
  }
  if (value.length > DOCUMENT_IMPORT_MAX_FILES) {
    throw new AppError(
      'invalid_request',
      SERVER_ERROR_TEXTS.tooManyDocuments(DOCUMENT_IMPORT_MAX_FILES),
    );
  }
  const parsed = ZDocumentImportRows.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: ImportRowError[] = parsed.error.issues.map((issue) => {
    const [index, field] = issue.path;
    return {
      row: typeof index === 'number' ? index + 1 : 0,
      column: typeof field === 'string' ? (FIELD_LABELS[field] ?? field) : null,
      message: issue.message,
    };
  });
  assertImportable(errors);
  return [];
}

type Target = { product: ProductRow; card: CardRow };

/** Each row's product and card, asked of the editing rule: a custom item of that card. */
export async function documentTargets(
  db: AppDeps['db'],
  staff: StaffCaller,
  caller: EditCaller,
  rows: readonly TDocumentImportRow[],
): Promise<Target[]> {
  const found = new Map<string, Target>();
  const targets: Target[] = [];
  for (const row of rows) {
    const key = `${row.productId}:${row.kind}`;
    let target = found.get(key);
    if (!target) {
      assertMayEdit(caller, { type: 'card', action: 'customItems', kind: row.kind });
      const product = await findProduct(db, staff.orgId, row.productId);
      target = { product, card: await findCard(db, product.id, row.kind) };
      found.set(key, target);
    }
    targets.push(target);
  }
  return targets;
}

/**
 * Stores the files in the order of their rows, then writes each file, item and link in one
 * transaction. A missing or extra file refuses the whole upload.
 */
export async function importDocuments(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  staff: StaffCaller,
  rows: readonly TDocumentImportRow[],
  targets: readonly Target[],
  uploads: AsyncIterable<IncomingFile>,
): Promise<TImportResult> {
  const stored: StoredUpload[] = [];
  try {
    for await (const upload of uploads) {
      if (stored.length >= rows.length) {
        throw refusalOf(API_ERRORS.moreFilesThanDocuments, 400);
      }
      stored.push(await storeUpload(storage, staff.orgId, upload));
    }
    if (stored.length !== rows.length) {
      throw refusalOf(API_ERRORS.everyDocumentNeedsFile, 400);
    }
    await db.transaction(async (tx) => {
      for (const [i, row] of rows.entries()) {
        const file = stored[i];
        const target = targets[i];
        if (!file || !target) continue;
        const { fileId } = await recordStoredFile(tx, staff, file);
        const [item] = await tx
          .insert(items)
          .values({
            cardId: target.card.id,
            productId: target.product.id,
            title: row.title,
            details: row.type ? { type: row.type } : {},
            isCustom: true,
            position: await nextPosition(tx, target.card.id),
          })
          .returning();
        if (!item) throw new Error('The item was not written');
        await tx.insert(itemFiles).values({ itemId: item.id, fileId, position: 0 });
        await emitDocumentFiles(tx, item, [fileId], []);
      }
      await recordAudit(tx, staff, {
        action: 'documents.import',
        target: rows
          .map((r, i) => {
            const t = targets[i];
            const card = t ? (t.card.title ?? CARD_DEFAULT_TITLES[t.card.kind]) : '';
            return `${card} / ${r.title}`;
          })
          .join(', '),
        before: null,
        after: { imported: rows.length },
      });
    });
  } catch (error) {
    await Promise.all(stored.map((s) => storage.remove(s.storageKey).catch(() => undefined)));
    throw error;
  }
  return { imported: rows.length };
}
