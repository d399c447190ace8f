/**
 * Where a planned change sits, as the reach rule reads it: its card's kind and hidden flag, its
 * product's `show` and hidden sections (docs/access.md, Reach rule). Every way a planned change
 * leaves the server (the portal's list, the notice mails) loads it from here and asks
 * `plannedChangeReaches` in core.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { ReachTarget } from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import {
  cards,
  productConfigs,
  products,
  subprocessorChanges,
  type SubprocessorChangeRow,
} from '../../../db/schema/index.ts';
import { cardPlacementColumns } from '../../portal/card-placement.ts';

export interface PlacedChange {
  change: SubprocessorChangeRow;
  placement: Pick<ReachTarget, 'product' | 'hiddenSections' | 'card'>;
}

/** The organisation's changes matching `where`, each with its placement. */
export async function placedChanges(db: Db, orgId: string, where?: SQL): Promise<PlacedChange[]> {
  const rows = await db
    .select({ change: subprocessorChanges, ...cardPlacementColumns })
    .from(subprocessorChanges)
    .innerJoin(cards, eq(cards.id, subprocessorChanges.cardId))
    .innerJoin(products, eq(products.id, subprocessorChanges.productId))
    .leftJoin(productConfigs, eq(productConfigs.productId, products.id))
    .where(and(eq(subprocessorChanges.orgId, orgId), where));
  return rows.map(({ change, card, product, hiddenSections }) => ({
    change,
    placement: { card, product, hiddenSections: hiddenSections ?? [] },
  }));
}
