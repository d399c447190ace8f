/**
 * The questionnaire workspace in the private app (docs/questionnaires.md): the list, one
 * questionnaire with its questions (polled while its answers are drafted), and what staff do to
 * it: import, correct the mapping, draft, review each question, export and send it back.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  QuestionnaireFormat,
  TMappingPatch,
  TMappingSaved,
  TQuestionnaireAssignees,
  TQuestionnaireImported,
  TQuestionPatch,
  TWorkspaceList,
  TWorkspaceQuestionnaire,
  TWorkspaceQuestion,
} from '@trustfront/core';
import { apiFetch } from './client.ts';
import { useInvalidatingMutation } from './invalidating-mutation.ts';
import { sendFile } from './send-file.ts';

const BASE = '/api/app/questionnaires';
const LIST = ['app', 'questionnaire-workspace'] as const;
const one = (id: string) => ['app', 'questionnaire-workspace', id] as const;
const url = (id: string, path = '') => `${BASE}/${encodeURIComponent(id)}${path}`;

/** How often a questionnaire being drafted is asked for again, in milliseconds. */
export const DRAFTING_POLL_MS = 1000;

/** GET /api/app/questionnaires/workspace */
export function useWorkspaceList() {
  return useQuery({
    queryKey: LIST,
    queryFn: async () => (await apiFetch<TWorkspaceList>(`${BASE}/workspace`)).questionnaires,
    // A list with a questionnaire being drafted shows its progress moving.
    refetchInterval: (query) =>
      query.state.data?.some((q) => q.status === 'drafting') ? DRAFTING_POLL_MS : false,
  });
}

/** GET /api/app/questionnaires/{id}, asked for again while its answers are being drafted. */
export function useWorkspaceQuestionnaire(id: string) {
  return useQuery({
    queryKey: one(id),
    queryFn: () => apiFetch<TWorkspaceQuestionnaire>(url(id)),
    refetchInterval: (query) =>
      query.state.data?.status === 'drafting' ? DRAFTING_POLL_MS : false,
  });
}

/** GET /api/app/questionnaires/assignees: the staff a question may be assigned to. */
export function useQuestionnaireAssignees() {
  return useQuery({
    queryKey: ['app', 'questionnaire-assignees'],
    queryFn: async () => (await apiFetch<TQuestionnaireAssignees>(`${BASE}/assignees`)).assignees,
    staleTime: 60_000,
  });
}

/** POST /api/app/questionnaires/imports: the file as multipart `file`. */
export function useImportQuestionnaire() {
  return useInvalidatingMutation(
    (file: File) => sendFile<TQuestionnaireImported>('POST', `${BASE}/imports`, file),
    [LIST],
  );
}

/** What staff do to one questionnaire; each refreshes it and the list. */
export function useWorkspaceActions(id: string) {
  const keys = [one(id), LIST];
  return {
    saveMapping: useInvalidatingMutation(
      (body: TMappingPatch) =>
        apiFetch<TMappingSaved>(url(id, '/mapping'), { method: 'PATCH', body }),
      keys,
    ),
    draft: useInvalidatingMutation(
      () => apiFetch<unknown>(url(id, '/draft'), { method: 'POST', body: {} }),
      keys,
    ),
    patchQuestion: useInvalidatingMutation(
      ({ questionId, ...body }: TQuestionPatch & { questionId: string }) =>
        apiFetch<TWorkspaceQuestion>(url(id, `/questions/${encodeURIComponent(questionId)}`), {
          method: 'PATCH',
          body,
        }),
      keys,
    ),
    approveHigh: useInvalidatingMutation(
      () => apiFetch<{ approved: number }>(url(id, '/approve-high'), { method: 'POST', body: {} }),
      keys,
    ),
    send: useInvalidatingMutation(
      () => apiFetch<{ sentAt: string }>(url(id, '/send'), { method: 'POST', body: {} }),
      keys,
    ),
    remove: useInvalidatingMutation(
      () => apiFetch<undefined>(url(id), { method: 'DELETE' }),
      [LIST],
    ),
  };
}

/** Where the filled file downloads, in `format`. */
export const workspaceExportUrl = (id: string, format: QuestionnaireFormat) =>
  `${url(id, '/export')}?format=${format}`;
