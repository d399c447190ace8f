/** The HTTP call every integration adapter makes: JSON, bounded in time, never thrown at. */

/** How long a service may take to answer before the call counts as failed. */
const TIMEOUT_MS = 10_000;

export type JsonAnswer = { status: number; body: unknown } | { status: 'network' };

/** Sends a request and reads its JSON answer; a network failure or a non-JSON body is 'network'. */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json', ...init.headers },
    });
    const text = await response.text();
    if (!response.ok) return { status: response.status, body: null };
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: 'network' };
  }
}

/** An adapter's answer: the value, or why there is none. */
export type Outcome<T, E extends string> = { ok: true; value: T } | { ok: false; reason: E };
