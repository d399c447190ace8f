/**
 * "Does this reach the caller?": the one rule every way into the portal asks (view, file view
 * and download, file check, bulk download, knowledge base, trust updates, assets, social image,
 * and later search, AI sources, comments and feeds). A route or service never re-derives the
 * answer from columns: it describes the thing with its ancestors as a `ReachTarget` and asks.
 */
import { isViewableType } from '../constants/mime.ts';
import type {
  CardKind,
  DocumentAccessType,
  EnabledState,
  ItemAccess,
  SectionId,
  UpdateAudience,
} from '../constants/cards.ts';
import type { TPortalMode, TPublicAccessLevel } from '../schemas/portal-view.ts';
import type { RecordVisibility } from '../search/constants.ts';
import { isInHiddenSection } from './sections.ts';

/** Scopes a staff role may hold (docs/staff.md, Scopes). */
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
  'app:analytics',
  'app:questionnaires',
] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/**
 * The scope main mode needs: editing the portal in place (docs/portal.md, Modes; docs/editing.md,
 * Editing permissions).
 */
export const MAIN_MODE_SCOPE: StaffScope = 'statuspage:edit';

/** The scope that lets staff see the trust center's stored files. */
export const FILES_VIEW_SCOPE: StaffScope = 'files:view';

/** Who is looking at the portal, as the server resolved it. */
export interface Viewer {
  mode: TPortalMode;
  /** Items the account (or previewed permission profile) may see when restricted. */
  permittedItemUids: ReadonlySet<string>;
  /** The staff member's own scopes in main and preview modes; empty for visitors. */
  scopes: ReadonlySet<string>;
  publicAccessLevel: TPublicAccessLevel;
  /**
   * An account member of an organisation asking for a clickwrap NDA who has not accepted it yet:
   * restricted content does not reach them until they do (docs/access.md, NDA clickwrap).
   */
  ndaPending: boolean;
  /**
   * The organisation watermarks the restricted PDFs its account members open (docs/documents.md),
   * read with the NDA's settings when an account member's viewer is resolved; false for others.
   */
  watermarkDocuments: boolean;
}

export interface AccessibleItem {
  itemUid: string;
  access: ItemAccess;
  enabledState: EnabledState;
}

export interface AccessibleFile {
  documentAccessType: DocumentAccessType;
  contentType: string;
  /**
   * Shared with the portal (docs/documents.md, File access types); files not shared reach staff in
   * main mode only.
   */
  isShared: boolean;
}

/**
 * A thing of the portal with the ancestors that decide whether it reaches a caller. Give every
 * field that applies: a document names its product, card, the product's hidden sections, item
 * and file. A target with none of the content fields (an organisation's logo) reaches everyone.
 */
export interface ReachTarget {
  product?: { show: boolean } | undefined;
  /** Sections hidden in the product's configuration (`product_configs.hidden_sections`). */
  hiddenSections?: readonly SectionId[] | undefined;
  card?: { kind: CardKind; hidden: boolean } | undefined;
  item?: AccessibleItem | undefined;
  kbEntry?: { accessLevel: 'public' | 'restricted' } | undefined;
  /**
   * A topic with `updates` (each update's audience and channels) reaches a caller only when it has
   * none or one of them reaches the caller: its subject is never shown without an update to show.
   */
  topic?: { hidden: boolean; updates?: readonly TopicUpdate[] } | undefined;
  /** An update with `channels` reaches the portal only when they include the Trust Center. */
  update?: { spAudience: UpdateAudience; channels?: readonly string[] } | undefined;
  /** Something a visitor sent the organisation (a questionnaire's file): its staff's alone. */
  received?: { kind: 'questionnaire' } | undefined;
  /** A control, fact or webpage the organisation keeps for search and Ask AI. */
  record?: { visibility: RecordVisibility } | undefined;
}

/** An anonymous visitor of a portal with this public access level: whom a shared link reaches. */
export const publicViewer = (publicAccessLevel: TPublicAccessLevel): Viewer => ({
  mode: 'public',
  permittedItemUids: new Set(),
  scopes: new Set(),
  publicAccessLevel,
  ndaPending: false,
  watermarkDocuments: false,
});

/** How far something reaches a caller: not at all (answered as if it did not exist), listed
 * but locked, or open. */
export type Reach = 'none' | 'locked' | 'open';

/** How far a document reaches a caller: `view` opens it inline only, `download` also saves it. */
export type DocumentReach = 'none' | 'locked' | 'view' | 'download';

/** Staff looking at the portal: editing it (main) or previewing it as an account or profile. */
export const isStaffMode = (viewer: Viewer): boolean =>
  viewer.mode === 'main' || viewer.mode === 'preview';

/**
 * Whether the portal's content reaches the caller at all: a portal whose public access level
 * needs login shows public visitors no content (docs/portal.md, Closed portal).
 */
export function isPortalContentOpen(viewer: Viewer): boolean {
  return !(viewer.mode === 'public' && viewer.publicAccessLevel === 'LoginRequired');
}

/**
 * The caller holds a permission profile that includes the item: a member who has accepted the
 * NDA when one is asked for, or staff previewing the profile.
 */
function isPermitted(viewer: Viewer, item: AccessibleItem): boolean {
  const holdsProfile =
    (viewer.mode === 'account' && !viewer.ndaPending) || viewer.mode === 'preview';
  return holdsProfile && viewer.permittedItemUids.has(item.itemUid);
}

const isOnPortal = (channels: readonly string[]) => channels.includes('status_page');

/** What of an update decides whether it reaches a caller. */
export interface TopicUpdate {
  spAudience: UpdateAudience;
  channels: readonly string[];
}

/**
 * Whether a topic that has updates has none the caller may see: updates sent by e-mail only
 * reach no one on the portal, members-only updates no public visitor. A topic without updates
 * still reaches (it shows 'No updates published').
 */
function hasNoUpdateFor(viewer: Viewer, updates: readonly TopicUpdate[] | undefined): boolean {
  if (!updates || updates.length === 0) return false;
  return !updates.some((u) => isUpdateFor(viewer, u));
}

/** An update published on the portal whose audience includes the caller. */
const isUpdateFor = (viewer: Viewer, u: NonNullable<ReachTarget['update']>): boolean =>
  (!u.channels || isOnPortal(u.channels)) &&
  !(u.spAudience === 'private' && viewer.mode === 'public');

const isContent = (t: ReachTarget): boolean =>
  Boolean(
    t.product ?? t.card ?? t.item ?? t.kbEntry ?? t.topic ?? t.update ?? t.received ?? t.record,
  );

/** The sections a target lives in, for the product's hidden sections. */
function isInHiddenSections(target: ReachTarget): boolean {
  const hidden = target.hiddenSections ?? [];
  if (hidden.length === 0) return false;
  if (target.card) return isInHiddenSection(target.card.kind, hidden);
  if (target.kbEntry) return hidden.includes('knowledge_base');
  if (target.topic ?? target.update) return hidden.includes('trust_center_updates');
  return false;
}

/**
 * How far a thing reaches the caller (docs/access.md, Reach rule; docs/portal.md, Products;
 * docs/documents.md, File access types):
 * - a login-only portal shows public visitors no content at all;
 * - products hidden from visitors reach staff only (main and preview);
 * - hidden cards, cards of hidden sections, items not enabled and hidden topics reach main mode
 *   only;
 * - restricted-and-hidden items reach only callers whose permission profile includes them;
 *   restricted ones are listed but locked for the others; a member who has not accepted the
 *   organisation's clickwrap NDA holds no profile yet;
 * - restricted knowledge base entries and private-audience updates reach no public visitor;
 * - internal controls, facts and webpages reach main mode only;
 * - updates sent by e-mail only reach no one on the portal; a topic whose updates all miss the
 *   caller (e-mail only, or for members only and the caller is public) does not reach it either;
 * - what visitors sent the organisation (questionnaires) reaches staff only.
 */
export function reachOf(viewer: Viewer, target: ReachTarget): Reach {
  if (!isContent(target)) return 'open';
  // What visitors send the organisation reaches its staff in the private app, never a portal.
  if (target.received) return viewer.mode === 'main' ? 'open' : 'none';
  if (!isPortalContentOpen(viewer)) return 'none';
  if (target.product && !target.product.show && !isStaffMode(viewer)) return 'none';
  // What was sent by e-mail only is not published on the portal, not even to staff.
  if (target.update?.channels && !isOnPortal(target.update.channels)) return 'none';
  if (hasNoUpdateFor(viewer, target.topic?.updates)) return 'none';
  if (viewer.mode === 'main') return 'open';
  if (target.card?.hidden || target.topic?.hidden || isInHiddenSections(target)) return 'none';
  if (target.kbEntry && target.kbEntry.accessLevel !== 'public') return 'none';
  if (target.record && target.record.visibility !== 'public') return 'none';
  if (target.update && !isUpdateFor(viewer, target.update)) return 'none';
  const { item } = target;
  if (!item) return 'open';
  if (item.enabledState === 'not_enabled') return 'none';
  if (item.access === 'public' || isPermitted(viewer, item)) return 'open';
  return item.access === 'restricted_hidden' ? 'none' : 'locked';
}

/** Whether a thing reaches the caller at all (listed, locked or open). */
export const reaches = (viewer: Viewer, target: ReachTarget): boolean =>
  reachOf(viewer, target) !== 'none';

/**
 * How far a document of an item reaches the caller: its item's reach, then the file's own
 * limits. Files not shared with the portal reach main mode only. A view-only file, or a type a
 * browser shows when the organisation is view-only, is never downloaded (other types stay
 * downloadable, or they could not be read at all). Staff, in main mode or previewing, never get
 * more than their own scopes: viewing needs `files:view`, downloading also `files:download`.
 */
export function documentReachOf(
  viewer: Viewer,
  target: ReachTarget & { item: AccessibleItem; file: AccessibleFile },
  orgDocumentAccessType: DocumentAccessType,
): DocumentReach {
  const { file } = target;
  if (!file.isShared && viewer.mode !== 'main') return 'none';
  const reach = reachOf(viewer, target);
  if (reach !== 'open') return reach;
  if (isStaffMode(viewer) && !viewer.scopes.has(FILES_VIEW_SCOPE)) return 'locked';
  const viewOnly =
    file.documentAccessType === 'view_only' ||
    (orgDocumentAccessType === 'view_only' && isViewableType(file.contentType)) ||
    (isStaffMode(viewer) && !viewer.scopes.has('files:download'));
  return viewOnly ? 'view' : 'download';
}

/** Whether main mode is open to a staff member holding these scopes. */
export const mayEnterMainMode = (scopes: ReadonlySet<string>): boolean =>
  scopes.has(MAIN_MODE_SCOPE);

/** What a staff member asks to preview the portal as. */
export type PreviewTarget = 'account' | 'permissionProfile';

/**
 * The scope each preview needs: the one that manages accounts and permission profiles, for
 * both. A preview shows a profile's restricted documents, so it is a power of those who decide
 * what accounts and profiles hold, not of every staff member.
 */
export const PREVIEW_SCOPES: Record<PreviewTarget, StaffScope> = {
  account: 'app:accounts',
  permissionProfile: 'app:accounts',
};

/**
 * Whether a staff member holding `scopes` may preview the portal as an account or a permission
 * profile. Without the scope they see the public portal, never the previewed profile's content.
 */
export const mayPreviewAs = (scopes: ReadonlySet<string>, target: PreviewTarget): boolean =>
  scopes.has(PREVIEW_SCOPES[target]);

/**
 * Whether a document handed to the caller carries their visible watermark (e-mail, company,
 * date): a PDF of a restricted item, opened by an account member, when the organisation
 * watermarks documents (the viewer carries the setting). Public documents, staff and previews get
 * the file as stored.
 */
export function isWatermarkedFor(
  viewer: Viewer,
  target: { item: Pick<AccessibleItem, 'access'>; file: Pick<AccessibleFile, 'contentType'> },
): boolean {
  return (
    viewer.watermarkDocuments &&
    viewer.mode === 'account' &&
    target.item.access !== 'public' &&
    target.file.contentType.split(';')[0]?.trim().toLowerCase() === 'application/pdf'
  );
}

/**
 * The NDA as it concerns the caller (docs/access.md, NDA clickwrap): only account members are under
 * one.
 */
export function ndaPassedBy(viewer: Viewer, provider: 'none' | 'clickwrap'): boolean {
  return viewer.mode === 'account' && provider !== 'none' && !viewer.ndaPending;
}

/** Whether the caller may accept the NDA: an account member still asked to. */
export const mayAcceptNda = (viewer: Viewer): boolean =>
  viewer.mode === 'account' && viewer.ndaPending;

/** Staff working in the private app: main mode with their own scopes. */
export const staffViewer = (scopes: ReadonlySet<string>): Viewer => ({
  mode: 'main',
  permittedItemUids: new Set(),
  scopes,
  publicAccessLevel: 'PublicContentOnly',
  ndaPending: false,
  watermarkDocuments: false,
});

/**
 * Whether the caller may read and write the conversation on an item (docs/access.md, Member
 * features): a signed-in account member to whom the item reaches (listed, even locked: asking about
 * a locked item is what a conversation is for). Everyone else is refused.
 */
export const mayComment = (viewer: Viewer, target: ReachTarget & { item: AccessibleItem }) =>
  viewer.mode === 'account' && reaches(viewer, target);

/**
 * How far a file a visitor sent (a questionnaire's) reaches the caller: staff only, and within
 * their own scopes (`files:view` to see it listed openly, `files:download` to download it).
 */
export function receivedFileReachOf(viewer: Viewer): DocumentReach {
  if (reachOf(viewer, { received: { kind: 'questionnaire' } }) === 'none') return 'none';
  if (viewer.scopes.has('files:download')) return 'download';
  return viewer.scopes.has(FILES_VIEW_SCOPE) ? 'view' : 'locked';
}
