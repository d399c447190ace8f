/**
 * Questionnaires sent from the portal (docs/access.md, Member features) and the member's own list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQuestionnaireSender } from '@trustfront/core';
import type { z } from 'zod';
import type { ZMemberQuestionnaireList } from '@trustfront/core';
import { apiFetch, callerQuery, toQuery, type CallerParams } from './client.ts';

const base = (orgSlug: string) => `/api/portal/${encodeURIComponent(orgSlug)}/questionnaires`;
const listKey = (orgSlug: string) => ['portal', orgSlug, 'questionnaires'] as const;

export type QuestionnaireInput =
  | { kind: 'file'; file: File; sender: TQuestionnaireSender }
  | { kind: 'link'; link: string; sender: TQuestionnaireSender };

/** POST {base}/questionnaires/file (the file streamed as the body) or /link. */
export function useSendQuestionnaire(orgSlug: string, caller: CallerParams) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionnaireInput) =>
      input.kind === 'file'
        ? apiFetch<{ id: string }>(
            `${base(orgSlug)}/file${toQuery({
              ...callerQuery(caller),
              ...input.sender,
              fileName: input.file.name,
            })}`,
            { method: 'POST', body: input.file },
          )
        : apiFetch<{ id: string }>(`${base(orgSlug)}/link${toQuery(callerQuery(caller))}`, {
            method: 'POST',
            body: { ...input.sender, link: input.link },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey(orgSlug) }),
  });
}

/** GET {base}/questionnaires: the member's account's questionnaires. */
export function useMyQuestionnaires(orgSlug: string, caller: CallerParams, enabled: boolean) {
  return useQuery({
    queryKey: listKey(orgSlug),
    queryFn: () =>
      apiFetch<z.infer<typeof ZMemberQuestionnaireList>>(
        `${base(orgSlug)}${toQuery(callerQuery(caller))}`,
      ),
    enabled,
  });
}
