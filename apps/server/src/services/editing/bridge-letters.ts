/**
 * The bridge letters staff wrote on a card's items (docs/documents.md, Bridge letters), read by the
 * Reports item editor: only a letter staff saved is answered, never one made up for an item.
 */
import { asc, eq } from 'drizzle-orm';
import {
  AppError,
  ADMIN_MESSAGES,
  offersBridgeLetter,
  ZBridgeLetter,
  type CardKind,
  type EditCaller,
  type TCardBridgeLetters,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { items } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { assertMayEdit, findCard, findProduct } from './context.ts';

/** Each item of the card with the letter saved on it, or null (a malformed one reads as none). */
export async function loadCardBridgeLetters(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  productId: string,
  kind: CardKind,
): Promise<TCardBridgeLetters> {
  assertMayEdit(caller, { type: 'card', action: 'edit', kind });
  if (!offersBridgeLetter(kind)) {
    throw new AppError('action_not_allowed', ADMIN_MESSAGES.notAllowedForCard, 403);
  }
  assertMayEdit(caller, { type: 'bridgeLetter' });
  const product = await findProduct(db, staff.orgId, productId);
  const card = await findCard(db, product.id, kind);
  const rows = await db
    .select({ id: items.id, title: items.title, bridgeLetter: items.bridgeLetter })
    .from(items)
    .where(eq(items.cardId, card.id))
    .orderBy(asc(items.position));
  return {
    letters: rows.map((row) => {
      const letter = row.bridgeLetter ? ZBridgeLetter.safeParse(row.bridgeLetter) : null;
      return {
        itemUid: row.id,
        title: row.title,
        bridgeLetter: letter?.success ? letter.data : null,
      };
    }),
  };
}
