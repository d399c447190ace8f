/**
 * A card's custom icon (docs/editing.md, Card icons): png, jpeg or svg by content, at most 1 MB,
 * SVG sanitised; saving replaces the card's icon asset (its revision rises, so the icon's address
 * changes and caches may keep each version for a year) or creates one; resetting removes it.
 */
import { eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  AppError,
  detectIconType,
  hasXmlDeclarations,
  type CardKind,
  type EditCaller,
  type TAssetRef,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { cards, type CardRow, type ProductRow } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { cleanSvg } from './clean-svg.ts';
import { assertMayEdit, findCard, findProduct } from './context.ts';
import type { Tx } from '../../db/client.ts';
import { removeAsset, replaceAsset } from './replace-asset.ts';

const ICON_MESSAGES = {
  wrongType: ADMIN_MESSAGES.iconWrongType,
  unsafeSvg: ADMIN_MESSAGES.iconUnsafeSvg,
};

/**
 * An uploaded image's bytes as stored: png, jpeg or svg checked by content, an SVG with a DOCTYPE
 * or entity declarations refused, any other SVG sanitised; refused with the upload's own messages
 * (a card icon's by default).
 */
export async function iconContent(
  bytes: Buffer,
  messages: { wrongType: string; unsafeSvg: string } = ICON_MESSAGES,
): Promise<{ contentType: string; content: Buffer }> {
  const type = detectIconType(bytes);
  if (type === 'image/png' || type === 'image/jpeg') return { contentType: type, content: bytes };
  const text = bytes.toString('utf8');
  if (hasXmlDeclarations(text)) {
    throw new AppError('invalid_request', ADMIN_MESSAGES.svgDeclarations, 400);
  }
  if (!type) throw new AppError('invalid_request', messages.wrongType, 415);
  const clean = await cleanSvg(text);
  if (clean === null) throw new AppError('invalid_request', messages.unsafeSvg, 400);
  return { contentType: type, content: Buffer.from(clean, 'utf8') };
}

/** Where a card's icon hangs: its asset, attached through the card's icon column. */
const iconSlot = (product: ProductRow, card: CardRow) => ({
  current: card.iconAssetId,
  asset: {
    productId: product.id,
    type: 'icon' as const,
    relation: { type: 'card' as const, kind: card.kind },
  },
  attach: (tx: Tx, assetId: string | null) =>
    tx.update(cards).set({ iconAssetId: assetId }).where(eq(cards.id, card.id)),
  target: `${product.name} / ${card.title ?? card.kind}`,
});

/** Saves a custom icon for the product's card; answers the asset with its new revision. */
export async function saveCardIcon(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  kind: CardKind,
  bytes: Buffer,
): Promise<TAssetRef> {
  assertMayEdit(caller, { type: 'card', action: 'changeIcon', kind });
  const product = await findProduct(deps.db, staff.orgId, productId);
  const card = await findCard(deps.db, product.id, kind);
  const image = await iconContent(bytes);
  return replaceAsset(deps, staff, { ...iconSlot(product, card), action: 'card.icon' }, image);
}

/** Removes the card's custom icon: it shows its kind's default icon again. */
export async function resetCardIcon(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  kind: CardKind,
): Promise<void> {
  assertMayEdit(caller, { type: 'card', action: 'changeIcon', kind });
  const product = await findProduct(deps.db, staff.orgId, productId);
  const card = await findCard(deps.db, product.id, kind);
  await removeAsset(deps, staff, { ...iconSlot(product, card), action: 'card.icon.reset' });
}
