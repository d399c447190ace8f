import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditLog } from '@trustfront/core';
import { apiFetch, toQuery } from './client.ts';

/** GET /api/app/audit-log: every change staff made to the portal, newest first. */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: ['audit-log', page],
    queryFn: () => apiFetch<TAuditLog>(`/api/app/audit-log${toQuery({ page: String(page) })}`),
    placeholderData: keepPreviousData,
  });
}
