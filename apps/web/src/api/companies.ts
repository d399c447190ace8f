/**
 * The company picker's search and the company entries of the Trusted By and Subprocessors cards
 * (`/api/trust-center/…`). Each change refreshes the portal view and the search, whose answers
 * include the companies in use. Imported only by the lazily loaded editing controls.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyCardKind,
  TCompanyEntry,
  TCompanyEntryCreate,
  TCompanyEntryUpdate,
  TCompanySearchResponse,
} from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

const productPath = (productId: string) =>
  `/api/trust-center/products/${encodeURIComponent(productId)}`;

/** GET /api/trust-center/companies?search=, while the picker's list is open. */
export function useCompanySearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['companies', search],
    queryFn: () =>
      apiFetch<TCompanySearchResponse>(`/api/trust-center/companies${toQuery({ search })}`),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

function useCompanyEdit<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['portal-view'] }),
        client.invalidateQueries({ queryKey: ['companies'] }),
      ]),
  });
}

/** POST …/cards/{kind}/companies: adds a company to the card. */
export const useAddCompany = (productId: string, kind: CompanyCardKind) =>
  useCompanyEdit((body: TCompanyEntryCreate) =>
    apiFetch<TCompanyEntry>(`${productPath(productId)}/cards/${kind}/companies`, {
      method: 'POST',
      body,
    }),
  );

/** PUT …/companies/{itemUid}: edits an entry; without a company it keeps its own. */
export const useUpdateCompany = (productId: string) =>
  useCompanyEdit(({ itemUid, body }: { itemUid: string; body: TCompanyEntryUpdate }) =>
    apiFetch<TCompanyEntry>(`${productPath(productId)}/companies/${itemUid}`, {
      method: 'PUT',
      body,
    }),
  );

/** DELETE …/companies/{itemUid}: removes an entry from its card. */
export const useRemoveCompany = (productId: string) =>
  useCompanyEdit((itemUid: string) =>
    apiFetch<undefined>(`${productPath(productId)}/companies/${itemUid}`, { method: 'DELETE' }),
  );
