import { describe, expect, it } from 'vitest';
import {
  BULK_DOWNLOAD_IDLE,
  BULK_DOWNLOAD_MAX_FILES,
  ZBulkDownloadRequest,
  bulkDownloadReducer,
  failedDocumentNames,
  isAllSelected,
  type BulkDownloadAction,
  type BulkDownloadState,
} from '../src/index.ts';

const ACTIONS: Record<BulkDownloadAction['type'], BulkDownloadAction> = {
  begin_download: { type: 'begin_download', selectedCount: 3 },
  cancel: { type: 'cancel' },
  error: { type: 'error' },
  success: { type: 'success', successCount: 3 },
  partial_success: { type: 'partial_success', successCount: 2, failedFileIds: ['f-3'] },
  retry: { type: 'retry' },
  reset: { type: 'reset' },
};

const STATES: Record<BulkDownloadState['status'], BulkDownloadState> = {
  idle: BULK_DOWNLOAD_IDLE,
  loading: { status: 'loading', selectedCount: 5 },
  success: { status: 'success', successCount: 5 },
  partial_success: { status: 'partial_success', successCount: 4, failedFileIds: ['f-9'] },
  error: { status: 'error', selectedCount: 5 },
};

/**
 * Every transition of docs/documents.md, Bulk download; any (state, action) pair not listed leaves
 * the state alone.
 */
const TRANSITIONS: [BulkDownloadState['status'], BulkDownloadAction['type'], BulkDownloadState][] =
  [
    ['idle', 'begin_download', { status: 'loading', selectedCount: 3 }],
    ['loading', 'cancel', { status: 'idle' }],
    ['loading', 'error', { status: 'error', selectedCount: 5 }],
    ['loading', 'success', { status: 'success', successCount: 3 }],
    [
      'loading',
      'partial_success',
      { status: 'partial_success', successCount: 2, failedFileIds: ['f-3'] },
    ],
    ['error', 'retry', { status: 'loading', selectedCount: 5 }],
    ['error', 'reset', { status: 'idle' }],
    ['success', 'reset', { status: 'idle' }],
    ['partial_success', 'reset', { status: 'idle' }],
  ];

const transitionOf = (status: string, type: string) =>
  TRANSITIONS.find(([s, a]) => s === status && a === type);

const IGNORED = Object.keys(STATES).flatMap((status) =>
  Object.keys(ACTIONS)
    .filter((type) => !transitionOf(status, type))
    .map((type) => [status, type] as [BulkDownloadState['status'], BulkDownloadAction['type']]),
);

describe('bulkDownloadReducer', () => {
  it.each(TRANSITIONS)('%s + %s goes to %o', (status, type, expected) => {
    expect(bulkDownloadReducer(STATES[status], ACTIONS[type])).toEqual(expected);
  });

  it.each(IGNORED)('%s ignores %s', (status, type) => {
    const state = STATES[status];
    expect(bulkDownloadReducer(state, ACTIONS[type])).toBe(state);
  });

  it('covers every (state, action) pair', () => {
    expect(TRANSITIONS.length + IGNORED.length).toBe(
      Object.keys(STATES).length * Object.keys(ACTIONS).length,
    );
    expect(IGNORED).toHaveLength(26);
  });

  it('runs a whole dialog session: fail, retry, partial success, reset', () => {
    const steps: BulkDownloadAction[] = [
      { type: 'begin_download', selectedCount: 2 },
      { type: 'error' },
      { type: 'retry' },
      { type: 'partial_success', successCount: 1, failedFileIds: ['b'] },
      { type: 'reset' },
    ];
    const seen = [BULK_DOWNLOAD_IDLE];
    for (const step of steps)
      seen.push(bulkDownloadReducer(seen.at(-1) ?? BULK_DOWNLOAD_IDLE, step));
    expect(seen.map((s) => s.status)).toEqual([
      'idle',
      'loading',
      'error',
      'loading',
      'partial_success',
      'idle',
    ]);
    expect(seen[3]).toEqual({ status: 'loading', selectedCount: 2 });
  });
});

describe('isAllSelected', () => {
  it('is true only when every document is selected', () => {
    expect(isAllSelected(new Set(['a', 'b']), ['a', 'b'])).toBe(true);
    expect(isAllSelected(new Set(['a', 'b', 'c']), ['a', 'b'])).toBe(true);
    expect(isAllSelected(new Set(['a']), ['a', 'b'])).toBe(false);
    expect(isAllSelected(new Set(), ['a'])).toBe(false);
  });

  it('is false when there is nothing to select', () => {
    expect(isAllSelected(new Set(), [])).toBe(false);
    expect(isAllSelected(new Set(['a']), [])).toBe(false);
  });
});

describe('failedDocumentNames', () => {
  const docs = [
    { fileId: 'a', originalName: 'SOC 2 Report.pdf' },
    { fileId: 'b', originalName: 'Pen test.pdf' },
    { fileId: 'c', originalName: '' },
  ];

  it('names the failed documents in order', () => {
    expect(failedDocumentNames(['b', 'a'], docs)).toEqual(['Pen test.pdf', 'SOC 2 Report.pdf']);
  });

  it("answers '(Untitled)' for unknown ids and nameless documents", () => {
    expect(failedDocumentNames(['x', 'c'], docs)).toEqual(['(Untitled)', '(Untitled)']);
  });

  it('answers nothing when nothing failed', () => {
    expect(failedDocumentNames([], docs)).toEqual([]);
  });
});

describe('ZBulkDownloadRequest', () => {
  const itemUid = '5f0c7a52-4f0e-4c36-9a57-7e2f9b3a1c10';
  const productId = '0b7d3c9e-2f44-4b1a-8d6e-1c5a9e7f3b21';

  it('accepts files and bridge letters', () => {
    const body = {
      files: [
        { itemUid, fileId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d' },
        { itemUid, fileId: `bridge-letter-${itemUid}`, generated: true },
      ],
      productId,
      selectAllUsed: true,
    };
    expect(ZBulkDownloadRequest.parse(body)).toEqual(body);
  });

  it('refuses an empty selection, too many files, and malformed ids', () => {
    const file = { itemUid, fileId: 'f' };
    const ok = (files: unknown[], pid = productId) =>
      ZBulkDownloadRequest.safeParse({ files, productId: pid, selectAllUsed: false }).success;
    expect(ok([])).toBe(false);
    expect(ok(Array.from({ length: BULK_DOWNLOAD_MAX_FILES }, () => file))).toBe(true);
    expect(ok(Array.from({ length: BULK_DOWNLOAD_MAX_FILES + 1 }, () => file))).toBe(false);
    expect(ok([{ itemUid: 'not-a-uuid', fileId: 'f' }])).toBe(false);
    expect(ok([file], 'nope')).toBe(false);
  });
});
