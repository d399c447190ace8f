/**
 * The caller's NDA: status and text, acceptance, and the signed copy (docs/access.md, NDA
 * clickwrap).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAME_SITE_HEADER, type TNdaTerms } from '@trustfront/core';
import { AppError, apiFetch, callerQuery, toQuery, type CallerParams } from './client.ts';

const base = (orgSlug: string) => `/api/portal/${encodeURIComponent(orgSlug)}`;
const ndaKey = (orgSlug: string) => ['portal', orgSlug, 'nda'] as const;

/** GET {base}/nda: passed, provider, e-mail and the text to accept. */
export function useNda(orgSlug: string, caller: CallerParams, enabled = true) {
  return useQuery({
    queryKey: [...ndaKey(orgSlug), caller.accountId ?? null],
    queryFn: () => apiFetch<TNdaTerms>(`${base(orgSlug)}/nda${toQuery(callerQuery(caller))}`),
    enabled,
    staleTime: 60_000,
  });
}

/** Accepts the clickwrap NDA; the portal view is loaded again, now with restricted content. */
export function useAcceptNda(orgSlug: string, caller: CallerParams) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<TNdaTerms>(`${base(orgSlug)}/nda/accept${toQuery(callerQuery(caller))}`, {
        method: 'POST',
        body: { agree: true },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['portal', orgSlug] });
      await client.invalidateQueries({ queryKey: ['portal-view'] });
    },
  });
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first). */
function fileNameOf(header: string | null): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? 'NDA.pdf';
}

/**
 * POST {base}/download-signed-clickwrap-nda: saves the signed PDF under the server's name, its
 * labels in the page's language (docs/languages.md).
 */
export function useDownloadNda(orgSlug: string, caller: CallerParams) {
  return useMutation({
    mutationFn: async () => {
      const query = { ...callerQuery(caller), lang: document.documentElement.lang };
      const response = await fetch(
        `${base(orgSlug)}/download-signed-clickwrap-nda${toQuery(query)}`,
        { method: 'POST', credentials: 'same-origin', headers: { [SAME_SITE_HEADER]: '1' } },
      );
      if (!response.ok) throw new AppError('http_error', 'NDA download failed', response.status);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
