import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditEntry, TAuditLog } from '@trustfront/core';
import { apiFetch, fetchEveryPage, toQuery } from './client.ts';

const pageOf = (page: number) =>
  apiFetch<TAuditLog>(`/api/app/audit-log${toQuery({ page: String(page) })}`);

/** GET /api/app/audit-log: every change staff made to the portal, newest first. */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: ['audit-log', page],
    queryFn: () => pageOf(page),
    placeholderData: keepPreviousData,
  });
}

/** Every entry of the audit log, newest first, page after page (the CSV export). */
export function fetchWholeAuditLog(): Promise<TAuditEntry[]> {
  return fetchEveryPage(async (page) => {
    const { entries, total } = await pageOf(page);
    return { rows: entries, total };
  });
}
