/**
 * Stores an uploaded image in its slot (a card's icon, the organisation's logo or favicon, a
 * product's banner): the bytes are written first, then in one transaction the slot's asset is
 * replaced (its revision rises, so its address changes and caches may keep each version) or a new
 * one is created and attached, with the audit entry. The replaced bytes are removed afterwards;
 * the new ones are removed when the transaction fails.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TAssetRef } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { assets } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Tx } from '../../db/client.ts';

type NewAsset = Pick<typeof assets.$inferInsert, 'productId' | 'type' | 'relation'>;

export interface AssetSlot {
  /** The asset the slot holds now, if any. */
  current: string | null;
  /** What a new asset is: its type, product and relation. */
  asset: NewAsset;
  /** Points the slot's owner at an asset (or at none). */
  attach: (tx: Tx, assetId: string | null) => Promise<unknown>;
  /** The audit entry's action and target. */
  action: string;
  target: string;
}

export async function replaceAsset(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  staff: StaffCaller,
  slot: AssetSlot,
  image: { contentType: string; content: Buffer },
): Promise<TAssetRef> {
  const { contentType, content } = image;
  const storageKey = `assets/${staff.orgId}/${randomUUID()}`;
  await storage.put(storageKey, content);
  let replacedKey: string | null = null;
  try {
    const ref = await db.transaction(async (tx) => {
      const [existing] = slot.current
        ? await tx
            .select()
            .from(assets)
            .where(and(eq(assets.id, slot.current), eq(assets.orgId, staff.orgId)))
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
          .values({ ...slot.asset, orgId: staff.orgId, contentType, storageKey })
          .returning();
        if (saved) await slot.attach(tx, saved.id);
      }
      if (!saved) throw new Error('The image was not written');
      await recordAudit(tx, staff, {
        action: slot.action,
        target: slot.target,
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

/** Empties the slot and deletes its asset with the audit entry, then its bytes. */
export async function removeAsset(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  staff: StaffCaller,
  slot: Pick<AssetSlot, 'current' | 'attach' | 'action' | 'target'>,
): Promise<void> {
  const assetId = slot.current;
  if (!assetId) return;
  const removed = await db.transaction(async (tx) => {
    await slot.attach(tx, null);
    const [row] = await tx
      .delete(assets)
      .where(and(eq(assets.id, assetId), eq(assets.orgId, staff.orgId)))
      .returning();
    await recordAudit(tx, staff, {
      action: slot.action,
      target: slot.target,
      before: { assetId },
      after: null,
    });
    return row;
  });
  if (removed) await storage.remove(removed.storageKey);
}
