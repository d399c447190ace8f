/** The outbox in the private app: mails page by page, and one mail with its bodies. */
import { useQuery } from '@tanstack/react-query';
import type { TOutboxMailDetail, TOutboxResponse } from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

export function useOutbox(page: { offset: number; limit: number }) {
  return useQuery({
    queryKey: ['app', 'outbox', page],
    queryFn: () =>
      apiFetch<TOutboxResponse>(
        `/api/app/outbox${toQuery({ offset: String(page.offset), limit: String(page.limit) })}`,
      ),
    refetchInterval: 5000,
  });
}

export function useOutboxMail(id: string | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: ['app', 'outbox', 'mail', id],
    queryFn: () => apiFetch<TOutboxMailDetail>(`/api/app/outbox/${id}`),
  });
}
