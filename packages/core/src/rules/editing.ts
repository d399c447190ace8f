/**
 * Who may use which editing control (docs/editing.md, Card actions and Editing permissions): the
 * one rule the portal's editing controls and every editing route ask. Plans and their feature flags
 * are per organisation; an organisation's own flags override its plan's defaults.
 */
import type { CardKind } from '../constants/cards.ts';
import { FILES_VIEW_SCOPE, MAIN_MODE_SCOPE } from './access.ts';

export const PLANS = ['free', 'growth', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** Plan feature flags of an organisation (docs/editing.md, Editing permissions). */
export const PLAN_FEATURES = [
  'allowSectionCustomization',
  'allowReplaceCardIcons',
  'allowItemTitleRenaming',
  'allowPartnerImport',
  'enableAiOnTrustCenter',
  'restrictedFiles',
  'bridgeLetters',
  'bugBountyIntegration',
  'statusPageIntegration',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
export type PlanFeatures = Record<PlanFeature, boolean>;

/**
 * The Growth plan gates (docs/editing.md, Editing permissions): restricted files, bridge letters
 * and both integrations.
 */
const GROWTH_FEATURES: readonly PlanFeature[] = [
  'restrictedFiles',
  'bridgeLetters',
  'bugBountyIntegration',
  'statusPageIntegration',
];

const withAll = (on: readonly PlanFeature[]): PlanFeatures =>
  Object.fromEntries(PLAN_FEATURES.map((f) => [f, on.includes(f)])) as PlanFeatures;

/** What each plan turns on before the organisation's own flags. */
export const PLAN_DEFAULTS: Record<Plan, PlanFeatures> = {
  free: withAll(['allowItemTitleRenaming']),
  growth: withAll([
    ...GROWTH_FEATURES,
    'allowItemTitleRenaming',
    'allowSectionCustomization',
    'allowReplaceCardIcons',
  ]),
  enterprise: withAll(PLAN_FEATURES),
};

/** An organisation's features: its plan's defaults with its own flags over them. */
export function planFeatures(plan: Plan, overrides: Partial<PlanFeatures>): PlanFeatures {
  const features = { ...PLAN_DEFAULTS[plan] };
  for (const f of PLAN_FEATURES) {
    const value = overrides[f];
    if (typeof value === 'boolean') features[f] = value;
  }
  return features;
}

/** A card kind's allowed actions (docs/editing.md, Card actions). */
export const CARD_ACTIONS = [
  'edit',
  'hide',
  'displayText',
  'editPlaceholder',
  'customItems',
  'reorderCardItems',
  'changeIcon',
  'companies',
] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** Generic cards offer every action but the company entries of the company cards. */
const ALL_CARD_ACTIONS: readonly CardAction[] = CARD_ACTIONS.filter((a) => a !== 'companies');

/**
 * Which actions each kind offers. Generic cards offer everything; the section cards have no
 * icon in a grid to change, integration-fed and list cards keep their own item shapes (no custom
 * items; Trusted By and Subprocessors add and remove company entries), Overview is one text and
 * Risk Profile a fixed questionnaire. Certifications take new items (an organisation's own
 * certifications), titled once when added and never renamed.
 */
const KIND_ACTIONS: Partial<Record<CardKind, readonly CardAction[]>> = {
  Overview: ['edit', 'hide'],
  Certifications: ['edit', 'hide', 'editPlaceholder', 'customItems', 'reorderCardItems'],
  TrustedBy: ['edit', 'hide', 'editPlaceholder', 'reorderCardItems', 'companies'],
  Subprocessors: ['edit', 'hide', 'displayText', 'editPlaceholder', 'companies'],
  Documents: ['edit', 'hide', 'editPlaceholder', 'reorderCardItems'],
  SecurityGrades: [
    'edit',
    'hide',
    'displayText',
    'editPlaceholder',
    'reorderCardItems',
    'changeIcon',
  ],
  RiskProfile: ['edit', 'hide', 'displayText', 'changeIcon'],
};

/** The actions a card of this kind offers. */
export const cardActionsOf = (kind: CardKind): readonly CardAction[] =>
  KIND_ACTIONS[kind] ?? ALL_CARD_ACTIONS;

/**
 * Whether items move between cards of this kind (docs/editing.md, Moving an item): the generic
 * cards', whose items share one shape. The cards with an item shape of their own (Certifications,
 * Security Grades, Risk Profile, Trusted By, Subprocessors, Documents, Overview) neither give nor
 * take items. The relation is the same both ways, so an item moved by mistake can always go back.
 */
export const isMovableItemKind = (kind: CardKind): boolean => KIND_ACTIONS[kind] === undefined;

/** Whether an item of a `from` card may move to a `to` card: both generic, and two cards. */
export const mayMoveItem = (from: CardKind, to: CardKind): boolean =>
  from !== to && isMovableItemKind(from) && isMovableItemKind(to);

/** The cards an item of the `from` card may move to (none when its items stay where they are). */
export const moveDestinationsOf = <C extends { kind: CardKind }>(
  from: CardKind,
  cards: readonly C[],
): C[] => cards.filter((card) => mayMoveItem(from, card.kind));

/**
 * Kinds whose items keep the title they were given (docs/editing.md, Items and Validation); a risk
 * profile item's title is the key of its question.
 */
const UNRENAMEABLE_KINDS: readonly CardKind[] = ['Certifications', 'SecurityGrades', 'RiskProfile'];

/** Every editing control of the portal and private app that a rule decides. */
export type EditAction =
  | { type: 'card'; action: CardAction; kind: CardKind }
  | { type: 'reorderCards' }
  | { type: 'reorderSections' }
  | { type: 'renameCard'; kind: CardKind }
  | { type: 'renameItem'; kind: CardKind; isCustom: boolean }
  /**
   * `from`: the item's card (its items must be movable); `to`: the destination card, when one is
   * chosen (`mayMoveItem`).
   */
  | { type: 'moveItem'; from: CardKind; to?: CardKind }
  | { type: 'customSlug' }
  | { type: 'restrictedFiles' }
  /** Linking stored files to an item: only files the caller may see (`files:view`). */
  | { type: 'linkFiles' }
  | { type: 'bridgeLetter' }
  | { type: 'bugBounty' }
  | { type: 'statusPage' };

export interface EditCaller {
  /** The portal is in main mode (staff editing in place). */
  isMain: boolean;
  scopes: ReadonlySet<string>;
  features: PlanFeatures;
}

/**
 * Whether staff holding `scopes` may link stored files to items (upload a document into an item,
 * or link one stored before): only those who may see files (`files:view`).
 */
export const mayLinkFiles = (scopes: ReadonlySet<string> | readonly string[]): boolean =>
  new Set(scopes).has(FILES_VIEW_SCOPE);

/** Why a control is refused: the caller's scopes, the plan, or the card kind. */
export type EditDecision =
  { allowed: true } | { allowed: false; reason: 'scope' | 'plan' | 'kind' };

const ALLOWED: EditDecision = { allowed: true };
const refuse = (reason: 'scope' | 'plan' | 'kind'): EditDecision => ({ allowed: false, reason });

/** The plan feature an action needs beyond `statuspage:edit`, when any. */
function featureOf(action: EditAction): PlanFeature | null {
  switch (action.type) {
    case 'card':
      return action.action === 'changeIcon' ? 'allowReplaceCardIcons' : null;
    case 'reorderSections':
      return 'allowSectionCustomization';
    // Card titles follow the same title-renaming feature as items (docs/editing.md, Validation).
    case 'renameCard':
      return 'allowItemTitleRenaming';
    case 'restrictedFiles':
      return 'restrictedFiles';
    case 'bridgeLetter':
      return 'bridgeLetters';
    case 'bugBounty':
      return 'bugBountyIntegration';
    case 'statusPage':
      return 'statusPageIntegration';
    default:
      return null;
  }
}

/**
 * Whether the caller may use an editing control (docs/editing.md, Editing permissions): every
 * control needs main mode and `statuspage:edit`; changing a card icon also `assets:edit` and
 * `allowReplaceCardIcons`; re-ordering sections `allowSectionCustomization`; renaming an item
 * `allowItemTitleRenaming` unless it is custom, never for Certifications, Security Grades and Risk
 * Profile items; linking files to an item `files:view` (no one links a file they may not see to a
 * place visitors may open it); the Growth gates their features. A card action must be one its
 * kind offers, and an item moves only out of and into the generic cards (`mayMoveItem`).
 */
export function decideEdit(caller: EditCaller, action: EditAction): EditDecision {
  if (!caller.isMain || !caller.scopes.has(MAIN_MODE_SCOPE)) return refuse('scope');
  if (action.type === 'card') {
    if (!cardActionsOf(action.kind).includes(action.action)) return refuse('kind');
    if (action.action === 'changeIcon' && !caller.scopes.has('assets:edit')) {
      return refuse('scope');
    }
  }
  if (action.type === 'linkFiles' && !mayLinkFiles(caller.scopes)) return refuse('scope');
  if (action.type === 'renameItem') {
    if (UNRENAMEABLE_KINDS.includes(action.kind)) return refuse('kind');
    if (!action.isCustom && !caller.features.allowItemTitleRenaming) return refuse('plan');
    return ALLOWED;
  }
  if (action.type === 'renameCard' && !cardActionsOf(action.kind).includes('edit')) {
    return refuse('kind');
  }
  if (action.type === 'moveItem') {
    const movable =
      action.to === undefined
        ? isMovableItemKind(action.from)
        : mayMoveItem(action.from, action.to);
    if (!movable) return refuse('kind');
  }
  const feature = featureOf(action);
  if (feature && !caller.features[feature]) return refuse('plan');
  return ALLOWED;
}

/** Shorthand: whether the control may be used at all. */
export const mayEdit = (caller: EditCaller, action: EditAction): boolean =>
  decideEdit(caller, action).allowed;
