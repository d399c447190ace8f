/**
 * The risk profile (docs/editing.md, Risk profile): its items, their choices and
 * how a recovery range or custom recovery time is written and shown.
 */
import type { CardKind } from '../constants/cards.ts';

export const RISK_ITEMS = [
  'DataAccess',
  'Impact',
  'CriticalDependence',
  'RecoveryTime',
  'RecoveryPoint',
  'Hosting',
  'TpDependence',
] as const;
export type RiskItem = (typeof RISK_ITEMS)[number];

export const RISK_CHOICES = {
  DataAccess: ['public', 'internal', 'restricted'],
  Impact: ['low', 'moderate', 'substantial', 'severe'],
  CriticalDependence: ['yes', 'no'],
  RecoveryTime: ['immediate', 'range', 'custom'],
  RecoveryPoint: ['immediate', 'range', 'custom'],
  Hosting: ['major_cloud', 'on_premise', 'combination'],
  TpDependence: ['yes', 'no'],
} as const satisfies Record<RiskItem, readonly string[]>;

/** What each risk item asks, as shown beside its answer. */
export const RISK_ITEM_LABELS: Record<RiskItem, string> = {
  DataAccess: 'Data access',
  Impact: 'Business impact',
  CriticalDependence: 'Critical dependence',
  RecoveryTime: 'Recovery time objective',
  RecoveryPoint: 'Recovery point objective',
  Hosting: 'Hosting',
  TpDependence: 'Third-party dependence',
};

/** A longer question for each risk item. */
export const RISK_ITEM_QUESTIONS: Record<RiskItem, string> = {
  DataAccess: 'What is the most sensitive level of customer data we access?',
  Impact: 'What would be the impact on customers if our service were unavailable?',
  CriticalDependence: 'Are customers critically dependent on our service?',
  RecoveryTime: 'How long does it take to restore the service after a disruption?',
  RecoveryPoint: 'How much data could be lost in a disruption?',
  Hosting: 'Where is the service hosted?',
  TpDependence: 'Does the service depend on a third party?',
};

const CHOICE_LABELS: Record<string, string> = {
  public: 'Public',
  internal: 'Internal',
  restricted: 'Restricted',
  low: 'Low',
  moderate: 'Moderate',
  substantial: 'Substantial',
  severe: 'Severe',
  yes: 'Yes',
  no: 'No',
  immediate: 'Immediate',
  range: 'Range',
  custom: 'Custom',
  major_cloud: 'Major cloud provider',
  on_premise: 'On premise',
  combination: 'Combination',
};

export const RECOVERY_RANGES = ['hours_24_48', 'hours_48_72', 'days_4_7'] as const;
export type RecoveryRange = (typeof RECOVERY_RANGES)[number];

export const RECOVERY_RANGE_LABELS: Record<RecoveryRange, string> = {
  hours_24_48: '24-48 hours',
  hours_48_72: '48-72 hours',
  days_4_7: '4-7 days',
};

export const TIME_UNITS = ['minutes', 'hours', 'days'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

export interface CustomRecovery {
  unit: TimeUnit;
  /** Whole number from 0 to 99 (docs/editing.md, Validation). */
  amount: number;
}

export const CUSTOM_RECOVERY_MIN = 0;
export const CUSTOM_RECOVERY_MAX = 99;
/** The default custom recovery time: 12 hours (docs/editing.md, Risk profile). */
export const DEFAULT_CUSTOM_RECOVERY: CustomRecovery = { unit: 'hours', amount: 12 };

export const isRiskItem = (value: string): value is RiskItem =>
  (RISK_ITEMS as readonly string[]).includes(value);

export const isRecoveryRange = (value: string): value is RecoveryRange =>
  (RECOVERY_RANGES as readonly string[]).includes(value);

/** Whether a custom recovery amount is a whole number from 0 to 99. */
export const isValidCustomAmount = (amount: number): boolean =>
  Number.isInteger(amount) && amount >= CUSTOM_RECOVERY_MIN && amount <= CUSTOM_RECOVERY_MAX;

/** Reads a custom value '{unit}_{number}' (e.g. 'hours_12'); null when it is not one. */
export function parseCustomRecovery(value: string): CustomRecovery | null {
  const match = /^(minutes|hours|days)_(\d{1,2})$/.exec(value);
  if (!match) return null;
  const amount = Number(match[2]);
  return isValidCustomAmount(amount) ? { unit: match[1] as TimeUnit, amount } : null;
}

/** Writes a custom value as '{unit}_{number}'. */
export function serializeCustomRecovery({ unit, amount }: CustomRecovery): string {
  if (!isValidCustomAmount(amount)) throw new RangeError(`Invalid recovery amount: ${amount}`);
  return `${unit}_${amount}`;
}

/** '12 hours', '1 day', '30 minutes'. */
export function formatCustomRecovery({ unit, amount }: CustomRecovery): string {
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}

/**
 * A recovery value as shown: a range ('24-48 hours') or a custom time ('12 hours'); null when the
 * value is neither.
 */
export function formatRecoveryValue(value: string): string | null {
  if (isRecoveryRange(value)) return RECOVERY_RANGE_LABELS[value];
  const custom = parseCustomRecovery(value);
  return custom ? formatCustomRecovery(custom) : null;
}

/** The label of a choice ('major_cloud' → 'Major cloud provider'); unknown choices as given. */
export function riskChoiceLabel(choice: string): string {
  return CHOICE_LABELS[choice] ?? choice;
}

/** The label of a risk item; unknown items as given. */
export function riskItemLabel(item: string): string {
  return isRiskItem(item) ? RISK_ITEM_LABELS[item] : item;
}

/**
 * The title an item is shown under, on its card and in its drawer: a risk item is stored by its
 * key ('RecoveryTime') and shown by its label ('Recovery time objective'); other items by their
 * own title.
 */
export function itemDisplayTitle(cardKind: CardKind, itemTitle: string): string {
  return cardKind === 'RiskProfile' ? riskItemLabel(itemTitle) : itemTitle;
}

/**
 * The answer of a risk item as shown: its choice label, or for a range or custom recovery the
 * formatted time. Null when no choice is set.
 */
export function formatRiskAnswer(details: { choice?: string; value?: string }): string | null {
  const { choice, value } = details;
  if (!choice) return null;
  if ((choice === 'range' || choice === 'custom') && value) {
    return formatRecoveryValue(value) ?? riskChoiceLabel(choice);
  }
  return riskChoiceLabel(choice);
}
