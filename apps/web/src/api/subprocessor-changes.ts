/**
 * Planned subprocessor changes (docs/editing.md, Planned subprocessor changes): on the portal,
 * the planned entries of a product and a member's objection; in the private app, the changes,
 * their objections, an account's objections and the notice period.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  ObjectionClosing,
  TMemberObjection,
  TPlannedSubprocessorList,
  TStaffObjection,
  TStaffObjectionList,
  TSubprocessorChange,
  TSubprocessorChangeCreate,
  TSubprocessorChangeList,
  TSubprocessorNoticeSettings,
} from '@trustfront/core';
import { apiFetch, callerQuery, toQuery, type CallerParams } from './client.ts';
import { useInvalidatingMutation } from './invalidating-mutation.ts';

const portalBase = (orgSlug: string) =>
  `/api/portal/${encodeURIComponent(orgSlug)}/subprocessor-changes`;
const plannedKey = (orgSlug: string, productId: string) =>
  ['portal', orgSlug, 'subprocessor-changes', productId] as const;
/** The planned entries' query of a product for a caller (an account's member, else null). */
export const plannedSubprocessorsKey = (
  orgSlug: string,
  productId: string,
  accountId: string | null,
) => [...plannedKey(orgSlug, productId), accountId] as const;

/** GET {base}/subprocessor-changes?productId=: the planned entries the caller may see. */
export function usePlannedSubprocessors(orgSlug: string, productId: string, caller: CallerParams) {
  return useQuery({
    queryKey: plannedSubprocessorsKey(orgSlug, productId, caller.accountId ?? null),
    queryFn: () =>
      apiFetch<TPlannedSubprocessorList>(
        `${portalBase(orgSlug)}${toQuery({ ...callerQuery(caller), productId })}`,
      ),
  });
}

/** POST {base}/subprocessor-changes/{changeId}/objections. */
export function useObjectToChange(orgSlug: string, productId: string, caller: CallerParams) {
  return useInvalidatingMutation(
    ({ changeId, reason }: { changeId: string; reason: string }) =>
      apiFetch<TMemberObjection>(
        `${portalBase(orgSlug)}/${changeId}/objections${toQuery(callerQuery(caller))}`,
        { method: 'POST', body: { reason } },
      ),
    [plannedKey(orgSlug, productId)],
  );
}

const CHANGES = ['app', 'subprocessor-changes'] as const;
const OBJECTIONS = ['app', 'subprocessor-objections'] as const;

/** GET /api/app/subprocessor-changes */
export function useSubprocessorChanges() {
  return useQuery({
    queryKey: CHANGES,
    queryFn: () => apiFetch<TSubprocessorChangeList>('/api/app/subprocessor-changes'),
  });
}

/** POST /api/app/subprocessor-changes */
export function useAnnounceChange() {
  return useInvalidatingMutation(
    (body: TSubprocessorChangeCreate) =>
      apiFetch<TSubprocessorChange>('/api/app/subprocessor-changes', { method: 'POST', body }),
    [CHANGES],
  );
}

/** POST /api/app/subprocessor-changes/{id}/cancel */
export function useCancelChange() {
  return useInvalidatingMutation(
    (id: string) =>
      apiFetch<TSubprocessorChange>(`/api/app/subprocessor-changes/${id}/cancel`, {
        method: 'POST',
      }),
    [CHANGES],
  );
}

/** GET /api/app/subprocessor-changes/{id}/objections */
export function useChangeObjections(changeId: string) {
  return useQuery({
    queryKey: [...OBJECTIONS, 'change', changeId],
    queryFn: () =>
      apiFetch<TStaffObjectionList>(`/api/app/subprocessor-changes/${changeId}/objections`),
  });
}

/** GET /api/app/accounts/{id}/subprocessor-objections */
export function useAccountObjections(accountId: string) {
  return useQuery({
    queryKey: [...OBJECTIONS, 'account', accountId],
    queryFn: () =>
      apiFetch<TStaffObjectionList>(`/api/app/accounts/${accountId}/subprocessor-objections`),
  });
}

/** POST /api/app/subprocessor-objections/{id}/answer or /close. */
export function useHandleObjection() {
  return useInvalidatingMutation(
    (
      input: { id: string } & ({ answer: string } | { as: ObjectionClosing }),
    ): Promise<TStaffObjection> =>
      'answer' in input
        ? apiFetch(`/api/app/subprocessor-objections/${input.id}/answer`, {
            method: 'POST',
            body: { answer: input.answer },
          })
        : apiFetch(`/api/app/subprocessor-objections/${input.id}/close`, {
            method: 'POST',
            body: { as: input.as },
          }),
    [OBJECTIONS, CHANGES],
  );
}

/** PUT /api/app/subprocessor-changes/settings */
export function useSaveNoticeSettings() {
  return useInvalidatingMutation(
    (body: TSubprocessorNoticeSettings) =>
      apiFetch<TSubprocessorNoticeSettings>('/api/app/subprocessor-changes/settings', {
        method: 'PUT',
        body,
      }),
    [CHANGES],
  );
}
