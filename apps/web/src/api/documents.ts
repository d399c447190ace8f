/** Documents of the portal: file links (view, download), the pre-open check, bulk download. */
import { useMutation } from '@tanstack/react-query';
import type {
  TBulkDownloadRequest,
  TBulkDownloadResponse,
  TDocumentCheckResponse,
  TDocumentDisposition,
  TPortalMode,
} from '@trustfront/core';
import { apiFetch, callerQuery, toQuery } from './client.ts';

/** Who is asking: the organisation and the caller's mode parameters, kept on every link. */
export interface DocumentCaller {
  orgSlug: string;
  mode: TPortalMode;
  accountId: string | null;
  permissionProfileId: string | null;
}

export interface DocumentRef {
  productId: string;
  itemUid: string;
  fileId: string;
}

const base = (orgSlug: string) => `/api/portal/${encodeURIComponent(orgSlug)}`;

const fileQuery = (caller: DocumentCaller, ref: DocumentRef, disposition: TDocumentDisposition) =>
  toQuery({
    itemUid: ref.itemUid,
    productId: ref.productId,
    disposition,
    ...callerQuery(caller),
  });

/** GET {base}/files/{fileId}: the document itself, shown inline or sent as an attachment. */
export function documentFileUrl(
  caller: DocumentCaller,
  ref: DocumentRef,
  disposition: TDocumentDisposition,
): string {
  return `${base(caller.orgSlug)}/files/${encodeURIComponent(ref.fileId)}${fileQuery(caller, ref, disposition)}`;
}

/** Asks the server whether the document opens for this caller, before a tab is given to it. */
export function checkDocument(
  caller: DocumentCaller,
  ref: DocumentRef,
  disposition: TDocumentDisposition,
): Promise<TDocumentCheckResponse> {
  return apiFetch<TDocumentCheckResponse>(
    `${base(caller.orgSlug)}/files/${encodeURIComponent(ref.fileId)}/check${fileQuery(caller, ref, disposition)}`,
  );
}

/** POST {product base}/bulk-download, with the caller's mode parameters. */
export function bulkDownloadUrl(caller: DocumentCaller, productId: string): string {
  return `${base(caller.orgSlug)}/products/${encodeURIComponent(productId)}/bulk-download${toQuery(callerQuery(caller))}`;
}

export interface BulkDownloadVariables {
  request: TBulkDownloadRequest;
  /** Aborts the request when the visitor cancels. */
  signal?: AbortSignal;
}

/** Asks for a zip of the selected documents; answers the counts and the zip's link. */
export function useBulkDownload(caller: DocumentCaller) {
  return useMutation({
    mutationFn: ({ request, signal }: BulkDownloadVariables) =>
      apiFetch<TBulkDownloadResponse>(bulkDownloadUrl(caller, request.productId), {
        method: 'POST',
        body: request,
        signal,
      }),
  });
}
