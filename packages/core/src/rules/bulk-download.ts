/**
 * The bulk download dialog's state machine and selection helpers (docs/documents.md, Bulk
 * download).
 */
import { MESSAGES } from '../constants/messages.ts';

export type BulkDownloadState =
  | { status: 'idle' }
  | { status: 'loading'; selectedCount: number }
  | { status: 'success'; successCount: number }
  | { status: 'partial_success'; successCount: number; failedFileIds: string[] }
  /** Keeps the count of the failed attempt so that retry can load it again. */
  | { status: 'error'; selectedCount: number };

export type BulkDownloadAction =
  | { type: 'begin_download'; selectedCount: number }
  | { type: 'cancel' }
  | { type: 'error' }
  | { type: 'success'; successCount: number }
  | { type: 'partial_success'; successCount: number; failedFileIds: string[] }
  | { type: 'retry' }
  | { type: 'reset' };

export const BULK_DOWNLOAD_IDLE: BulkDownloadState = { status: 'idle' };

/**
 * idle → loading on begin_download; loading → idle on cancel, error on error, success on success,
 * partial_success on partial_success; error → loading on retry, idle on reset; success and
 * partial_success → idle on reset. Every other action leaves the state as it is.
 */
export function bulkDownloadReducer(
  state: BulkDownloadState,
  action: BulkDownloadAction,
): BulkDownloadState {
  switch (state.status) {
    case 'idle':
      return action.type === 'begin_download'
        ? { status: 'loading', selectedCount: action.selectedCount }
        : state;
    case 'loading':
      switch (action.type) {
        case 'cancel':
          return BULK_DOWNLOAD_IDLE;
        case 'error':
          return { status: 'error', selectedCount: state.selectedCount };
        case 'success':
          return { status: 'success', successCount: action.successCount };
        case 'partial_success':
          return {
            status: 'partial_success',
            successCount: action.successCount,
            failedFileIds: action.failedFileIds,
          };
        default:
          return state;
      }
    case 'error':
      if (action.type === 'retry') return { status: 'loading', selectedCount: state.selectedCount };
      return action.type === 'reset' ? BULK_DOWNLOAD_IDLE : state;
    case 'success':
    case 'partial_success':
      return action.type === 'reset' ? BULK_DOWNLOAD_IDLE : state;
  }
}

/** The select-all checkbox is checked when there are documents and every one is selected. */
export function isAllSelected(selected: ReadonlySet<string>, all: readonly string[]): boolean {
  return all.length > 0 && all.every((id) => selected.has(id));
}

/** Names of the documents that failed, '(Untitled)' for ids the list does not know. */
export function failedDocumentNames(
  failedFileIds: readonly string[],
  documents: readonly { fileId: string; originalName: string }[],
): string[] {
  const names = new Map(documents.map((d) => [d.fileId, d.originalName]));
  return failedFileIds.map((id) => names.get(id) || MESSAGES.untitled);
}
