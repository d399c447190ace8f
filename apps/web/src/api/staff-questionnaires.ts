/** Questionnaires received, in the private app. */
import { useQuery } from '@tanstack/react-query';
import type { TStaffQuestionnaire } from '@trustfront/core';
import { apiFetch } from './client.ts';

export function useStaffQuestionnaires() {
  return useQuery({
    queryKey: ['app', 'questionnaires'],
    queryFn: () => apiFetch<{ questionnaires: TStaffQuestionnaire[] }>('/api/app/questionnaires'),
  });
}

/** Where staff download a questionnaire's file. */
export const questionnaireFileUrl = (id: string) =>
  `/api/app/questionnaires/${encodeURIComponent(id)}/file`;
