/**
 * The answers to a member's own questionnaire (docs/questionnaires.md, The member's side): the
 * answers so far, and the answered file once staff sent it back. Loaded with the member's
 * Questionnaires dialog only.
 */
import { useQuery } from '@tanstack/react-query';
import type { TMemberDrafts } from '@trustfront/core';
import { apiFetch, callerQuery, toQuery, type CallerParams } from './client.ts';

const one = (orgSlug: string, id: string) =>
  `/api/portal/${encodeURIComponent(orgSlug)}/questionnaires/${encodeURIComponent(id)}`;

/** GET {base}/questionnaires/{id}/drafts */
export function useMemberDrafts(orgSlug: string, caller: CallerParams, id: string) {
  return useQuery({
    queryKey: ['portal', orgSlug, 'questionnaires', id, 'drafts'],
    queryFn: () =>
      apiFetch<TMemberDrafts>(`${one(orgSlug, id)}/drafts${toQuery(callerQuery(caller))}`),
  });
}

/** GET {base}/questionnaires/{id}/answered: where the member downloads the answered file. */
export const answeredFileUrl = (orgSlug: string, caller: CallerParams, id: string) =>
  `${one(orgSlug, id)}/answered${toQuery(callerQuery(caller))}`;
