/** Controls, facts and webpages in the private app (app:knowledge-base): list, save, delete. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchRecordKind } from '@trustfront/core';
import { apiFetch } from './client.ts';

/** A record of any kind, as the list shows and the form edits it. */
export type SearchRecord = { id: string } & Record<string, string>;

const keyOf = (kind: SearchRecordKind) => ['app', 'search-records', kind] as const;

export function useSearchRecords(kind: SearchRecordKind) {
  return useQuery({
    queryKey: keyOf(kind),
    queryFn: async () => (await apiFetch<{ records: SearchRecord[] }>(`/api/app/${kind}`)).records,
  });
}

export function useSearchRecordMutations(kind: SearchRecordKind) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: keyOf(kind) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: Record<string, string> }) =>
        apiFetch<SearchRecord>(id ? `/api/app/${kind}/${id}` : `/api/app/${kind}`, {
          method: id ? 'PUT' : 'POST',
          body,
        }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch(`/api/app/${kind}/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
