/**
 * A card's custom icon (spec 3 §2.1, §4.1, §5.1): png, jpeg or svg by content, at most 1 MB,
 * SVG sanitised; saving replaces the card's icon asset (its revision rises, so the icon's address
 * changes and caches may keep each version for a year) or creates one; resetting removes it.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  AppError,
  detectIconType,
  sanitizeSvg,
  type CardKind,
  type EditCaller,
  type TAssetRef,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { assets, cards } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff-caller.ts';
import { recordAudit } from './audit.ts';
import { assertMayEdit, findCard, findProduct } from './context.ts';

/** The icon's bytes as stored: checked by content, an SVG sanitised. */
export function iconContent(bytes: Buffer): { contentType: string; content: Buffer } {
  const type = detectIconType(bytes);
  if (!type) throw new AppError('invalid_request', ADMIN_MESSAGES.iconWrongType, 415);
  if (type !== 'image/svg+xml') return { contentType: type, content: bytes };
  const clean = sanitizeSvg(bytes.toString('utf8'));
  if (clean === null) throw new AppError('invalid_request', ADMIN_MESSAGES.iconUnsafeSvg, 400);
  return { contentType: type, content: Buffer.from(clean, 'utf8') };
}

/** Saves a custom icon for the product's card; answers the asset with its new revision. */
export async function saveCardIcon(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  kind: CardKind,
  bytes: Buffer,
): Promise<TAssetRef> {
  assertMayEdit(caller, { type: 'card', action: 'changeIcon', kind });
  const product = await findProduct(db, staff.orgId, productId);
  const card = await findCard(db, product.id, kind);
  const { contentType, content } = iconContent(bytes);
  const storageKey = `assets/${staff.orgId}/${randomUUID()}`;
  await storage.put(storageKey, content);
  let replacedKey: string | null = null;
  try {
    const ref = await db.transaction(async (tx) => {
      const [existing] = card.iconAssetId
        ? await tx.select().from(assets).where(eq(assets.id, card.iconAssetId))
        : [];
      let saved;
      if (existing) {
        replacedKey = existing.storageKey;
        [saved] = await tx
          .update(assets)
          .set({ contentType, storageKey, revision: sql`${assets.revision} + 1` })
          .where(eq(assets.id, existing.id))
          .returning();
      } else {
        [saved] = await tx
          .insert(assets)
          .values({
            orgId: staff.orgId,
            productId: product.id,
            type: 'icon',
            relation: { type: 'card', kind },
            contentType,
            storageKey,
          })
          .returning();
        if (saved)
          await tx.update(cards).set({ iconAssetId: saved.id }).where(eq(cards.id, card.id));
      }
      if (!saved) throw new Error('The icon was not written');
      await recordAudit(tx, staff, {
        action: 'card.icon',
        target: `${product.name} / ${card.title ?? kind}`,
        before: existing ? { assetId: existing.id, revision: existing.revision } : null,
        after: { assetId: saved.id, revision: saved.revision, contentType },
      });
      return { assetId: saved.id, revision: saved.revision };
    });
    if (replacedKey) await storage.remove(replacedKey);
    return ref;
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

/** Removes the card's custom icon: it shows its kind's default icon again. */
export async function resetCardIcon(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  kind: CardKind,
): Promise<void> {
  assertMayEdit(caller, { type: 'card', action: 'changeIcon', kind });
  const product = await findProduct(db, staff.orgId, productId);
  const card = await findCard(db, product.id, kind);
  if (!card.iconAssetId) return;
  const assetId = card.iconAssetId;
  const removed = await db.transaction(async (tx) => {
    await tx.update(cards).set({ iconAssetId: null }).where(eq(cards.id, card.id));
    const [row] = await tx.delete(assets).where(eq(assets.id, assetId)).returning();
    await recordAudit(tx, staff, {
      action: 'card.icon.reset',
      target: `${product.name} / ${card.title ?? kind}`,
      before: { assetId },
      after: null,
    });
    return row;
  });
  if (removed) await storage.remove(removed.storageKey);
}
