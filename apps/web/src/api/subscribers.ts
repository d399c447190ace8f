/** Subscribers in the private app: the list, block, unblock and remove. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSubscribersResponse } from '@trustfront/core';
import { apiFetch } from './client.ts';

const KEY = ['app', 'subscribers'] as const;

export function useSubscribers() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<TSubscribersResponse>('/api/app/subscribers'),
  });
}

export type SubscriberAction = 'block' | 'unblock' | 'remove';

export function useSubscriberAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: SubscriberAction }) =>
      action === 'remove'
        ? apiFetch(`/api/app/subscribers/${id}`, { method: 'DELETE' })
        : apiFetch(`/api/app/subscribers/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
