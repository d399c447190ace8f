/**
 * The drawer's edit form (spec 3 §4.4–§4.9): a draft per item, new custom items kept locally,
 * and pending file links and unlinks, turned into the calls of one save.
 */
import {
  ADMIN_MESSAGES,
  validateGradeEntry,
  ZItemDetailsInput,
  ZItemTitle,
  type CardKind,
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
  /** A security grade entry (Security grades card, spec 3 §5.7). */
  grade: GradeDraft | null;
}

export interface GradeDraft {
  provider: string;
  label: string;
  description: string;
  url: string;
  grade: string;
}

export type DraftField =
  'title' | 'href' | 'expiry' | 'files' | 'label' | 'url' | 'grade' | 'provider';
export type DraftErrors = Partial<Record<DraftField, string>>;

const gradeDraftOf = (grade: TItemView['details']['grade']): GradeDraft | null =>
  grade ? { ...grade, url: grade.url ?? '' } : null;

export const draftOf = (item: TItemView): ItemDraft => ({
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

/** The update an edited item sends, or null when nothing changed. */
export function updateOf(draft: ItemDraft, item: TItemView): TItemUpdate | null {
  const before = draftOf(item);
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

/** A draft's field errors with the spec's messages; empty when it may be saved. */
export function validateDraft(d: ItemDraft, kind: CardKind): DraftErrors {
  if (d.grade) return validateGradeEntry(d.grade);
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
