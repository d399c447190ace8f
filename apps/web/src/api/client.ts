/** The one place the web app talks HTTP: JSON in, JSON out, errors as AppError with the server's message. */
import { AppError, MESSAGES, toErrorCode, toSearch, type TPortalMode } from '@trustfront/core';

export { AppError };

interface ErrorBody {
  error?: { code?: string; message?: string };
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
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Sends one file as multipart form data; the server's message on failure. */
export async function sendFile<T>(method: 'POST' | 'PUT', path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(path, { method, body: form, credentials: 'same-origin' });
  const payload = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) {
    throw new AppError(
      'http_error',
      payload.error?.message ?? response.statusText,
      response.status,
    );
  }
  return payload as T;
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
