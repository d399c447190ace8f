/** Permission profiles, the restricted items they may include, and the access log (app:accounts). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZDocumentEventPage,
  type TDocumentEvent,
  type TPermissionProfile,
  type TProfileUpdate,
  type TRestrictedItem,
} from '@trustfront/core';
import type { z } from 'zod';
import { apiFetch, fetchEveryPage, toQuery } from './client.ts';

const BASE = '/api/app/accounts';
const PROFILES = ['app', 'profiles'] as const;

export function usePermissionProfiles() {
  return useQuery({
    queryKey: PROFILES,
    queryFn: async () =>
      (await apiFetch<{ profiles: TPermissionProfile[] }>(`${BASE}/profiles`)).profiles,
  });
}

export function useRestrictedItems() {
  return useQuery({
    queryKey: ['app', 'restricted-items'],
    queryFn: async () =>
      (await apiFetch<{ items: TRestrictedItem[] }>(`${BASE}/restricted-items`)).items,
  });
}

/** Create, update (name, items) and delete, each refreshing the list. */
export function useProfileMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: PROFILES });
  return {
    create: useMutation({
      mutationFn: (name: string) =>
        apiFetch<TPermissionProfile>(`${BASE}/profiles`, { method: 'POST', body: { name } }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: TProfileUpdate & { id: string }) =>
        apiFetch<TPermissionProfile>(`${BASE}/profiles/${id}`, { method: 'PATCH', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiFetch<undefined>(`${BASE}/profiles/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

export type TDocumentEventPage = z.infer<typeof ZDocumentEventPage>;

/** One page of the access log, newest first. */
const accessLogPage = (page: number) =>
  apiFetch<TDocumentEventPage>(`${BASE}/activity${toQuery({ page: String(page) })}`);

export function useAccessLog(page: number) {
  return useQuery({
    queryKey: ['app', 'access-log', page],
    queryFn: () => accessLogPage(page),
    placeholderData: keepPreviousData,
  });
}

/** Every event of the access log, newest first, page after page (the CSV export). */
export function fetchWholeAccessLog(): Promise<TDocumentEvent[]> {
  return fetchEveryPage(async (page) => {
    const { events, total } = await accessLogPage(page);
    return { rows: events, total };
  });
}
