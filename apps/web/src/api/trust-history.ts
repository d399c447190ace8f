import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TRedactChangeRequest,
  TRedactChangeResponse,
  TStaffTrustHistory,
  TTrustHistory,
  TrustChangeKind,
} from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

/**
 * GET {basePath}/history.json: what the trust center published, newest first, one kind or all;
 * each page asks for the changes older than the last one.
 */
export function useTrustHistory(basePath: string, kind: TrustChangeKind | null) {
  return useInfiniteQuery({
    queryKey: ['trust-history', basePath, kind],
    queryFn: ({ pageParam }) =>
      apiFetch<TTrustHistory>(`${basePath}/history.json${toQuery({ kind, before: pageParam })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/** GET /api/app/history: the same changes for staff, with who made them. */
export function useStaffTrustHistory(kind: TrustChangeKind | null) {
  return useInfiniteQuery({
    queryKey: ['staff-trust-history', kind],
    queryFn: ({ pageParam }) =>
      apiFetch<TStaffTrustHistory>(`/api/app/history${toQuery({ kind, before: pageParam })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/**
 * POST /api/app/history/{id}/redact: removes a change published by mistake from every answer;
 * its transparency log entry keeps its hash (docs/transparency-log.md, Redaction).
 */
export function useRedactChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string } & TRedactChangeRequest) =>
      apiFetch<TRedactChangeResponse>(`/api/app/history/${encodeURIComponent(id)}/redact`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff-trust-history'] }),
  });
}
