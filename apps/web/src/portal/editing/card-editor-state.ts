/**
 * The drawer's edit form (docs/editing.md, Items and Card actions): a draft per item, new custom
 * items kept locally, and pending file links and unlinks, turned into the calls of one save.
 */
import {
  ADMIN_MESSAGES,
  isRiskItem,
  riskAnswerOf,
  riskDraftOf,
  validateGradeEntry,
  validateRiskAnswer,
  ZItemDetailsInput,
  ZItemTitle,
  type CardKind,
  type RiskDraft,
  type RiskItem,
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
  files: DraftFile[];
  /** A security grade entry (Security grades card, docs/editing.md, Security grades). */
  grade: GradeDraft | null;
  /** A risk profile answer (Risk profile card, docs/editing.md, Risk profile). */
  risk: RiskDraft | null;
}

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
  | 'amount';
export type DraftErrors = Partial<Record<DraftField, string>>;

const gradeDraftOf = (grade: TItemView['details']['grade']): GradeDraft | null =>
  grade ? { ...grade, url: grade.url ?? '' } : null;

/** An item's draft; a risk profile item also carries its answer. */
export const draftOf = (item: TItemView, kind: CardKind): ItemDraft => ({
  key: item.itemUid,
  isNew: false,
  isCustom: item.isCustom,
  title: item.title,
  enabledState: item.enabledState,
  access: item.access,
  explanation: item.details.explanation ?? '',
  href: item.details.href ?? '',
  expiry: item.details.expiry ?? '',
  files: item.documents
    .filter((d) => !d.generated)
    .map((d) => ({ fileId: d.fileId, originalName: d.originalName, state: 'linked' })),
  grade: gradeDraftOf(item.details.grade),
  risk: kind === 'RiskProfile' && isRiskItem(item.title) ? riskDraftOf(item.details) : null,
});

let localKeys = 0;
export const newCustomDraft = (): ItemDraft => ({
  key: `new-${++localKeys}`,
  isNew: true,
  isCustom: true,
  title: '',
  enabledState: 'enabled',
  access: 'public',
  explanation: '',
  href: '',
  expiry: '',
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

const detailsOf = (d: ItemDraft, base: TItemView['details'] | undefined) => ({
  ...base,
  explanation: d.explanation,
  href: d.href,
  expiry: d.expiry,
});

const sameAnswer = (a: RiskDraft | null, b: RiskDraft | null) =>
  JSON.stringify(a && riskAnswerOf(a)) === JSON.stringify(b && riskAnswerOf(b));

/** The update an edited item sends, or null when nothing changed. */
export function updateOf(draft: ItemDraft, item: TItemView, kind: CardKind): TItemUpdate | null {
  const before = draftOf(item, kind);
  const update: TItemUpdate = {};
  if (draft.title !== before.title) update.title = draft.title;
  if (draft.enabledState !== before.enabledState) update.enabledState = draft.enabledState;
  if (draft.access !== before.access) update.access = draft.access;
  if (
    draft.explanation !== before.explanation ||
    draft.href !== before.href ||
    draft.expiry !== before.expiry
  ) {
    update.details = detailsOf(draft, item.details);
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
  const link = draft.files.filter((f) => f.state === 'pending').map((f) => f.fileId);
  const unlink = draft.files.filter((f) => f.state === 'unlinked').map((f) => f.fileId);
  if (link.length) update.linkFiles = link;
  if (unlink.length) update.unlinkFiles = unlink;
  return Object.keys(update).length ? update : null;
}

/** A new custom item's creation, then the files it links. */
export const creationOf = (d: ItemDraft): TCustomItemCreate => ({
  title: d.title,
  enabledState: d.enabledState,
  access: d.access,
  details: detailsOf(d, undefined),
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
  if (kind === 'Documents' && !d.files.some((f) => f.state !== 'unlinked')) {
    errors.files = ADMIN_MESSAGES.fileRequired;
  }
  return errors;
}
