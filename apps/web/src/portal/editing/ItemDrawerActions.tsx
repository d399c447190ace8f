/**
 * The expanded item's edit-only menu in main mode (docs/portal.md, Items): create a custom URL and
 * move the item, as the card editor offers them per item. Loaded with the editing code.
 */
import { useEditCaller } from '../../api/card-editing.ts';
import type { ItemTarget } from '../items/find-item.ts';
import { ItemActions } from './ItemActions.tsx';

export default function ItemDrawerActions({ target }: { target: ItemTarget }) {
  const caller = useEditCaller();
  if (!caller) return null;
  return <ItemActions item={target.item} kind={target.card.kind} caller={caller} />;
}
