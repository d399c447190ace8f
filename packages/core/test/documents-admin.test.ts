import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ADMIN_TEXTS,
  DOCUMENTS_LIST_SCOPES,
  ZDocumentTypesRequest,
  documentsAccessOf,
  tokenMayUse,
} from '../src/index.ts';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('the bulk type change request', () => {
  it('takes known types for distinct items', () => {
    expect(ZDocumentTypesRequest.parse({ itemUids: [id(1), id(2)], type: 'Policy' })).toEqual({
      itemUids: [id(1), id(2)],
      type: 'Policy',
    });
  });

  it.each([
    [{ itemUids: [id(1)], type: 'Anything' }, 'Select an item type to save this item'],
    [{ itemUids: [], type: 'Policy' }, 'Select at least one document'],
    [{ itemUids: [id(1), id(1)], type: 'Policy' }, 'Each document once'],
    [{ itemUids: ['not-a-uuid'], type: 'Policy' }, undefined],
  ])('refuses %j', (input, message) => {
    const result = ZDocumentTypesRequest.safeParse(input);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('words its outcome as documented', () => {
    expect(DOCUMENT_ADMIN_TEXTS.typesUpdated(3)).toBe('Types have been updated for 3 document(s)');
    expect(DOCUMENT_ADMIN_TEXTS.typesFailed).toBe('Type updates could not be saved');
  });
});

describe('who may read and change the documents list', () => {
  it.each([
    [['app:documents', 'files:view'], 'read'],
    [['app:documents', 'statuspage:edit'], 'edit'],
    [['statuspage:edit'], 'edit'],
    [['app:knowledge-base', 'files:view', 'files:download'], 'none'],
    [[], 'none'],
  ] as const)('%j: %s', (scopes, access) => {
    expect(documentsAccessOf(scopes)).toBe(access);
    expect(documentsAccessOf(new Set(scopes))).toBe(access);
    // The list's route admits exactly the callers the rule lets read.
    expect(tokenMayUse(new Set(scopes), DOCUMENTS_LIST_SCOPES)).toBe(access !== 'none');
  });
});
