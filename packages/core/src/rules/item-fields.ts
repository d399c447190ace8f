/**
 * The fields an item editor offers for a card kind, and their checks (docs/editing.md, Item
 * fields): type, auditor, maturity and recurrence, the bridge letter of a Reports item, and the
 * warning when a custom item's title is already an item's on another card. Pure: the editor and
 * the item routes ask the same functions.
 */
import { ADMIN_MESSAGES as M } from '../constants/admin-messages.ts';
import type { CardKind } from '../constants/cards.ts';
import { DOCUMENT_TYPES } from '../schemas/documents-admin.ts';

/** An item's type: the documents' types (docs/documents.md, Types). */
export const ITEM_TYPES = DOCUMENT_TYPES;

/** How far a control has come, lowest first. */
export const MATURITY_LEVELS = [
  'Initial',
  'Developing',
  'Defined',
  'Managed',
  'Optimized',
] as const;

/** How often a control is performed or reviewed. */
export const RECURRENCE_OPTIONS = [
  'Continuous',
  'Daily',
  'Weekly',
  'Monthly',
  'Quarterly',
  'Annually',
] as const;

/** What a new control starts with in the editor. */
export const ITEM_FIELD_DEFAULTS = { maturity: 'Defined', recurrence: 'Annually' } as const;

/** The longest auditor name. */
export const AUDITOR_MAX_CHARS = 200;

export type ItemField = 'type' | 'auditor' | 'maturity' | 'recurrence' | 'bridgeLetter';

/** Control cards: what is done, how far along and how often. */
const CONTROL_FIELDS: readonly ItemField[] = ['maturity', 'recurrence'];

/** The kinds whose items have fields of their own; the others (company, grade, risk) have none. */
const KIND_FIELDS: Partial<Record<CardKind, readonly ItemField[]>> = {
  Reports: ['type', 'auditor', 'bridgeLetter'],
  Certifications: ['auditor'],
  Documents: [],
  Overview: [],
  TrustedBy: [],
  Subprocessors: [],
  SecurityGrades: [],
  RiskProfile: [],
  Questionnaires: [],
  Legal: [],
  Policies: [],
};

/** The item fields an editor of this card kind offers. */
export const itemFieldsOf = (kind: CardKind): readonly ItemField[] =>
  KIND_FIELDS[kind] ?? CONTROL_FIELDS;

/** Whether this card kind's items may carry a bridge letter (docs/documents.md, Bridge letters). */
export const offersBridgeLetter = (kind: CardKind): boolean =>
  itemFieldsOf(kind).includes('bridgeLetter');

/** The values of an item's own fields, as the editor and the item's details hold them. */
export interface ItemFieldValues {
  type?: string | undefined;
  auditor?: string | undefined;
  maturity?: string | undefined;
  recurrence?: string | undefined;
}

const isOneOf = (list: readonly string[], value: string | undefined) =>
  !value || list.includes(value);

/**
 * The messages of an item's fields for its card kind; empty when it may be saved. A Reports item
 * needs a type ('Select an item type to save this item'); maturity and recurrence, when set, are
 * one of theirs; fields the kind does not offer are not checked.
 */
export function itemFieldErrors(
  kind: CardKind,
  v: ItemFieldValues,
): Partial<Record<Exclude<ItemField, 'bridgeLetter'>, string>> {
  const fields = itemFieldsOf(kind);
  const errors: Partial<Record<Exclude<ItemField, 'bridgeLetter'>, string>> = {};
  if (fields.includes('type') && !(v.type && isOneOf(ITEM_TYPES, v.type))) {
    errors.type = M.selectItemType;
  }
  if (fields.includes('auditor') && (v.auditor ?? '').trim().length > AUDITOR_MAX_CHARS) {
    errors.auditor = M.auditorTooLong;
  }
  if (fields.includes('maturity') && !isOneOf(MATURITY_LEVELS, v.maturity)) {
    errors.maturity = M.maturityInvalid;
  }
  if (fields.includes('recurrence') && !isOneOf(RECURRENCE_OPTIONS, v.recurrence)) {
    errors.recurrence = M.recurrenceInvalid;
  }
  return errors;
}

const normalTitle = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The title of the other card that already holds an item titled like this custom item (case and
 * spacing aside), or null. The editor warns; saving stays allowed.
 */
export function titleMatchOnOtherCard(
  title: string,
  kind: CardKind,
  cards: readonly { kind: CardKind; title: string; items: readonly { title: string }[] }[],
): string | null {
  const wanted = normalTitle(title);
  if (wanted.length < 2) return null;
  const match = cards.find(
    (c) => c.kind !== kind && c.items.some((i) => normalTitle(i.title) === wanted),
  );
  return match?.title ?? null;
}
