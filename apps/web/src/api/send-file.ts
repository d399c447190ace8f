import { SAME_SITE_HEADER } from '@trustfront/core';
import { AppError } from './client.ts';

/** Sends a multipart form; the server's message on failure. */
export async function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
): Promise<T> {
  const response = await fetch(path, {
    method,
    body: form,
    credentials: 'same-origin',
    headers: { [SAME_SITE_HEADER]: '1' },
  });
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

/** Sends one file as multipart form data; the server's message on failure. */
export async function sendFile<T>(method: 'POST' | 'PUT', path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm<T>(method, path, form);
}
