/**
 * What a permission profile holds, and which profile an approved account receives
 * (docs/access.md, Permission profiles). Every organisation starts with one profile marked as the
 * default for approved accounts, 'Approved customers', which holds every restricted item that is
 * not hidden: a live rule, asked each time, so an item restricted later is in it at once and an
 * item hidden or made public later leaves it.
 */
import type { ItemAccess } from '../constants/cards.ts';

/** The name of the profile each organisation starts with for the accounts it approves. */
export const DEFAULT_PROFILE_NAME = 'Approved customers';

export interface ProfileContents {
  /** Holds every restricted item that is not hidden, as the items stand when asked. */
  allRestricted: boolean;
  /** The items chosen one by one (hidden ones included), kept whatever the rule adds. */
  itemIds: readonly string[];
}

/** The ids of the items a profile holds, among the organisation's items. */
export function itemsOfProfile(
  profile: ProfileContents,
  items: readonly { id: string; access: ItemAccess }[],
): Set<string> {
  const held = new Set(profile.itemIds);
  if (profile.allRestricted) {
    for (const item of items) if (item.access === 'restricted') held.add(item.id);
  }
  return held;
}

/**
 * The profile a newly approved account receives: the one staff chose (null: none, public items
 * only), or, when they chose nothing, the organisation's default (none if it has none).
 */
export function profileOnApproval(
  chosen: string | null | undefined,
  defaultProfileId: string | null,
): string | null {
  return chosen === undefined ? defaultProfileId : chosen;
}
