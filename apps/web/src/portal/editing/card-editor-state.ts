/**
 * The drawer's edit form (docs/editing.md, Items and Card actions): a draft per item, new custom
 * items kept locally, and pending file links and unlinks, turned into the calls of one save.
 */
import {
  ADMIN_MESSAGES,
  ITEM_FIELD_DEFAULTS,
  itemFieldErrors,
  itemFieldsOf,
  isRiskItem,
  riskAnswerOf,
  riskDraftOf,
  validateGradeEntry,
  validateRiskAnswer,
  ZBridgeLetter,
  ZItemDetailsInput,
  ZItemTitle,
  type CardKind,
  type RiskDraft,
  type RiskItem,
  type TBridgeLetter,
  type TCustomItemCreate,
  type TItemUpdate,
  type TItemView,
  type TUploadedFile,
} from '@trustfront/core';

export interface DraftFile {
  fileId: string;
  originalName: string;
  /** 'linked': saved; 'pending': chosen, linked on save; 'unlinked': removed on save. */
  state: 'linked' | 'pending' | 'unlinked';
}

export interface ItemDraft {
  /** The itemUid, or a local key for a custom item not saved yet. */
  key: string;
  isNew: boolean;
  isCustom: boolean;
  title: string;
  enabledState: TItemView['enabledState'];
  access: TItemView['access'];
  explanation: string;
  href: string;
  expiry: string;
  /** The kind's own fields (docs/editing.md, Item fields); '' when not set. */
  fields: DraftItemFields;
  /** The item's bridge letter, as saved or being written; null when none was ever written. */
  bridgeLetter: TBridgeLetter | null;
  files: DraftFile[];
  /** A security grade entry (Security grades card, docs/editing.md, Security grades). */
  grade: GradeDraft | null;
  /** A risk profile answer (Risk profile card, docs/editing.md, Risk profile). */
  risk: RiskDraft | null;
}

export interface DraftItemFields {
  type: string;
  auditor: string;
  maturity: string;
  recurrence: string;
}
const FIELD_NAMES = ['type', 'auditor', 'maturity', 'recurrence'] as const;

export interface GradeDraft {
  provider: string;
  label: string;
  description: string;
  url: string;
  grade: string;
}

export type DraftField =
  | 'title'
  | 'href'
  | 'expiry'
  | 'files'
  | 'label'
  | 'url'
  | 'grade'
  | 'provider'
  | 'choice'
  | 'range'
  | 'amount'
  | (typeof FIELD_NAMES)[number]
  | 'letterContent'
  | 'signerName'
  | 'signerTitle';
export type DraftErrors = Partial<Record<DraftField, string>>;

const gradeDraftOf = (grade: TItemView['details']['grade']): GradeDraft | null =>
  grade ? { ...grade, url: grade.url ?? '' } : null;

const fieldsOf = (details: TItemView['details'] | undefined): DraftItemFields => ({
  type: details?.type ?? '',
  auditor: details?.auditor ?? '',
  maturity: details?.maturity ?? '',
  recurrence: details?.recurrence ?? '',
});

/** A new bridge letter, turned on: its texts are to be written (docs/documents.md). */
export const newBridgeLetter = (): TBridgeLetter => ({
  letterEnabled: true,
  letterType: 'SOC 2',
  letterContent: '',
  signerName: '',
  signerTitle: '',
});

/**
 * An item's draft; a risk profile item also carries its answer, a Reports item the letter staff
 * wrote (`letter`, from the card's bridge letters).
 */
export const draftOf = (
  item: TItemView,
  kind: CardKind,
  letter: TBridgeLetter | null = null,
): ItemDraft => ({
  key: item.itemUid,
  isNew: false,
  isCustom: item.isCustom,
  title: item.title,
  enabledState: item.enabledState,
  access: item.access,
  explanation: item.details.explanation ?? '',
  href: item.details.href ?? '',
  expiry: item.details.expiry ?? '',
  fields: fieldsOf(item.details),
  bridgeLetter: letter,
  files: item.documents
    .filter((d) => !d.generated)
    .map((d) => ({ fileId: d.fileId, originalName: d.originalName, state: 'linked' })),
  grade: gradeDraftOf(item.details.grade),
  risk: kind === 'RiskProfile' && isRiskItem(item.title) ? riskDraftOf(item.details) : null,
});

/** A new item's fields: a control starts at the default maturity and recurrence. */
const newFieldsOf = (kind: CardKind): DraftItemFields => {
  const offered = itemFieldsOf(kind);
  return {
    ...fieldsOf(undefined),
    ...(offered.includes('maturity') ? { maturity: ITEM_FIELD_DEFAULTS.maturity } : {}),
    ...(offered.includes('recurrence') ? { recurrence: ITEM_FIELD_DEFAULTS.recurrence } : {}),
  };
};

let localKeys = 0;
export const newCustomDraft = (kind: CardKind): ItemDraft => ({
  key: `new-${++localKeys}`,
  isNew: true,
  isCustom: true,
  title: '',
  enabledState: 'enabled',
  access: 'public',
  explanation: '',
  href: '',
  expiry: '',
  fields: newFieldsOf(kind),
  bridgeLetter: null,
  files: [],
  grade: null,
  risk: null,
});

/** A chosen upload becomes a pending link. */
export const withUpload = (draft: ItemDraft, file: TUploadedFile): ItemDraft => ({
  ...draft,
  files: [
    ...draft.files,
    { fileId: file.fileId, originalName: file.originalName, state: 'pending' },
  ],
});

/**
 * Removing a file: a pending link is dropped, a saved link becomes a pending unlink; Undo puts a
 * pending unlink back and drops a pending link.
 */
export function toggleFile(draft: ItemDraft, fileId: string): ItemDraft {
  const files = draft.files.flatMap((f): DraftFile[] => {
    if (f.fileId !== fileId) return [f];
    if (f.state === 'pending') return [];
    return [{ ...f, state: f.state === 'linked' ? 'unlinked' : 'linked' }];
  });
  return { ...draft, files };
}

/** The details a draft saves: the base's, its texts, and the kind's own fields (unset when ''). */
function detailsOf(d: ItemDraft, base: TItemView['details'] | undefined, kind: CardKind) {
  const offered = FIELD_NAMES.filter((name) => itemFieldsOf(kind).includes(name));
  const kept = Object.entries(base ?? {}).filter(
    ([key]) => !offered.includes(key as (typeof FIELD_NAMES)[number]),
  );
  const set = offered.flatMap((name) => {
    const value = d.fields[name].trim();
    return value ? [[name, value] as const] : [];
  });
  return {
    ...(Object.fromEntries([...kept, ...set]) as TItemView['details']),
    explanation: d.explanation,
    href: d.href,
    expiry: d.expiry,
  };
}

const sameFields = (a: DraftItemFields, b: DraftItemFields) =>
  FIELD_NAMES.every((name) => a[name].trim() === b[name].trim());

const sameAnswer = (a: RiskDraft | null, b: RiskDraft | null) =>
  JSON.stringify(a && riskAnswerOf(a)) === JSON.stringify(b && riskAnswerOf(b));

/** The update an edited item sends, or null when nothing changed. */
export function updateOf(
  draft: ItemDraft,
  item: TItemView,
  kind: CardKind,
  letter: TBridgeLetter | null = null,
): TItemUpdate | null {
  const before = draftOf(item, kind, letter);
  const update: TItemUpdate = {};
  if (draft.title !== before.title) update.title = draft.title;
  if (draft.enabledState !== before.enabledState) update.enabledState = draft.enabledState;
  if (draft.access !== before.access) update.access = draft.access;
  if (
    draft.explanation !== before.explanation ||
    draft.href !== before.href ||
    draft.expiry !== before.expiry ||
    !sameFields(draft.fields, before.fields)
  ) {
    update.details = detailsOf(draft, item.details, kind);
  }
  if (draft.grade && JSON.stringify(draft.grade) !== JSON.stringify(before.grade)) {
    const { url, ...grade } = draft.grade;
    update.details = { ...(update.details ?? item.details), grade: { ...grade, url: url || null } };
  }
  if (draft.risk && !sameAnswer(draft.risk, before.risk)) {
    // A choice without a time drops the range or custom time saved before it.
    const details = { ...(update.details ?? item.details) };
    delete details.value;
    update.details = { ...details, ...riskAnswerOf(draft.risk) };
  }
  if (JSON.stringify(draft.bridgeLetter) !== JSON.stringify(letter)) {
    update.bridgeLetter = draft.bridgeLetter;
  }
  const link = draft.files.filter((f) => f.state === 'pending').map((f) => f.fileId);
  const unlink = draft.files.filter((f) => f.state === 'unlinked').map((f) => f.fileId);
  if (link.length) update.linkFiles = link;
  if (unlink.length) update.unlinkFiles = unlink;
  return Object.keys(update).length ? update : null;
}

/** A new custom item's creation, then the files and the bridge letter it links. */
export const creationOf = (d: ItemDraft, kind: CardKind): TCustomItemCreate => ({
  title: d.title,
  enabledState: d.enabledState,
  access: d.access,
  details: detailsOf(d, undefined, kind),
});

/** A risk answer's errors on its fields: the range, or the custom time's number. */
function riskErrorsOf(item: RiskItem, risk: RiskDraft): DraftErrors {
  const { choice, value } = validateRiskAnswer(item, riskAnswerOf(risk));
  const errors: DraftErrors = {};
  if (choice) errors.choice = choice;
  if (value) errors[risk.choice === 'range' ? 'range' : 'amount'] = value;
  return errors;
}

/** A draft's field errors with the documented messages; empty when it may be saved. */
export function validateDraft(d: ItemDraft, kind: CardKind): DraftErrors {
  if (d.grade) return validateGradeEntry(d.grade);
  if (d.risk && isRiskItem(d.title)) return riskErrorsOf(d.title, d.risk);
  const errors: DraftErrors = {};
  const title = ZItemTitle.safeParse(d.title);
  if (!title.success) errors.title = title.error.issues[0]?.message;
  const details = ZItemDetailsInput.safeParse({ href: d.href, expiry: d.expiry });
  for (const issue of details.success ? [] : details.error.issues) {
    const field = issue.path[0];
    if (field === 'href' || field === 'expiry') errors[field] = issue.message;
  }
  Object.assign(errors, itemFieldErrors(kind, d.fields));
  const letter = d.bridgeLetter ? ZBridgeLetter.safeParse(d.bridgeLetter) : null;
  for (const issue of letter && !letter.success ? letter.error.issues : []) {
    const field = issue.path[0];
    if (field === 'letterContent' || field === 'signerName' || field === 'signerTitle') {
      errors[field] = issue.message;
    }
  }
  if (kind === 'Documents' && !d.files.some((f) => f.state !== 'unlinked')) {
    errors.files = ADMIN_MESSAGES.fileRequired;
  }
  return errors;
}
