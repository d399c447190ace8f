/** The one place the web app talks HTTP: JSON in, JSON out, errors as AppError with the server's message. */
import {
  AppError,
  MESSAGES,
  SAME_SITE_HEADER,
  toErrorCode,
  toSearch,
  type TPortalMode,
} from '@trustfront/core';

export { AppError };

interface ErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

export async function apiFetch<T>(
  path: string,
  init: Omit<RequestInit, 'body'> & { body?: unknown } = {},
): Promise<T> {
  const { body, headers, ...rest } = init;
  // A file goes as the body itself (the server streams it); anything else as JSON.
  const isFile = body instanceof Blob;
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      accept: 'application/json',
      // Every call says it comes from a page of ours; the server refuses unsafe calls without it.
      [SAME_SITE_HEADER]: '1',
      ...(body === undefined
        ? {}
        : { 'content-type': isFile ? 'application/octet-stream' : 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as ErrorBody;
    throw new AppError(
      toErrorCode(payload.error?.code),
      payload.error?.message ?? MESSAGES.unknownError,
      response.status,
      payload.error?.details,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Builds a query string from defined values only; arrays repeat their key. */
export function toQuery(params: Record<string, string | string[] | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of [value].flat()) search.append(key, v);
  }
  return toSearch(search);
}

/**
 * The caller's mode parameters, kept on every portal request: main mode for staff editing, and
 * the account or permission profile being previewed. The server decides what they grant.
 */
export interface CallerParams {
  mode?: TPortalMode | null;
  accountId?: string | null;
  permissionProfileId?: string | null;
}

export const callerQuery = (caller: CallerParams) => ({
  mode: caller.mode === 'main' ? 'main' : undefined,
  accountId: caller.accountId,
  permissionProfileId: caller.permissionProfileId,
});

/**
 * Every row of a list the server pages, fetched a page after another (for an export): stops at
 * the total the first page gives, or at a page that comes back empty.
 */
export async function fetchEveryPage<T>(
  fetchPage: (page: number) => Promise<{ rows: T[]; total: number }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total } = await fetchPage(page);
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) return all;
  }
}
