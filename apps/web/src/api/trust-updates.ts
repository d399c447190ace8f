/** Trust updates in the private app: topics with their updates, authoring and delivery. */
import { useQuery } from '@tanstack/react-query';
import type {
  TComplianceUpdateCreate,
  TStaffTopicsResponse,
  TTopicPatch,
  TTopicUpdateCreate,
  TUpdateDelivery,
} from '@trustfront/core';
import { apiFetch } from './client.ts';
import { useInvalidatingMutation } from './invalidating-mutation.ts';

const KEY = ['app', 'updates'] as const;

export function useStaffTopics() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<TStaffTopicsResponse>('/api/app/updates'),
    // Delivery counts move while mails go out.
    refetchInterval: 5000,
  });
}

const useUpdatesMutation = <T>(call: (input: T) => Promise<unknown>) =>
  useInvalidatingMutation(call, [KEY]);

export const useCreateComplianceUpdate = () =>
  useUpdatesMutation((body: TComplianceUpdateCreate) =>
    apiFetch<{ topicId: string; updateId: string }>('/api/app/updates', { method: 'POST', body }),
  );

export const useAddTopicUpdate = () =>
  useUpdatesMutation(({ topicId, body }: { topicId: string; body: TTopicUpdateCreate }) =>
    apiFetch(`/api/app/updates/${topicId}/updates`, { method: 'POST', body }),
  );

export const useUpdateTopic = () =>
  useUpdatesMutation(({ topicId, body }: { topicId: string; body: TTopicPatch }) =>
    apiFetch(`/api/app/updates/${topicId}`, { method: 'PATCH', body }),
  );

export const useDeleteTopic = () =>
  useUpdatesMutation((topicId: string) =>
    apiFetch(`/api/app/updates/${topicId}`, { method: 'DELETE' }),
  );

export function useUpdateDelivery(topicId: string, updateId: string | null) {
  return useQuery({
    enabled: updateId !== null,
    queryKey: [...KEY, 'delivery', updateId],
    queryFn: () =>
      apiFetch<TUpdateDelivery>(`/api/app/updates/${topicId}/updates/${updateId}/delivery`),
    refetchInterval: 3000,
  });
}
