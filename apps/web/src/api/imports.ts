/**
 * Imports (docs/import.md): a file's preview (`POST {url}/preview`, nothing written) and its
 * import (`POST {url}`, every row or none), and several documents uploaded at once. An import
 * refreshes the lists it changed and the portal view.
 */
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { type TDocumentImportRow, type TImportPreview, type TImportResult } from '@trustfront/core';
import { useInvalidatingMutation } from './invalidating-mutation.ts';
import { sendFile, sendForm } from './send-file.ts';

/** Where each import is sent. */
export const IMPORT_URLS = {
  knowledgeBase: '/api/app/imports/knowledge-base',
  controls: '/api/app/imports/controls',
  subprocessors: (productId: string) =>
    `/api/trust-center/products/${encodeURIComponent(productId)}/imports/subprocessors`,
  documents: '/api/trust-center/imports/documents',
} as const;

/** POST {url}/preview: the rows the file would import, with their errors. */
export const useImportPreview = (url: string) =>
  useMutation({
    mutationFn: (file: File) => sendFile<TImportPreview>('POST', `${url}/preview`, file),
  });

/** POST {url}: imports the file; the given queries fetch again. */
export const useImportFile = (url: string, keys: readonly QueryKey[]) =>
  useInvalidatingMutation(
    (file: File) => sendFile<TImportResult>('POST', url, file),
    [...keys, ['portal-view']],
  );

/** POST /api/trust-center/imports/documents: the rows first, then their files in order. */
export const useImportDocuments = () =>
  useInvalidatingMutation(
    (documents: { row: TDocumentImportRow; file: File }[]) => {
      const form = new FormData();
      form.append('documents', JSON.stringify(documents.map((d) => d.row)));
      for (const d of documents) form.append('file', d.file, d.file.name);
      return sendForm<TImportResult>('POST', IMPORT_URLS.documents, form);
    },
    [['trust-center-documents'], ['portal-view']],
  );
