import type { DocumentAccessType, EnabledState, ItemAccess } from '../constants/cards.ts';
import type { TPortalMode, TPublicAccessLevel } from '../schemas/portal-view.ts';

/** Scopes a staff role may hold (ARCHITECTURE.md §3). */
export const STAFF_SCOPES = [
  'statuspage:edit',
  'assets:edit',
  'files:view',
  'files:download',
  'app:cards',
  'app:documents',
  'app:knowledge-base',
  'app:updates',
  'app:access-requests',
  'app:accounts',
  'app:subscribers',
  'app:settings',
] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/** Who is looking at the portal, as the server resolved it. */
export interface Viewer {
  mode: TPortalMode;
  /** Items the account (or previewed permission profile) may see when restricted. */
  permittedItemUids: ReadonlySet<string>;
  /** Staff scopes; empty for visitors. */
  scopes: ReadonlySet<string>;
  publicAccessLevel: TPublicAccessLevel;
}

export interface AccessibleItem {
  itemUid: string;
  access: ItemAccess;
  enabledState: EnabledState;
}

export interface AccessibleFile {
  documentAccessType: DocumentAccessType;
  contentType: string;
}

/** Types a browser shows inline, so that 'view only' can mean something for them. */
export function isViewableType(contentType: string): boolean {
  return /^(application\/pdf|image\/(png|jpeg|gif|webp|svg\+xml)|text\/plain)$/i.test(contentType);
}

const isVisitorMode = (viewer: Viewer): boolean => viewer.mode !== 'main';

/**
 * Whether the portal's content reaches the caller at all: a portal whose public access level
 * needs login shows public visitors no content (spec 1 §4 "Other").
 */
export function isPortalContentOpen(viewer: Viewer): boolean {
  return !(viewer.mode === 'public' && viewer.publicAccessLevel === 'LoginRequired');
}

/** Products hidden from visitors (show=false) open only to staff, in main and preview modes. */
export function isProductVisible(viewer: Viewer, product: { show: boolean }): boolean {
  return product.show || viewer.mode === 'main' || viewer.mode === 'preview';
}

/** Hidden cards show only in main mode (spec 3 §6 "Non-main modes hide cards marked hidden"). */
export function isCardVisible(viewer: Viewer, card: { hidden: boolean }): boolean {
  return !card.hidden || viewer.mode === 'main';
}

/** The caller holds a permission profile that includes the item. */
function isPermitted(viewer: Viewer, item: AccessibleItem): boolean {
  return (
    (viewer.mode === 'account' || viewer.mode === 'preview') &&
    viewer.permittedItemUids.has(item.itemUid)
  );
}

/**
 * Whether an item reaches the caller at all (spec 3 §4.6): restricted-and-hidden items are
 * invisible except to accounts whose permission profile includes them; items not enabled are
 * staff-only; when the portal requires login, public visitors see no items.
 */
export function isItemVisible(viewer: Viewer, item: AccessibleItem): boolean {
  if (viewer.mode === 'main') return true;
  if (item.enabledState === 'not_enabled') return false;
  if (!isPortalContentOpen(viewer)) return false;
  if (item.access === 'restricted_hidden') return isPermitted(viewer, item);
  return true;
}

/** A document is unlocked when its item is public or the caller may access the item (spec 3 §4.6). */
export function isItemUnlocked(viewer: Viewer, item: AccessibleItem): boolean {
  if (!isItemVisible(viewer, item)) return false;
  if (viewer.mode === 'main') return viewer.scopes.has('files:view');
  if (item.access === 'public') return true;
  return isPermitted(viewer, item);
}

/**
 * Whether the caller may download (not only view) a file of an item: unlocked, the file is not
 * view-only, the organisation's view-only access type does not cover it (it blocks downloads of
 * types a browser can view; others stay downloadable, or they could not be read at all), and
 * staff hold files:download (spec 3 §6).
 */
export function canDownloadFile(
  viewer: Viewer,
  item: AccessibleItem,
  file: AccessibleFile,
  orgDocumentAccessType: DocumentAccessType,
): boolean {
  if (!isItemUnlocked(viewer, item)) return false;
  if (file.documentAccessType === 'view_only') return false;
  if (orgDocumentAccessType === 'view_only' && isViewableType(file.contentType)) return false;
  return isVisitorMode(viewer) || viewer.scopes.has('files:download');
}
