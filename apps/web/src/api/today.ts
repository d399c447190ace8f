/** What needs the staff today, on the private app's home (docs/staff.md, Today). */
import { useQuery } from '@tanstack/react-query';
import type { TStaffToday } from '@trustfront/core';
import { apiFetch } from './client.ts';

export function useToday() {
  return useQuery({
    queryKey: ['app', 'today'],
    queryFn: () => apiFetch<TStaffToday>('/api/app/today'),
  });
}
