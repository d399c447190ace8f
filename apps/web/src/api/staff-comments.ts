/** Members' comments in the private app: the list, a reply in a thread, delete. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStaffComment } from '@trustfront/core';
import { apiFetch } from './client.ts';

const KEY = ['app', 'comments'] as const;

export function useStaffComments() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<{ comments: TStaffComment[] }>('/api/app/comments'),
  });
}

export function useReplyToComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      apiFetch(`/api/app/comments/${id}/reply`, { method: 'POST', body: { content } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/app/comments/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
