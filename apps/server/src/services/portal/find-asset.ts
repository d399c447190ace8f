import { and, eq } from 'drizzle-orm';
import {
  publicViewer,
  reaches,
  type ReachTarget,
  type Viewer,
  SERVER_ERRORS,
  refusalOf,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { assets, cards, productConfigs, products, type AssetRow } from '../../db/schema/index.ts';
import { loadCustomization } from './load-portal.ts';
import { assertPortalOpen } from '../access/publication-gate.ts';
import { resolveViewer } from '../access/resolve-viewer.ts';
import { cardPlacementColumns } from './card-placement.ts';

export interface FoundAsset {
  asset: AssetRow;
  /** It reaches anonymous visitors, so shared caches may keep it. */
  isPublic: boolean;
}

/**
 * What an asset belongs to, as targets of the reach rule: a product's banner belongs to its
 * product; a card icon to each card that shows it (with the product's hidden sections); logos,
 * favicons, social images and company logos to the organisation, which reaches everyone.
 */
async function assetTargets(db: Db, orgId: string, assetId: string) {
  const [row] = await db
    .select({ asset: assets, bannerOf: { show: products.show } })
    .from(assets)
    .leftJoin(products, eq(products.id, assets.productId))
    .where(and(eq(assets.id, assetId), eq(assets.orgId, orgId)));
  if (!row) return null;
  const iconCards = await db
    .select(cardPlacementColumns)
    .from(cards)
    .innerJoin(products, eq(products.id, cards.productId))
    .leftJoin(productConfigs, eq(productConfigs.productId, products.id))
    .where(and(eq(cards.iconAssetId, assetId), eq(products.orgId, orgId)));
  const targets: ReachTarget[] = row.bannerOf ? [{ product: row.bannerOf }] : [];
  for (const icon of iconCards) {
    targets.push({ ...icon, hiddenSections: icon.hiddenSections ?? [] });
  }
  return { asset: row.asset, targets };
}

/** An asset reaches a caller when it belongs to nothing more than the organisation, or reaches
 * the caller through at least one thing it belongs to. */
const assetReaches = (viewer: Viewer, targets: readonly ReachTarget[]) =>
  targets.length === 0 || targets.some((target) => reaches(viewer, target));

/**
 * An organisation's image as the caller may see it, decided by the reach rule through what the
 * image belongs to: the banner of a product hidden from visitors reaches staff only, the icon of
 * a hidden card main mode only. Anything that does not reach the caller answers 404, as an
 * unknown asset does.
 */
export async function findAsset(
  db: Db,
  orgId: string,
  assetId: string,
  sessionToken: string | undefined,
): Promise<FoundAsset> {
  // An unpublished trust center shows its images to its staff only.
  const published = await assertPortalOpen(db, orgId, sessionToken);
  const found = published && (await assetTargets(db, orgId, assetId));
  if (!found) throw refusalOf(SERVER_ERRORS.assetNotFound, 404);
  const customization = await loadCustomization(db, orgId);
  const org = { ...published, publicAccessLevel: customization.publicAccessLevel };
  const isPublic =
    org.publishedAt !== null && assetReaches(publicViewer(org.publicAccessLevel), found.targets);
  if (!isPublic) {
    // Images carry no caller parameters: staff see what main mode shows when they may edit.
    const caller = await resolveViewer(db, org, { sessionToken, mode: 'main' }).catch(() =>
      resolveViewer(db, org, { sessionToken }),
    );
    if (!assetReaches(caller, found.targets)) throw refusalOf(SERVER_ERRORS.assetNotFound, 404);
  }
  return { asset: found.asset, isPublic };
}
