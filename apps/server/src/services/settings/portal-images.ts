/**
 * The portal's images staff upload (docs/portal.md, Page chrome): the organisation's logo and
 * favicon, and each product's banner, checked by content like card icons (png, jpeg or svg, an
 * SVG sanitised). Saving replaces the image (its address changes with its revision); removing
 * drops it. Each change is audited.
 */
import { eq } from 'drizzle-orm';
import {
  AppError,
  PORTAL_SETTINGS_MESSAGES as M,
  type PortalImageKind,
  type TAssetRef,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { portalCustomizations, products } from '../../db/schema/index.ts';
import { iconContent } from '../editing/card-icon.ts';
import { findProduct } from '../editing/context.ts';
import { removeAsset, replaceAsset, type AssetSlot } from '../editing/replace-asset.ts';
import { loadCustomization } from '../portal/load-portal.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** Where an image hangs: a product's banner column, or the customisation's logo or favicon. */
async function slotOf(
  { db }: Deps,
  staff: StaffCaller,
  kind: PortalImageKind,
  productId: string | undefined,
): Promise<AssetSlot> {
  const action = `portal.${kind}`;
  if (kind === 'banner') {
    if (!productId) throw new AppError('invalid_request', M.bannerProductRequired);
    const product = await findProduct(db, staff.orgId, productId);
    return {
      current: product.bannerAssetId,
      asset: { productId: product.id, type: 'banner' },
      attach: (tx, assetId) =>
        tx.update(products).set({ bannerAssetId: assetId }).where(eq(products.id, product.id)),
      action,
      target: `${product.name} / banner`,
    };
  }
  const column = kind === 'logo' ? 'logoAssetId' : 'faviconAssetId';
  return {
    current: (await loadCustomization(db, staff.orgId))[column],
    asset: { productId: null, type: kind },
    attach: (tx, assetId) =>
      tx
        .update(portalCustomizations)
        .set({ [column]: assetId })
        .where(eq(portalCustomizations.orgId, staff.orgId)),
    action,
    target: `${staff.orgName} / ${kind}`,
  };
}

/** Saves an uploaded image in its slot; answers the asset with its new revision. */
export async function savePortalImage(
  deps: Deps,
  staff: StaffCaller,
  kind: PortalImageKind,
  productId: string | undefined,
  bytes: Buffer,
): Promise<TAssetRef> {
  const slot = await slotOf(deps, staff, kind, productId);
  const image = await iconContent(bytes, {
    wrongType: M.imageWrongType,
    unsafeSvg: M.imageUnsafeSvg,
  });
  return replaceAsset(deps, staff, slot, image);
}

/** Removes the slot's image: the portal shows none (the header falls back to the name). */
export async function removePortalImage(
  deps: Deps,
  staff: StaffCaller,
  kind: PortalImageKind,
  productId: string | undefined,
): Promise<void> {
  const slot = await slotOf(deps, staff, kind, productId);
  await removeAsset(deps, staff, { ...slot, action: `${slot.action}.remove` });
}
