/**
 * The outbox in the private app: mails page by page, one mail with its bodies and links, a mail
 * sent again, and whether this instance sends mails at all.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TMailDelivery,
  TOutboxMail,
  TOutboxMailDetail,
  TOutboxResponse,
} from '@trustfront/core';
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

/** Whether this instance sends mails (SMTP_URL set) or keeps them in the outbox. */
export function useMailDelivery() {
  return useQuery({
    queryKey: ['app', 'mail-delivery'],
    queryFn: () => apiFetch<TMailDelivery>('/api/app/mail-delivery'),
    staleTime: Infinity,
  });
}

/** Writes a mail again, queued for the sender; the outbox shows the copy. */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<TOutboxMail>(`/api/app/outbox/${id}/resend`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['app', 'outbox'] }),
  });
}
