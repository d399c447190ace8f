/**
 * The knowledge base as staff manage it (`/api/app/knowledge-base`): one server page with its
 * filters and source facet, one entry by id, and create, update and delete. Every change
 * refreshes the table and the portal view, whose knowledge base follows the content revision.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TKbAdminEntry, TKbAdminPage, TKbAdminQuery, TKbEntryInput } from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';
import { useInvalidatingMutation } from './invalidating-mutation.ts';

const BASE = '/api/app/knowledge-base';
const KEY = ['app', 'knowledge-base'] as const;

/** The query's values as strings, the absent ones left out. */
const queryOf = (query: TKbAdminQuery) =>
  toQuery(
    Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        value === undefined ? undefined : String(value),
      ]),
    ),
  );

/** GET /api/app/knowledge-base: one page; the previous page stays while the next loads. */
export function useKbAdminPage(query: TKbAdminQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...KEY, 'page', query],
    queryFn: () => apiFetch<TKbAdminPage>(`${BASE}${queryOf(query)}`),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** GET /api/app/knowledge-base/{id}: the entry the details panel shows. */
export function useKbAdminEntry(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'entry', id],
    queryFn: () => apiFetch<TKbAdminEntry>(`${BASE}/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
}

const useKbMutation = <V, R>(call: (variables: V) => Promise<R>) =>
  useInvalidatingMutation(call, [KEY, ['portal-view'], ['knowledge-base']]);

/** POST a new entry, or PUT an existing one when `id` is given. */
export const useSaveKbEntry = () =>
  useKbMutation(({ id, body }: { id: string | null; body: TKbEntryInput }) =>
    id
      ? apiFetch<TKbAdminEntry>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body })
      : apiFetch<TKbAdminEntry>(BASE, { method: 'POST', body }),
  );

export const useDeleteKbEntry = () =>
  useKbMutation((id: string) =>
    apiFetch<undefined>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/** The entry's fields as the create and update schema takes them. */
export const kbInputOf = (entry: TKbAdminEntry): TKbEntryInput => ({
  question: entry.content,
  answer: entry.answer,
  comment: entry.comment,
  internalNote: entry.internal_note,
  accessLevel: entry.access_level,
  favoritePublic: entry.favorite_public,
  productIds: entry.product_ids,
});
