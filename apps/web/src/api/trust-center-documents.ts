/**
 * The trust center's documents as staff manage them: `GET /api/documents/trust-center`, the bulk
 * type change, and a new document uploaded with its progress, then linked to a new item of the
 * chosen card. Changes refresh this list and the portal view.
 */
import { useQuery } from '@tanstack/react-query';
import {
  MESSAGES,
  SAME_SITE_HEADER,
  type CardKind,
  type DocumentType,
  type TDocumentTypesResponse,
  type TEditedItem,
  type TTrustCenterDocuments,
  type TUploadedFile,
} from '@trustfront/core';
import { AppError, apiFetch } from './client.ts';
import { useInvalidatingMutation } from './invalidating-mutation.ts';

const KEY = ['trust-center-documents'] as const;

export function useTrustCenterDocuments() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<TTrustCenterDocuments>('/api/documents/trust-center'),
  });
}

const useDocumentsMutation = <V, R>(call: (variables: V) => Promise<R>) =>
  useInvalidatingMutation(call, [KEY, ['portal-view']]);

export const useSetDocumentTypes = () =>
  useDocumentsMutation((body: { itemUids: string[]; type: DocumentType }) =>
    apiFetch<TDocumentTypesResponse>('/api/trust-center/documents/types', {
      method: 'PATCH',
      body,
    }),
  );

/**
 * POST /api/trust-center/files as multipart form data, reporting the share sent (0 to 100).
 * XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadWithProgress(
  file: File,
  onProgress: (percent: number) => void,
): Promise<TUploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/trust-center/files');
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(SAME_SITE_HEADER, '1');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as (TUploadedFile & { error?: { message?: string } }) | null;
      if (request.status >= 200 && request.status < 300 && body) resolve(body);
      else {
        const message = body?.error?.message ?? MESSAGES.unknownError;
        reject(new AppError('http_error', message, request.status));
      }
    };
    request.onerror = () => reject(new AppError('http_error', MESSAGES.unknownError, 0));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

export interface NewDocument {
  productId: string;
  kind: CardKind;
  title: string;
  type: DocumentType | null;
  file: File;
}

/** Uploads the file, adds a custom item to the card, then links the file to it. */
export const useUploadDocument = (onProgress: (percent: number) => void) =>
  useDocumentsMutation(async (doc: NewDocument) => {
    const uploaded = await uploadWithProgress(doc.file, onProgress);
    const product = `/api/trust-center/products/${encodeURIComponent(doc.productId)}`;
    const item = await apiFetch<TEditedItem>(`${product}/cards/${doc.kind}/custom-items`, {
      method: 'POST',
      body: { title: doc.title, details: doc.type ? { type: doc.type } : {} },
    });
    await apiFetch<TEditedItem>(`${product}/items/${item.itemUid}`, {
      method: 'PUT',
      body: { linkFiles: [uploaded.fileId] },
    });
    return { item, file: uploaded };
  });
