import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assets, cards, products } from '../db/schema/index.ts';
import { notFound } from '../lib/errors.ts';
import { readSession } from '../lib/session.ts';
import { staffScopes } from './resolve-viewer.ts';

export type AssetRow = typeof assets.$inferSelect;

export interface FoundAsset {
  asset: AssetRow;
  /** Anyone may see it, so shared caches may keep it. */
  isPublic: boolean;
}

/**
 * An organisation's image as the caller may see it. Logos, favicons, social images and company
 * logos are public; the banner of a product hidden from visitors and the icon of a hidden card
 * reach the organisation's staff only. Anything else answers 404, as an unknown asset does.
 */
export async function findAsset(
  db: Db,
  orgId: string,
  assetId: string,
  sessionToken: string | undefined,
): Promise<FoundAsset> {
  const [row] = await db
    .select({ asset: assets, productShown: products.show, cardHidden: cards.hidden })
    .from(assets)
    .leftJoin(products, eq(products.id, assets.productId))
    .leftJoin(cards, eq(cards.iconAssetId, assets.id))
    .where(and(eq(assets.id, assetId), eq(assets.orgId, orgId)));
  if (!row) throw notFound('Asset not found', 'asset_not_found');
  const staffOnly = row.productShown === false || row.cardHidden === true;
  if (staffOnly) {
    const session = await readSession(db, sessionToken);
    const scopes = session?.userId ? await staffScopes(db, orgId, session.userId) : null;
    if (!scopes) throw notFound('Asset not found', 'asset_not_found');
  }
  return { asset: row.asset, isPublic: !staffOnly };
}
