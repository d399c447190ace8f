/**
 * A document's versions as staff manage them (docs/documents.md, Versions): the list, a new file
 * for the document and the restore of an earlier version. Changes refresh the list, the
 * documents page and the portal view.
 */
import { useQuery } from '@tanstack/react-query';
import type { TDocumentVersions } from '@trustfront/core';
import { apiFetch } from './client.ts';
import { useInvalidatingMutation } from './invalidating-mutation.ts';
import { sendFile } from './send-file.ts';

const versionsKey = (fileId: string) => ['document-versions', fileId] as const;
const filePath = (fileId: string) => `/api/trust-center/files/${encodeURIComponent(fileId)}`;

export function useDocumentVersions(fileId: string | null) {
  return useQuery({
    enabled: fileId !== null,
    queryKey: versionsKey(fileId ?? ''),
    queryFn: () => apiFetch<TDocumentVersions>(`${filePath(fileId ?? '')}/versions`),
  });
}

const useVersionsMutation = <V>(
  fileId: string,
  call: (variables: V) => Promise<TDocumentVersions>,
) =>
  useInvalidatingMutation(call, [versionsKey(fileId), ['trust-center-documents'], ['portal-view']]);

export const useReplaceDocumentFile = (fileId: string) =>
  useVersionsMutation(fileId, (file: File) =>
    sendFile<TDocumentVersions>('POST', `${filePath(fileId)}/replace`, file),
  );

export const useRestoreDocumentVersion = (fileId: string) =>
  useVersionsMutation(fileId, (version: number) =>
    apiFetch<TDocumentVersions>(`${filePath(fileId)}/versions/${version}/restore`, {
      method: 'POST',
    }),
  );
