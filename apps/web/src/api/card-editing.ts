/**
 * Editing the portal in main mode (`/api/trust-center/…`): the editor's rights, and one mutation
 * per editing call. Each success refreshes the portal view, whose ETag follows the content
 * revision. Imported only by the lazily loaded editing controls.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  planFeatures,
  type CardKind,
  type TAssetRef,
  type EditCaller,
  type TCardOrderRequest,
  type TCardPatch,
  type TCustomItemCreate,
  type TEditedItem,
  type TEditorInfo,
  type TItemOrderRequest,
  type TItemUpdate,
  type TSectionOrderRequest,
  type TUploadedFile,
} from '@trustfront/core';
import { apiFetch } from './client.ts';
import { sendFile } from './send-file.ts';

const BASE = '/api/trust-center';
const productPath = (productId: string) => `${BASE}/products/${encodeURIComponent(productId)}`;

/** GET /api/trust-center/editor, as the editing rule's caller. */
export function useEditCaller(): EditCaller | null {
  const info = useQuery({
    queryKey: ['trust-center-editor'],
    queryFn: () => apiFetch<TEditorInfo>(`${BASE}/editor`),
    staleTime: 60_000,
  });
  if (!info.data) return null;
  return {
    isMain: true,
    scopes: new Set(info.data.scopes),
    features: planFeatures(info.data.plan, info.data.features),
  };
}

/** A mutation that refreshes the portal view once it succeeded. */
function useEdit<V, R = void>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['portal-view'] }),
  });
}

export const useSaveSectionOrder = (productId: string) =>
  useEdit((body: TSectionOrderRequest) =>
    apiFetch<undefined>(productPath(productId), { method: 'PATCH', body }),
  );

export const useSaveCardOrder = (productId: string) =>
  useEdit((body: TCardOrderRequest) =>
    apiFetch<undefined>(`${productPath(productId)}/cards`, { method: 'PATCH', body }),
  );

export const usePatchCard = (productId: string, kind: CardKind) =>
  useEdit((body: TCardPatch) =>
    apiFetch<undefined>(`${productPath(productId)}/cards/${kind}`, { method: 'PATCH', body }),
  );

export const useSaveItemOrder = (productId: string, kind: CardKind) =>
  useEdit((body: TItemOrderRequest) =>
    apiFetch<undefined>(`${productPath(productId)}/cards/${kind}/items`, { method: 'PATCH', body }),
  );

export const useSetItemSlug = (productId: string) =>
  useEdit(({ itemUid, slug }: { itemUid: string; slug: string }) =>
    apiFetch<TEditedItem>(`${productPath(productId)}/items/${itemUid}/slug`, {
      method: 'PUT',
      body: { slug },
    }),
  );

export const useMoveItem = (productId: string) =>
  useEdit(({ itemUid, destinationCardId }: { itemUid: string; destinationCardId: CardKind }) =>
    apiFetch<TEditedItem>(`${productPath(productId)}/items/${itemUid}`, {
      method: 'PATCH',
      body: { destinationCardId },
    }),
  );

/** The calls of one card save, made in order by the drawer's Save. */
export const itemCalls = (productId: string) => ({
  update: (itemUid: string, body: TItemUpdate) =>
    apiFetch<TEditedItem>(`${productPath(productId)}/items/${itemUid}`, { method: 'PUT', body }),
  create: (kind: CardKind, body: TCustomItemCreate) =>
    apiFetch<TEditedItem>(`${productPath(productId)}/cards/${kind}/custom-items`, {
      method: 'POST',
      body,
    }),
  remove: (itemUid: string) =>
    apiFetch<undefined>(`${productPath(productId)}/items/${itemUid}`, { method: 'DELETE' }),
});

/** POST /api/trust-center/files: one document, linked to an item by the item's save. */
export const uploadDocument = (file: File) =>
  sendFile<TUploadedFile>('POST', `${BASE}/files`, file);

/** PUT or DELETE …/cards/{kind}/icon: a custom icon, or back to the default one. */
export const useCardIcon = (productId: string, kind: CardKind) =>
  useEdit(async (file: File | null) => {
    const path = `${productPath(productId)}/cards/${kind}/icon`;
    if (file) await sendFile<TAssetRef>('PUT', path, file);
    else await apiFetch<undefined>(path, { method: 'DELETE' });
  });
